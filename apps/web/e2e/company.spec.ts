import { expect, test } from '@playwright/test';
import { registerCompany, signInPage } from './a11y-app-helpers';

// A 1×1 PNG: the smallest real picture the server's content check accepts.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.beforeEach(async ({ page, request }) => {
  await signInPage(page, await registerCompany(request, { companyName: 'Потолки Севера' }));
});

test('the company profile and requisites persist after a reload', async ({ page }) => {
  await page.goto('/company/');
  const form = page.getByRole('form', { name: 'Профиль компании' });
  await expect(form.getByRole('textbox', { name: 'Название', exact: true })).toHaveValue('Потолки Севера');

  await form.getByRole('textbox', { name: 'Название', exact: true }).fill('Потолки Севера и Юга');
  await form.getByRole('textbox', { name: 'Город' }).fill('Казань');
  await form.getByRole('textbox', { name: 'Адрес', exact: true }).fill('ул. Баумана, 1');
  await form.getByRole('textbox', { name: 'Телефон' }).fill('8 (843) 123-45-67');
  await form.getByRole('textbox', { name: 'ИНН' }).fill('1655000000');
  await form.getByRole('textbox', { name: 'БИК' }).fill('123');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  // A wrong requisite is refused next to its field, in Russian, and nothing is sent.
  await expect(form.getByText('БИК — 9 цифр')).toBeVisible();
  await form.getByRole('textbox', { name: 'БИК' }).fill('049205603');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Данные компании сохранены')).toBeVisible();

  await page.reload();
  const reloaded = page.getByRole('form', { name: 'Профиль компании' });
  await expect(reloaded.getByRole('textbox', { name: 'Название', exact: true })).toHaveValue(
    'Потолки Севера и Юга',
  );
  await expect(reloaded.getByRole('textbox', { name: 'Город' })).toHaveValue('Казань');
  await expect(reloaded.getByRole('textbox', { name: 'Адрес', exact: true })).toHaveValue('ул. Баумана, 1');
  await expect(reloaded.getByRole('textbox', { name: 'Телефон' })).toHaveValue('+7 (843) 123-45-67');
  await expect(reloaded.getByRole('textbox', { name: 'ИНН' })).toHaveValue('1655000000');
  await expect(reloaded.getByRole('textbox', { name: 'БИК' })).toHaveValue('049205603');
});

test('estimate settings are saved one by one and persist', async ({ page }) => {
  // The company page leads to the one settings page (with the estimate preview).
  await page.goto('/company/');
  await page.getByRole('link', { name: 'Настроить сметы' }).click();
  await expect(page).toHaveURL(/\/smety\/settings$/);

  const compact = page.getByRole('switch', { name: 'Компактно' });
  await expect(compact).not.toBeChecked();
  await compact.click();
  await expect(page.getByText('Сохранено: Компактно')).toBeVisible();

  const days = page.getByRole('textbox', { name: 'Срок действия, дней' });
  await days.fill('30');
  await days.blur();
  await expect(page.getByText('Сохранено: Срок действия, дней')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Компактно' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Срок действия, дней' })).toHaveValue('30');
});

test('a logo is uploaded, shown and still there after a reload', async ({ page }) => {
  await page.goto('/company/');
  await expect(page.getByRole('img', { name: 'Логотипа нет' })).toBeVisible();
  await page
    .getByLabel('Файл логотипа')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Логотип обновлён')).toBeVisible();
  await page.reload();
  const logo = page.getByRole('img', { name: 'Логотип компании' });
  await expect(logo).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
});

test('the tariff summary shows the free plan and links to the plans', async ({ page }) => {
  await page.goto('/company/');
  await expect(page.getByRole('heading', { name: 'Тариф «Бесплатный»' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Сотрудники: 1 из 2' })).toBeVisible();
  await page.getByRole('link', { name: 'Сравнить тарифы' }).click();
  await expect(page).toHaveURL(/\/tarifs\/$/);
  await expect(page.locator('[data-current]')).toContainText('Бесплатный');
  await expect(page.locator('[data-current]')).toContainText('занято 1');
});

test('the owner deletes the company only after typing its name', async ({ page }) => {
  await page.goto('/company/');
  await page.getByRole('button', { name: 'Удалить компанию' }).click();
  const dialog = page.getByRole('dialog', { name: 'Удалить компанию?' });
  const confirm = dialog.getByRole('button', { name: 'Удалить компанию' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Название компании' }).fill('Потолки');
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Название компании' }).fill('Потолки Севера');
  await confirm.click();
  await expect(page).toHaveURL(/\/login\/$/);
});
