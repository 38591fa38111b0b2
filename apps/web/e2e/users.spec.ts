import { expect, type Page, test } from '@playwright/test';
import { registerCompany, signInPage } from './a11y-app-helpers';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const staffList = (page: Page) => page.getByRole('list', { name: 'Сотрудники' });

async function addUser(
  page: Page,
  u: { name: string; family?: string; email: string; position?: string; phone?: string; rights?: string[] },
) {
  await page.getByRole('button', { name: 'Добавить сотрудника' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новый сотрудник' });
  await dialog.getByRole('textbox', { name: 'Имя', exact: true }).fill(u.name);
  if (u.family) await dialog.getByRole('textbox', { name: 'Фамилия' }).fill(u.family);
  await dialog.getByRole('textbox', { name: 'Почта' }).fill(u.email);
  if (u.phone) await dialog.getByRole('textbox', { name: 'Телефон' }).fill(u.phone);
  if (u.position) await dialog.getByRole('textbox', { name: 'Должность' }).fill(u.position);
  await dialog.getByLabel(/^Пароль/).fill('staff-pass-123');
  for (const r of u.rights ?? []) await dialog.getByRole('checkbox', { name: r }).check();
  await dialog.getByRole('button', { name: 'Добавить' }).click();
  return dialog;
}

const mail = (tag: string) => `${tag}-${Date.now().toString(36)}@example.com`;

test('the owner adds a staff user, sees them in the list, and removes them', async ({ page, request }) => {
  await signInPage(page, await registerCompany(request, { name: 'Ольга' }));
  await page.goto('/users/');
  await expect(staffList(page).getByRole('listitem')).toHaveCount(1);
  await expect(staffList(page).getByRole('listitem').first()).toContainText('владелец');

  const dialog = await addUser(page, {
    name: 'Пётр',
    family: 'Замеров',
    email: mail('petr'),
    position: 'Замерщик',
    phone: '89991234567',
    rights: ['Клиенты и объекты', 'Календарь'],
  });
  await expect(dialog).toBeHidden();
  const row = staffList(page).getByRole('listitem').filter({ hasText: 'Пётр Замеров' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Замерщик');
  await expect(row).toContainText('ещё не заходил(а)');
  await expect(row.getByRole('link', { name: '+7 (999) 123-45-67' })).toHaveAttribute(
    'href',
    'tel:+79991234567',
  );
  // Owners first.
  await expect(staffList(page).getByRole('listitem').first()).toContainText('Ольга');

  // Rights: the profile lists what was given; the owner changes them.
  await row.getByRole('link', { name: 'Пётр Замеров' }).click();
  await expect(page).toHaveURL(/\/users\/1$/);
  await expect(page.getByText('Клиенты и объекты')).toBeVisible();
  await page.getByRole('link', { name: 'Все сотрудники' }).click();
  await staffList(page).getByRole('button', { name: 'Действия: Пётр Замеров' }).click();
  await page.getByRole('menuitem', { name: 'Права доступа' }).click();
  const rights = page.getByRole('dialog', { name: 'Права: Пётр Замеров' });
  await expect(rights.getByRole('checkbox', { name: 'Календарь' })).toBeChecked();
  await rights.getByRole('checkbox', { name: 'Сметы' }).check();
  await rights.getByRole('button', { name: 'Сохранить' }).click();
  await expect(rights).toBeHidden();
  await page.reload();
  await staffList(page).getByRole('button', { name: 'Действия: Пётр Замеров' }).click();
  await page.getByRole('menuitem', { name: 'Права доступа' }).click();
  await expect(page.getByRole('dialog').getByRole('checkbox', { name: 'Сметы' })).toBeChecked();
  await page.getByRole('dialog').getByRole('button', { name: 'Отмена' }).click();

  await staffList(page).getByRole('button', { name: 'Действия: Пётр Замеров' }).click();
  await page.getByRole('menuitem', { name: 'Удалить' }).click();
  const confirm = page.getByRole('dialog', { name: 'Удалить сотрудника?' });
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await expect(row).toBeHidden();
  await page.reload();
  await expect(staffList(page).getByRole('listitem')).toHaveCount(1);
});

test('over the plan limit the server refusal is shown plainly', async ({ page, request }) => {
  await signInPage(page, await registerCompany(request));
  await page.goto('/users/');
  await expect(page.getByText('1 из 2 сотрудников')).toBeVisible();
  const first = await addUser(page, { name: 'Анна', email: mail('anna') });
  await expect(first).toBeHidden();
  await expect(page.getByText('Все места по тарифу заняты')).toBeVisible();

  const second = await addUser(page, { name: 'Борис', email: mail('boris') });
  const refusal = second.getByRole('alert');
  await expect(refusal).toContainText('Сотрудник не добавлен');
  await expect(refusal).toContainText('Тариф «Бесплатный» позволяет не более 2 сотрудников');
  await second.getByRole('button', { name: 'Отмена' }).click();
  await expect(staffList(page).getByRole('listitem')).toHaveCount(2);
  await expect(staffList(page)).not.toContainText('Борис');
});

test('a profile: own one editable with a photo, another with «нет данных»', async ({ page, request }) => {
  await signInPage(page, await registerCompany(request, { name: 'Ольга' }));
  await page.goto('/users/');
  await addUser(page, { name: 'Вера', email: mail('vera') });
  await expect(staffList(page).getByText('Вера')).toBeVisible();

  // The own-profile link uses the position in the list (docs/spec.md §2): the owner is first.
  await page.getByRole('link', { name: 'Мой профиль' }).click();
  await expect(page).toHaveURL(/\/users\/0$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Мой профиль' })).toBeVisible();
  await expect(page.getByLabel('Инициалы: О')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Фото не загружено' })).toHaveAttribute(
    'src',
    '/default-user.svg',
  );

  const form = page.getByRole('form', { name: 'Мой профиль' });
  await form.getByRole('textbox', { name: 'Фамилия' }).fill('Светлова');
  await form.getByRole('textbox', { name: 'Должность' }).fill('Директор');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Профиль сохранён')).toBeVisible();

  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Фото обновлено')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Светлова Ольга' })).toBeVisible();
  await expect(page.getByText('Директор', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Инициалы: ОС')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Фото: Светлова Ольга' })).toHaveAttribute('src', /^blob:/);

  // Another employee without a position: «нет данных»; not editable here.
  await page.goto('/users/1');
  await expect(page.getByRole('heading', { level: 2, name: 'Вера' })).toBeVisible();
  await expect(page.getByText('нет данных').first()).toBeVisible();
  await expect(page.getByRole('form', { name: 'Мой профиль' })).toHaveCount(0);

  await page.goto('/users/7');
  await expect(page.getByText('Такого сотрудника нет')).toBeVisible();
});
