import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';

/*
 * The day tables of the reports (decision 0044), summed from project_money alone — which keeps, per project,
 * its days (opened, sold, done), its manager, work status, liveness, amount, cost price, pay and what was
 * paid. `project_days`: per day, by manager and status, projects opened (and how many of those are sold) and
 * projects sold (their sum, cost price, how many still owe and how much). `job_days`: installer pay earned
 * per done day, and done installations with their m², by manager, status and installer. `client_debts`
 * (decision 0046): what each client owes over his owing projects. Like the rest of the sums they are
 * recomputed for the days and clients a write touches, never adjusted (lib/report-rollups.ts).
 */

/** `column in (days)`, or true for every day (a rebuild). */
type DayTest = (column: SQL) => SQL;

const projectDayRows = (companyId: number, dayIn: DayTest) => sql`
  insert into project_days (company_id, day, manager, status, opened, opened_sold, sold, sum, cost, owing, debt)
  select ${companyId}::int, x.day, x.manager, x.status, sum(x.opened), sum(x.opened_sold), sum(x.sold), sum(x.sum),
    sum(x.cost), sum(x.owing), sum(x.debt)
  from (
    select m.open_day as day, m.manager, m.status, 1 as opened, (m.sold_day is not null)::int as opened_sold,
      0 as sold, 0::bigint as sum, 0::bigint as cost, 0 as owing, 0::bigint as debt
    from project_money m where m.company_id = ${companyId} and m.live and ${dayIn(sql`m.open_day`)}
    union all
    select m.sold_day, m.manager, m.status, 0, 0, 1, m.amount, m.cost, (m.amount > m.paid)::int,
      greatest(m.amount - m.paid, 0)
    from project_money m where m.company_id = ${companyId} and m.live and ${dayIn(sql`m.sold_day`)}
  ) x
  group by 1, 2, 3, 4`;

const jobDayRows = (companyId: number, dayIn: DayTest) => sql`
  insert into job_days (company_id, day, manager, status, installer, pay, installations, area)
  select ${companyId}::int, x.day, x.manager, x.status, x.installer, sum(x.pay), sum(x.installations),
    sum(x.area)
  from (
    select m.done_day as day, m.manager, m.status, m.installer, m.pay, 0 as installations, 0::numeric as area
    from project_money m
    where m.company_id = ${companyId} and m.live and m.job and m.installer > 0 and m.pay > 0
      and ${dayIn(sql`m.done_day`)}
    union all
    select e.date, m.manager, m.status, u.id, 0, 1, m.area
    from events e cross join lateral unnest(e.assignees) as u(id)
    join project_money m on m.company_id = e.company_id and m.project = e.project
    where e.company_id = ${companyId} and e.deleted_at is null and e.kind = 'montazh' and e.status = 'done'
      and m.live and ${dayIn(sql`e.date`)}
  ) x
  group by 1, 2, 3, 4, 5`;

const inList = (days: readonly string[]) => {
  const list = sql.join(
    days.map((d) => sql`${d}`),
    sql`, `,
  );
  return (column: SQL) => sql`${column} in (${list})`;
};

export interface ProjectDays {
  /** opened and sold days */
  days: string[];
  /** done days: of the jobs, and of the done installations */
  done: string[];
  /** the projects' clients (client_debts) */
  clients?: number[];
}

/** What each client owes: his live sold projects still owed money, summed (`where` on project_money m). */
const clientDebtRows = (companyId: number, where: SQL) => sql`
  insert into client_debts (company_id, clientid, client, projects, debt)
  select m.company_id, m.clientid, min(m.client), count(*), sum(m.amount - m.paid)
  from project_money m
  where m.company_id = ${companyId} and m.live and m.sold_day is not null and m.amount > m.paid and ${where}
  group by 1, 2`;

/** The days the project_money rows of `ids` fall on. */
export async function daysOfProjects(tx: Tx, companyId: number, ids: SQL): Promise<ProjectDays> {
  const result = await tx.execute(sql`select open_day, sold_day, done_day, clientid from project_money
    where company_id = ${companyId} and project in (${ids})`);
  const rows = (result as { rows: Record<string, string | null>[] }).rows;
  const days: string[] = [];
  const done: string[] = [];
  const clients: number[] = [];
  for (const r of rows) {
    if (r.open_day != null) days.push(r.open_day);
    if (r.sold_day != null) days.push(r.sold_day);
    if (r.done_day != null) done.push(r.done_day);
    clients.push(Number(r.clientid ?? 0));
  }
  const installed = await tx.execute(sql`select distinct date from events
    where company_id = ${companyId} and project in (${ids}) and deleted_at is null and kind = 'montazh'
      and status = 'done'`);
  for (const r of (installed as { rows: { date: string }[] }).rows) done.push(r.date);
  return { days, done, clients };
}

/** Recomputes the project_days and job_days rows of the company's days, and the client_debts of its clients. */
export async function refreshDays(tx: Tx, companyId: number, touched: ProjectDays) {
  const days = [...new Set(touched.days)];
  if (days.length > 0) {
    const dayIn = inList(days);
    await tx.execute(sql`delete from project_days where company_id = ${companyId} and ${dayIn(sql`day`)}`);
    await tx.execute(projectDayRows(companyId, dayIn));
  }
  const done = [...new Set(touched.done)];
  if (done.length > 0) {
    const dayIn = inList(done);
    await tx.execute(sql`delete from job_days where company_id = ${companyId} and ${dayIn(sql`day`)}`);
    await tx.execute(jobDayRows(companyId, dayIn));
  }
  const clients = [...new Set(touched.clients ?? [])];
  if (clients.length > 0) {
    const list = sql.join(
      clients.map((id) => sql`${id}`),
      sql`, `,
    );
    await tx.execute(sql`delete from client_debts where company_id = ${companyId} and clientid in (${list})`);
    await tx.execute(clientDebtRows(companyId, sql`m.clientid in (${list})`));
  }
}

/** The day tables and client_debts of a company rebuilt from its project_money rows. */
export async function rebuildDays(tx: Tx, companyId: number) {
  const every: DayTest = (column) => sql`${column} is not null`;
  await tx.execute(sql`delete from project_days where company_id = ${companyId}`);
  await tx.execute(projectDayRows(companyId, every));
  await tx.execute(sql`delete from job_days where company_id = ${companyId}`);
  await tx.execute(jobDayRows(companyId, every));
  await tx.execute(sql`delete from client_debts where company_id = ${companyId}`);
  await tx.execute(clientDebtRows(companyId, sql`true`));
}
