import { expect, type Page, test } from '@playwright/test';
import { axeViolations, horizontalOverflow, registerCompany, signInPage } from './a11y-app-helpers';
import { api } from './api';
import { collectErrors } from './auth-helpers';
import { notice } from './records-helpers';
import { goOffline, goOnline, openControlled } from './sync-helpers';

// this journey needs the service worker (offline reloads), which the config blocks elsewhere
test.use({ serviceWorkers: 'allow' });

const STANDARD = 'Стандартный потолок';
const card = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Калькуляторы' }).getByRole('article', { name, exact: true });
const defaultSwitch = (page: Page, name: string) => page.getByRole('switch', { name: `Основной: ${name}` });

type Calc = { id: number; name: string; default: 0 | 1 };
const calculators = async (request: Parameters<typeof api>[0], session: Parameters<typeof api>[1]) =>
  (await api<{ content: Calc[] }>(request, session, 'GET', '/api/calculator/')).content;

test('the default calculator: only one at a time, kept after a reload', async ({ page, request }) => {
  const session = await registerCompany(request);
  await signInPage(page, session);
  const errors = collectErrors(page);
  await page.goto('/configs/');
  await expect(defaultSwitch(page, STANDARD)).toBeChecked();
  await expect(card(page, STANDARD)).toContainText('из шаблона «Стандартный потолок»');

  // a second calculator made from the template
  await page.getByRole('button', { name: 'Новый калькулятор' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новый калькулятор' });
  await expect(dialog.getByLabel('Шаблон')).toHaveValue(/\d+/);
  await expect(dialog.getByLabel('Название')).toHaveValue(STANDARD);
  await dialog.getByLabel('Название').fill('Тканевый потолок');
  await dialog.getByRole('button', { name: 'Создать' }).click();
  await expect(dialog).toBeHidden();
  await expect(notice(page, 'Калькулятор «Тканевый потолок» создан')).toBeVisible();
  await expect(defaultSwitch(page, 'Тканевый потолок')).not.toBeChecked();

  await defaultSwitch(page, 'Тканевый потолок').check();
  await expect(notice(page, 'Основной калькулятор — «Тканевый потолок»')).toBeVisible();
  await expect(defaultSwitch(page, 'Тканевый потолок')).toBeChecked();
  await expect(defaultSwitch(page, STANDARD)).not.toBeChecked();
  expect((await calculators(request, session)).map((c) => [c.name, c.default])).toEqual([
    [STANDARD, 0],
    ['Тканевый потолок', 1],
  ]);

  await page.reload();
  await expect(defaultSwitch(page, 'Тканевый потолок')).toBeChecked();
  await expect(defaultSwitch(page, STANDARD)).not.toBeChecked();

  // switched off: the company has no default (new drafts take the first)
  await defaultSwitch(page, 'Тканевый потолок').uncheck();
  await expect(notice(page, '«Тканевый потолок» больше не основной')).toBeVisible();
  await expect(defaultSwitch(page, 'Тканевый потолок')).not.toBeChecked();
  expect((await calculators(request, session)).every((c) => c.default === 0)).toBe(true);

  // the list is also kept on the device for the calculation editor (the offline copy's configs table)
  const stored = await page.evaluate(
    () =>
      new Promise<{ name: string; default: number }[]>((resolve, reject) => {
        const open = indexedDB.open('glad');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const req = open.result.transaction('configs').objectStore('configs').getAll();
          req.onsuccess = () => resolve(req.result as { name: string; default: number }[]);
          req.onerror = () => reject(req.error);
        };
      }),
  );
  expect(stored.map((c) => [c.name, c.default])).toEqual([
    [STANDARD, 0],
    ['Тканевый потолок', 0],
  ]);
  expect(errors).toEqual([]);
});

test('offline, the calculators, templates and price list are read from the copy on the device', async ({
  page,
  context,
  request,
}) => {
  await signInPage(page, await registerCompany(request));
  await openControlled(page, '/configs/');
  await expect(defaultSwitch(page, STANDARD)).toBeChecked();
  await page.goto('/configs2/');
  await expect(page.getByLabel('Цена для клиента: Доставка')).toHaveValue('1 500');

  await goOffline(context);
  await page.reload();
  // exact: the sync engine's own «Нет связи с сервером: изменения сохранены…» must not make this ambiguous
  await expect(page.getByText('Нет связи с сервером', { exact: true })).toBeVisible();
  await expect(page.getByText('Показан прайс-лист, сохранённый на устройстве')).toBeVisible();
  await expect(page.getByLabel('Цена для клиента: Доставка')).toHaveValue('1 500');
  // read, not changed: a change could not reach the server
  await expect(page.getByLabel('Цена для клиента: Доставка')).toBeDisabled();
  await page.goto('/configs/');
  await expect(page.getByText('Показаны калькуляторы, сохранённые на устройстве')).toBeVisible();
  await expect(defaultSwitch(page, STANDARD)).toBeChecked();
  await expect(defaultSwitch(page, STANDARD)).toBeDisabled();
  await expect(page.getByRole('list', { name: 'Шаблоны' })).toContainText(STANDARD);
  await goOnline(context);
  await page.reload();
  await expect(defaultSwitch(page, STANDARD)).toBeEnabled();
  await expect(page.getByText('Нет связи с сервером', { exact: true })).toHaveCount(0);
});

test('calculators are renamed, copied and deleted; a missing id is named', async ({ page, request }) => {
  const session = await registerCompany(request);
  await signInPage(page, session);
  await page.goto('/configs/');
  await card(page, STANDARD)
    .getByRole('button', { name: `Действия: ${STANDARD}` })
    .click();
  await page.getByRole('menuitem', { name: 'Переименовать' }).click();
  const rename = page.getByRole('dialog', { name: 'Переименовать калькулятор' });
  await rename.getByLabel('Название').fill('Обычный');
  await rename.getByRole('button', { name: 'Сохранить' }).click();
  await expect(card(page, 'Обычный')).toBeVisible();

  await card(page, 'Обычный').getByRole('button', { name: 'Действия: Обычный' }).click();
  await page.getByRole('menuitem', { name: 'Копировать' }).click();
  await expect(card(page, 'Обычный (копия)')).toBeVisible();
  await expect(card(page, 'Обычный (копия)')).toContainText('11 строк, 2 правила');

  await card(page, 'Обычный (копия)').getByRole('button', { name: 'Действия: Обычный (копия)' }).click();
  await page.getByRole('menuitem', { name: 'Удалить' }).click();
  const confirm = page.getByRole('dialog', { name: 'Удалить калькулятор?' });
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await expect(card(page, 'Обычный (копия)')).toHaveCount(0);
  await expect(notice(page, 'Калькулятор «Обычный (копия)» удалён')).toBeVisible();
  expect((await calculators(request, session)).map((c) => c.name)).toEqual(['Обычный']);

  // docs/spec.md §5: a delete without an id answers «не указан id конфигурации»
  const res = await request.delete('/api/calculator/undefined', {
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  expect(res.status()).toBe(400);
  expect(((await res.json()) as { message: string }).message).toBe('не указан id конфигурации');
});

test('a template over the plan limit is refused with the tariff message', async ({ page, request }) => {
  // the free plan allows two templates; a new company has one
  await signInPage(page, await registerCompany(request));
  await page.goto('/configs/');
  await expect(page.getByText(/1 из 2\sшаблонов по тарифу/)).toBeVisible();
  await page.getByRole('button', { name: 'Новый шаблон' }).click();
  let dialog = page.getByRole('dialog', { name: 'Новый шаблон' });
  await dialog.getByLabel('Название шаблона').fill('Второй');
  await dialog.getByRole('button', { name: 'Создать и открыть' }).click();
  await expect(page).toHaveURL(/\/calc\/construct\/\?template=\d+$/);
  await expect(page.getByLabel('Название шаблона')).toHaveValue('Второй');

  await page.goto('/configs/');
  await expect(page.getByText(/2 из 2\sшаблонов по тарифу/)).toBeVisible();
  await expect(page.getByText('Шаблонов столько, сколько позволяет тариф.')).toBeVisible();
  await page.getByRole('button', { name: 'Новый шаблон' }).click();
  dialog = page.getByRole('dialog', { name: 'Новый шаблон' });
  await dialog.getByLabel('Название шаблона').fill('Третий');
  await dialog.getByRole('button', { name: 'Создать и открыть' }).click();
  await expect(dialog.getByRole('alert')).toContainText('позволяет не более 2 шаблонов калькулятора');
  await expect(page).toHaveURL('/configs/');
});

test('a staff user without the pricing right sees the calculators but cannot change them', async ({
  page,
  request,
}) => {
  const owner = await registerCompany(request);
  const email = `staff-${Date.now()}@example.com`;
  await api(request, owner, 'POST', '/api/users/', {
    email,
    password: 'staff-pass-123',
    name: 'Пётр',
    rights: ['2'],
  });
  const login = await request.post('/api/login/', { data: { email, password: 'staff-pass-123' } });
  const staff = (await login.json()) as { accessToken: string; refreshToken: string };
  await signInPage(page, { ...staff, email, password: '' });
  await page.goto('/configs/');
  await expect(defaultSwitch(page, STANDARD)).toBeDisabled();
  await expect(page.getByText('Калькуляторы меняет владелец компании')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Новый калькулятор' })).toHaveCount(0);
});

for (const width of [360, 1280]) {
  test(`calculators pass axe and do not scroll sideways at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: width < 600 ? 740 : 900 });
    await signInPage(page, await registerCompany(request));
    await page.goto('/configs/');
    await expect(defaultSwitch(page, STANDARD)).toBeChecked();
    await expect(page.getByRole('list', { name: 'Шаблоны' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Новый калькулятор' }).click();
    await expect(page.getByRole('dialog', { name: 'Новый калькулятор' })).toHaveCSS('opacity', '1');
    expect(await axeViolations(page)).toEqual([]);
  });
}
