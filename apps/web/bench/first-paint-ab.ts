/**
 * Two builds side by side: the first paint of a page (by default the clients list's first row) for the demo
 * owner, with the code in the HTTP cache, loads alternating between the builds so a shared machine's load
 * falls on both alike. `BENCH_COMPANY=big`: the sync benchmarks' company of 10,000 clients instead
 * (sync-fixture-process.ts), each build's offline copy filled by its own sync first. A tool for deciding a
 * change of the build, not part of `npm run bench`:
 *
 *   WEB_DIST_A=<build before> [WEB_DIST_B=apps/web/dist] [BENCH_PAGE=/clients/] [BENCH_ROUNDS=10] \
 *     [BENCH_COMPANY=big] [BENCH_PORT=4396] npx tsx apps/web/bench/first-paint-ab.ts
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
  type Tokens,
  watchFirstRecord,
} from './browser.js';
import { startServer } from './server.js';
import { startSyncFixture, waitForOfflineCopy } from './sync-fixture-process.js';

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

const bigCompany = process.env.BENCH_COMPANY === 'big';

interface Side {
  url: string;
  tokens: Tokens;
  /** rows the offline copy must hold before the loads are measured (0: the demo's, left to the warm-up) */
  rows: number;
  stop: () => unknown;
}

/** A server of `dist`: the demo company on PGlite, or the sync benchmarks' company of 10,000 clients. */
async function serve(dist: string, sidePort: number): Promise<Side> {
  if (bigCompany) {
    const { fixture, stop } = await startSyncFixture({ WEB_DIST: dist });
    return { url: fixture.url, tokens: fixture.big.tokens, rows: fixture.big.total, stop };
  }
  const server = await startServer(sidePort, { WEB_DIST: dist });
  return { url: server.url, tokens: await signInDemo(server.url), rows: 0, stop: server.stop };
}

const servers = [
  { name: `A ${path.relative(process.cwd(), distA)}`, ...(await serve(distA, port)) },
  { name: `B ${path.relative(process.cwd(), distB)}`, ...(await serve(distB, port + 1)) },
];
const browser = await launchBrowser();
try {
  const sides = [];
  for (const server of servers) {
    const context = await browser.newContext({ serviceWorkers: 'block', locale: 'ru-RU' });
    await keepSignedIn(context, server.tokens);
    if (server.rows > 0) {
      const fill = await context.newPage();
      await fill.goto(`${server.url}/clients/`);
      await waitForOfflineCopy(fill, server.rows);
      await fill.close();
    }
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
