import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { companies, sessions, tariffs, users } from '../../db/schema/index.js';

/* The SQL of the platform admin's changes to companies and users (service.ts), each in the caller's transaction. */

/** A live company's plan, its row locked until the transaction ends. */
export async function lockLiveCompany(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: companies.id, tariffId: companies.tariffId, tariffEnd: companies.tariffEnd })
    .from(companies)
    .where(and(eq(companies.id, id), isNull(companies.deletedAt)))
    .for('update');
  return row;
}

export async function findTariff(tx: Tx, id: number) {
  const [row] = await tx.select().from(tariffs).where(eq(tariffs.id, id));
  return row;
}

export async function setCompanyPlan(tx: Tx, companyId: number, tariffId: number, tariffEnd: string) {
  await tx.update(companies).set({ tariffId, tariffEnd }).where(eq(companies.id, companyId));
}

export async function setCompanyBlock(tx: Tx, companyId: number, reason: string | null) {
  await tx.update(companies).set({ blockedReason: reason }).where(eq(companies.id, companyId));
}

/** A live user, his row locked until the transaction ends. */
export async function lockLiveUser(tx: Tx, userId: number) {
  const [user] = await tx
    .select({ id: users.id, email: users.email, companyId: users.companyId })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for('update');
  return user;
}

/** Makes the user a staff member of the company, without rights. */
export async function joinCompany(tx: Tx, userId: number, companyId: number) {
  await tx.update(users).set({ companyId, rights: [], vladelec: false }).where(eq(users.id, userId));
}

export async function markUserDeleted(tx: Tx, userId: number, at: Date) {
  await tx.update(users).set({ deletedAt: at }).where(eq(users.id, userId));
}

/** Ends every session of the user. */
export async function endSessions(tx: Tx, userId: number, at: Date) {
  await tx.update(sessions).set({ revokedAt: at }).where(eq(sessions.userId, userId));
}
