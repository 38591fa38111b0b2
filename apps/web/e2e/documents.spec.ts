import { expect, test } from '@playwright/test';
import { axeViolations, horizontalOverflow, registerCompany, signInPage } from './a11y-app-helpers';
import { download, drawDraft, LIVING_ROOM, money, pdfText } from './estimate-helpers';
import { create } from './records-helpers';
import { waitSynced } from './sync-helpers';

/*
 * Issue 13 §1: on a phone, a manager makes the contract of a project from the company's template: the
 * preview and the PDF carry the client, the number and the estimate's total (the room of estimate.spec.ts:
 * 26 730,00 ₽); the document stays listed on the project and in /documents/.
 */
const CLIENT = 'Соколова Анна Викторовна';
const TOTAL = '26 730,00 ₽';

test.use({ viewport: { width: 390, height: 844 } });

test('documents: a manager issues a contract on a phone and finds it on /documents/', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const session = await registerCompany(request, { companyName: 'Потолки Юга' });
  const client = await create(request, session, 'client', { name: CLIENT, phone: '+79161234567' });
  const project = await create(request, session, 'project', {
    name: 'Дом в Сочи',
    clientid: client.id,
    client: CLIENT,
    adresa: 'Сочи, ул. Морская, 3',
  });
  await drawDraft(request, session, project.id, LIVING_ROOM);
  await signInPage(page, session);

  await page.goto(`/projects/${project.id}`);
  await waitSynced(page);
  const section = page.getByRole('region', { name: 'Документы' });
  await expect(section).toContainText('Документов по объекту ещё нет.');
  await section.getByRole('button', { name: 'Сформировать договор' }).click();
  const dialog = page.getByRole('dialog', { name: 'Договор: новый документ' });
  const preview = dialog.getByRole('document', { name: 'Предпросмотр документа' });
  await expect(preview).toContainText(CLIENT);
  await expect(preview).toContainText(money(TOTAL));
  await expect(preview).toContainText('Сочи, ул. Морская, 3');
  await expect(preview.getByRole('row').filter({ hasText: 'Гостиная' })).toContainText(money('19,76 м²'));
  await dialog.getByLabel('Предоплата, ₽').fill('10000');
  await expect(preview).toContainText(money('10 000,00 ₽'));
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Выпустить документ' }).click();
  await expect(dialog).toBeHidden();

  const year = new Date().getFullYear();
  const title = new RegExp(`Договор № Д-(${year}|${year + 1}|${year - 1})-1`);
  await expect(section.getByText(title)).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('project-390.png'), fullPage: true });
  const pdf = await download(page, 'PDF');
  const text = await pdfText(pdf.path);
  expect(text).toContain(CLIENT);
  expect(text).toContain(TOTAL);
  expect(text).toMatch(/Договор подряда № Д-\d{4}-1/);
  expect(text).toContain('10 000,00 ₽');

  // /documents/: the contract in the list, filtered by kind;
  await page.goto('/documents/');
  const issued = page.getByRole('region', { name: 'Выпущенные документы' });
  await expect(issued.getByText(title)).toBeVisible();
});
