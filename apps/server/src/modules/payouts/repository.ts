import {
  INSTALLER_GROUP,
  type InstallerBalance,
  type InstallerJob,
  type PayoutRecord,
} from '@glad/contracts';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { payouts, projects, projectTotals, users } from '../../db/schema/index.js';
import { installerJobs } from '../../lib/installer-jobs.js';
import { refreshPayoutDays } from '../../lib/report-costs.js';
import { rollupsAfterTotals } from '../../lib/report-rollups.js';

/* SQL of payouts, installers' jobs and balances, and the projects' priced totals; every query one company's. */

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const num = (v: unknown) => Number(v ?? 0);
const ms = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).getTime();

function payoutOf(r: Record<string, unknown>): PayoutRecord {
  return {
    id: num(r.id),
    installer: num(r.installer),
    installerName: String(r.installer_name ?? ''),
    project: num(r.project),
    projectName: String(r.project_name ?? ''),
    amount: num(r.amount),
    date: String(r.date),
    note: String(r.note ?? ''),
    created_by: num(r.created_by),
    created_at: ms(r.created_at),
  };
}

/** Live payouts of the company, newest day first, narrowed by installer, project or id. */
export async function listPayouts(
  tx: Tx,
  companyId: number,
  where: { installer?: number | undefined; project?: number | undefined; id?: number | undefined },
): Promise<PayoutRecord[]> {
  const parts: SQL[] = [sql`v.company_id = ${companyId}`, sql`v.deleted_at is null`];
  if (where.installer !== undefined) parts.push(sql`v.installer = ${where.installer}`);
  if (where.project !== undefined) parts.push(sql`v.project = ${where.project}`);
  if (where.id !== undefined) parts.push(sql`v.id = ${where.id}`);
  const result = await tx.execute(sql`
    select v.id, v.installer, trim(coalesce(u.name, '') || ' ' || coalesce(u.family, '')) as installer_name,
      v.project, coalesce(p.name, '') as project_name, v.amount::text as amount, v.date, v.note,
      v.created_by, v.created_at
    from payouts v
    left join users u on u.id = v.installer and u.company_id = v.company_id
    left join projects p on p.company_id = v.company_id and p.id = v.project and p.deleted_at is null
    where ${sql.join(parts, sql` and `)}
    order by v.date desc, v.id desc
    limit 1000`);
  return rowsOf<Record<string, unknown>>(result).map(payoutOf);
}

/** Records a payout; its id. The reports' sums of its day follow in the same transaction (decision 0046). */
export async function insertPayout(
  tx: Tx,
  companyId: number,
  userId: number,
  body: { installer: number; project: number; amount: number; date: string; note: string },
): Promise<number> {
  const [row] = await tx
    .insert(payouts)
    .values({
      company_id: companyId,
      id: sql`nextval('payouts_id_seq')`,
      version: 0,
      ...body,
      created_by: userId,
      updated_by: userId,
    })
    .returning({ id: payouts.id });
  await refreshPayoutDays(tx, companyId, [body.date]);
  return num(row?.id);
}

/** Marks a live payout deleted (its day's sums follow); false when the company has none of that id. */
export async function deletePayout(tx: Tx, companyId: number, id: number, userId: number): Promise<boolean> {
  const [row] = await tx
    .update(payouts)
    .set({ deleted_at: new Date(), updated_at: new Date(), updated_by: userId })
    .where(and(eq(payouts.company_id, companyId), eq(payouts.id, id), isNull(payouts.deleted_at)))
    .returning({ date: payouts.date });
  if (!row) return false;
  await refreshPayoutDays(tx, companyId, [row.date]);
  return true;
}

/** Whether the user is a live member of the company. */
export async function isStaff(tx: Tx, companyId: number, userId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId), isNull(users.deletedAt)));
  return rows.length > 0;
}

/** Whether the project is a live one of the company. */
export async function isLiveProject(tx: Tx, companyId: number, id: number): Promise<boolean> {
  const rows = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.company_id, companyId), eq(projects.id, id), isNull(projects.deleted_at)));
  return rows.length > 0;
}

const liveProjects = (companyId: number) => sql`p.company_id = ${companyId} and p.deleted_at is null`;

/**
 * Balances: every installer of the company (rights group 7) and everyone with a job or a payout; `only`
 * narrows to one user.
 */
export async function balances(tx: Tx, companyId: number, only?: number): Promise<InstallerBalance[]> {
  const him = (column: SQL) => (only === undefined ? sql`` : sql`and ${column} = ${only}`);
  const result = await tx.execute(sql`
    with jobs as (${installerJobs(companyId, liveProjects(companyId))}),
    earned as (
      select j.installer as id, count(*)::int as jobs, count(j.done)::int as done,
        coalesce(sum(j.pay) filter (where j.done is not null), 0) as earned
      from jobs j where j.installer > 0 ${him(sql`j.installer`)} group by 1),
    paid as (
      select v.installer as id, sum(v.amount) as paid from payouts v
      where v.company_id = ${companyId} and v.deleted_at is null and v.installer > 0 ${him(sql`v.installer`)}
      group by 1),
    people as (
      select u.id from users u where u.company_id = ${companyId} and u.deleted_at is null
        and u.rights @> ${JSON.stringify([INSTALLER_GROUP])}::jsonb ${him(sql`u.id`)}
      union select id from earned union select id from paid)
    select x.id, coalesce(nullif(trim(u.name || ' ' || u.family), ''), u.email, 'Сотрудник ' || x.id) as name,
      coalesce(e.jobs, 0) as jobs, coalesce(e.done, 0) as done, coalesce(e.earned, 0)::text as earned,
      coalesce(v.paid, 0)::text as paid
    from people x
    left join users u on u.id = x.id and u.company_id = ${companyId}
    left join earned e on e.id = x.id
    left join paid v on v.id = x.id`);
  return rowsOf<Record<string, unknown>>(result)
    .map((r) => ({
      id: num(r.id),
      name: String(r.name),
      jobs: num(r.jobs),
      done: num(r.done),
      earned: num(r.earned),
      paid: num(r.paid),
      balance: num(r.earned) - num(r.paid),
    }))
    .sort((a, b) => b.balance - a.balance || a.name.localeCompare(b.name, 'ru'));
}

/** An installer's jobs, the undone ones first, then the latest done. */
export async function jobsOf(tx: Tx, companyId: number, installer: number): Promise<InstallerJob[]> {
  const result = await tx.execute(sql`
    select j.project, coalesce(p.name, '') as name, coalesce(p.client, '') as client, j.pay::text as pay, j.done
    from (${installerJobs(companyId, liveProjects(companyId))}) j
    join projects p on p.company_id = ${companyId} and p.id = j.project
    where j.installer = ${installer}
    order by j.done desc nulls first, j.project desc
    limit 500`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    project: num(r.project),
    name: String(r.name),
    client: String(r.client),
    pay: num(r.pay),
    done: r.done == null ? null : String(r.done),
  }));
}

/** Writes what a device priced for a project; a field left out keeps its value. */
export async function upsertTotals(
  tx: Tx,
  companyId: number,
  project: number,
  userId: number,
  values: { installer_pay?: number | undefined; cost_price?: number | undefined },
) {
  const set = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  await tx
    .insert(projectTotals)
    .values({ company_id: companyId, project, updated_by: userId, ...set })
    .onConflictDoUpdate({
      target: [projectTotals.company_id, projectTotals.project],
      set: { ...set, updated_by: userId, updated_at: new Date() },
    });
  await rollupsAfterTotals(tx, companyId, project);
}
