import type { SmetaTemplateCreateBody, SmetaTemplateUpdateBody } from '@glad/contracts';
import { and, asc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { smetaTemplates } from '../../db/schema/index.js';
import { containing } from '../../lib/like.js';
import { nextUpdatedAt } from '../../lib/updated-at.js';

export type SmetaTemplateRow = typeof smetaTemplates.$inferSelect;

const own = (companyId: number, id: number) =>
  and(eq(smetaTemplates.companyId, companyId), eq(smetaTemplates.id, id));

export async function findTemplate(tx: Tx, companyId: number, id: number) {
  const [row] = await tx.select().from(smetaTemplates).where(own(companyId, id));
  return row;
}

/** A page of the company's templates in their order, found by name, with their count. */
export async function templatePage(
  tx: Tx,
  companyId: number,
  query: { offset: number; limit: number; q?: string | undefined },
) {
  const conditions: SQL[] = [eq(smetaTemplates.companyId, companyId)];
  if (query.q) conditions.push(ilike(smetaTemplates.name, containing(query.q)));
  const where = and(...conditions);
  const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(smetaTemplates).where(where);
  const rows = await tx
    .select()
    .from(smetaTemplates)
    .where(where)
    .orderBy(asc(smetaTemplates.id))
    .limit(query.limit)
    .offset(query.offset);
  return { rows, total: count?.n ?? 0 };
}

/** The company's templates change one at a time: the lock keeps the limit under races. */
export async function lockTemplates(tx: Tx, companyId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('smeta_templates'), ${companyId})`);
}

export async function countTemplates(tx: Tx, companyId: number): Promise<number> {
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(smetaTemplates)
    .where(eq(smetaTemplates.companyId, companyId));
  return count?.n ?? 0;
}

export async function insertTemplate(tx: Tx, companyId: number, body: SmetaTemplateCreateBody) {
  const [row] = await tx
    .insert(smetaTemplates)
    .values({ companyId, ...body })
    .returning();
  return row!;
}

export async function updateTemplate(tx: Tx, companyId: number, id: number, body: SmetaTemplateUpdateBody) {
  const [row] = await tx
    .update(smetaTemplates)
    .set({ ...body, updatedAt: nextUpdatedAt(smetaTemplates.updatedAt) })
    .where(own(companyId, id))
    .returning();
  return row;
}

/** Deletes a template; false when the company has none of that id. */
export async function deleteTemplate(tx: Tx, companyId: number, id: number): Promise<boolean> {
  const deleted = await tx
    .delete(smetaTemplates)
    .where(own(companyId, id))
    .returning({ id: smetaTemplates.id });
  return deleted.length > 0;
}
