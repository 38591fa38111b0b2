import type { ReportGroup } from '@glad/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';

/*
 * The report's SQL (decision 0029). Every query is of one company and reads live rows only. A project is
 * «sold» on the day of its first live approved client estimate (the estimate's `date` field, else the day it
 * was made) for its `amount`; expenses count on their own day; installations are done montazh events.
 * What is sold when, what was paid and who mounts a project are read from the sums the writes keep
 * (lib/report-rollups.ts, decision 0040), not worked out again from every estimate and payment.
 */

/** Which projects a report covers: the filters, and for a caller who sees only his own, him. */
export interface ReportScope {
  companyId: number;
  from: string;
  to: string;
  group: ReportGroup;
  manager?: number | undefined;
  installer?: number | undefined;
  status?: number | undefined;
  /** set: only projects he manages or mounts, and only his own row of staff tables */
  own?: number | undefined;
}

export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
export const num = (v: unknown) => Number(v ?? 0);

/** Project p is mounted by the user: his installer estimate, or a montazh event he is on. */
const mountedBy = (companyId: number, userId: number) => sql`(exists (
    select 1 from smetymontazh m where m.company_id = ${companyId} and m.projectid = p.id
      and m.deleted_at is null and m.data->>'montazhnik' = ${String(userId)})
  or exists (
    select 1 from events e where e.company_id = ${companyId} and e.project = p.id and e.deleted_at is null
      and e.kind = 'montazh' and ${userId}::int = any(e.assignees)))`;

/** The conditions on projects p that the scope sets. */
export function projectFilter(scope: ReportScope): SQL {
  const parts: SQL[] = [sql`p.company_id = ${scope.companyId}`, sql`p.deleted_at is null`];
  if (scope.manager !== undefined) parts.push(sql`p.project_manager = ${scope.manager}`);
  if (scope.status !== undefined) parts.push(sql`p.status_worked = ${scope.status}`);
  if (scope.installer !== undefined) parts.push(mountedBy(scope.companyId, scope.installer));
  if (scope.own !== undefined) {
    parts.push(sql`(p.project_manager = ${scope.own} or ${mountedBy(scope.companyId, scope.own)})`);
  }
  return sql.join(parts, sql` and `);
}

/** Whether the scope narrows projects (then the company's own expenses are left out). */
export const narrowed = (scope: ReportScope) =>
  scope.manager !== undefined ||
  scope.status !== undefined ||
  scope.installer !== undefined ||
  scope.own !== undefined;

/** `day` (text YYYY-MM-DD) → the first day of its period. */
export function periodOf(day: SQL, group: ReportGroup): SQL {
  if (group === 'day') return sql`to_char((${day})::date, 'YYYY-MM-DD')`;
  return sql`to_char(date_trunc(${group}, (${day})::date), 'YYYY-MM-DD')`;
}

/** Sold projects of the scope: id, name, client, amount, the day sold (any time) and what was paid. */
export function soldProjects(scope: ReportScope): SQL {
  return sql`select p.id, p.name, p.clientid, p.client, p.amount, m.sold_day as day, m.paid
    from projects p
    join project_money m on m.company_id = ${scope.companyId} and m.project = p.id
    where m.sold_day is not null and ${projectFilter(scope)}`;
}

/** A payment's signed amount (alias y): a return counts against what was paid. */
const signed = sql`case when y.kind = 'vozvrat' then -y.amount else y.amount end`;

export interface FactRow {
  manager: number;
  status: number;
  /** the period of the sale, '' when not sold in the period */
  period: string;
  /** opened in the period, and how many of those are sold (any time) */
  opened: number;
  openedSold: number;
  /** sold in the period: how many, their sum and their cost price */
  count: number;
  sum: number;
  cost: number;
}

/** The scope keeps one person's mounted projects: the day sums do not tell those apart. */
export const mountedScope = (scope: ReportScope) => scope.installer !== undefined || scope.own !== undefined;

/** `and` the manager and status filters on a day table d. */
export function dayFilter(scope: ReportScope): SQL {
  const parts: SQL[] = [];
  if (scope.manager !== undefined) parts.push(sql`and d.manager = ${scope.manager}`);
  if (scope.status !== undefined) parts.push(sql`and d.status = ${scope.status}`);
  return sql.join(parts, sql` `);
}

const factRows = (result: unknown): FactRow[] =>
  rowsOf<Record<string, unknown>>(result).map((r) => ({
    manager: num(r.manager),
    status: num(r.status),
    period: String(r.period ?? ''),
    opened: num(r.opened),
    openedSold: num(r.opened_sold),
    count: num(r.count),
    sum: num(r.sum),
    cost: num(r.cost),
  }));

/**
 * Projects opened in the period (by manager and work status, and how many of them are sold), and projects
 * sold in the period (by period and manager: count, sum, cost price of materials): from the day sums
 * (project_days, decision 0044), or for one person's mounted projects one pass over them.
 */
export async function projectFacts(tx: Tx, scope: ReportScope): Promise<FactRow[]> {
  const { companyId: c, from, to } = scope;
  if (!mountedScope(scope)) {
    const inPeriod = sql`d.company_id = ${c} and d.day between ${from} and ${to} ${dayFilter(scope)}`;
    return factRows(
      await tx.execute(sql`
      select d.manager, d.status, '' as period, sum(d.opened)::int as opened,
        sum(d.opened_sold)::int as opened_sold, 0 as count, '0' as sum, '0' as cost
      from project_days d where ${inPeriod} and d.opened > 0
      group by 1, 2
      union all
      select s.manager, s.status, ${periodOf(sql`s.day`, scope.group)}, 0, 0, sum(s.count)::int,
        sum(s.sum)::text, sum(s.cost)::text
      from (select d.day, d.manager, d.status, d.sold as count, d.sum, d.cost
        from project_days d where ${inPeriod} and d.sold > 0) s
      group by 1, 2, 3`),
    );
  }
  const soldIn = sql`m.sold_day between ${from} and ${to}`;
  const openedIn = sql`p.date between ${from} and ${to}`;
  const result = await tx.execute(sql`
    select p.project_manager as manager, p.status_worked as status,
      case when ${soldIn} then ${periodOf(sql`m.sold_day`, scope.group)} else '' end as period,
      count(*) filter (where ${openedIn})::int as opened,
      count(m.sold_day) filter (where ${openedIn})::int as opened_sold,
      count(m.sold_day) filter (where ${soldIn})::int as count,
      coalesce(sum(p.amount) filter (where ${soldIn}), 0)::text as sum,
      coalesce(sum(t.cost_price) filter (where ${soldIn}), 0)::text as cost
    from projects p
    left join project_money m on m.company_id = ${c} and m.project = p.id
    left join project_totals t on t.company_id = ${c} and t.project = p.id
    where ${projectFilter(scope)} and (${openedIn} or ${soldIn})
    group by 1, 2, 3`);
  return factRows(result);
}

export interface MoneyRow {
  period: string;
  manager: number;
  sum: number;
}

export const moneyRows = (result: unknown): MoneyRow[] =>
  rowsOf<Record<string, unknown>>(result).map((r) => ({
    period: String(r.period),
    manager: num(r.manager),
    sum: num(r.sum),
  }));

/**
 * Payments of the scope's projects received in the period (payments − returns), by period and manager:
 * from the day sums (payment_days) unless the scope keeps one person's mounted projects.
 */
export async function receivedRows(tx: Tx, scope: ReportScope): Promise<MoneyRow[]> {
  if (!mountedScope(scope)) {
    const result = await tx.execute(sql`
      select ${periodOf(sql`d.day`, scope.group)} as period, d.manager, sum(d.amount)::text as sum
      from payment_days d
      where d.company_id = ${scope.companyId} and d.day between ${scope.from} and ${scope.to}
        ${dayFilter(scope)}
      group by 1, 2`);
    return moneyRows(result);
  }
  // summed by day first: the period of a day is worked out once per day, not once per payment
  const result = await tx.execute(sql`
    select ${periodOf(sql`d.day`, scope.group)} as period, d.manager, sum(d.sum)::text as sum
    from (select y.date as day, p.project_manager as manager, sum(${signed}) as sum
      from payments y join projects p on p.company_id = y.company_id and p.id = y.project
      where y.company_id = ${scope.companyId} and y.deleted_at is null
        and y.date between ${scope.from} and ${scope.to} and ${projectFilter(scope)}
      group by 1, 2) d
    group by 1, 2`);
  return moneyRows(result);
}

export interface StatusRow {
  id: number;
  name: string;
  color: string;
}

/** The company's work statuses in their order. */
export async function workStatuses(tx: Tx, companyId: number): Promise<StatusRow[]> {
  const result = await tx.execute(sql`
    select id, name, color from statuses where company_id = ${companyId} and "group" = 'work'
    order by sort, id`);
  return rowsOf<StatusRow>(result).map((r) => ({ id: num(r.id), name: r.name, color: r.color }));
}
