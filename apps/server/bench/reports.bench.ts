/**
 * GET reports/ for a big company (issue 11 §4): 100 000 projects (70 % sold), 300 000 payments, 100 000
 * rooms, 30 000 installations, 30 000 payouts, 20 000 expenses, every project priced (installer pay and cost
 * price), 10 managers, over a year grouped by month. Prints p50/p95
 * of the whole call (HTTP, SQL, answer) on PGlite and, with DATABASE_URL, on PostgreSQL; aim under 300 ms.
 * The rows go straight into their tables, so the reports' sums (decision 0040) are rebuilt once after.
 * Asserts nothing. Run: npx tsx apps/server/bench/reports.bench.ts (BENCH_PROJECTS to change the size,
 * BENCH_NO_PGLITE=1 for PostgreSQL only, BENCH_KEEP=1 to keep the scratch database for EXPLAIN and drop it by hand,
 * BENCH_PARTS=1 to time the call part by part as well: reports-parts.ts)
 */
import { type App, buildApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { startSession } from '../src/modules/auth/sessions.js';
import { ensureTariffs } from '../src/modules/tariffs/seed.js';
import { createScratchDatabase } from '../test/helpers/scratch-db.js';
import { quantile } from './bench-company.js';
import { timeParts } from './reports-parts.js';
import { PAYMENTS, PROJECTS, seed } from './reports-seed.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const AIM_MS = 300;

async function run(label: string, app: App) {
  const { companyId, owner } = await seed(app);
  const token = (await startSession(app, owner)).accessToken;
  const times: number[] = [];
  for (let i = 0; i < RUNS + 2; i++) {
    const t0 = performance.now();
    const res = await app.inject({
      method: 'GET',
      url: '/api/reports/?from=2026-01-01&to=2026-12-31&group=month',
      headers: { authorization: `Bearer ${token}` },
    });
    const ms = performance.now() - t0;
    if (res.statusCode !== 200) throw new Error(`reports: ${res.statusCode} ${res.body.slice(0, 300)}`);
    if (i >= 2) times.push(ms);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label}: GET reports/ for a year, ${PROJECTS} projects, ${PAYMENTS} payments: p50 ${quantile(times, 0.5).toFixed(0)} ms, p95 ${quantile(times, 0.95).toFixed(0)} ms (aim: under ${AIM_MS} ms)`,
  );
  if (process.env.BENCH_PARTS) await timeParts(app, companyId, owner.id, token, RUNS);
}

async function onPglite() {
  const app = await buildApp(testConfig({ databaseUrl: undefined, rateLimit: false }));
  await ensureTariffs(app.db);
  try {
    await run('PGlite', app);
  } finally {
    await app.close();
  }
}

async function onPostgres(adminUrl: string) {
  const scratch = await createScratchDatabase(adminUrl, 'glad_bench');
  const config = testConfig({ databaseUrl: scratch.url, rateLimit: false });
  const app = await buildApp(config, await openDatabase(config));
  await ensureTariffs(app.db);
  try {
    await run('PostgreSQL', app);
  } finally {
    await app.close();
    if (process.env.BENCH_KEEP) console.log('kept', scratch.name);
    else await scratch.drop();
  }
}

if (process.env.DATABASE_URL) await onPostgres(process.env.DATABASE_URL);
if (!process.env.BENCH_NO_PGLITE) await onPglite();
