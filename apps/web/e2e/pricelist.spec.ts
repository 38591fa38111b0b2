import { readFileSync } from 'node:fs';
import { formatMoney } from '@glad/domain';
import { expect, type Page, test } from '@playwright/test';
import { axeViolations, horizontalOverflow, registerCompany, signInPage } from './a11y-app-helpers';
import { api } from './api';
import { collectErrors } from './auth-helpers';
import { notice } from './records-helpers';

const FILM = 'Полотно ПВХ матовое, белое';
const item = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Позиции прайс-листа' }).getByRole('article', { name, exact: true });

type Item = {
  uid: string;
  name: string;
  price: number;
  installerPrice: number | null;
  installerPriceResolved: number;
  kind: string;
};

test('a price changed in place is saved in kopecks and is there after a reload', async ({
  page,
  request,
}) => {
  const session = await registerCompany(request);
  await signInPage(page, session);
  const errors = collectErrors(page);
  await page.goto('/configs2/');
  const price = page.getByLabel(`Цена для клиента: ${FILM}`);
  await expect(price).toHaveValue('450');
  // no installer price of its own: the film is a material, the installer gets nothing for it
  const installer = page.getByLabel(`Цена монтажника: ${FILM}`);
  await expect(installer).toHaveValue('');
  await expect(installer).toHaveAttribute('placeholder', formatMoney(0));
  await expect(item(page, FILM)).toContainText('материал — монтажнику не платят');
  // made a service, it pays the company's 30 % of the client price: 135 ₽
  await page.getByLabel(`Тип: ${FILM}`).selectOption('услуга');
  await expect(notice(page, `Сохранено: ${FILM}`)).toBeVisible();
  await expect(installer).toHaveAttribute('placeholder', formatMoney(13_500));

  await price.fill('472,5');
  await price.press('Enter');
  await expect(notice(page, `Сохранено: ${FILM}`)).toBeVisible();
  await expect(installer).toHaveAttribute('placeholder', formatMoney(14_175));

  // the cost price too, and a typo is refused next to the field without saving
  const cost = page.getByLabel(`Себестоимость: ${FILM}`);
  await cost.fill('двести');
  await cost.press('Tab');
  await expect(page.getByText('Введите сумму в рублях')).toBeVisible();
  await cost.fill('205');
  await cost.press('Tab');
  await expect(page.getByText('Введите сумму в рублях')).toHaveCount(0);
  await expect(notice(page, `Сохранено: ${FILM}`)).toBeVisible();

  await page.reload();
  await expect(page.getByLabel(`Цена для клиента: ${FILM}`)).toHaveValue('472,5');
  await expect(page.getByLabel(`Себестоимость: ${FILM}`)).toHaveValue('205');
  const list = await api<{ content: (Item & { costPrice: number })[] }>(
    request,
    session,
    'GET',
    '/api/pricelist/?limit=100',
  );
  const film = list.content.find((i) => i.name === FILM)!;
  expect(film).toMatchObject({
    kind: 'service',
    price: 47_250,
    costPrice: 20_500,
    installerPrice: null,
    installerPriceResolved: 14_175,
  });

  // an installer price of its own, then cleared back to the default share
  await installer.fill('150');
  await installer.press('Enter');
  await expect(installer).toHaveValue('150');
  await expect(notice(page, `Сохранено: ${FILM}`)).toBeVisible();
  await installer.fill('');
  await installer.press('Enter');
  await expect(installer).toHaveAttribute('placeholder', formatMoney(14_175));
  await expect
    .poll(async () => {
      const after = await api<{ content: Item[] }>(request, session, 'GET', '/api/pricelist/?limit=100');
      return after.content.find((i) => i.name === FILM)?.installerPrice;
    })
    .toBeNull();
  expect(errors).toEqual([]);
});

test('search, category filter, add an item and delete it with undo', async ({ page, request }) => {
  const session = await registerCompany(request);
  await signInPage(page, session);
  await page.goto('/configs2/');
  await expect(item(page, FILM)).toBeVisible();

  await page.getByLabel('Поиск').fill('полотно пвх');
  await expect(item(page, FILM)).toBeVisible();
  await expect(item(page, 'Доставка')).toHaveCount(0);
  await expect(page.getByText(/^Найдено 4 из/)).toBeVisible();
  await page.getByLabel('Поиск').fill('');
  await page.getByLabel('Категория').selectOption('Выезд и доставка');
  await expect(item(page, 'Доставка')).toBeVisible();
  await expect(item(page, FILM)).toHaveCount(0);

  // a new item joins the category chosen in the filter
  await page.getByRole('button', { name: 'Добавить позицию' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новая позиция' });
  await dialog.getByRole('button', { name: 'Добавить' }).click();
  await expect(dialog.getByText('Укажите наименование')).toBeVisible();
  await dialog.getByLabel('Наименование').fill('Выезд за МКАД');
  await dialog.getByLabel('Цена для клиента, ₽').fill('800');
  await dialog.getByRole('button', { name: 'Добавить' }).click();
  await expect(dialog).toBeHidden();
  await expect(notice(page, 'Позиция «Выезд за МКАД» добавлена')).toBeVisible();
  const added = item(page, 'Выезд за МКАД');
  await expect(added).toContainText('Выезд и доставка');
  await expect(added.getByLabel('Единица: Выезд за МКАД')).toHaveValue('pcs');

  // the unit is changed in place
  await added.getByLabel('Единица: Выезд за МКАД').selectOption({ label: 'м.п.' });
  await expect(notice(page, 'Сохранено: Выезд за МКАД')).toBeVisible();

  await added.getByRole('button', { name: 'Действия: Выезд за МКАД' }).click();
  await page.getByRole('menuitem', { name: 'Удалить' }).click();
  await expect(item(page, 'Выезд за МКАД')).toHaveCount(0);
  await notice(page, 'Позиция «Выезд за МКАД» удалена').getByRole('button', { name: 'Отменить' }).click();
  await expect(item(page, 'Выезд за МКАД')).toBeVisible();
  await expect(item(page, 'Выезд за МКАД').getByLabel('Единица: Выезд за МКАД')).toHaveValue('mp');

  // an item a template uses cannot go: the server says why
  await page.getByLabel('Категория').selectOption('');
  await item(page, FILM)
    .getByRole('button', { name: `Действия: ${FILM}` })
    .click();
  await page.getByRole('menuitem', { name: 'Удалить' }).click();
  await expect(
    page.locator('.mantine-Notification-root').filter({ hasText: 'Не удалось удалить' }),
  ).toBeVisible();
  await expect(item(page, FILM)).toBeVisible();
});

test('the list exported to Excel and loaded back reports no errors', async ({ page, request }, testInfo) => {
  const session = await registerCompany(request);
  await signInPage(page, session);
  await page.goto('/configs2/');
  await expect(item(page, FILM)).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Выгрузить в Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Прайс-лист \d{4}-\d{2}-\d{2}\.xlsx$/);
  const file = testInfo.outputPath('pricelist.xlsx');
  await download.saveAs(file);
  // an XLSX book is a zip file
  expect(readFileSync(file).subarray(0, 2).toString()).toBe('PK');

  const choosing = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Загрузить из Excel' }).click();
  await (await choosing).setFiles(file);
  const report = page.getByRole('dialog', { name: 'Загрузка прайс-листа' });
  await expect(report.getByText('Загружено без ошибок')).toBeVisible();
  const items = await api<{ pagination: { total: number } }>(request, session, 'GET', '/api/pricelist/');
  await expect(report).toContainText(
    `Добавлено: 0, обновлено: 0, без изменений: ${items.pagination.total}, с ошибками: 0.`,
  );
  await expect(report.getByText('ошибка', { exact: true })).toHaveCount(0);
  await report.getByRole('button', { name: 'Готово' }).click();
  await expect(report).toBeHidden();

  // a file that is not a book is refused in Russian
  const bad = testInfo.outputPath('not-a-book.xlsx');
  const { writeFileSync } = await import('node:fs');
  writeFileSync(bad, 'это не таблица');
  const again = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Загрузить из Excel' }).click();
  await (await again).setFiles(bad);
  await expect(
    page.locator('.mantine-Notification-root').filter({ hasText: 'Не удалось загрузить файл' }),
  ).toBeVisible();
});

test('a long price list is virtualised and still found by search', async ({ page, request }) => {
  const session = await registerCompany(request);
  // 17 items of the default list and 100 more: only the rows near the screen are built
  for (let i = 1; i <= 100; i += 1) {
    await api(request, session, 'POST', '/api/pricelist/', {
      name: `Светильник модель ${String(i).padStart(3, '0')}`,
      category: 'Освещение',
      unit: 'pcs',
      price: 10_000 + i * 100,
    });
  }
  await signInPage(page, session);
  await page.goto('/configs2/');
  await expect(page.getByText('117 позиций')).toBeVisible();
  await expect(item(page, FILM)).toBeVisible();
  const built = await page.getByRole('list', { name: 'Позиции прайс-листа' }).getByRole('article').count();
  expect(built).toBeLessThan(40);
  await page.getByLabel('Поиск').fill('модель 100');
  await expect(item(page, 'Светильник модель 100')).toBeVisible();
  await expect(page.getByLabel('Цена для клиента: Светильник модель 100')).toHaveValue('200');
});

for (const width of [360, 1280]) {
  test(`the price list passes axe and does not scroll sideways at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: width < 600 ? 740 : 900 });
    await signInPage(page, await registerCompany(request));
    await page.goto('/configs2/');
    await expect(item(page, FILM)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Добавить позицию' }).click();
    // measured once the opening animation is over: half-faded text is not what anyone reads
    await expect(page.getByRole('dialog', { name: 'Новая позиция' })).toHaveCSS('opacity', '1');
    expect(await axeViolations(page)).toEqual([]);
  });
}
