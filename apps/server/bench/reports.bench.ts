/**
 * GET reports/ for a big company (issue 11 §4): 100 000 projects (70 % sold), 300 000 payments, 100 000
 * rooms, 30 000 installations, 30 000 payouts, 20 000 expenses, every project priced (installer pay and cost
 * price), 10 managers, over a year grouped by month. Prints p50/p95
 * of the whole call (HTTP, SQL, answer) on PGlite and, with DATABASE_URL, on PostgreSQL; aim under 300 ms.
 * The rows go straight into their tables, so the reports' sums (decision 0040) are rebuilt once after.
 * Asserts nothing. Run: npx tsx apps/server/bench/reports.bench.ts (BENCH_PROJECTS to change the size,
 * BENCH_NO_PGLITE=1 for PostgreSQL only, BENCH_KEEP=1 to keep the scratch database for EXPLAIN and drop it by hand)
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type App, buildApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { users } from '../src/db/schema/index.js';
import { rebuildRollups } from '../src/lib/report-rollups.js';
import { startSession } from '../src/modules/auth/sessions.js';
import { createCompanyWithOwner } from '../src/modules/company/create-company.js';
import { ensureTariffs } from '../src/modules/tariffs/seed.js';
import { createScratchDatabase } from '../test/helpers/scratch-db.js';

const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 100_000);
const PAYMENTS = PROJECTS * 3;
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const AIM_MS = 300;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

async function seed(app: App) {
  const { company, owner } = await app.db.transaction((tx) =>
    createCompanyWithOwner(tx, {
      companyName: 'Бенчмарк отчётов',
      name: 'Бенч',
      email: `reports-${randomBytes(3).toString('hex')}@example.com`,
      phone: '+79990000003',
      password: 'bench-password',
    }),
  );
  const c = company.id;
  const staff = await app.db
    .insert(users)
    .values(
      Array.from({ length: 10 }, (_, i) => ({
        companyId: c,
        email: `m${i}-${randomBytes(3).toString('hex')}@example.com`,
        passwordHash: 'x',
        name: `Менеджер ${i}`,
      })),
    )
    .returning({ id: users.id });
  const ids = `array[${staff.map((s) => s.id).join(',')}]`;
  const base = 1_000_000_000;
  const day = (expr: string) => `to_char(date '2026-01-01' + ((${expr}) % 365)::int, 'YYYY-MM-DD')`;
  const t0 = performance.now();
  await app.db.execute(
    sql.raw(`insert into projects (company_id, id, version, name, date, amount, status_worked, project_manager)
      select ${c}, ${base} + g, g, 'Объект ' || g, ${day('g * 7')}, 1000000 + (g * 7919) % 50000000,
        (select id from statuses where company_id = ${c} and "group" = 'work' order by sort offset (g % 5) limit 1),
        (${ids})[1 + g % 10]
      from generate_series(1, ${PROJECTS}) g`),
  );
  await app.db.execute(
    sql.raw(`insert into smety (company_id, id, version, projectid, approved, data)
      select ${c}, ${base + 2 * PROJECTS} + g, g, ${base} + g, case when g % 10 < 7 then 1 else 0 end,
        jsonb_build_object('date', ${day('g * 7 + 3')})
      from generate_series(1, ${PROJECTS}) g`),
  );
  await app.db.execute(
    sql.raw(`insert into drafts (company_id, id, version, projectid, data)
      select ${c}, ${base + 4 * PROJECTS} + g, g, ${base} + g, jsonb_build_object('ploshad', (g % 4000) / 100.0)
      from generate_series(1, ${PROJECTS}) g`),
  );
  await app.db.execute(
    sql.raw(`insert into payments (company_id, id, version, project, amount, date, kind)
      select ${c}, ${base + 6 * PROJECTS} + g, g, ${base} + 1 + g % ${PROJECTS}, 100000 + g % 9000000,
        ${day('g * 11')}, case when g % 20 = 0 then 'vozvrat' else 'doplata' end
      from generate_series(1, ${PAYMENTS}) g`),
  );
  await app.db.execute(
    sql.raw(`insert into events (company_id, id, version, date, kind, status, project, assignees)
      select ${c}, ${base + 10 * PROJECTS} + g, g, ${day('g * 13')}, 'montazh', 'done', ${base} + g * 3,
        array[(${ids})[1 + g % 10]]
      from generate_series(1, ${Math.floor(PROJECTS * 0.3)}) g`),
  );
  await app.db.execute(
    sql.raw(`insert into payouts (company_id, id, version, installer, project, amount, date)
      select ${c}, ${base + 12 * PROJECTS} + g, g, (${ids})[1 + g % 10], ${base} + g * 3, 500000, ${day('g * 17')}
      from generate_series(1, ${Math.floor(PROJECTS * 0.3)}) g`),
  );
  await app.db.execute(
    sql.raw(`insert into project_totals (company_id, project, installer_pay, cost_price)
      select ${c}, ${base} + g, 300000 + (g * 13) % 2000000, 200000 + (g * 17) % 5000000
      from generate_series(1, ${PROJECTS}) g`),
  );
  await app.db.execute(
    sql.raw(`insert into expenses (company_id, project_id, category, amount, date, created_by)
      select ${c}, ${base} + g * 5, (array['Материалы','Реклама','Аренда'])[1 + g % 3], 10000 + g, (${day('g * 19')})::date, ${owner.id}
      from generate_series(1, ${Math.floor(PROJECTS * 0.2)}) g`),
  );
  // rows written straight into their tables: the sums their writes would have kept are built once
  await app.db.execute(sql.raw('analyze'));
  const t1 = performance.now();
  await app.db.transaction((tx) => rebuildRollups(tx, c));
  const built = (performance.now() - t1) / 1000;
  await app.db.execute(sql.raw('analyze'));
  console.log(
    `  seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s (the reports' sums rebuilt in ${built.toFixed(1)} s)`,
  );
  return (await startSession(app, owner)).accessToken;
}

async function run(label: string, app: App) {
  const token = await seed(app);
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
