import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { installerJobs } from '../../lib/installer-jobs.js';
import { dayFilter, num, periodOf, projectFilter, type ReportScope, rowsOf } from './repository.js';
import { paidByInstaller } from './repository-costs.js';

/** The one installer a scope keeps rows of: the filter's, or the caller who sees only his own. */
const onlyOf = (scope: ReportScope) => scope.installer ?? scope.own;
const onlyHim = (scope: ReportScope, column: SQL) => {
  const who = onlyOf(scope);
  return who === undefined ? sql`` : sql`and ${column} = ${who}`;
};

/** The day sums serve the scope unless a member of staff filters by another installer than himself. */
const fromDays = (scope: ReportScope) =>
  scope.own === undefined || scope.installer === undefined || scope.installer === scope.own;

export interface PayRow {
  period: string;
  manager: number;
  installer: number;
  pay: number;
}

const payRowsOf = (result: unknown): PayRow[] =>
  rowsOf<Record<string, unknown>>(result).map((r) => ({
    period: String(r.period),
    manager: num(r.manager),
    installer: num(r.installer),
    pay: num(r.pay),
  }));

/**
 * Installer pay earned in the period (lib/installer-jobs: the installer estimate's total on the day of the
 * first done installation), by period, the project's manager and the installer: from the day sums
 * (job_days, decision 0044). A job's installer always mounts its project, so the rows of one installer are
 * those of his projects; only a member of staff filtering by another installer needs the projects read.
 */
export async function payRows(tx: Tx, scope: ReportScope): Promise<PayRow[]> {
  const who = onlyOf(scope);
  if (fromDays(scope)) {
    const result = await tx.execute(sql`
      select ${periodOf(sql`d.day`, scope.group)} as period, d.manager, d.installer, sum(d.pay)::text as pay
      from job_days d
      where d.company_id = ${scope.companyId} and d.pay > 0 and d.day between ${scope.from} and ${scope.to}
        ${dayFilter(scope)} ${who === undefined ? sql`` : sql`and d.installer = ${who}`}
      group by 1, 2, 3`);
    return payRowsOf(result);
  }
  const result = await tx.execute(sql`
    select ${periodOf(sql`j.done`, scope.group)} as period, j.manager, j.installer, sum(j.pay)::text as pay
    from (${installerJobs(scope.companyId, projectFilter(scope))}) j
    where j.installer > 0 and j.pay > 0 and j.done between ${scope.from} and ${scope.to}
      ${onlyHim(scope, sql`j.installer`)}
    group by 1, 2, 3`);
  return payRowsOf(result);
}

export interface InstallerRow {
  id: number;
  installations: number;
  area: number;
  paid: number;
}

/**
 * Per installer: done montazh events of the scope's projects in the period, those projects' m² (kept in
 * project_money), and the payouts to him in the period (repository-costs.ts).
 */
export async function installerRows(tx: Tx, scope: ReportScope): Promise<InstallerRow[]> {
  const c = scope.companyId;
  const doneIn = sql`e.company_id = ${c} and e.deleted_at is null and e.kind = 'montazh'
    and e.status = 'done' and e.date between ${scope.from} and ${scope.to}`;
  // a person on a done installation mounts its project: one installer's rows are his projects' ones
  const jobs = fromDays(scope)
    ? sql`select d.installer as id, sum(d.installations)::int as installations, sum(d.area) as area
      from job_days d
      where d.company_id = ${c} and d.installations > 0 and d.day between ${scope.from} and ${scope.to}
        ${dayFilter(scope)} ${onlyHim(scope, sql`d.installer`)}
      group by 1`
    : sql`select u.id, count(*)::int as installations, coalesce(sum(m.area), 0) as area
      from events e
      join projects p on p.company_id = e.company_id and p.id = e.project
      cross join lateral unnest(e.assignees) as u(id)
      left join project_money m on m.company_id = e.company_id and m.project = e.project
      where ${doneIn} and ${projectFilter(scope)} ${onlyHim(scope, sql`u.id`)}
      group by 1`;
  const result = await tx.execute(sql`
    with jobs as (${jobs}),
    paid as (${paidByInstaller(scope, onlyOf(scope))})
    select coalesce(j.id, v.id) as id, coalesce(j.installations, 0) as installations,
      coalesce(j.area, 0)::text as area, coalesce(v.sum, 0)::text as paid
    from jobs j full join paid v on v.id = j.id`);
  return rowsOf<InstallerRow>(result).map((r) => ({
    id: num(r.id),
    installations: num(r.installations),
    area: Math.round(num(r.area) * 100) / 100,
    paid: num(r.paid),
  }));
}
