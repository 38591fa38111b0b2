import { formatMoney } from '@glad/domain';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  axeViolations,
  horizontalOverflow,
  registerCompany,
  type Session,
  signInPage,
} from './a11y-app-helpers';
import { api } from './api';
import { collectErrors } from './auth-helpers';
import { create, notice } from './records-helpers';
import { waitSynced } from './sync-helpers';

const total = (page: Page) => page.getByRole('region', { name: /^Итого/ });

async function addExpense(
  page: Page,
  fields: { amount: string; category: string; project?: string; note?: string },
) {
  await page.getByRole('button', { name: 'Добавить расход' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Новый расход' });
  await dialog.getByLabel('Сумма, ₽').fill(fields.amount);
  await dialog.getByRole('combobox', { name: 'Категория' }).fill(fields.category);
  if (fields.project) {
    await dialog.getByRole('combobox', { name: 'Объект' }).click();
    await page.getByRole('option', { name: fields.project }).click();
  }
  if (fields.note) await dialog.getByLabel('Примечание').fill(fields.note);
  await dialog.getByRole('button', { name: 'Добавить' }).click();
  await expect(dialog).toBeHidden();
}

async function staffSession(request: APIRequestContext, owner: Session, rights: string[]): Promise<Session> {
  const email = `staff-${Date.now()}-${rights.join('')}@example.com`;
  const password = 'staff-pass-123';
  await api(request, owner, 'POST', '/api/users/', { email, password, name: 'Пётр', rights });
  const res = await request.post('/api/login/', { data: { email, password } });
  expect(res.status()).toBe(200);
  return { ...((await res.json()) as { accessToken: string; refreshToken: string }), email, password };
}

test('expenses: added by project and category, summed, filtered, deleted with undo', async ({
  page,
  request,
}) => {
  const session = await registerCompany(request);
  await create(request, session, 'project', { name: 'Квартира на Ленина', date: '2026-03-01' });
  await signInPage(page, session);
  const errors = collectErrors(page);
  await page.goto('/calc/rashod/');
  await waitSynced(page);
  await expect(page.getByText('Расходов пока нет')).toBeVisible();

  // the form says what is wrong before anything is sent
  await page.getByRole('button', { name: 'Добавить расход' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Новый расход' });
  await dialog.getByLabel('Сумма, ₽').fill('ноль');
  await dialog.getByRole('button', { name: 'Добавить' }).click();
  await expect(dialog.getByText('Введите сумму в рублях, больше нуля')).toBeVisible();
  await expect(dialog.getByText('Укажите категорию расхода')).toBeVisible();
  await dialog.getByRole('button', { name: 'Отмена' }).click();

  await addExpense(page, {
    amount: '1 250,50',
    category: 'Материалы',
    project: 'Квартира на Ленина',
    note: 'Профиль и вставка',
  });
  await expect(notice(page, `Расход ${formatMoney(125_050)} добавлен`)).toBeVisible();
  await expect(total(page)).toContainText(formatMoney(125_050));
  await expect(total(page)).toContainText('1\u00a0расход');
  const list = page.getByRole('list', { name: 'Расходы' });
  await expect(list).toContainText('Квартира на Ленина');
  await expect(list).toContainText('Профиль и вставка');

  await addExpense(page, { amount: '749,5', category: 'Транспорт' });
  // 1 250,50 + 749,50 = 2 000,00 ₽, by category too
  await expect(total(page)).toContainText(formatMoney(200_000));
  await expect(total(page)).toContainText('2\u00a0расхода');
  const byCategory = page.getByRole('list', { name: 'По категориям' });
  await expect(byCategory).toContainText(`Материалы${formatMoney(125_050)}`);
  await expect(byCategory).toContainText(`Транспорт${formatMoney(74_950)}`);
  await expect(list).toContainText('Расход компании');

  // filters: category, project, the company's own, dates
  await page.getByLabel('Категория', { exact: true }).selectOption('Материалы');
  await expect(total(page)).toContainText(`Итого по фильтру${formatMoney(125_050)}`);
  await page.getByLabel('Категория', { exact: true }).selectOption('Все категории');
  await page.getByRole('combobox', { name: 'Объект' }).click();
  await page.getByRole('option', { name: 'Без объекта — расходы компании' }).click();
  await expect(total(page)).toContainText(formatMoney(74_950));
  await page.getByRole('combobox', { name: 'Объект' }).click();
  await page.getByRole('option', { name: 'Все объекты' }).click();
  await expect(total(page)).toContainText(formatMoney(200_000));
  const from = page.getByRole('textbox', { name: 'С даты' });
  await from.fill('01.01.2099');
  await from.press('Enter');
  await expect(page.getByText('По этому фильтру расходов нет.')).toBeVisible();
  await expect(total(page)).toContainText(formatMoney(0));
  await page.getByRole('button', { name: 'Без начальной даты' }).click();
  await expect(total(page)).toContainText(formatMoney(200_000));

  // the server sums the same
  const answer = await api<{ sum: number }>(request, session, 'GET', '/api/rashod/');
  expect(answer.sum).toBe(200_000);

  await list.getByRole('button', { name: /^Действия: Транспорт/ }).click();
  await page.getByRole('menuitem', { name: 'Удалить' }).click();
  await expect(total(page)).toContainText(formatMoney(125_050));
  await notice(page, `Расход «Транспорт» на ${formatMoney(74_950)} удалён`)
    .getByRole('button', { name: 'Отменить' })
    .click();
  await expect(notice(page, 'Расход возвращён')).toBeVisible();
  await expect(total(page)).toContainText(formatMoney(200_000));

  // changed
  await list.getByRole('button', { name: /^Действия: Материалы/ }).click();
  await page.getByRole('menuitem', { name: 'Изменить' }).click();
  const edit = page.getByRole('dialog', { name: 'Изменить расход' });
  await expect(edit.getByLabel('Сумма, ₽')).toHaveValue('1250,50');
  await edit.getByLabel('Сумма, ₽').fill('1300');
  await edit.getByRole('button', { name: 'Сохранить' }).click();
  await expect(total(page)).toContainText(formatMoney(204_950));
  expect(errors).toEqual([]);
});

test('a staff user without the expenses right is refused, on the page and by the server', async ({
  page,
  request,
}) => {
  const owner = await registerCompany(request);
  const staff = await staffSession(request, owner, ['2', '6']);
  await signInPage(page, staff);
  await page.goto('/calc/rashod/');
  await expect(page.getByRole('heading', { level: 1, name: 'Нет доступа к расходам' })).toBeVisible();
  await expect(page.getByText('только владелец и сотрудники с правом «Расходы»')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Добавить расход' })).toHaveCount(0);
  await expect(page).toHaveTitle('Нет доступа к расходам — Гладь');

  const headers = { authorization: `Bearer ${staff.accessToken}` };
  const list = await request.get('/api/rashod/', { headers });
  expect(list.status()).toBe(403);
  expect(((await list.json()) as { message: string }).message).toMatch(/только владельцу компании/);
  const add = await request.post('/api/rashod/', {
    headers,
    data: { category: 'Материалы', amount: 100, date: '2026-03-01' },
  });
  expect(add.status()).toBe(403);
});

test('a staff user with the expenses right works with them', async ({ page, request }) => {
  const owner = await registerCompany(request);
  await signInPage(page, await staffSession(request, owner, ['11']));
  await page.goto('/calc/rashod/');
  await expect(page.getByText('Расходов пока нет')).toBeVisible();
  await addExpense(page, { amount: '500', category: 'Реклама' });
  await expect(total(page)).toContainText(formatMoney(50_000));
});

for (const width of [360, 1280]) {
  test(`expenses pass axe and do not scroll sideways at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: width < 600 ? 740 : 900 });
    const session = await registerCompany(request);
    await api(request, session, 'POST', '/api/rashod/', {
      category: 'Материалы',
      amount: 125_050,
      date: '2026-03-01',
      note: 'Профиль',
    });
    await signInPage(page, session);
    await page.goto('/calc/rashod/');
    await expect(total(page)).toContainText(formatMoney(125_050));
    expect(await axeViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Добавить расход' }).click();
    await expect(page.getByRole('dialog', { name: 'Новый расход' })).toHaveCSS('opacity', '1');
    expect(await axeViolations(page)).toEqual([]);
    // and the refusal page
    const staff = await staffSession(request, session, []);
    await page.evaluate(() => localStorage.clear());
    await page.context().clearCookies();
    const other = await page.context().newPage();
    await signInPage(other, staff);
    await other.goto('/calc/rashod/');
    await expect(other.getByRole('heading', { level: 1, name: 'Нет доступа к расходам' })).toBeVisible();
    expect(await axeViolations(other)).toEqual([]);
  });
}
