/**
 * Benchmark of the calendar's month view (issue 10 §4 «the month view with 2,000 events in the company»),
 * printing its figures and asserting nothing: 2,000 events of the current month put straight into the
 * page's offline copy (IndexedDB), as a sync would leave them, then /calendar/month/ opened three times and
 * the time from navigation to the first event drawn in the grid taken (median), with FullCalendar's own
 * chunk loaded on the way. A change seen on another device is the «calendar live changes» bench
 * (apps/server/bench/live.bench.ts). The real server with the built SPA and the demo company.
 * Run: npx tsx apps/web/bench/calendar.bench.ts (BENCH_PORT=<port> for another port).
 */
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { keepSignedIn, launchBrowser, signInDemo } from './browser.js';
import { firstPaintProbe, firstPaints, seedStore } from './page-scripts.js';
import { startServer } from './server.js';

const dist = process.env.WEB_DIST ?? fileURLToPath(new URL('../dist/', import.meta.url));
const EVENTS = 2_000;
/** Seeded ids start here: far above any id the demo company's server blocks hand out in a bench run. */
const FIRST_ID = 900_000_000;
const RUNS = 3;
/** An event drawn in the month's grid. */
const FIRST_EVENT = '.fc-event';
const AIM_MS = 1_500;
const kinds = ['zamer', 'montazh', 'vstrecha', 'other'] as const;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function events(year: number, month: number, days: number, people: number[]) {
  return Array.from({ length: EVENTS }, (_, i) => ({
    id: FIRST_ID + i,
    date: `${year}-${String(month).padStart(2, '0')}-${String((i % days) + 1).padStart(2, '0')}`,
    time: i % 10 === 0 ? '' : `${String(8 + (i % 12)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
    duration: 60 + (i % 3) * 30,
    client: 0,
    project: 0,
    adresa: `ул. Лесная, ${i % 200}`,
    kind: kinds[i % kinds.length],
    assignees: people.length ? [people[i % people.length]!] : [],
    note: '',
    status: i % 17 === 0 ? 'done' : 'planned',
    cancel_reason: '',
    created_by: 0,
    created_at: 1_700_000_000_000,
    timestamp: 1_700_000_000_000 + i,
    _v: 0,
  }));
}

async function main() {
  const { url, stop } = await startServer(Number(process.env.BENCH_PORT ?? 4397), { WEB_DIST: dist });
  const browser = await launchBrowser();
  try {
    const tokens = await signInDemo(url);
    const staff = (await (
      await fetch(`${url}/api/users/`, { headers: { authorization: `Bearer ${tokens.accessToken}` } })
    ).json()) as { id: number }[];
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await keepSignedIn(page, tokens);
    await page.goto(`${url}/calendar/agenda/`);
    await page
      .getByTestId('sync-indicator')
      .and(page.locator('[data-sync-tone="ok"]'))
      .waitFor({ timeout: 60_000 });
    const now = new Date();
    const days = new Date(now.getFullYear(), now.getMonth() + 1, 0).getDate();
    const rows = events(
      now.getFullYear(),
      now.getMonth() + 1,
      days,
      staff.map((s) => s.id),
    );
    const seeded = await seedStore(page, 'events', rows);
    console.log(`seed: ${seeded} events of this month in IndexedDB, ${staff.length} staff`);
    await page.addInitScript(firstPaintProbe(FIRST_EVENT));
    const { times } = await firstPaints(page, `${url}/calendar/month/`, FIRST_EVENT, RUNS);
    const drawn = await page.locator('.fc-event').count();
    console.log(
      `/calendar/month/ first paint (${EVENTS} events in the month from IndexedDB): first event at ${median(times).toFixed(1)} ms (median of ${times.map((t) => t.toFixed(0)).join(', ')} ms; aim: under ${AIM_MS} ms); events drawn: ${drawn} (the rest behind «+ ещё N»)`,
    );
    console.log(
      `load average (1, 5, 15 min) at the end: ${loadavg()
        .map((v) => v.toFixed(2))
        .join(', ')} on ${availableParallelism()} cores`,
    );
    await context.close();
  } finally {
    await browser.close();
    await stop();
  }
}

await main();
