import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { registerCompany, signInPage } from './a11y-app-helpers';

/**
 * A first visit (no service worker yet) fetches a page's code beside the entry: its HTML names every script
 * and style the page needs first (build/page-html.ts, decisions 0053 and 0057), so none of them waits for
 * the entry to run, and none is fetched twice when the entry's router asks for it.
 */

/** The scripts and styles the page's HTML names. */
async function namedIn(request: APIRequestContext, path: string): Promise<Set<string>> {
  const html = await (await request.get(path)).text();
  return new Set(
    [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
      (m) => m[1] ?? '',
    ),
  );
}

/**
 * Every script and style the page itself fetches, in order, from now on: its own requests as Chromium's
 * page target reports them. The sync worker's imports of the same files (decision 0062) are its own, and
 * come from the browser's cache: Playwright's request events mix them in with the page's.
 */
async function fetchedFiles(page: Page): Promise<string[]> {
  const fetched: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', ({ request }) => {
    const url = new URL(request.url);
    if (/^\/assets\/.+\.(js|css)$/.test(url.pathname)) fetched.push(url.pathname);
  });
  return fetched;
}

/** Waits for half a second without a new file (registration never goes network-idle: its captcha asks again). */
async function quiet(page: Page, fetched: string[]) {
  for (let seen = -1; seen !== fetched.length; ) {
    seen = fetched.length;
    await page.waitForTimeout(500);
  }
}

/** Files the HTML names that the page fetched more than once. */
const twice = (fetched: string[], named: Set<string>) =>
  fetched.filter((file, i) => named.has(file) && fetched.indexOf(file) !== i);

for (const { path, button } of [
  { path: '/login/', button: 'Войти' },
  { path: '/registration/', button: 'Зарегистрироваться' },
]) {
  test(`${path}: the HTML names all the code of its form, fetched once`, async ({ page, request }) => {
    const named = await namedIn(request, path);
    const fetched = await fetchedFiles(page);
    await page.goto(path);
    await expect(page.getByRole('button', { name: button })).toBeVisible();
    await quiet(page, fetched);

    // what loads after the form works (the altcha check's worker, the chunk of a later step) may be
    // asked for later; the form's own code is all in the HTML
    expect(fetched.length).toBeGreaterThan(10);
    const after = fetched.filter((file) => !named.has(file));
    expect(after.filter((file) => /\/(login|registration|public-layout|form-parts)-/.test(file))).toEqual([]);
    expect(twice(fetched, named)).toEqual([]);
  });
}

test('/ signed in: the HTML names the shell and home, in a few files, each fetched once', async ({
  page,
  request,
}) => {
  await signInPage(page, await registerCompany(request));
  const named = await namedIn(request, '/');
  const fetched = await fetchedFiles(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await quiet(page, fetched);

  const after = fetched.filter((file) => !named.has(file));
  expect(
    after.filter((file) => /\/(app-layout|home|first-screen|sign-in-shared)-[\w-]{8}\.(js|css)$/.test(file)),
  ).toEqual([]);
  expect(twice(fetched, named)).toEqual([]);
  // what reads the offline copy comes after the first paint (decisions 0058, 0059): fetched, never named
  for (const part of ['offline-data', 'first-screen-data', 'shell-live', 'home-live'])
    expect(after.filter((file) => file.includes(`/${part}-`))).toHaveLength(1);
  // the shell's and home's modules in two chunks (decision 0057), not the hundred small files one for each
  // set of routes sharing a module: what home fetches, later chunks included, stays a few dozen
  const scripts = fetched.filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeLessThan(40);
});
