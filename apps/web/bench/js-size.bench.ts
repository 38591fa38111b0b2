/**
 * Initial JavaScript of the login page and of home, as a browser downloads it: every script the page
 * loads before it settles, gzip-compressed. Needs the built SPA (npm run build).
 * Run: npx tsx apps/web/bench/js-size.bench.ts
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Page, type Response } from '@playwright/test';
import { startServer } from './server.js';

const { url, stop } = await startServer(4393);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

/**
 * Sums the gzip size of every script the page fetched until `ready` resolved (the aims of issue 9 §2 are in
 * gzip bytes; the server sends brotli, smaller still). Bodies are read after the fact: a response handler
 * racing the page's load would miss scripts still arriving.
 */
async function measure(
  label: string,
  path: string,
  aimKiB: number,
  ready: (page: Page) => Promise<void>,
  tokens?: { accessToken: string; refreshToken: string },
) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  if (tokens) {
    await page.addInitScript((t) => {
      localStorage.setItem('glad.accessToken', t.accessToken);
      localStorage.setItem('glad.refreshToken', t.refreshToken);
    }, tokens);
  }
  const scripts: Response[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.push(res);
  });
  await page.goto(`${url}${path}`);
  await ready(page);
  const fetched = [...scripts];
  const sizes = await Promise.all(
    fetched.map(async (res) => gzipSync(await res.body(), { level: 9 }).length),
  );
  const total = sizes.reduce((a, b) => a + b, 0) / 1024;
  console.log(
    `initial JS of ${label} (${path}): ${total.toFixed(1)} KiB gzip in ${fetched.length} files (aim ≤ ${aimKiB} KiB)`,
  );
  await context.close();
}

try {
  // «before the form works»: its button is there and enabled (React has rendered and bound it)
  const loginForm = async (page: Page) => {
    await page.getByRole('button', { name: 'Войти' }).waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('button')].some((b) => b.textContent === 'Войти' && !b.disabled),
    );
  };
  await measure('the login page, until its form works', '/login/', 100, loginForm);
  await measure('the registration page, until its form works', '/registration/', 100, async (page) => {
    await page.getByRole('button', { name: 'Зарегистрироваться' }).waitFor();
  });
  const res = await fetch(`${url}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@example.com', password: 'demo12345' }),
  });
  const tokens = (await res.json()) as { accessToken: string; refreshToken: string };
  await measure(
    'home, until the network is idle',
    '/',
    250,
    (page) => page.waitForLoadState('networkidle'),
    tokens,
  );
} finally {
  await browser.close();
  await stop();
}
