import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';

/*
 * The day sums of the reports' costs (decision 0046): `expense_days` (expenses per day and category) and
 * `payout_days` (payouts per day and installer), each split by the project the row is of — `live` with that
 * project's manager and work status when it is a live project of the company, else (the company's own, or a
 * project in the trash) not live, manager and status 0. Written by REST modules (expenses, payouts) and moved by
 * a project's manager, status or liveness (lib/report-rollups.ts): recomputed for the days touched, never
 * adjusted, by one writer of the company at a time.
 */

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Takes the company's write lock (lib/records/context.ts: synced writes hold it from their first statement), so
 * the sums of a day are recomputed by one writer at a time, each seeing every write committed before it.
 */
export async function lockCompanySums(tx: Tx, companyId: number) {
  await tx.execute(sql`select id from companies where id = ${companyId} for no key update`);
}

/** The distinct days of `days` (YYYY-MM-DD), without empty ones. */
const distinctDays = (days: readonly string[]) => [...new Set(days)].filter((d) => d !== '');

/** `column in (days)`, each day cast by `cast` (to compare with a date column). */
const inDays = (column: SQL, days: readonly string[], cast: SQL = sql``) =>
  sql`${column} in (${sql.join(
    days.map((d) => sql`${d}${cast}`),
    sql`, `,
  )})`;

/** The project of a cost row (its column `project`), when it is a live project of the company. */
const liveProject = (row: SQL, project: SQL) => sql`left join projects p on p.company_id = ${row}
  and p.id = ${project} and p.deleted_at is null`;

const expenseDayRows = (companyId: number, where: SQL) => sql`
  insert into expense_days (company_id, day, category, live, manager, status, sum)
  select x.company_id, to_char(x.date, 'YYYY-MM-DD'), x.category, p.id is not null,
    coalesce(p.project_manager, 0), coalesce(p.status_worked, 0), sum(x.amount)
  from expenses x ${liveProject(sql`x.company_id`, sql`x.project_id`)}
  where x.company_id = ${companyId} and ${where}
  group by 1, 2, 3, 4, 5, 6`;

const payoutDayRows = (companyId: number, where: SQL) => sql`
  insert into payout_days (company_id, day, installer, live, manager, status, sum)
  select v.company_id, v.date, v.installer, p.id is not null, coalesce(p.project_manager, 0),
    coalesce(p.status_worked, 0), sum(v.amount)
  from payouts v ${liveProject(sql`v.company_id`, sql`v.project`)}
  where v.company_id = ${companyId} and v.deleted_at is null and ${where}
  group by 1, 2, 3, 4, 5, 6`;

/** Recomputes the expense_days rows of the company's `days` (YYYY-MM-DD), after an expense's write. */
export async function refreshExpenseDays(tx: Tx, companyId: number, days: readonly string[]) {
  const wanted = distinctDays(days);
  if (wanted.length === 0) return;
  await lockCompanySums(tx, companyId);
  await tx.execute(
    sql`delete from expense_days where company_id = ${companyId} and ${inDays(sql`day`, wanted)}`,
  );
  await tx.execute(expenseDayRows(companyId, inDays(sql`x.date`, wanted, sql`::date`)));
}

/** Recomputes the payout_days rows of the company's `days` (YYYY-MM-DD), after a payout's write. */
export async function refreshPayoutDays(tx: Tx, companyId: number, days: readonly string[]) {
  const wanted = distinctDays(days);
  if (wanted.length === 0) return;
  await lockCompanySums(tx, companyId);
  await tx.execute(
    sql`delete from payout_days where company_id = ${companyId} and ${inDays(sql`day`, wanted)}`,
  );
  await tx.execute(payoutDayRows(companyId, inDays(sql`v.date`, wanted)));
}

/**
 * After a project's manager, work status or liveness changed: the expense and payout days of its rows follow
 * (the caller holds the company's write lock: a synced write).
 */
export async function refreshCostDaysOfProject(tx: Tx, companyId: number, project: number) {
  const spent = await tx.execute(sql`select distinct to_char(date, 'YYYY-MM-DD') as day from expenses
    where company_id = ${companyId} and project_id = ${project}`);
  await refreshExpenseDays(
    tx,
    companyId,
    rowsOf<{ day: string }>(spent).map((r) => r.day),
  );
  const paid = await tx.execute(sql`select distinct date as day from payouts
    where company_id = ${companyId} and project = ${project} and deleted_at is null`);
  await refreshPayoutDays(
    tx,
    companyId,
    rowsOf<{ day: string }>(paid).map((r) => r.day),
  );
}

/** Both cost day tables of a company rebuilt from its rows. */
export async function rebuildCostDays(tx: Tx, companyId: number) {
  await tx.execute(sql`delete from expense_days where company_id = ${companyId}`);
  await tx.execute(expenseDayRows(companyId, sql`true`));
  await tx.execute(sql`delete from payout_days where company_id = ${companyId}`);
  await tx.execute(payoutDayRows(companyId, sql`true`));
}
