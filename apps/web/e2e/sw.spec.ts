import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import { registerCompany, signInPage } from './a11y-app-helpers';
import { goOffline, openControlled } from './sync-helpers';

// this journey needs the service worker (offline reloads), which the config blocks elsewhere
test.use({ serviceWorkers: 'allow' });

const webDist = path.resolve(import.meta.dirname, '../dist');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * A server of its own over a copy of the built SPA, so this test can deploy «a new version» (other bytes
 * of sw.js) without touching the files every other browser test is served from. The browser fetches
 * the service worker script for an update check outside any page, where request interception does not
 * reach, so the change has to be real.
 */
async function startOwnServer() {
  const root = await mkdtemp(path.join(tmpdir(), 'glad-sw-'));
  const dist = path.join(root, 'dist');
  await cp(webDist, dist, { recursive: true });
  const port = await freePort();
  const child = spawn('node', ['--import', 'tsx', '../server/src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(root, 'data'),
      WEB_DIST: dist,
      DATABASE_URL: '',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      ALTCHA_MAX_NUMBER: '5000',
      RATE_LIMIT: '0',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  // a first start migrates a new PGlite folder: on a loaded machine that takes over a minute, so wait for the
  // server itself (the test's timeout is the limit) instead of going on with a server that is not up
  for (;;) {
    const up = await fetch(`${baseURL}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (up) break;
    if (child.exitCode !== null) throw new Error('the test server exited');
    await new Promise((r) => setTimeout(r, 250));
  }
  return { baseURL, swFile: path.join(dist, 'sw.js'), child, root };
}

/** New bytes of a built file, with the `.br` and `.gz` copies the server sends in its place remade too. */
async function deploy(file: string, text: string) {
  await writeFile(file, text);
  await writeFile(`${file}.br`, brotliCompressSync(text));
  await writeFile(`${file}.gz`, gzipSync(text));
}

async function stopOwnServer(server: { child: ChildProcess; root: string }) {
  if (server.child.exitCode === null) {
    const exited = new Promise((r) => server.child.once('exit', r));
    server.child.kill('SIGTERM');
    await exited;
  }
  await rm(server.root, { recursive: true, force: true });
}

test('offline, a route never visited opens from the service worker, lazy chunk and all', async ({
  page,
  context,
  request,
}) => {
  await signInPage(page, await registerCompany(request));
  await openControlled(page, '/');
  await goOffline(context);
  // typed into the address bar: a navigation, answered by the precached shell, then the route's chunk
  for (const [path, heading] of [
    ['/projects/', 'Объекты'],
    ['/drafts/', 'Чертежи'],
    ['/calendar/week/', 'Календарь'],
    ['/clients/', 'Клиенты'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  }
});

test('a new device opened at a signed-in page installs the service worker once its first sync is over', async ({
  page,
  request,
}) => {
  await signInPage(page, await registerCompany(request));
  // the first pull held: the page's first sync is not over until the test lets it go
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/sync\/pull\//, async (route) => {
    await held;
    await route.continue();
  });
  const registrationCode = page.waitForRequest(/\/assets\/sw-update-[\w-]+\.js$/);
  await page.goto('/');
  await registrationCode;
  // the registration's code is here and the page painted; before decision 0071 it registered now
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(1000);
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) ?? null),
  ).toBeNull();

  release();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 60_000 })
    .toBe(true);
});

const markPage = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });
/** Whether the page marked by `markPage` is still the one shown (null while it navigates). */
const stillHere = (page: Page) =>
  page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere === true).catch(() => null);

test('a new version never reloads a tab whose form holds unsaved input', async ({ browser }) => {
  test.setTimeout(240_000);
  const server = await startOwnServer();
  const request = await playwrightRequest.newContext({ baseURL: server.baseURL });
  const context = await browser.newContext({ baseURL: server.baseURL, locale: 'ru-RU' });
  try {
    const session = await registerCompany(request);
    const a = await context.newPage();
    const b = await context.newPage();
    await signInPage(a, session);
    await signInPage(b, session);
    await openControlled(a, '/');
    await b.goto('/clients/');
    await expect.poll(() => b.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // B: a client half typed
    await b.getByRole('button', { name: 'Добавить клиента' }).first().click();
    const form = b.getByRole('dialog', { name: 'Новый клиент' });
    await form.getByLabel('Имя').fill('Наполовину Введённый');
    await markPage(a);
    await markPage(b);

    // a deploy: other bytes of sw.js; the update check compares bytes and installs a version that waits
    await deploy(server.swFile, `${await readFile(server.swFile, 'utf8')}\n// next version\n`);
    await a.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    const noticeA = a.getByRole('alert').filter({ hasText: 'Доступна новая версия!' });
    await expect(noticeA).toContainText('Обновите страницу, чтобы получить последнюю версию программы.');
    const noticeB = b.getByRole('alert').filter({ hasText: 'Доступна новая версия!' });
    await expect(noticeB).toBeVisible();

    // in B the button asks first, and «Сначала сохраню» keeps the page and the input
    await noticeB.getByRole('button', { name: 'Обновить' }).click();
    await b.getByRole('button', { name: 'Сначала сохраню' }).click();
    expect(await stillHere(b)).toBe(true);

    // A has nothing unsaved: its click activates the new version and reloads A
    await noticeA.getByRole('button', { name: 'Обновить' }).click();
    await expect.poll(() => stillHere(a)).toBe(false);
    await expect(a.getByRole('heading', { level: 1 })).toBeVisible();

    // the new version controls B too, yet B stays as it was, with a lasting notice
    await expect(b.getByRole('alert').filter({ hasText: 'Новая версия установлена' })).toBeVisible();
    expect(await stillHere(b)).toBe(true);
    await expect(form.getByLabel('Имя')).toHaveValue('Наполовину Введённый');
  } finally {
    await context.close();
    await request.dispose();
    await stopOwnServer(server);
  }
});
