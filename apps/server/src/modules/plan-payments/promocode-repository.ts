import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { promocodeAttempts, promocodes, promocodeUses, tariffs } from '../../db/schema/index.js';

export type PromocodeRow = typeof promocodes.$inferSelect;

export async function promocodeByCode(tx: Tx, code: string, lock = false) {
  const query = tx.select().from(promocodes).where(eq(promocodes.code, code));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function companyUsedCode(tx: Tx, promocodeId: number, companyId: number) {
  const [row] = await tx
    .select({ id: promocodeUses.id })
    .from(promocodeUses)
    .where(and(eq(promocodeUses.promocodeId, promocodeId), eq(promocodeUses.companyId, companyId)));
  return row !== undefined;
}

export async function insertUse(tx: Tx, promocodeId: number, companyId: number) {
  const [row] = await tx.insert(promocodeUses).values({ promocodeId, companyId }).returning();
  await tx
    .update(promocodes)
    .set({ used: sql`${promocodes.used} + 1` })
    .where(eq(promocodes.id, promocodeId));
  return row!;
}

/** The codes a company applied, newest first. */
export async function companyUses(tx: Tx, companyId: number, useId?: number) {
  return tx
    .select({ use: promocodeUses, code: promocodes, tariffName: tariffs.name })
    .from(promocodeUses)
    .innerJoin(promocodes, eq(promocodes.id, promocodeUses.promocodeId))
    .leftJoin(tariffs, eq(tariffs.id, promocodes.tariffId))
    .where(
      useId === undefined
        ? eq(promocodeUses.companyId, companyId)
        : and(eq(promocodeUses.companyId, companyId), eq(promocodeUses.id, useId)),
    )
    .orderBy(desc(promocodeUses.id))
    .limit(200);
}

/** Wrong tries of a company since `since`. */
export async function countAttempts(tx: Tx, companyId: number, since: Date) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(promocodeAttempts)
    .where(and(eq(promocodeAttempts.companyId, companyId), gte(promocodeAttempts.at, since)));
  return row?.n ?? 0;
}

/** Counts a wrong try; tries older than `forgetBefore` are dropped on the way. */
export async function recordAttempt(tx: Tx, companyId: number, forgetBefore: Date) {
  await tx
    .delete(promocodeAttempts)
    .where(and(eq(promocodeAttempts.companyId, companyId), lt(promocodeAttempts.at, forgetBefore)));
  await tx.insert(promocodeAttempts).values({ companyId });
}

export async function insertPromocode(tx: Tx, values: typeof promocodes.$inferInsert) {
  const [row] = await tx.insert(promocodes).values(values).returning();
  return row!;
}

export function listPromocodes(tx: Tx) {
  return tx.select().from(promocodes).orderBy(desc(promocodes.id)).limit(500);
}
