import { expect, type Page, test } from '@playwright/test';
import { loginDemo, registerCompany, signInPage } from './a11y-app-helpers';
import { api } from './api';
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
  await signInPage(page, await registerCompany(request));
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
  await signInPage(page, await registerCompany(request));
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

/** Every route of docs/spec.md §2 and its own heading. */
const ROUTES: { path: string; url?: string; heading: RegExp | string }[] = [
  { path: '/', heading: /^(Доброе утро|Добрый день|Добрый вечер|Доброй ночи), Демо!$/ },
  { path: '/calc/', heading: 'Чертёж' },
  { path: '/calc/construct/', heading: 'Конструктор калькулятора' },
  { path: '/calc/rashod/', heading: 'Расходы' },
  { path: '/admin/', heading: 'Доступ запрещён' },
  { path: '/admin/potolochnik/', heading: 'Доступ запрещён' },
  { path: '/admin/events/', heading: 'Доступ запрещён' },
  { path: '/dev/', heading: 'Доступ запрещён' },
  { path: '/documents/', heading: 'Документы' },
  { path: '/drafts/', heading: 'Чертежи' },
  { path: '/projects/', heading: 'Объекты' },
  { path: '/clients/', heading: 'Клиенты' },
  { path: '/support/', heading: 'Поддержка' },
  { path: '/calendar/', url: '/calendar/agenda/', heading: 'Календарь' },
  { path: '/calendar/expired/', heading: 'Календарь' },
  { path: '/calendar/week/', heading: 'Календарь' },
  { path: '/calendar/month/', heading: 'Календарь' },
  { path: '/tarifs/', heading: 'Тарифы' },
  { path: '/configs2/', heading: 'Прайс-лист' },
  { path: '/configs/', heading: 'Калькуляторы' },
  { path: '/company/', heading: 'Компания' },
  { path: '/users/', heading: 'Сотрудники' },
  { path: '/users/0', heading: 'Мой профиль' },
  { path: '/smety/', heading: 'Сметы' },
  { path: '/smety/settings', heading: 'Настройки смет' },
  { path: '/reports/', heading: 'Отчёты' },
  { path: '/montazhniki/', heading: 'Монтажники' },
  { path: '/payment/', heading: 'Оплата' },
  { path: '/trash/', heading: 'Корзина' },
  { path: '/no-such-page/', heading: 'Страница не найдена' },
];

/**
 * Opens a route the way the app's own links do (the router follows the history), without loading the app
 * again: one start-up for the whole walk. Loading each address from scratch is the other tests' part.
 */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('every route of the spec renders its own heading for the demo owner without console errors', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInPage(page, await loginDemo(request));
  const errors = collectErrors(page);
  await page.goto('/trash/');
  await expect(page.getByRole('heading', { level: 1, name: 'Корзина' })).toBeVisible();
  for (const { path, url, heading } of ROUTES) {
    await openInApp(page, path);
    await expect(page, path).toHaveURL(url ?? path);
    // its own heading: the page before it is gone
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    await expect(page.getByText('Не удалось открыть страницу'), path).toHaveCount(0);
    await expect(page.getByText(/скоро/i), path).toHaveCount(0);
    // Each page is titled: the app's name, after the page's own when it has one.
    expect(await page.title(), path).toMatch(/Гладь$/);
  }
  // each error names the address it happened at
  expect(errors).toEqual([]);
});

test('/clients/{clientId} opens a client by its number, without console errors', async ({
  page,
  request,
}) => {
  // A company of its own: the demo company stays as it was seeded for the other suites.
  const owner = await registerCompany(request);
  const { content } = await api<{ content: { id: number } }>(request, owner, 'POST', '/api/client/', {
    name: 'Иван Петров',
    phone: '+79991112233',
    adresa: 'Невский, 1',
  });
  const errors = collectErrors(page);
  await signInPage(page, owner);
  await page.goto(`/clients/${content.id}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('Иван Петров').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('one click on a section loads only its own chunk and keeps the shell', async ({ page, request }) => {
  await signInPage(page, await registerCompany(request));
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
