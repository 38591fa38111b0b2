import { expect, type Page, test } from '@playwright/test';
import { axeViolations, horizontalOverflow, registerCompany, signInPage } from './a11y-app-helpers';
import { api } from './api';
import { drawDraft, LIVING_ROOM, money } from './estimate-helpers';
import { create, getRecord, notice } from './records-helpers';
import { waitSynced } from './sync-helpers';

/**
 * Issue 8 §3 on a phone. The room is the one of estimate.spec.ts, priced with the company's default
 * calculator and four spots: 26 728,00 ₽ of rows, rounded up to 10 ₽ → 26 730,00 ₽. The second room is
 * kept out of the estimate, so it adds nothing; the third has its sides taped but not its diagonal, so it
 * says what it lacks and has no price (decision 0024).
 */
const TOTAL = '26 730,00 ₽';
const TOTAL_KOPECKS = 2_673_000;

test.use({ viewport: { width: 390, height: 844 } });

const rooms = (page: Page) => page.getByRole('list', { name: 'Помещения объекта' });

test('project page: reached from the client card, its rooms in order, the amount written and shown', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const session = await registerCompany(request);
  const client = await create(request, session, 'client', {
    name: 'Нина Объектова',
    adresa: 'ул. Лесная, 7',
  });
  const project = await create(request, session, 'project', {
    name: 'Квартира на Лесной',
    clientid: client.id,
    notes: 'Ключи у консьержа',
  });
  // drafts of the same `sort` show newest first: the kitchen is drawn first, so it comes last
  await drawDraft(request, session, project.id, {
    name: 'Кухня',
    outline: { sides: [4000, 3000, 4000, 3000], orthogonal: true },
    counts: { spots: 6 },
    sidesOnly: true,
  });
  await drawDraft(request, session, project.id, {
    name: 'Кладовая',
    outline: { sides: [1500, 1200, 1500, 1200], orthogonal: true },
    smeta_exclude: 1,
  });
  await drawDraft(request, session, project.id, LIVING_ROOM);
  await signInPage(page, session);

  await page.goto(`/clients/${client.id}`);
  await waitSynced(page);
  await page.getByRole('link', { name: 'Квартира на Лесной' }).click();
  await expect(page).toHaveURL(`/projects/${project.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Квартира на Лесной' })).toBeVisible();
  await expect(page.getByText('ул. Лесная, 7')).toBeVisible();
  await expect(page.getByText('(адрес клиента)')).toBeVisible();
  await expect(page.getByText('Ключи у консьержа')).toBeVisible();

  // the rooms in their order, each with its sketch and measures; the excluded one says so
  const items = rooms(page).getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText('1. Гостиная');
  await expect(items.nth(0)).toContainText('19,76 м²');
  await expect(items.nth(0).getByRole('img', { name: 'Эскиз: Гостиная' })).toBeVisible();
  await expect(items.nth(0)).toContainText(/\d,\d\d\s₽/);
  await expect(items.nth(1)).toContainText('Не в смете');
  await expect(items.nth(2)).toContainText('Не хватает замеров: диагональ BD');
  await expect(items.nth(2)).toContainText('Цены нет, пока нет замеров');

  // the client estimate's total is the project's amount: shown, and written through sync to the server
  await expect(page.getByTestId('project-amount')).toHaveText(TOTAL);
  await waitSynced(page);
  await expect
    .poll(async () => (await getRecord(request, session, 'project', project.id))?.amount)
    .toBe(TOTAL_KOPECKS);

  // reorder by keyboard: «Ниже» on the first room writes `sort`
  await page.getByRole('button', { name: 'Ниже: Гостиная' }).focus();
  await page.keyboard.press('Enter');
  await expect(items.nth(0)).toContainText('1. Кладовая');
  expect(await axeViolations(page), 'axe on the project page').toEqual([]);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: '/tmp/d-project-390.png', fullPage: true });

  // back on the client card the project shows its amount
  await page.getByRole('link', { name: 'Нина Объектова' }).click();
  await expect(page.getByRole('list', { name: 'Объекты клиента' })).toContainText(TOTAL);

  // the projects list on a 360 px phone: a compact row with the essentials, opened by keyboard
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/projects/');
  const row = page.getByRole('list', { name: 'Объекты' }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Квартира на Лесной');
  await expect(row).toContainText(money('26 730 ₽'));
  await expect(row).toContainText('Нина Объектова · ул. Лесная, 7');
  await expect(row).toContainText('Без статуса');
  expect((await row.boundingBox())!.height).toBeLessThan(100);
  expect(await axeViolations(page), 'axe on the compact rows').toEqual([]);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: '/tmp/d-projects-360.png' });
  await row.getByRole('link', { name: 'Квартира на Лесной', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/projects/${project.id}`);
});

test('projects board: a card moved by keyboard to another work status', async ({ page, request }) => {
  const session = await registerCompany(request);
  const statuses = await api<{ work: { id: number; name: string }[] }>(
    request,
    session,
    'GET',
    '/api/statuses/',
  );
  const zamer = statuses.work.find((s) => s.name === 'Замер')!;
  const montazh = statuses.work.find((s) => s.name === 'Монтаж')!;
  const project = await create(request, session, 'project', { name: 'Дом у озера', status_worked: zamer.id });
  await signInPage(page, session);
  await page.goto('/projects/?view=board');
  await waitSynced(page);

  const column = (name: string) => page.getByRole('region', { name, exact: true });
  await expect(column('Замер').getByRole('link', { name: 'Дом у озера' })).toBeVisible();
  expect(await axeViolations(page), 'axe on the board').toEqual([]);
  await page.getByRole('button', { name: 'Переместить: Дом у озера' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Монтаж' }).focus();
  await page.keyboard.press('Enter');
  await expect(notice(page, '«Дом у озера»: работы — Монтаж')).toBeVisible();
  await expect(column('Монтаж').getByRole('link', { name: 'Дом у озера' })).toBeVisible();
  await expect(column('Замер').getByRole('link', { name: 'Дом у озера' })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/d-board-390.png' });
  await waitSynced(page);
  expect(await getRecord(request, session, 'project', project.id)).toMatchObject({
    status_worked: montazh.id,
  });
});

test('a new client with a phone another client has: the form offers to open that client', async ({
  page,
  request,
}) => {
  const session = await registerCompany(request);
  const known = await create(request, session, 'client', {
    name: 'Пётр Телефонов',
    phone: '+7 (916) 555-12-34',
  });
  await signInPage(page, session);
  await page.goto('/clients/');
  await waitSynced(page);
  await page.getByRole('button', { name: 'Добавить клиента' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Новый клиент' });
  await dialog.getByLabel('Имя').fill('Пётр');
  await dialog.getByLabel('Телефон').fill('8 916 555 12 3');
  await expect(dialog.getByText('Этот телефон уже есть')).toHaveCount(0);
  await dialog.getByLabel('Телефон').fill('8 916 555 12 34');
  await expect(dialog.getByText('Номер записан у клиента «Пётр Телефонов»')).toBeVisible();
  expect(await axeViolations(page), 'axe on the offer').toEqual([]);
  await dialog.getByRole('button', { name: 'Открыть клиента «Пётр Телефонов»' }).click();
  await expect(page).toHaveURL(`/clients/${known.id}`);
  await expect(dialog).toBeHidden();
});
