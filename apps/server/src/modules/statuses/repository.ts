import { defaultStatuses, type StatusGroup, statusGroups } from '@glad/contracts';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { projects, statuses } from '../../db/schema/index.js';

export type StatusRow = typeof statuses.$inferSelect;

export const toStatus = (row: StatusRow) => ({
  id: row.id,
  group: row.group,
  name: row.name,
  color: row.color,
  sort: row.sort,
});

export function listStatuses(tx: Tx, companyId: number, group?: StatusGroup) {
  return tx
    .select()
    .from(statuses)
    .where(and(eq(statuses.companyId, companyId), group ? eq(statuses.group, group) : undefined))
    .orderBy(asc(statuses.sort), asc(statuses.id));
}

export async function findStatus(tx: Tx, companyId: number, id: number) {
  const [row] = await tx
    .select()
    .from(statuses)
    .where(and(eq(statuses.companyId, companyId), eq(statuses.id, id)));
  return row;
}

type StatusValues = Pick<StatusRow, 'group' | 'name' | 'color' | 'sort'>;

export async function insertStatus(tx: Tx, companyId: number, values: StatusValues): Promise<StatusRow> {
  const [row] = await tx
    .insert(statuses)
    .values({ companyId, ...values })
    .returning();
  return row!;
}

/** Changes a status of the company; its group never changes. */
export async function updateStatus(
  tx: Tx,
  companyId: number,
  id: number,
  values: Partial<Omit<StatusValues, 'group'>>,
): Promise<StatusRow> {
  const [row] = await tx
    .update(statuses)
    .set(values)
    .where(and(eq(statuses.companyId, companyId), eq(statuses.id, id)))
    .returning();
  return row!;
}

export async function deleteStatusRow(tx: Tx, companyId: number, id: number) {
  await tx.delete(statuses).where(and(eq(statuses.companyId, companyId), eq(statuses.id, id)));
}

export async function nextSort(tx: Tx, companyId: number, group: StatusGroup): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(max(${statuses.sort}), 0)::int` })
    .from(statuses)
    .where(and(eq(statuses.companyId, companyId), eq(statuses.group, group)));
  return (row?.n ?? 0) + 1;
}

export async function countInGroup(tx: Tx, companyId: number, group: StatusGroup): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(statuses)
    .where(and(eq(statuses.companyId, companyId), eq(statuses.group, group)));
  return row?.n ?? 0;
}

const projectColumn = (group: StatusGroup) =>
  group === 'work' ? projects.status_worked : projects.status_payment;

/** Live projects that show this status. */
export async function projectsUsing(tx: Tx, companyId: number, group: StatusGroup, id: number) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(projects)
    .where(
      and(eq(projects.company_id, companyId), eq(projectColumn(group), id), isNull(projects.deleted_at)),
    );
  return row?.n ?? 0;
}

/**
 * Trashed projects lose the removed status (0: none). No version is taken: devices hold them as
 * tombstones, and a restore sends the whole row with a new version.
 */
export async function clearFromTrashedProjects(tx: Tx, companyId: number, group: StatusGroup, id: number) {
  const column = group === 'work' ? 'status_worked' : 'status_payment';
  await tx
    .update(projects)
    .set({ [column]: 0 })
    .where(
      and(eq(projects.company_id, companyId), eq(projectColumn(group), id), isNotNull(projects.deleted_at)),
    );
}

/** The default set every new company starts with (Замер … Завершён; Не оплачен, Предоплата, Оплачен). */
export async function seedStatuses(tx: Tx, companyId: number) {
  const rows = statusGroups.flatMap((group) =>
    defaultStatuses
      .filter((status) => status.group === group)
      .map((status, index) => ({ companyId, ...status, sort: index + 1 })),
  );
  await tx.insert(statuses).values(rows);
}
