import { writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { registerCompany, signInPage } from './a11y-app-helpers';
import { api } from './api';
import { download, drawDraft, LIVING_ROOM, money, pdfText, xlsxRows } from './estimate-helpers';
import { waitSynced } from './sync-helpers';

/**
 * Issue 5 §6: from a client to a PDF. The room is 5.20 × 3.80 m, priced with the company's default
 * calculator (seeded from the standard template and price list) and four spots; totals by hand:
 *
 *   area      = 5.20 × 3.80       = 19.76 m²;  perimeter = 2 × (5.20 + 3.80) = 18.00 m
 *   Полотно ПВХ матовое      19.76 m² × 450 ₽                          =  8 892.00 ₽
 *   Профиль (хлысты 2.5 м)   18 / 2.5 = 7.2 → 8 хлыстов = 20 м.п. × 250 ₽ = 5 000.00 ₽
 *   Вставка маскировочная    18.00 м.п. × 90 ₽                         =  1 620.00 ₽
 *   Монтаж полотна           19.76 m² × 350 ₽                          =  6 916.00 ₽
 *   Установка светильника    4 шт. × 450 ₽                             =  1 800.00 ₽
 *   Выезд замерщика + доставка   1 000 + 1 500                        =  2 500.00 ₽
 *   sum 26 728.00 ₽ (over the 6 000 ₽ minimum), rounded up to 10 ₽      → 26 730.00 ₽
 */
const TOTAL = '26 730,00 ₽';
const CLIENT = 'Иванова Мария Петровна';
const PROJECT = 'Квартира на Лесной';

test('estimate: a client and project made on screen, a drawn room, the total, its PDF and Excel, approval kept', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const session = await registerCompany(request, { companyName: 'Потолки Севера' });
  await signInPage(page, session);

  // the client and the project, made on screen
  await page.goto('/clients/');
  await waitSynced(page);
  await page.getByRole('button', { name: 'Добавить клиента' }).first().click();
  const clientDialog = page.getByRole('dialog', { name: 'Новый клиент' });
  await clientDialog.getByLabel('Имя').fill(CLIENT);
  await clientDialog.getByLabel('Телефон').fill('+7 916 123-45-67');
  await clientDialog.getByRole('button', { name: 'Добавить' }).click();
  await expect(clientDialog).toBeHidden();
  await page.getByRole('list', { name: 'Клиенты' }).getByRole('link', { name: CLIENT, exact: true }).click();
  await page.getByRole('button', { name: 'Новый объект' }).click();
  const projectDialog = page.getByRole('dialog', { name: 'Новый объект' });
  await projectDialog.getByLabel('Название').fill(PROJECT);
  await projectDialog.getByRole('button', { name: 'Добавить' }).click();
  await expect(projectDialog).toBeHidden();
  await waitSynced(page);
  const projects = await api<{ content: { id: number; name: string }[] }>(
    request,
    session,
    'GET',
    '/api/project/',
  );
  const project = projects.content.find((p) => p.name === PROJECT)!;

  // the room, drawn from its readings with the default calculator and four spots (the editor's draft)
  await drawDraft(request, session, project.id, LIVING_ROOM);

  // the estimate opens from the project's menu
  await page.goto('/projects/');
  await waitSynced(page);
  await page.getByRole('button', { name: `Действия: ${PROJECT}` }).click();
  await page.getByRole('menuitem', { name: 'Смета' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Смета: ${PROJECT}` })).toBeVisible();
  const sheet = page.getByRole('article', { name: 'Смета' });
  await expect(sheet.getByRole('heading', { name: 'Гостиная' })).toBeVisible();
  await expect(sheet.getByRole('img', { name: 'Чертёж: Гостиная' })).toBeVisible();
  await expect(sheet.getByTestId('estimate-totals')).toContainText('Итого к оплате');
  await expect(sheet.getByTestId('estimate-totals')).toContainText(money(TOTAL));
  await expect(sheet).toContainText(CLIENT);
  const row = sheet.getByRole('row').filter({ hasText: 'Установка точечного светильника' });
  await expect(row).toContainText(money('4 шт.'));
  await expect(row).toContainText(money('1 800,00 ₽'));

  // the print view: only the sheet prints, on A4, with the same total
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  await expect(page.getByRole('button', { name: 'PDF' })).toBeHidden();
  const printed = page.getByRole('article', { name: 'Смета' });
  await expect(printed).toHaveCount(1);
  await expect(printed.getByTestId('estimate-totals')).toContainText(money(TOTAL));
  const a4 = await page.pdf({ format: 'A4', printBackground: true });
  // the room and the block «На весь объект» take two pages at most; nothing of the app's shell prints along
  const pages = a4.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g) ?? [];
  expect(pages.length).toBeGreaterThanOrEqual(1);
  expect(pages.length).toBeLessThanOrEqual(2);
  const printPath = test.info().outputPath('print.pdf');
  await writeFile(printPath, a4);
  const printedText = await pdfText(printPath);
  expect(printedText).toContain('На весь объект');
  expect(printedText).toContain(TOTAL);
  for (const shell of ['Главная', 'Календарь', 'Всё сохранено']) expect(printedText).not.toContain(shell);
  await page.emulateMedia({ media: 'screen' });

  // the PDF, made in the browser: the client's name and the total are in its text
  const pdf = await download(page, 'PDF');
  expect(pdf.name).toMatch(/^Смета — Квартира на Лесной — \d\d\.\d\d\.\d{4}\.pdf$/);
  const text = await pdfText(pdf.path);
  expect(text).toContain(CLIENT);
  expect(text).toContain('Итого к оплате');
  expect(text).toContain(TOTAL);
  expect(text).toContain('Потолки Севера');
  expect(text).toContain('Установка точечного светильника');

  // the Excel file has the same total as a number in roubles
  const xlsx = await download(page, 'Excel');
  expect(xlsx.name).toMatch(/\.xlsx$/);
  const rows = await xlsxRows(xlsx.path);
  const total = rows.find((r) => r.includes('Итого к оплате'));
  expect(total?.at(-1)).toBe(26_730);
  expect(
    rows.some((r) => r.includes(CLIENT) || r.some((c) => typeof c === 'string' && c.includes(CLIENT))),
  ).toBe(true);

  // approval is changed here, kept on the device and reaches the server
  await page.getByRole('combobox', { name: 'Статус сметы' }).click();
  await page.getByRole('option', { name: 'Согласована' }).click();
  await expect(page.getByRole('combobox', { name: 'Статус сметы' })).toHaveValue('Согласована');
  await waitSynced(page);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Статус сметы' })).toHaveValue('Согласована');
  const onServer = await api<{
    content: { approved: number; status: string; projectid: number; clientid: number }[];
  }>(request, session, 'GET', `/api/smeta/?project=${project.id}`);
  expect(onServer.content).toHaveLength(1);
  expect(onServer.content[0]).toMatchObject({ approved: 1, status: 'approved', projectid: project.id });
  expect(onServer.content[0]!.clientid).toBeGreaterThan(0);
});
