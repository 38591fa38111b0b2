import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { companies, sessions, tariffs, users } from '../../db/schema/index.js';

/** The company (deleted or not) with its tariff row. */
export async function companyWithTariff(tx: Tx, companyId: number) {
  const [row] = await tx
    .select({ company: companies, tariff: tariffs })
    .from(companies)
    .innerJoin(tariffs, eq(tariffs.id, companies.tariffId))
    .where(eq(companies.id, companyId));
  return row;
}

/** The company's owner (the first, should there be more). */
export async function ownerId(tx: Tx, companyId: number): Promise<number | null> {
  const [owner] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.vladelec, true), isNull(users.deletedAt)))
    .orderBy(users.id)
    .limit(1);
  return owner?.id ?? null;
}

export async function updateCompanyRow(
  tx: Tx,
  companyId: number,
  changes: Partial<typeof companies.$inferInsert>,
) {
  await tx.update(companies).set(changes).where(eq(companies.id, companyId));
}

export async function passwordHashOf(tx: Tx, userId: number): Promise<string | undefined> {
  const [row] = await tx.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.hash;
}

/** Marks the company deleted and ends every open session of its people. */
export async function markCompanyDeleted(tx: Tx, companyId: number) {
  await tx.update(companies).set({ deletedAt: new Date() }).where(eq(companies.id, companyId));
  const people = tx.select({ id: users.id }).from(users).where(eq(users.companyId, companyId));
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(inArray(sessions.userId, people), isNull(sessions.revokedAt)));
}

/** Writes one setting over the stored ones of a live company; its settings after, or undefined if deleted. */
export async function patchSettings(tx: Tx, companyId: number, patch: Record<string, unknown>) {
  const [row] = await tx
    .update(companies)
    .set({ settings: sql`${companies.settings} || ${JSON.stringify(patch)}::jsonb` })
    .where(and(eq(companies.id, companyId), isNull(companies.deletedAt)))
    .returning({ settings: companies.settings });
  return row?.settings;
}
