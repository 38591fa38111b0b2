/**
 * Two builds side by side: the first paint of a page (by default the clients list's first row) for the demo
 * owner, with the code in the HTTP cache, loads alternating between the builds so a shared machine's load
 * falls on both alike. A tool for deciding a change of the build, not part of `npm run bench`:
 *
 *   WEB_DIST_A=<build before> [WEB_DIST_B=apps/web/dist] [BENCH_PAGE=/clients/] [BENCH_ROUNDS=10] \
 *     [BENCH_PORT=4396] npx tsx apps/web/bench/first-paint-ab.ts
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext } from '@playwright/test';
import {
  type FirstRecord,
  firstRecordTimes,
  keepSignedIn,
  launchBrowser,
  signInDemo,
  watchFirstRecord,
} from './browser.js';
import { startServer } from './server.js';

/** Loads of each build before the measured ones: the HTTP cache and V8's code cache filled. */
const WARM_UP = 3;

const distA = process.env.WEB_DIST_A;
if (!distA) throw new Error('WEB_DIST_A: the build to compare with (a copy of apps/web/dist made before)');
const distB = process.env.WEB_DIST_B ?? fileURLToPath(new URL('../dist', import.meta.url));
const page = process.env.BENCH_PAGE ?? '/clients/';
const rounds = Number(process.env.BENCH_ROUNDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 4396);

/** The first link to a record of the page (`/clients/123`): in the DOM and drawn, ms from navigation start. */
async function firstPaint(context: BrowserContext, url: string): Promise<FirstRecord> {
  const tab = await context.newPage();
  await tab.goto(`${url}${page}`);
  const times = await firstRecordTimes(tab);
  await tab.close();
  return times;
}

const servers = [
  { name: `A ${path.relative(process.cwd(), distA)}`, ...(await startServer(port, { WEB_DIST: distA })) },
  { name: `B ${path.relative(process.cwd(), distB)}`, ...(await startServer(port + 1, { WEB_DIST: distB })) },
];
const browser = await launchBrowser();
try {
  const sides = [];
  for (const server of servers) {
    const context = await browser.newContext({ serviceWorkers: 'block', locale: 'ru-RU' });
    await keepSignedIn(context, await signInDemo(server.url));
    await context.addInitScript(watchFirstRecord, page);
    sides.push({ server, context, times: [] as FirstRecord[] });
  }
  for (const side of sides) for (let i = 0; i < WARM_UP; i++) await firstPaint(side.context, side.server.url);
  for (let i = 0; i < rounds; i++) {
    for (const side of i % 2 ? [...sides].reverse() : sides)
      side.times.push(await firstPaint(side.context, side.server.url));
  }
  for (const { server, times } of sides) {
    for (const what of ['row', 'painted'] as const) {
      const sorted = times.map((t) => t[what]).sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
      console.log(
        `${page} first record ${what === 'row' ? 'in the DOM' : 'drawn'}, ${server.name}: median ${median.toFixed(0)} ms (${sorted.map((t) => t.toFixed(0)).join(', ')})`,
      );
    }
  }
} finally {
  await browser.close();
  for (const server of servers) await server.stop();
}
