import { expect, test } from '@playwright/test';
import { loginDemo, registerCompany, useSession } from './a11y-app-helpers';
import { collectErrors } from './auth-helpers';

const PUBLIC = ['/login/', '/registration/', '/password/forgot/'];

test('public pages send a signed-in user home; the others send a stranger to /login/', async ({
  page,
  request,
}) => {
  for (const path of ['/', '/clients/', '/calendar/month/', '/admin/', '/no-such-page/']) {
    await page.goto(path);
    await expect(page, path).toHaveURL('/login/');
  }
  await useSession(page, await registerCompany(request));
  for (const path of PUBLIC) {
    await page.goto(path);
    await expect(page, path).toHaveURL('/');
  }
  // The reset link works whether or not someone is signed in in this browser.
  await page.goto('/password/reset/');
  await expect(page).toHaveURL('/password/reset/');
  await expect(page.getByText('В ссылке нет кода для смены пароля')).toBeVisible();
});

test('an unknown address and a non-numeric client id show the not-found page inside the shell', async ({
  page,
  request,
}) => {
  await useSession(page, await registerCompany(request));
  for (const path of ['/no-such-page/', '/clients/abc', '/clients/12x', '/users/1/extra/']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' }), path).toBeVisible();
    await expect(page).toHaveTitle('Страница не найдена — Гладь');
    await expect(page.getByRole('navigation', { name: 'Разделы' })).toBeVisible();
  }
  await page.getByRole('link', { name: 'На главную' }).click();
  await expect(page).toHaveURL('/');
  // Digits pass the route: whether client 42 exists is the client page's own answer.
  await page.goto('/clients/42');
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toHaveCount(0);
});

/** Every route of SPEC §2 and what each must show. */
const ROUTES: { path: string; url?: string; heading: RegExp | string }[] = [
  { path: '/', heading: /Демо/ },
  { path: '/calc/', heading: /./ },
  { path: '/calc/construct/', heading: /./ },
  { path: '/calc/rashod/', heading: /./ },
  { path: '/admin/', heading: 'Доступ запрещён' },
  { path: '/admin/potolochnik/', heading: 'Доступ запрещён' },
  { path: '/admin/events/', heading: 'Доступ запрещён' },
  { path: '/dev/', heading: 'Доступ запрещён' },
  { path: '/documents/', heading: /./ },
  { path: '/drafts/', heading: /./ },
  { path: '/projects/', heading: /./ },
  { path: '/clients/', heading: /./ },
  { path: '/support/', heading: /./ },
  { path: '/calendar/', url: '/calendar/agenda/', heading: /./ },
  { path: '/calendar/agenda/', heading: /./ },
  { path: '/calendar/expired/', heading: /./ },
  { path: '/calendar/week/', heading: /./ },
  { path: '/calendar/month/', heading: /./ },
  { path: '/tarifs/', heading: /./ },
  { path: '/configs2/', heading: /./ },
  { path: '/configs/', heading: /./ },
  { path: '/company/', heading: /./ },
  { path: '/users/', heading: /./ },
  { path: '/users/0', heading: /./ },
  { path: '/smety/', heading: /./ },
  { path: '/smety/settings', heading: /./ },
  { path: '/reports/', heading: /./ },
  { path: '/payment/', heading: /./ },
  { path: '/trash/', heading: /./ },
  { path: '/no-such-page/', heading: 'Страница не найдена' },
];

test('every route of the spec renders for the demo owner without console errors', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await useSession(page, await loginDemo(request));
  const errors = collectErrors(page);
  for (const { path, url, heading } of ROUTES) {
    await page.goto(path);
    await expect(page, path).toHaveURL(url ?? path);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toHaveText(heading);
    await expect(page.getByText('Не удалось открыть страницу'), path).toHaveCount(0);
    await expect(page.getByText(/скоро/i), path).toHaveCount(0);
    // Each page is titled: the app's name, after the page's own when it has one.
    expect(await page.title(), path).toMatch(/Гладь$/);
    // Wait for the page's requests so that a late failure is counted against this route.
    await page.waitForLoadState('networkidle');
  }

  expect(errors).toEqual([]);
});

test('/clients/{clientId} opens a client by its number, without console errors', async ({
  page,
  request,
}) => {
  // A company of its own: the demo company stays as it was seeded for the other suites.
  const owner = await registerCompany(request);
  const created = await request.post('/api/client/', {
    headers: { authorization: `Bearer ${owner.accessToken}` },
    data: { name: 'Иван Петров', phone: '+79991112233', adresa: 'Невский, 1' },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { content } = (await created.json()) as { content: { id: number } };
  const errors = collectErrors(page);
  await useSession(page, owner);
  await page.goto(`/clients/${content.id}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('Иван Петров').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('one click on a section loads only its own chunk and keeps the shell', async ({ page, request }) => {
  await useSession(page, await registerCompany(request));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.getByRole('navigation', { name: 'Разделы' }).getByRole('link', { name: 'Тарифы' }).click();
  await expect(page).toHaveURL('/tarifs/');
  await expect(page).toHaveTitle(/Гладь$/);
  await expect(page.getByRole('link', { name: 'Тарифы', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(scripts.some((s) => /tarifs-[\w-]+\.js$/.test(s))).toBe(true);
});
