import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { lockCompanySums, rebuildCostDays, refreshCostDaysOfProject } from './report-costs.js';
import { daysOfProjects, rebuildDays, refreshDays } from './report-days.js';

/*
 * The sums the reports read (decision 0040): `project_money`, one row per project with the facts its
 * estimates, payments, installations and rooms give, and `payment_days`, the money received per day by the
 * project's manager and work status. Both are recomputed from the rows — never adjusted by a difference —
 * for the projects and days a write touches, inside that write's transaction; the company's writes wait for
 * each other (lib/records/context.ts), so each recomputation sees every write committed before it.
 *
 * The rules here are the reports' (decision 0029, 0035): a project is sold on the day of its first live
 * approved client estimate (the estimate's `date` field, else the day it was made); a return counts against
 * what was paid; a job's installer is the one its oldest live installer estimate names, else the first
 * person of its first installation not cancelled; the job is done on the day of its first done installation.
 */

const ISO_DAY = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The project's own fields and what a device priced for it (p: projects, t: project_totals). */
const ownColumns = sql`(p.deleted_at is null) as live, p.date as open_day, p.project_manager as manager,
      p.status_worked as status, p.amount, coalesce(t.cost_price, 0) as cost, coalesce(t.installer_pay, 0) as pay,
      p.clientid, p.client`;
const ownNames = sql`live, open_day, manager, status, amount, cost, pay, clientid, client`;

/** The project_money row of each project p of the company that `where` keeps. */
function projectMoneyRows(companyId: number, where: SQL): SQL {
  return sql`select p.company_id, p.id as project,
      (select min(case when s.data->>'date' ~ ${ISO_DAY} then s.data->>'date'
                  else to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD') end)
        from smety s where s.company_id = p.company_id and s.projectid = p.id and s.deleted_at is null
          and s.approved = 1) as sold_day,
      coalesce((select sum(case when y.kind = 'vozvrat' then -y.amount else y.amount end)
        from payments y where y.company_id = p.company_id and y.project = p.id and y.deleted_at is null), 0)
        as paid,
      (mz.installer is not null or fe.installer is not null) as job,
      coalesce(nullif(mz.installer, 0), fe.installer, 0) as installer,
      (select min(e.date) from events e where e.company_id = p.company_id and e.project = p.id
          and e.deleted_at is null and e.kind = 'montazh' and e.status = 'done') as done_day,
      coalesce((select sum(case when d.data->>'ploshad' ~ '^[0-9]+(\\.[0-9]+)?$'
                  then (d.data->>'ploshad')::numeric else 0 end)
        from drafts d where d.company_id = p.company_id and d.projectid = p.id and d.deleted_at is null
          and d.smeta_exclude = 0), 0) as area,
      ${ownColumns}
    from projects p
    left join project_totals t on t.company_id = p.company_id and t.project = p.id
    left join lateral (select case when m.data->>'montazhnik' ~ '^[1-9][0-9]{0,8}$'
          then (m.data->>'montazhnik')::int else 0 end as installer
        from smetymontazh m where m.company_id = p.company_id and m.projectid = p.id and m.deleted_at is null
        order by m.id limit 1) mz on true
    left join lateral (select e.assignees[1] as installer
        from events e where e.company_id = p.company_id and e.project = p.id and e.deleted_at is null
          and e.kind = 'montazh' and e.status <> 'cancelled' and cardinality(e.assignees) > 0
        order by e.date, e.time, e.id limit 1) fe on true
    where p.company_id = ${companyId} and ${where}`;
}

const upsertProjectMoney = (companyId: number, where: SQL) => sql`
  insert into project_money (company_id, project, sold_day, paid, job, installer, done_day, area, ${ownNames})
  ${projectMoneyRows(companyId, where)}
  on conflict (company_id, project) do update set sold_day = excluded.sold_day, paid = excluded.paid,
    job = excluded.job, installer = excluded.installer, done_day = excluded.done_day, area = excluded.area,
    live = excluded.live, open_day = excluded.open_day, manager = excluded.manager, status = excluded.status,
    amount = excluded.amount, cost = excluded.cost, pay = excluded.pay, clientid = excluded.clientid,
    client = excluded.client`;

/** The received money of `days` (by the project's manager and status), recomputed. */
const paymentDayRows = (companyId: number, where: SQL) => sql`
  insert into payment_days (company_id, day, manager, status, amount)
  select y.company_id, y.date, p.project_manager, p.status_worked,
    sum(case when y.kind = 'vozvrat' then -y.amount else y.amount end)
  from payments y join projects p on p.company_id = y.company_id and p.id = y.project
  where y.company_id = ${companyId} and y.deleted_at is null and p.deleted_at is null and ${where}
  group by 1, 2, 3, 4`;

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * Recomputes the project_money rows of the company's projects `ids` (0 and unknown ids are skipped), and the
 * day sums (lib/report-days.ts) of the days those rows fell on before and fall on now.
 */
export async function refreshProjectMoney(tx: Tx, companyId: number, ids: readonly number[]) {
  const wanted = [...new Set(ids)].filter((id) => id > 0);
  if (wanted.length === 0) return;
  const list = idList(wanted);
  const before = await daysOfProjects(tx, companyId, list);
  await tx.execute(upsertProjectMoney(companyId, sql`p.id in (${list})`));
  const after = await daysOfProjects(tx, companyId, list);
  await refreshDays(tx, companyId, {
    days: [...before.days, ...after.days],
    done: [...before.done, ...after.done],
    clients: [...(before.clients ?? []), ...(after.clients ?? [])],
  });
}

/**
 * After a write of what a device priced for a project (project_totals): its sums follow. Takes the company's
 * write lock first (lib/records/context.ts), as the synced writes hold it, so the day sums are recomputed by one
 * writer at a time.
 */
export async function rollupsAfterTotals(tx: Tx, companyId: number, project: number) {
  await lockCompanySums(tx, companyId);
  await refreshProjectMoney(tx, companyId, [project]);
}

/** Recomputes the payment_days rows of the company's `days` (YYYY-MM-DD). */
export async function refreshPaymentDays(tx: Tx, companyId: number, days: readonly string[]) {
  const wanted = [...new Set(days)].filter((d) => d !== '');
  if (wanted.length === 0) return;
  const list = sql.join(
    wanted.map((d) => sql`${d}`),
    sql`, `,
  );
  await tx.execute(sql`delete from payment_days where company_id = ${companyId} and day in (${list})`);
  await tx.execute(paymentDayRows(companyId, sql`y.date in (${list})`));
}

/** The days the live payments of a project were received on. */
async function paymentDaysOf(tx: Tx, companyId: number, projectId: number): Promise<string[]> {
  const result = await tx.execute(sql`select distinct date from payments
    where company_id = ${companyId} and project = ${projectId} and deleted_at is null`);
  return rowsOf<{ date: string }>(result).map((r) => r.date);
}

/**
 * Every project_money row of a company at once: the same rules as projectMoneyRows, each table read once
 * and grouped (per project lookups would take one index probe per project and table).
 */
function allProjectMoneyRows(companyId: number): SQL {
  const c = companyId;
  return sql`select p.company_id, p.id as project, sold.day as sold_day, coalesce(y.paid, 0) as paid,
      (mz.installer is not null or fe.installer is not null) as job,
      coalesce(nullif(mz.installer, 0), fe.installer, 0) as installer, dn.day as done_day,
      coalesce(a.m2, 0) as area, ${ownColumns}
    from projects p
    left join project_totals t on t.company_id = ${c} and t.project = p.id
    left join (select s.projectid, min(case when s.data->>'date' ~ ${ISO_DAY} then s.data->>'date'
          else to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD') end) as day
        from smety s where s.company_id = ${c} and s.deleted_at is null and s.approved = 1
        group by 1) sold on sold.projectid = p.id
    left join (select y.project, sum(case when y.kind = 'vozvrat' then -y.amount else y.amount end) as paid
        from payments y where y.company_id = ${c} and y.deleted_at is null group by 1) y on y.project = p.id
    left join (select distinct on (m.projectid) m.projectid,
          case when m.data->>'montazhnik' ~ '^[1-9][0-9]{0,8}$' then (m.data->>'montazhnik')::int else 0 end
            as installer
        from smetymontazh m where m.company_id = ${c} and m.deleted_at is null
        order by m.projectid, m.id) mz on mz.projectid = p.id
    left join (select distinct on (e.project) e.project, e.assignees[1] as installer
        from events e where e.company_id = ${c} and e.deleted_at is null and e.kind = 'montazh'
          and e.status <> 'cancelled' and cardinality(e.assignees) > 0
        order by e.project, e.date, e.time, e.id) fe on fe.project = p.id
    left join (select e.project, min(e.date) as day from events e
        where e.company_id = ${c} and e.deleted_at is null and e.kind = 'montazh' and e.status = 'done'
        group by 1) dn on dn.project = p.id
    left join (select d.projectid, sum(case when d.data->>'ploshad' ~ '^[0-9]+(\\.[0-9]+)?$'
          then (d.data->>'ploshad')::numeric else 0 end) as m2
        from drafts d where d.company_id = ${c} and d.deleted_at is null and d.smeta_exclude = 0
        group by 1) a on a.projectid = p.id
    where p.company_id = ${c}`;
}

/** Every sum of a company rebuilt from its rows (rows written without the records engine: seeds, benches). */
export async function rebuildRollups(tx: Tx, companyId: number) {
  await tx.execute(sql`delete from project_money where company_id = ${companyId}`);
  await tx.execute(sql`insert into project_money
    (company_id, project, sold_day, paid, job, installer, done_day, area, ${ownNames})
    ${allProjectMoneyRows(companyId)}`);
  await tx.execute(sql`delete from payment_days where company_id = ${companyId}`);
  await tx.execute(paymentDayRows(companyId, sql`true`));
  await rebuildDays(tx, companyId);
  await rebuildCostDays(tx, companyId);
}

type Values = Record<string, unknown> & { id: number; deleted_at: unknown };
const isLive = (row: Values | null): row is Values => row !== null && !row.deleted_at;
const projectOf = (row: Values | null, column: string) => (row ? Number(row[column] ?? 0) : 0);

const areaOf = (row: Values) => (row.data as Record<string, unknown> | undefined)?.ploshad;

/** Whether a draft's write changes what its project's m² sum reads (decision 0040). */
const draftAreaMoved = (prev: Values, next: Values) =>
  isLive(prev) !== isLive(next) ||
  prev.projectid !== next.projectid ||
  prev.smeta_exclude !== next.smeta_exclude ||
  areaOf(prev) !== areaOf(next);

/** The fields of a project project_money keeps a copy of (beside its manager, status and liveness). */
const projectCopies = ['date', 'amount', 'clientid', 'client'];

/** The column of a synced table that names the project a row belongs to. */
const projectColumn: Record<string, string> = {
  smety: 'projectid',
  smetymontazh: 'projectid',
  drafts: 'projectid',
  events: 'project',
  oplata: 'project',
};

/**
 * Brings both sums up to date after a synced row of `table` went from `prev` (null: created) to `next`,
 * in the same transaction. Rows of other tables change neither.
 */
export async function rollupsAfterWrite(
  tx: Tx,
  companyId: number,
  table: string,
  prev: Values | null,
  next: Values,
) {
  if (table === 'projects') {
    const moved =
      isLive(prev) !== isLive(next) ||
      prev?.project_manager !== next.project_manager ||
      prev?.status_worked !== next.status_worked;
    const copied = moved || !prev || projectCopies.some((f) => prev[f] !== next[f]);
    if (copied) await refreshProjectMoney(tx, companyId, [next.id]);
    if (moved) {
      await refreshPaymentDays(tx, companyId, await paymentDaysOf(tx, companyId, next.id));
      // the expenses and payouts of a project count under its manager and status while it is live (0046)
      await refreshCostDaysOfProject(tx, companyId, next.id);
    }
    return;
  }
  const column = projectColumn[table];
  if (!column) return;
  if (table === 'events' && prev?.kind !== 'montazh' && next.kind !== 'montazh') return;
  // an installation counts on its own day for each person on it
  if (table === 'events') {
    await refreshDays(tx, companyId, { days: [], done: [prev ? String(prev.date) : '', String(next.date)] });
  }
  // a room counts by its area alone: most draft writes (drawing, prices, names) leave the sums as they are
  if (table === 'drafts' && prev && !draftAreaMoved(prev, next)) return;
  await refreshProjectMoney(tx, companyId, [projectOf(prev, column), projectOf(next, column)]);
  if (table === 'oplata') {
    const days = [isLive(prev) ? String(prev.date) : '', isLive(next) ? String(next.date) : ''];
    await refreshPaymentDays(tx, companyId, days);
  }
}
