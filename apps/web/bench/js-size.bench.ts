/**
 * Initial JavaScript of the login page and of home, as a browser downloads it: every script the page
 * loads before it settles, gzip-compressed. Needs the built SPA (npm run build).
 * Run: npx tsx apps/web/bench/js-size.bench.ts
 */
import { gzipSync } from 'node:zlib';
import type { Response } from '@playwright/test';
import { keepSignedIn, launchBrowser, signInDemo, type Tokens } from './browser.js';
import { startServer } from './server.js';

const { url, stop } = await startServer(Number(process.env.BENCH_PORT ?? 4393));
const browser = await launchBrowser();

/** Gzip sizes of the scripts, asked for as each response arrives. */
const sizes = new WeakMap<Response, Promise<number>>();
const sizeOf = (res: Response) => sizes.get(res) ?? Promise.resolve(0);
const gzipKiB = async (responses: Response[]) =>
  (await Promise.all(responses.map(sizeOf))).reduce((a, b) => a + b, 0) / 1024;

/** Installed before the page's scripts: the time the button named `label` is there and enabled. */
const READY_PROBE = (label: string) => `(() => {
  const ready = () => [...document.querySelectorAll('button')].some((b) => b.textContent === ${JSON.stringify(label)} && !b.disabled);
  const observer = new MutationObserver(() => {
    if (window.benchReady === undefined && ready()) { window.benchReady = performance.now(); observer.disconnect(); }
  });
  // a page drawn by its module script has the button before DOMContentLoaded, and may not change after it
  document.addEventListener('DOMContentLoaded', () => {
    if (ready()) window.benchReady = performance.now();
    else observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  });
})()`;

/**
 * Sums the gzip size of the scripts a page fetched (the aims of issue 9 §2 are in gzip bytes; the server
 * sends brotli, smaller still): those requested before the form's button was there and enabled (taken in
 * the page by a MutationObserver, against each script's request start in Resource Timing), and, with a
 * form, everything the page fetched until the network went idle (the demo accounts' box and the schemas
 * the form loads on its first touch come after the form works). Bodies are read after the fact.
 */
async function measure(label: string, path: string, aimKiB: number, button: string | null, tokens?: Tokens) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  if (tokens) await keepSignedIn(page, tokens);
  if (button) await page.addInitScript(READY_PROBE(button));
  const scripts: Response[] = [];
  const urls = new Set<string>();
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    // a file asked for again comes from the browser's cache (hashed files are immutable), not the network:
    // the sync worker imports the tab's own files (decision 0062)
    if (urls.has(res.url())) return;
    urls.add(res.url());
    scripts.push(res);
    // asked of the server again, not read from the response: a worker's script (the login page's demo
    // answer check) has a body Playwright never hands over
    sizes.set(
      res,
      fetch(res.url())
        .then((answer) => answer.arrayBuffer())
        .then((body) => gzipSync(Buffer.from(body), { level: 9 }).length),
    );
  });
  await page.goto(`${url}${path}`);
  if (button) {
    await page.waitForFunction(() => (window as { benchReady?: number }).benchReady !== undefined);
    const before = new Set(
      await page.evaluate(() => {
        const ready = (window as { benchReady?: number }).benchReady ?? 0;
        return performance
          .getEntriesByType('resource')
          .filter((e) => e.startTime <= ready)
          .map((e) => e.name);
      }),
    );
    const early = scripts.filter((res) => before.has(res.url()));
    if (process.env.BENCH_LIST)
      for (const r of early) console.log(`    ${r.url()} ${((await sizeOf(r)) / 1024).toFixed(1)}`);
    console.log(
      `initial JS of ${label} (${path}): ${(await gzipKiB(early)).toFixed(1)} KiB gzip in ${early.length} files (aim ≤ ${aimKiB} KiB)`,
    );
  }
  await page.waitForLoadState('networkidle');
  const all = [...scripts];
  if (process.env.BENCH_LIST && !button)
    for (const r of all) console.log(`    ${r.url()} ${((await sizeOf(r)) / 1024).toFixed(1)}`);
  console.log(
    `${button ? '  everything it fetched until' : `initial JS of ${label} (${path}), until`} the network is idle: ${(await gzipKiB(all)).toFixed(1)} KiB gzip in ${all.length} files${button ? '' : ` (aim ≤ ${aimKiB} KiB)`}`,
  );
  if (!button) {
    // a page without a form: what it asked for before its first text was on screen (decision 0058)
    const before = new Set(
      await page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
        return performance
          .getEntriesByType('resource')
          .filter((e) => e.startTime <= paint)
          .map((e) => e.name);
      }),
    );
    const early = all.filter((res) => before.has(res.url()));
    console.log(
      `  of which asked for before its first contentful paint: ${(await gzipKiB(early)).toFixed(1)} KiB gzip in ${early.length} files`,
    );
  }
  await context.close();
}

try {
  await measure('the login page, until its form works', '/login/', 100, 'Войти');
  await measure('the registration page, until its form works', '/registration/', 100, 'Зарегистрироваться');
  await measure('home', '/', 250, null, await signInDemo(url));
} finally {
  await browser.close();
  await stop();
}
