/**
 * The reports bench's company (issue 11 §4): rows written straight into their tables, then the reports' sums
 * (decision 0040) rebuilt once. Used by reports.bench.ts.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { App } from '../src/app.js';
import { users } from '../src/db/schema/index.js';
import { rebuildRollups } from '../src/lib/report-rollups.js';
import { benchCompany } from './bench-company.js';

export const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 100_000);
export const PAYMENTS = PROJECTS * 3;

/** Seeds the company; its id and owner. */
export async function seed(app: App) {
  const { company, owner } = await benchCompany(app, {
    companyName: 'Бенчмарк отчётов',
    emailPrefix: 'reports',
    phone: '+79990000003',
  });
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
  return { companyId: c, owner };
}
