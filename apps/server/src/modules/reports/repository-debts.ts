import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { dayFilter, mountedScope, num, type ReportScope, rowsOf, soldProjects } from './repository.js';

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

/**
 * Sold projects of the scope (any time) still owed money: totals, per client, the oldest sales first. The
 * totals come from the day sums (project_days), the list from the owing projects' project_money rows
 * (decision 0044), the clients from the sums kept per client (client_debts, decision 0046) or, filtered by
 * manager or status, from those owing rows; one person's mounted projects are worked out from the projects.
 */
export async function debts(tx: Tx, scope: ReportScope, limit: number): Promise<DebtTotals> {
  if (mountedScope(scope)) return debtsOfProjects(tx, scope, limit);
  const c = scope.companyId;
  const [totals] = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`select coalesce(sum(d.owing), 0)::int as projects, coalesce(sum(d.debt), 0)::text as debt
      from project_days d where d.company_id = ${c} and d.owing > 0 ${dayFilter(scope)}`),
  );
  const owing = sql`m.company_id = ${c} and m.live and m.sold_day is not null and m.amount > m.paid
    ${scope.manager === undefined ? sql`` : sql`and m.manager = ${scope.manager}`}
    ${scope.status === undefined ? sql`` : sql`and m.status = ${scope.status}`}`;
  const list = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`select m.project as projectid, p.name as project, p.clientid, p.client,
        m.sold_day as date, m.amount::text as due, m.paid::text as paid
      from project_money m join projects p on p.company_id = ${c} and p.id = m.project
      where ${owing} order by m.sold_day, m.project limit ${limit}`),
  );
  // without a filter, what each client owes is kept (client_debts): the top rows of its index
  const filtered = scope.manager !== undefined || scope.status !== undefined;
  const clients = rowsOf<Record<string, unknown>>(
    filtered
      ? await tx.execute(sql`select m.clientid, min(m.client) as client, sum(m.amount - m.paid)::text as debt
      from project_money m where ${owing}
      group by 1 order by sum(m.amount - m.paid) desc, 1 limit ${limit}`)
      : await tx.execute(sql`select k.clientid, k.client, k.debt::text as debt from client_debts k
      where k.company_id = ${c} order by k.debt desc, k.clientid limit ${limit}`),
  );
  return {
    total: num(totals?.debt),
    projects: num(totals?.projects),
    clients: clients.map((r) => ({
      clientid: num(r.clientid),
      client: String(r.client ?? ''),
      debt: num(r.debt),
    })),
    list: list.map(debtRow),
  };
}

const debtRow = (r: Record<string, unknown>): DebtRow => ({
  projectid: num(r.projectid),
  project: String(r.project),
  clientid: num(r.clientid),
  client: String(r.client),
  date: String(r.date),
  due: num(r.due),
  paid: num(r.paid),
  debt: num(r.due) - num(r.paid),
});

/**
 * Sold projects of the scope still owed money, worked out from the projects in one statement, so the owing
 * set is computed once (part 0: the list, 1: per client, 2: the totals).
 */
async function debtsOfProjects(tx: Tx, scope: ReportScope, limit: number): Promise<DebtTotals> {
  const rows = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`
    with owing as materialized (
      select sold.id as projectid, sold.name as project, sold.clientid, sold.client, sold.day as date,
        sold.amount as due, sold.paid, sold.amount - sold.paid as debt
      from (${soldProjects(scope)}) sold
      where sold.amount - sold.paid > 0)
    select * from (select 0 as part, projectid, project, clientid, client, date, due::text as due,
        paid::text as paid, null::text as debt
      from owing order by date, projectid limit ${limit}) l
    union all
    select * from (select 1, null::bigint, null::text, clientid, min(client), null::text, null::text,
        null::text, sum(debt)::text
      from owing group by clientid order by sum(debt) desc, clientid limit ${limit}) k
    union all
    select 2, count(*), null, null, null, null, null, null, coalesce(sum(debt), 0)::text from owing`),
  );
  const part = (n: number) => rows.filter((r) => num(r.part) === n);
  const totals = part(2)[0];
  return {
    total: num(totals?.debt),
    projects: num(totals?.projectid),
    clients: part(1)
      .map((r) => ({ clientid: num(r.clientid), client: String(r.client ?? ''), debt: num(r.debt) }))
      .sort((a, b) => b.debt - a.debt || a.clientid - b.clientid),
    list: part(0)
      .map(debtRow)
      .sort((a, b) => a.date.localeCompare(b.date) || a.projectid - b.projectid),
  };
}
