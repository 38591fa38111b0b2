/**
 * Sync benchmarks (issue 3 §7), in Chromium against the real server: a company with 10,000 clients,
 * 10,000 projects and 30,000 drafts and one with 10 records, made by apps/server/bench/sync-fixture.ts
 * (PGlite in memory, seeded by SQL in one statement per table). Prints one line per figure; asserts
 * nothing. Needs the built SPA (npm run build). Run: npx tsx apps/web/bench/sync.bench.ts
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import * as esbuild from 'esbuild';
import {
  type FirstRecord,
  firstRecordTimes,
  keepSignedIn,
  launchBrowser,
  type Tokens,
  watchFirstRecord,
} from './browser.js';
import { startSyncFixture, waitForOfflineCopy } from './sync-fixture-process.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const fmt = (ms: number) => `${Math.round(ms)} ms`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const { fixture, stop: stopServer } = await startSyncFixture();
const { url } = fixture;

/** The app names its sync worker's built file through Vite (build/sync-worker.ts): here it is served beside the harness. */
const workerUrlHere: esbuild.Plugin = {
  name: 'sync-worker-url',
  setup(build) {
    build.onResolve({ filter: /^virtual:sync-worker-url$/ }, (args) => ({
      path: args.path,
      namespace: 'sync-worker-url',
    }));
    build.onLoad({ filter: /.*/, namespace: 'sync-worker-url' }, () => ({
      contents: `export default '/bench/sync.worker.ts';`,
      loader: 'js',
    }));
  },
};

/** One file of our modules for the page; the app's sync worker is a second one (decision 0061). */
const bundle = async (entry: string) =>
  (
    await esbuild.build({
      entryPoints: [path.join(here, entry)],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      minify: true,
      write: false,
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [workerUrlHere],
    })
  ).outputFiles[0]!.text;
const harnessJs = await bundle('sync-harness.ts');
// the runtime starts its worker from the address `workerUrlHere` gives it
const workerJs = await bundle('../src/lib/sync/sync.worker.ts');

const browser = await launchBrowser();

type Harness = Record<string, (...args: never[]) => Promise<unknown>>;
interface Timed {
  ms: number;
  waitMs: number;
  bytes: number;
  requests: number;
  counts: { clients: number; projects: number; drafts: number };
}

async function harnessPage(tokens: Tokens) {
  const context = await browser.newContext({ serviceWorkers: 'block', locale: 'ru-RU' });
  await keepSignedIn(context, tokens);
  await context.route(`${url}/bench/harness.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><meta charset="utf-8"><script type="module" src="/bench/harness.js"></script>',
    }),
  );
  await context.route(`${url}/bench/harness.js`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: harnessJs }),
  );
  await context.route(`${url}/bench/sync.worker.ts`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: workerJs }),
  );
  const page = await context.newPage();
  await page.goto(`${url}/bench/harness.html`);
  await page.waitForFunction(() => document.title === 'harness ready');
  const call = <T>(name: string, ...args: unknown[]) =>
    page.evaluate(
      ([n, a]) =>
        (
          (window as unknown as { harness: Harness }).harness[n as string] as (
            ...x: unknown[]
          ) => Promise<unknown>
        )(...(a as unknown[])),
      [name, args] as const,
    ) as Promise<T>;
  return { context, page, call };
}

/**
 * An edit made on the server by another device, with the page's current access token: the one the bench
 * started with lasts 15 minutes, less than the spec loop takes on a busy machine, and the page renews it.
 */
async function serverEdit(page: Page, id: number, name: string) {
  const token = await page.evaluate(() => localStorage.getItem('glad.accessToken'));
  const res = await fetch(`${url}/api/client/${id}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  if (!res.ok) throw new Error(`PUT client: ${res.status} ${await res.text()}`);
}

/**
 * Time from navigation start to the first client row of /clients/ in the DOM, from IndexedDB, to the frame
 * that draws it, and to the page's heading (the shell and the route's code, before any data).
 */
async function firstPaint(page: Page): Promise<FirstRecord> {
  await page.goto(`${url}/clients/`);
  return firstRecordTimes(page);
}

/** Full sync (ours, the spec loop, the raw floor) and incremental syncs at 50,000 rows. */
async function syncFigures(h: Awaited<ReturnType<typeof harnessPage>>) {
  const seeded = { firstClient: fixture.big.firstClient };
  await h.call('rawFull'); // warm the server's caches and the browser's JIT once
  // the machine is shared: ours and raw alternate, twice each, and the better run of each counts
  const best = (a: Timed, b: Timed) => (a.ms <= b.ms ? a : b);
  const cursorRuns: Timed[] = [];
  const rawRuns: Timed[] = [];
  for (let i = 0; i < 2; i++) {
    cursorRuns.push(await h.call<Timed>('cursorFull'));
    rawRuns.push(await h.call<Timed>('rawFull'));
  }
  // the engine runs in the tab's sync worker (decision 0061); a worker that failed to start would leave
  // it on the main thread, and the figure would be of the fallback
  if (!h.page.workers().some((w) => w.url().endsWith('/bench/sync.worker.ts'))) {
    throw new Error('the sync engine did not run in its worker');
  }
  const cursor = cursorRuns.reduce(best);
  const raw = rawRuns.reduce(best);
  // BENCH_SKIP_LOOP=1 leaves out the slow spec loop while tuning the rest
  const paged = process.env.BENCH_SKIP_LOOP ? null : await h.call<Timed>('pagedFull');
  const rows = (t: Timed) => t.counts.clients + t.counts.projects + t.counts.drafts;
  const line = (label: string, t: Timed, runs: Timed[] = [t]) =>
    console.log(
      `full sync, ${label}: ${fmt(t.ms)} for ${rows(t)} rows (${fmt(t.waitMs)} of it waiting for the server; runs ${runs.map((r) => fmt(r.ms)).join(', ')}), ${t.requests} requests, ${kib(t.bytes)}`,
    );
  line('cursor pull (ours)', cursor, cursorRuns);
  if (paged) line('spec loop (20 per request, 3 in parallel)', paged);
  line('raw download + bulkPut of the same JSON', raw, rawRuns);
  console.log(
    `full sync: ours is ${paged ? `${(paged.ms / cursor.ms).toFixed(1)}× faster than the spec loop and ` : ''}${(cursor.ms / raw.ms).toFixed(2)}× the raw time (aim ≤ 1.5×, issue 9 §2)`,
  );

  // incremental at 50,000 rows: the copy is full, one client changes on the server
  await h.call('cursorFull');
  await serverEdit(h.page, seeded.firstClient, 'Иван Изменённый');
  const inc = await h.call<Timed>('incremental');
  console.log(
    `incremental sync after one server change, 50,000 rows: ${fmt(inc.ms)}, ${kib(inc.bytes)} in ${inc.requests} requests`,
  );
  const local = await h.call<Timed>('localEdit', seeded.firstClient, 'Иван Местный');
  console.log(
    `incremental sync after one local change (push + pull), 50,000 rows: ${fmt(local.ms)}, ${kib(local.bytes)} in ${local.requests} requests`,
  );
}

/** Incremental syncs of a company of 10 records. */
async function smallFigures() {
  const small = fixture.small;
  const tiny = { firstClient: small.firstClient };
  const s = await harnessPage(small.tokens);
  await s.call('cursorFull');
  await serverEdit(s.page, tiny.firstClient, 'Иван Изменённый');
  const incSmall = await s.call<Timed>('incremental');
  console.log(
    `incremental sync after one server change, 10 rows: ${fmt(incSmall.ms)}, ${kib(incSmall.bytes)} in ${incSmall.requests} requests`,
  );
  const localSmall = await s.call<Timed>('localEdit', tiny.firstClient, 'Иван Местный');
  console.log(
    `incremental sync after one local change (push + pull), 10 rows: ${fmt(localSmall.ms)}, ${kib(localSmall.bytes)} in ${localSmall.requests} requests`,
  );
  await s.context.close();
}

/**
 * Loads of /clients/ whose median is the figure, after the one that fills the HTTP cache: with three, one
 * build's median moved from 307 to 429 ms between runs on this shared machine; nine hold it closer.
 */
const CACHED_LOADS = 9;

/**
 * Loads of /clients/ in `context` (its offline copy filled): the first fills the HTTP cache and is
 * reported on its own, the median of the next CACHED_LOADS is the figure.
 */
async function paintRuns(context: BrowserContext, roundTripMs = 0): Promise<string> {
  const paints: FirstRecord[] = [];
  for (let i = 0; i < 1 + CACHED_LOADS; i++) {
    const page = await context.newPage();
    if (roundTripMs > 0) {
      // Chromium's own network emulation: every request to the server waits this long (the HTTP cache does not)
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: roundTripMs,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    }
    await page.addInitScript(watchFirstRecord, '/clients/');
    paints.push(await firstPaint(page));
    await page.close();
  }
  const [uncached, ...cached] = paints as [FirstRecord, ...FirstRecord[]];
  cached.sort((a, b) => a.row - b.row);
  const middle = Math.floor(cached.length / 2);
  const mid = cached[middle]!;
  const drawn = cached.map((p) => p.painted).sort((a, b) => a - b);
  return `first row at ${fmt(mid.row)}, ${fmt(mid.row - mid.heading)} after the page's heading (median of ${cached.map((p) => fmt(p.row)).join(', ')}), drawn at ${fmt(drawn[middle]!)} (${drawn.map(fmt).join(', ')}); the code fetched: ${fmt(uncached.row)}`;
}

/**
 * The same for a returning user: the access token expired while the app was closed (it lasts 15 minutes),
 * so every start renews it. A context of its own, whose first page fills the offline copy; each page
 * starts with the stored access token made expired, the refresh token as the last renewal left it. Each
 * round trip in `roundTripsMs` (0: as the machine answers) is measured in turn.
 */
async function expiredPaint(tokens: Tokens, roundTripsMs: number[]): Promise<string[]> {
  const context = await browser.newContext({ serviceWorkers: 'block', locale: 'ru-RU' });
  await context.addInitScript((t) => {
    if (!localStorage.getItem('glad.refreshToken')) {
      localStorage.setItem('glad.accessToken', t.accessToken);
      localStorage.setItem('glad.refreshToken', t.refreshToken);
    }
    const [head, body, signature] = (localStorage.getItem('glad.accessToken') ?? '').split('.');
    const payload = JSON.parse(atob((body ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number };
    payload.exp = Math.floor(Date.now() / 1000) - 60;
    const forged = btoa(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    localStorage.setItem('glad.accessToken', `${head}.${forged}.${signature}`);
  }, tokens);
  const fill = await context.newPage();
  await fill.goto(`${url}/clients/`);
  // the app's own sync fills the offline copy: wait until every row is there
  await waitForOfflineCopy(fill, 50_000);
  await fill.close();
  const figures: string[] = [];
  for (const rtt of roundTripsMs) figures.push(await paintRuns(context, rtt));
  await context.close();
  return figures;
}

try {
  const big = fixture.big;
  const seeded = { ms: big.seedMs, total: big.total, firstClient: big.firstClient };
  console.log(
    `seed: ${seeded.total} rows (10,000 clients, 10,000 projects, 30,000 drafts) by SQL in ${fmt(seeded.ms)}`,
  );

  const h = await harnessPage(big.tokens);
  // BENCH_ONLY_READS=1 fills the offline copy once and measures only the search and the first paint
  if (process.env.BENCH_ONLY_READS) await h.call('cursorFull');
  else await syncFigures(h);
  const searches = await h.call<
    { q: string; coldFirst: number; cold: number; median: number; max: number; found: number }[]
  >('search', ['иван', 'петров анна', 'ленина 12', '912 34', '8 (900', 'звонить', 'яковлев', '']);
  for (const s of searches)
    console.log(
      `local search over 10,000 clients «${s.q}»: ${s.found} found; in memory (list open) median ${s.median.toFixed(1)} ms, max ${s.max.toFixed(1)} ms; cold (index): first screen ${s.coldFirst.toFixed(1)} ms (aim < 50 ms), every match ${s.cold.toFixed(1)} ms`,
    );

  // /clients/ first paint from the offline copy just filled. The harness's request interception goes
  // first: while a context routes requests, Playwright turns its HTTP cache off and holds every request
  // in the test driver, so each navigation fetched all the app's files anew, each by way of the driver —
  // the figure measured that, not the page. A returning user has the code in the service worker's
  // precache (blocked here) or the HTTP cache: the first navigation fills the cache and is reported on
  // its own, the next three are the figure.
  await h.page.close();
  await h.context.unrouteAll();
  const paint = await paintRuns(h.context);
  console.log(
    `/clients/ first paint from IndexedDB (10,000 clients), the code cached: ${paint} (aim < 300 ms)`,
  );
  await h.context.close();
  const rtts = [0, 1000];
  const expired = await expiredPaint(big.tokens, rtts);
  for (const [i, rtt] of rtts.entries()) {
    console.log(
      `/clients/ first paint, the access token expired (renewed at start), ${rtt ? `${rtt} ms round trip to the server` : 'the server on this machine'}: ${expired[i]}`,
    );
  }

  if (!process.env.BENCH_ONLY_READS) await smallFigures();
} finally {
  await browser.close();
  stopServer();
}
