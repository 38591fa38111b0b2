import { expect, test } from '@playwright/test';
import { registerCompany, signInPage } from './a11y-app-helpers';
import {
  collectErrors,
  forgedAccessToken,
  payloadOf,
  storeAccessTokenOnNextLoad,
  storedTokens,
} from './auth-helpers';

const AUTH_NOTICE = 'Необходима авторизация! Сейчас вы будете перенаправлены на страницу входа...';

test('a refused access token is refreshed once for all requests, unnoticed', async ({ page, request }) => {
  const errors = collectErrors(page);
  const owner = await registerCompany(request, { name: 'Тимур' });
  await signInPage(page, owner);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Тимур');

  // A token that looks valid to the app (right shape, exp ahead) but that the server refuses.
  const { id, exp } = payloadOf(owner.accessToken);
  const forged = forgedAccessToken({ id, exp });
  await storeAccessTokenOnNextLoad(page, forged);

  const refreshes: string[] = [];
  const retried: string[] = [];
  // Only the reloaded page counts (the one that starts with the forged token).
  let reloaded = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  });
  page.on('request', (r) => {
    if (!reloaded) return;
    if (r.url().endsWith('/api/refresh/')) refreshes.push(r.url());
    if (r.headers()['x-retry'] === '1') retried.push(new URL(r.url()).pathname);
  });
  // Home loads the user, the company and more at once: every one gets a 401.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Тимур');
  await expect(page.getByRole('button', { name: 'Меню пользователя: Тимур' })).toBeVisible();
  await expect(page.getByText(AUTH_NOTICE)).toHaveCount(0);
  await expect(page).toHaveURL('/');

  // The page may paint from the copy on the device before the server's refusals come back: wait for them.
  await expect.poll(() => retried).toContain(`/api/users/${id}`);
  expect(refreshes).toHaveLength(1);
  const tokens = await storedTokens(page);
  expect(tokens.access).not.toBe(forged);
  // The renewal rotated the refresh token (a new jti). The access token carries no id of its own: renewed
  // in the second it was first issued, for the same session, it is the same string, so it is not compared.
  expect(tokens.refresh).not.toBe(owner.refreshToken);
  // The new pair works with the server.
  const check = await request.get('/api/verify/', { headers: { authorization: `Bearer ${tokens.access}` } });
  expect(check.status()).toBe(200);
  expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
});

test('a renewal whose answer never arrived is retried under the same key and keeps the session', async ({
  page,
  request,
}) => {
  const owner = await registerCompany(request, { name: 'Руслан' });
  const { id } = payloadOf(owner.accessToken);
  // The tab comes back with an expired access token; the server renews it, but the answer is lost.
  await signInPage(page, {
    ...owner,
    accessToken: forgedAccessToken({ id, exp: Math.floor(Date.now() / 1000) - 60 }),
  });
  const keys: string[] = [];
  let lose = true;
  await page.route('**/api/refresh/', async (route) => {
    keys.push(route.request().headers()['x-refresh-attempt'] ?? '');
    const response = await route.fetch();
    if (lose) {
      lose = false;
      expect(response.status()).toBe(200);
      await route.abort('connectionreset');
      return;
    }
    await route.fulfill({ response });
  });
  await page.goto('/');
  // offline as far as the app knows: it keeps the session and opens on the copy on the device. Its own
  // retry may already have followed the lost answer (the sync's next request asks for a renewal too), so
  // the count is at least one here, not exactly one.
  await expect.poll(() => keys.length).toBeGreaterThanOrEqual(1);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Меню пользователя: Руслан' })).toBeVisible();
  await expect(page).toHaveURL('/');
  // The app may itself retry once the network seems back, and the reload can cut that retry short: how
  // many attempts reach the server is timing (the check run saw three). What matters is that every one
  // carries the first attempt's key, so the server answers them all with the one renewal it made.
  expect(keys.length).toBeGreaterThanOrEqual(2);
  expect(keys[0]).not.toBe('');
  expect(new Set(keys)).toEqual(new Set([keys[0]]));
  const tokens = await storedTokens(page);
  const check = await request.get('/api/verify/', { headers: { authorization: `Bearer ${tokens.access}` } });
  expect(check.status()).toBe(200);
  await expect(page.getByText(AUTH_NOTICE)).toHaveCount(0);
});

test('an access token that expired while away is renewed while the page opens from the offline copy', async ({
  page,
  request,
}) => {
  const owner = await registerCompany(request, { name: 'Глеб' });
  const { id } = payloadOf(owner.accessToken);
  const expired = forgedAccessToken({ id, exp: Math.floor(Date.now() / 1000) - 60 });
  await signInPage(page, { ...owner, accessToken: expired });
  // the renewal is held until the page is on screen: the page does not wait for the network
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const renewals: string[] = [];
  await page.route('**/api/refresh/', async (route) => {
    renewals.push(route.request().url());
    await held;
    await route.continue();
  });
  await page.goto('/clients/');
  await expect(page.getByRole('heading', { name: 'Клиенты', level: 1 })).toBeVisible();
  // the page is drawn from this new device's copy; empty until its first sync, so not yet «no clients»
  await expect(page.getByText('Загрузка').first()).toBeVisible();
  expect(renewals).toHaveLength(1);
  release();
  await expect(page.getByRole('button', { name: 'Меню пользователя: Глеб' })).toBeVisible();
  await expect(page.getByText('Клиентов пока нет')).toBeVisible();
  await expect(page).toHaveURL('/clients/');
  const tokens = await storedTokens(page);
  expect(payloadOf(tokens.access ?? '').exp * 1000).toBeGreaterThan(Date.now());
  expect(renewals).toHaveLength(1);
  await expect(page.getByText(AUTH_NOTICE)).toHaveCount(0);
});

test('an expired access token whose renewal is refused shows the red notice, then /login/', async ({
  page,
  request,
}) => {
  const owner = await registerCompany(request, { name: 'Лев' });
  const { id } = payloadOf(owner.accessToken);
  // the session was ended elsewhere while the app was closed
  const out = await request.get('/api/logout/', {
    headers: { authorization: `Bearer ${owner.accessToken}` },
  });
  expect(out.status()).toBe(200);
  await signInPage(page, {
    ...owner,
    accessToken: forgedAccessToken({ id, exp: Math.floor(Date.now() / 1000) - 60 }),
  });
  await page.goto('/clients/');
  const notice = page.getByRole('alert').filter({ hasText: AUTH_NOTICE });
  await expect(notice).toBeVisible();
  await expect(page).toHaveURL('/login/');
  expect(await storedTokens(page)).toEqual({ access: null, refresh: null });
  await expect(page.getByRole('heading', { name: 'Вход' })).toBeVisible();
});

test('a revoked session shows the red notice, then /login/', async ({ page, request }) => {
  const owner = await registerCompany(request, { name: 'Роза' });
  await signInPage(page, owner);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Роза');

  // The session ends elsewhere (logout on another device revokes the whole refresh family) while the app
  // is closed: an open tab could find out first by its own sync, and be on /login/ before the reload.
  const { access } = await storedTokens(page);
  await page.goto('about:blank');
  const out = await request.get('/api/logout/', { headers: { authorization: `Bearer ${access}` } });
  expect(out.status()).toBe(200);

  // The next call to the server finds the session gone (here: the start-up user fetch when it opens again).
  await page.goto('/');
  const notice = page.getByRole('alert').filter({ hasText: AUTH_NOTICE });
  await expect(notice).toBeVisible();
  // The notice is read before the app moves on.
  await expect(page).not.toHaveURL('/login/');
  await expect(page).toHaveURL('/login/');
  await expect(notice).toHaveCount(0);
  expect(await storedTokens(page)).toEqual({ access: null, refresh: null });
  await expect(page.getByRole('heading', { name: 'Вход' })).toBeVisible();
});

test('a failing start-up user fetch shows the server message in a centred notice that closes', async ({
  page,
  request,
}) => {
  const owner = await registerCompany(request, { name: 'Олег' });
  await signInPage(page, owner);
  // A proxy in front of the server answering for it during maintenance: outside our code.
  await page.route(/\/api\/users\/\d+$/, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ res: false, message: 'Сервер обновляется, попробуйте через минуту' }),
    }),
  );
  await page.goto('/tarifs/');
  const notice = page.getByRole('alert').filter({ hasText: 'Сервер обновляется, попробуйте через минуту' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Закрыть' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page).toHaveURL('/tarifs/');
});

test('going offline shows «Нет доступа к интернет» for a moment', async ({ page, context, request }) => {
  await signInPage(page, await registerCompany(request));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(true);
  const notice = page.getByText('Нет доступа к интернет');
  await expect(notice).toBeVisible();
  await expect(notice).toHaveCount(0);
  await context.setOffline(false);
});

test('a request still on its way when the user signs out is let finish first, never refused', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const owner = await registerCompany(request, { name: 'Оксана' });
  await signInPage(page, owner);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Оксана');

  // The staff list is held on its way for a moment, as on a slow phone connection.
  const held: string[] = [];
  const answered: number[] = [];
  await page.route('**/api/users/', async (route) => {
    held.push(route.request().url());
    await new Promise((r) => setTimeout(r, 800));
    const res = await route.fetch();
    answered.push(res.status());
    await route.fulfill({ response: res });
  });
  await page.getByRole('link', { name: 'Сотрудники' }).first().click();
  await expect.poll(() => held.length).toBeGreaterThan(0);

  await page.getByRole('button', { name: /Меню пользователя/ }).click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await expect(page).toHaveURL('/login/');
  expect(await storedTokens(page)).toEqual({ access: null, refresh: null });
  expect(answered).toEqual(held.map(() => 200));
  expect(errors).toEqual([]);
});
