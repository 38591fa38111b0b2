import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import {
  dayFilter,
  type MoneyRow,
  moneyRows,
  mountedScope,
  narrowed,
  num,
  periodOf,
  projectFilter,
  type ReportScope,
  rowsOf,
} from './repository.js';

/*
 * The costs of a report: expenses and payouts. Read from their day sums (expense_days, payout_days, decision
 * 0046) — rows of a live project carry its manager and work status, so a filter by manager or status keeps
 * the rows of its projects (`live` and the filter), and the company's own rows drop out — unless the scope
 * keeps one person's mounted projects, which the day sums do not tell apart: those read the rows.
 */

/** The day sums' rows (alias d) a scope without one person's mounted projects keeps, in the period. */
function daysOfScope(scope: ReportScope): SQL {
  return sql`d.company_id = ${scope.companyId} and d.day between ${scope.from} and ${scope.to}
    ${narrowed(scope) ? sql`and d.live ${dayFilter(scope)}` : sql``}`;
}

/** `and` the payouts v (or expenses x, by `column`) of the scope's projects. */
const ofScopeProjects = (column: SQL, scope: ReportScope) =>
  sql`and ${column} in (select p.id from projects p where ${projectFilter(scope)})`;

/** Payouts to installers in the period by period (cash out); a narrowed scope keeps its projects' ones. */
export async function payoutRows(tx: Tx, scope: ReportScope): Promise<MoneyRow[]> {
  if (!mountedScope(scope)) {
    return moneyRows(
      await tx.execute(sql`
      select ${periodOf(sql`d.day`, scope.group)} as period, 0 as manager, sum(d.sum)::text as sum
      from payout_days d where ${daysOfScope(scope)}
      group by 1`),
    );
  }
  const installer = scope.installer === undefined ? sql`` : sql`and v.installer = ${scope.installer}`;
  // summed by day first: the period of a day is worked out once per day, not once per payout
  const result = await tx.execute(sql`
    select ${periodOf(sql`d.day`, scope.group)} as period, 0 as manager, sum(d.sum)::text as sum
    from (select v.date as day, sum(v.amount) as sum from payouts v
      where v.company_id = ${scope.companyId} and v.deleted_at is null
        and v.date between ${scope.from} and ${scope.to} ${ofScopeProjects(sql`v.project`, scope)} ${installer}
      group by 1) d
    group by 1`);
  return moneyRows(result);
}

/** Payouts per installer in the period (`only`: to him alone), for the per-installer table. */
export function paidByInstaller(scope: ReportScope, only: number | undefined): SQL {
  const him = (column: SQL) => (only === undefined ? sql`` : sql`and ${column} = ${only}`);
  if (!mountedScope(scope)) {
    return sql`select d.installer as id, sum(d.sum) as sum from payout_days d
      where ${daysOfScope(scope)} and d.installer > 0 ${him(sql`d.installer`)}
      group by 1`;
  }
  return sql`select v.installer as id, sum(v.amount) as sum from payouts v
    where v.company_id = ${scope.companyId} and v.deleted_at is null and v.installer > 0
      and v.date between ${scope.from} and ${scope.to} ${ofScopeProjects(sql`v.project`, scope)}
      ${him(sql`v.installer`)}
    group by 1`;
}

export interface ExpenseRow {
  period: string;
  category: string;
  sum: number;
}

/** Expenses in the period by period and category; a narrowed scope keeps only its projects' ones. */
export async function expensesByPeriod(tx: Tx, scope: ReportScope): Promise<ExpenseRow[]> {
  const days = mountedScope(scope)
    ? sql`select x.date as day, x.category, sum(x.amount) as sum from expenses x
      where x.company_id = ${scope.companyId} and x.date between ${scope.from} and ${scope.to}
        ${ofScopeProjects(sql`x.project_id`, scope)}
      group by 1, 2`
    : sql`select d.day, d.category, sum(d.sum) as sum from expense_days d where ${daysOfScope(scope)}
      group by 1, 2`;
  const result = await tx.execute(sql`
    select ${periodOf(sql`d.day`, scope.group)} as period, d.category, sum(d.sum)::text as sum
    from (${days}) d
    group by 1, 2 order by 1, 2`);
  return rowsOf<ExpenseRow>(result).map((r) => ({ period: r.period, category: r.category, sum: num(r.sum) }));
}

/** Expenses of the scope's projects in the period, by the project's manager. */
export async function managerExpenses(tx: Tx, scope: ReportScope): Promise<Map<number, number>> {
  const result = mountedScope(scope)
    ? await tx.execute(sql`
      select p.project_manager as id, sum(x.amount)::text as sum from expenses x
      join projects p on p.company_id = x.company_id and p.id = x.project_id
      where x.company_id = ${scope.companyId} and x.date between ${scope.from} and ${scope.to}
        and ${projectFilter(scope)}
      group by 1`)
    : await tx.execute(sql`
      select d.manager as id, sum(d.sum)::text as sum from expense_days d
      where d.company_id = ${scope.companyId} and d.day between ${scope.from} and ${scope.to} and d.live
        ${dayFilter(scope)}
      group by 1`);
  return new Map(rowsOf<{ id: number; sum: string }>(result).map((r) => [num(r.id), num(r.sum)]));
}
