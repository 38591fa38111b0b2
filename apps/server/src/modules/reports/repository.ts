import type { ReportGroup } from '@glad/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';

/*
 * The report's SQL (decision 0029). Every query is of one company and reads live rows only. A project is
 * «sold» on the day of its first live approved client estimate (the estimate's `date` field, else the day it
 * was made) for its `amount`; expenses count on their own day; installations are done montazh events.
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

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const num = (v: unknown) => Number(v ?? 0);

const ISO_DAY = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';

/** The day an estimate row counts on (alias s). */
const estimateDay = sql`case when s.data->>'date' ~ ${ISO_DAY} then s.data->>'date' else to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD') end`;

/** Project p is mounted by the user: his installer estimate, or a montazh event he is on. */
const mountedBy = (companyId: number, userId: number) => sql`(exists (
    select 1 from smetymontazh m where m.company_id = ${companyId} and m.projectid = p.id
      and m.deleted_at is null and m.data->>'montazhnik' = ${String(userId)})
  or exists (
    select 1 from events e where e.company_id = ${companyId} and e.project = p.id and e.deleted_at is null
      and e.kind = 'montazh' and ${userId}::int = any(e.assignees)))`;

/** The conditions on projects p that the scope sets. */
function projectFilter(scope: ReportScope): SQL {
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
const narrowed = (scope: ReportScope) =>
  scope.manager !== undefined ||
  scope.status !== undefined ||
  scope.installer !== undefined ||
  scope.own !== undefined;

/** `day` (text YYYY-MM-DD) → the first day of its period. */
function periodOf(day: SQL, group: ReportGroup): SQL {
  if (group === 'day') return sql`to_char((${day})::date, 'YYYY-MM-DD')`;
  return sql`to_char(date_trunc(${group}, (${day})::date), 'YYYY-MM-DD')`;
}

/** Sold projects of the scope: id, manager, amount and the day sold (any time). */
function soldProjects(scope: ReportScope): SQL {
  return sql`select p.id, p.project_manager, p.amount, p.date as opened, x.day
    from projects p
    join (select s.projectid, min(${estimateDay}) as day from smety s
          where s.company_id = ${scope.companyId} and s.deleted_at is null and s.approved = 1
          group by s.projectid) x on x.projectid = p.id
    where ${projectFilter(scope)}`;
}

export interface SalesRow {
  period: string;
  count: number;
  sum: number;
}

/** A payment's signed amount (alias y): a return counts against what was paid. */
const signed = sql`case when y.kind = 'vozvrat' then -y.amount else y.amount end`;

export interface MoneyRow {
  period: string;
  sum: number;
}

/** Payments of the scope's projects received in the period (payments − returns), by period. */
export async function receivedByPeriod(tx: Tx, scope: ReportScope): Promise<MoneyRow[]> {
  const result = await tx.execute(sql`
    select ${periodOf(sql`y.date`, scope.group)} as period, sum(${signed})::text as sum
    from payments y join projects p on p.company_id = y.company_id and p.id = y.project
    where y.company_id = ${scope.companyId} and y.deleted_at is null
      and y.date between ${scope.from} and ${scope.to} and ${projectFilter(scope)}
    group by 1 order by 1`);
  return rowsOf<MoneyRow>(result).map((r) => ({ period: r.period, sum: num(r.sum) }));
}

/** Payouts to installers in the period by period; a narrowed scope keeps its projects' and installer's. */
export async function payoutsByPeriod(tx: Tx, scope: ReportScope): Promise<MoneyRow[]> {
  const parts: SQL[] = [];
  if (narrowed(scope)) {
    parts.push(sql`v.project in (select p.id from projects p where ${projectFilter(scope)})`);
    if (scope.installer !== undefined) parts.push(sql`v.installer = ${scope.installer}`);
  }
  const result = await tx.execute(sql`
    select ${periodOf(sql`v.date`, scope.group)} as period, sum(v.amount)::text as sum
    from payouts v
    where v.company_id = ${scope.companyId} and v.deleted_at is null
      and v.date between ${scope.from} and ${scope.to} ${parts.length ? sql`and ${sql.join(parts, sql` and `)}` : sql``}
    group by 1 order by 1`);
  return rowsOf<MoneyRow>(result).map((r) => ({ period: r.period, sum: num(r.sum) }));
}

/** Sales in the period by period. */
export async function salesByPeriod(tx: Tx, scope: ReportScope): Promise<SalesRow[]> {
  const result = await tx.execute(sql`
    select ${periodOf(sql`sold.day`, scope.group)} as period, count(*)::int as count, sum(sold.amount)::text as sum
    from (${soldProjects(scope)}) sold
    where sold.day between ${scope.from} and ${scope.to}
    group by 1 order by 1`);
  return rowsOf<SalesRow>(result).map((r) => ({ period: r.period, count: num(r.count), sum: num(r.sum) }));
}

export interface ExpenseRow {
  period: string;
  category: string;
  sum: number;
}

/** Expenses in the period by period and category; a narrowed scope keeps only its projects' ones. */
export async function expensesByPeriod(tx: Tx, scope: ReportScope): Promise<ExpenseRow[]> {
  const ofScope = narrowed(scope)
    ? sql`and x.project_id in (select p.id from projects p where ${projectFilter(scope)})`
    : sql``;
  const result = await tx.execute(sql`
    select ${periodOf(sql`x.date`, scope.group)} as period, x.category, sum(x.amount)::text as sum
    from expenses x
    where x.company_id = ${scope.companyId} and x.date between ${scope.from} and ${scope.to} ${ofScope}
    group by 1, 2 order by 1, 2`);
  return rowsOf<ExpenseRow>(result).map((r) => ({ period: r.period, category: r.category, sum: num(r.sum) }));
}

/** Projects opened in the period by work status. */
export async function projectsByStatus(tx: Tx, scope: ReportScope): Promise<Map<number, number>> {
  const result = await tx.execute(sql`
    select p.status_worked as status, count(*)::int as n from projects p
    where ${projectFilter(scope)} and p.date between ${scope.from} and ${scope.to}
    group by 1`);
  return new Map(rowsOf<{ status: number; n: number }>(result).map((r) => [num(r.status), num(r.n)]));
}

export interface ManagerRow {
  id: number;
  projects: number;
  sold: number;
  sum: number;
  received: number;
  /** expenses and payouts of his projects */
  expenses: number;
}

/**
 * Per manager: projects opened in the period and how many of them are sold, sales in the period, and the
 * expenses of his projects in the period.
 */
export async function managerRows(tx: Tx, scope: ReportScope): Promise<ManagerRow[]> {
  const result = await tx.execute(sql`
    with sold as (${soldProjects(scope)}),
    opened as (
      select p.project_manager as id, count(*)::int as projects, count(sold.id)::int as sold
      from projects p left join sold on sold.id = p.id
      where ${projectFilter(scope)} and p.date between ${scope.from} and ${scope.to}
      group by 1),
    sales as (
      select sold.project_manager as id, sum(sold.amount) as sum from sold
      where sold.day between ${scope.from} and ${scope.to} group by 1),
    spent as (
      select p.project_manager as id, sum(x.amount) as sum from expenses x
      join projects p on p.company_id = x.company_id and p.id = x.project_id
      where x.company_id = ${scope.companyId} and x.date between ${scope.from} and ${scope.to}
        and ${projectFilter(scope)}
      group by 1
      union all
      select p.project_manager as id, sum(v.amount) as sum from payouts v
      join projects p on p.company_id = v.company_id and p.id = v.project
      where v.company_id = ${scope.companyId} and v.deleted_at is null
        and v.date between ${scope.from} and ${scope.to} and ${projectFilter(scope)}
      group by 1),
    got as (
      select p.project_manager as id, sum(${signed}) as sum from payments y
      join projects p on p.company_id = y.company_id and p.id = y.project
      where y.company_id = ${scope.companyId} and y.deleted_at is null
        and y.date between ${scope.from} and ${scope.to} and ${projectFilter(scope)}
      group by 1),
    ids as (select id from opened union select id from sales union select id from spent union select id from got)
    select ids.id, coalesce(o.projects, 0) as projects, coalesce(o.sold, 0) as sold,
      coalesce(s.sum, 0)::text as sum, coalesce(g.sum, 0)::text as received,
      coalesce((select sum(e.sum) from spent e where e.id = ids.id), 0)::text as expenses
    from ids left join opened o on o.id = ids.id left join sales s on s.id = ids.id
      left join got g on g.id = ids.id`);
  return rowsOf<ManagerRow>(result).map((r) => ({
    id: num(r.id),
    projects: num(r.projects),
    sold: num(r.sold),
    sum: num(r.sum),
    received: num(r.received),
    expenses: num(r.expenses),
  }));
}

export interface InstallerRow {
  id: number;
  installations: number;
  area: number;
  paid: number;
}

/**
 * Per installer: done montazh events of the scope's projects in the period, those projects' m², and the
 * payouts to him in the period.
 */
export async function installerRows(tx: Tx, scope: ReportScope): Promise<InstallerRow[]> {
  const who = scope.installer ?? scope.own;
  const onlyHim = (column: SQL) => (who === undefined ? sql`` : sql`and ${column} = ${who}`);
  const ofScope = narrowed(scope)
    ? sql`and v.project in (select p.id from projects p where ${projectFilter(scope)})`
    : sql``;
  const result = await tx.execute(sql`
    with area as (
      select d.projectid, sum(case when d.data->>'ploshad' ~ '^[0-9]+(\\.[0-9]+)?$'
        then (d.data->>'ploshad')::numeric else 0 end) as m2
      from drafts d where d.company_id = ${scope.companyId} and d.deleted_at is null and d.smeta_exclude = 0
      group by 1),
    jobs as (
      select u.id, count(*)::int as installations, coalesce(sum(area.m2), 0) as area
      from events e
      join projects p on p.company_id = e.company_id and p.id = e.project
      cross join lateral unnest(e.assignees) as u(id)
      left join area on area.projectid = e.project
      where e.company_id = ${scope.companyId} and e.deleted_at is null and e.kind = 'montazh'
        and e.status = 'done' and e.date between ${scope.from} and ${scope.to} and ${projectFilter(scope)}
        ${onlyHim(sql`u.id`)}
      group by 1),
    paid as (
      select v.installer as id, sum(v.amount) as sum from payouts v
      where v.company_id = ${scope.companyId} and v.deleted_at is null and v.installer > 0
        and v.date between ${scope.from} and ${scope.to} ${ofScope} ${onlyHim(sql`v.installer`)}
      group by 1)
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

export interface DebtRow {
  projectid: number;
  project: string;
  clientid: number;
  client: string;
  date: string;
  due: number;
  paid: number;
  debt: number;
}

export interface DebtTotals {
  total: number;
  projects: number;
  clients: { clientid: number; client: string; debt: number }[];
  list: DebtRow[];
}

/** Sold projects of the scope (any time) still owed money: totals, per client, the oldest sales first. */
export async function debts(tx: Tx, scope: ReportScope, limit: number): Promise<DebtTotals> {
  const owing = sql`
    select sold.id as projectid, p.name as project, p.clientid, p.client, sold.day as date,
      sold.amount as due, coalesce(y.paid, 0) as paid, sold.amount - coalesce(y.paid, 0) as debt
    from (${soldProjects(scope)}) sold
    join projects p on p.company_id = ${scope.companyId} and p.id = sold.id
    left join (select y.project, sum(${signed}) as paid from payments y
               where y.company_id = ${scope.companyId} and y.deleted_at is null group by 1) y
      on y.project = sold.id
    where sold.amount - coalesce(y.paid, 0) > 0`;
  const list = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`select projectid, project, clientid, client, date, due::text, paid::text
      from (${owing}) d order by date, projectid limit ${limit}`),
  );
  const clients = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`select clientid, min(client) as client, sum(debt)::text as debt
      from (${owing}) d group by clientid order by sum(debt) desc, clientid limit ${limit}`),
  );
  const [totals] = rowsOf<Record<string, unknown>>(
    await tx.execute(
      sql`select coalesce(sum(debt), 0)::text as total, count(*)::int as projects from (${owing}) d`,
    ),
  );
  return {
    total: num(totals?.total),
    projects: num(totals?.projects),
    clients: clients.map((c) => ({
      clientid: num(c.clientid),
      client: String(c.client ?? ''),
      debt: num(c.debt),
    })),
    list: list.map((r) => ({
      projectid: num(r.projectid),
      project: String(r.project),
      clientid: num(r.clientid),
      client: String(r.client),
      date: String(r.date),
      due: num(r.due),
      paid: num(r.paid),
      debt: num(r.due) - num(r.paid),
    })),
  };
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
