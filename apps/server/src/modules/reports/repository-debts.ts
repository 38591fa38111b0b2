import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { num, type ReportScope, rowsOf, soldProjects } from './repository.js';

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
 * Sold projects of the scope (any time) still owed money: totals, per client, the oldest sales first — one
 * statement, so the owing set is computed once (part 0: the list, 1: per client, 2: the totals).
 */
export async function debts(tx: Tx, scope: ReportScope, limit: number): Promise<DebtTotals> {
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
      .map((r) => ({
        projectid: num(r.projectid),
        project: String(r.project),
        clientid: num(r.clientid),
        client: String(r.client),
        date: String(r.date),
        due: num(r.due),
        paid: num(r.paid),
        debt: num(r.due) - num(r.paid),
      }))
      .sort((a, b) => a.date.localeCompare(b.date) || a.projectid - b.projectid),
  };
}
