/**
 * Initial JavaScript of the login page and of home, as a browser downloads it: every script the page
 * loads before it settles, gzip-compressed. Needs the built SPA (npm run build).
 * Run: npx tsx apps/web/bench/js-size.bench.ts
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
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

async function measure(label: string, path: string, tokens?: { accessToken: string; refreshToken: string }) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  if (tokens) {
    await page.addInitScript((t) => {
      localStorage.setItem('glad.accessToken', t.accessToken);
      localStorage.setItem('glad.refreshToken', t.refreshToken);
    }, tokens);
  }
  const scripts = new Map<string, number>();
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    const body = await res.body().catch(() => null);
    if (body) scripts.set(res.url(), gzipSync(body, { level: 9 }).length);
  });
  await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
  const total = [...scripts.values()].reduce((a, b) => a + b, 0);
  console.log(
    `initial JS of ${label} (${path}): ${(total / 1024).toFixed(1)} KiB gzip in ${scripts.size} files`,
  );
  await context.close();
}

try {
  await measure('the login page', '/login/');
  const res = await fetch(`${url}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@example.com', password: 'demo12345' }),
  });
  const tokens = (await res.json()) as { accessToken: string; refreshToken: string };
  await measure('home', '/', tokens);
} finally {
  await browser.close();
  await stop();
}
