import { expect, test } from '@playwright/test';
import { registerCompany } from './a11y-app-helpers';
import { collectErrors, resetLinkFor, storedTokens } from './auth-helpers';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('registration with the real «Я не робот» check lands on home, signed in', async ({ page }) => {
  const errors = collectErrors(page);
  const email = `reg-${unique()}@example.com`;
  await page.goto('/registration/');
  await expect(page).toHaveTitle('Регистрация — Гладь');

  // Submitting empty shows the Russian messages next to the fields.
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page.getByText('Укажите название компании')).toBeVisible();
  await expect(page.getByText('Укажите почту')).toBeVisible();

  await page.getByLabel('Название компании').fill('Потолки на Неве');
  await page.getByLabel('Ваше имя').fill('Марина');
  await page.getByLabel('Электронная почта').fill(email);
  // A phone typed or pasted the ways Russians write it reads +7 (921) 555-44-33 once the field is left;
  // a digit short, it stays as typed with a warning instead of becoming another number.
  const phone = page.getByLabel('Телефон');
  await phone.pressSequentially('8 921 555-44-3');
  await phone.blur();
  await expect(phone).toHaveValue('8 921 555-44-3');
  await expect(page.getByText('Не похоже на российский номер')).toBeVisible();
  for (const typed of ['8 921 555-44-33', '89215554433', '+7 921 555 44 33', '+7 (921) 555-44-33']) {
    await phone.fill(typed);
    await phone.blur();
    await expect(phone).toHaveValue('+7 (921) 555-44-33');
  }
  await expect(page.getByText('Не похоже на российский номер')).toBeHidden();
  await page.getByRole('textbox', { name: 'Пароль' }).fill('short');
  await page.getByRole('textbox', { name: 'Пароль' }).blur();
  await expect(page.getByText('Пароль должен быть не короче 8 символов')).toBeVisible();
  await page.getByRole('textbox', { name: 'Пароль' }).fill('marina-secret-1');

  // The widget solves the server's proof-of-work challenge in a worker as soon as it appears.
  const widget = page.locator('altcha-widget');
  await expect(widget.getByText('Проверено')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Марина');
  await expect(page.getByRole('button', { name: 'Меню пользователя: Марина' })).toBeVisible();
  const tokens = await storedTokens(page);
  expect(tokens.access).toMatch(/^ey/);
  expect(tokens.refresh).toMatch(/^ey/);
  const company = await page.request.get('/api/company/', {
    headers: { authorization: `Bearer ${tokens.access}` },
  });
  expect((await company.json()).company.phone).toBe('+79215554433');
  expect(errors).toEqual([]);
});

test('a refused registration passes the server message on and stores no tokens', async ({
  page,
  request,
}) => {
  const taken = await registerCompany(request);
  await page.goto('/registration/');
  await page.getByLabel('Название компании').fill('Вторая компания');
  await page.getByLabel('Ваше имя').fill('Пётр');
  await page.getByLabel('Электронная почта').fill(taken.email.toUpperCase());
  await page.getByLabel('Телефон').fill('9001112233');
  await page.getByRole('textbox', { name: 'Пароль' }).fill('petr-secret-1');
  await expect(page.locator('altcha-widget').getByText('Проверено')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();

  await expect(page.getByRole('alert').filter({ hasText: /почт/i })).toBeVisible();
  await expect(page).toHaveURL('/registration/');
  expect(await storedTokens(page)).toEqual({ access: null, refresh: null });
});

test('login → home → logout; the logged-out session cannot be refreshed', async ({ page, request }) => {
  const errors = collectErrors(page);
  const owner = await registerCompany(request, { name: 'Алексей' });
  await page.goto('/login/');
  await expect(page).toHaveTitle('Вход — Гладь');

  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByText('Укажите почту')).toBeVisible();
  await expect(page.getByText('Укажите пароль')).toBeVisible();

  await page.getByLabel('Электронная почта').fill(owner.email);
  await page.getByRole('textbox', { name: 'Пароль' }).fill(owner.password);
  await page.getByRole('button', { name: 'Войти' }).click();

  await expect(page).toHaveURL('/');
  await expect(page).toHaveTitle('Гладь');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Алексей');
  const { refresh } = await storedTokens(page);

  await page.getByRole('button', { name: /Меню пользователя/ }).click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await expect(page).toHaveURL('/login/');
  expect(await storedTokens(page)).toEqual({ access: null, refresh: null });

  // Logout revoked the session on the server, not only here.
  const replay = await request.post('/api/refresh/', { headers: { authorization: `Bearer ${refresh}` } });
  expect(replay.status()).toBe(401);
  // And the app's pages are closed again.
  await page.goto('/users/');
  await expect(page).toHaveURL('/login/');
  expect(errors).toEqual([]);
});

test('wrong password shows the server message; after five the check appears and lets the owner in', async ({
  page,
  request,
}) => {
  const owner = await registerCompany(request, { name: 'Ника' });
  await page.goto('/login/');
  await page.getByLabel('Электронная почта').fill(owner.email);
  await page.getByRole('textbox', { name: 'Пароль' }).fill('wrong-password');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Неверная почта или пароль' })).toBeVisible();
  await expect(page.locator('altcha-widget')).toHaveCount(0);

  // Four more failures for this address (the limit is per account, whatever the address of the caller).
  for (let i = 0; i < 4; i++) {
    const res = await request.post('/api/login/', {
      data: { email: owner.email, password: 'wrong-password' },
    });
    expect(res.status()).toBe(401);
  }
  await page.getByRole('textbox', { name: 'Пароль' }).fill(owner.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.locator('altcha-widget')).toBeVisible();
  await expect(page).toHaveURL('/login/');

  // The server's words say why; the check solves itself as soon as it appears.
  await expect(page.getByRole('alert').filter({ hasText: 'Подтвердите, что вы не робот' })).toBeVisible();
  await expect(page.locator('altcha-widget').getByText('Проверено')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ника');
});

test('the demo box fills the form in one tap', async ({ page }) => {
  await page.goto('/login/');
  const demo = page.getByRole('alert', { name: 'Демо-доступ' });
  await expect(demo).toContainText('demo@example.com');
  await demo.getByRole('button', { name: 'Заполнить демо-данные' }).click();
  await expect(page.getByLabel('Электронная почта')).toHaveValue('demo@example.com');
  await expect(page.getByRole('textbox', { name: 'Пароль' })).toHaveValue('demo12345');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Демо-потолки' })).toBeVisible();
});

test('the demo staff are listed with their roles; an installer signs in with one tap', async ({ page }) => {
  await page.goto('/login/');
  const demo = page.getByRole('alert', { name: 'Демо-доступ' });
  await demo.getByText('Войти как сотрудник').click();
  const staff = demo.getByRole('list', { name: 'Сотрудники демо-компании' });
  await expect(staff.getByRole('button', { name: /Анна Смирнова, менеджер/ })).toBeVisible();
  await staff.getByRole('button', { name: /Алексей Морозов, бригадир монтажников/ }).click();
  await expect(page.getByLabel('Электронная почта')).toHaveValue('demo-alexey@example.com');
  await expect(page.getByRole('textbox', { name: 'Пароль' })).toHaveValue('demo12345');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Алексей');
});

test('password forgot sends a letter; the reset link sets a new password and signs in with it', async ({
  page,
  request,
}) => {
  const owner = await registerCompany(request, { name: 'Вера' });
  await page.goto('/login/');
  await page.getByLabel('Электронная почта').fill(owner.email);
  await page.getByRole('link', { name: 'Забыли пароль?' }).click();
  // The address typed on the login page comes along, in the next page's address (decision 0056).
  await expect(page).toHaveURL(`/password/forgot/?email=${encodeURIComponent(owner.email)}`);
  await expect(page.getByRole('heading', { name: 'Восстановление пароля' })).toBeVisible();
  await expect(page.getByLabel('Электронная почта')).toHaveValue(owner.email);
  await expect(page.locator('altcha-widget').getByText('Проверено')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Отправить ссылку' }).click();
  await expect(page.getByRole('heading', { name: 'Письмо отправлено' })).toBeVisible();
  await expect(page.getByRole('status')).toBeVisible();

  let link: string | null = null;
  await expect.poll(async () => (link = await resetLinkFor(owner.email)), { timeout: 15_000 }).not.toBeNull();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page).toHaveTitle('Новый пароль — Гладь');
  await page.getByLabel('Новый пароль').fill('vera-new-secret');
  await page.getByLabel('Пароль ещё раз').fill('vera-new-secreT');
  await page.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(page.getByText('Пароли не совпадают')).toBeVisible();
  await page.getByLabel('Пароль ещё раз').fill('vera-new-secret');
  await page.getByRole('button', { name: 'Сменить пароль' }).click();

  await expect(page).toHaveURL('/login/');
  await expect(page.getByText('Пароль изменён', { exact: true })).toBeVisible();
  await page.getByLabel('Электронная почта').fill(owner.email);
  await page.getByRole('textbox', { name: 'Пароль' }).fill('vera-new-secret');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Вера');
});
