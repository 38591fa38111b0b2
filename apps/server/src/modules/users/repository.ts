import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';

const live = (companyId: number) => and(eq(users.companyId, companyId), isNull(users.deletedAt));

/** A live user of the company, or undefined (another company's user is simply not found). */
export async function findCompanyUser(tx: Tx, companyId: number, id: number) {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), live(companyId)));
  return row;
}

export async function findLiveUser(tx: Tx, id: number) {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row;
}

export type NewStaffUser = Pick<
  typeof users.$inferInsert,
  'email' | 'passwordHash' | 'name' | 'family' | 'secondname' | 'phone' | 'dolzhnost' | 'rights'
>;

/** A staff user of the company (the tariff's limit and the email are the caller's checks). */
export async function insertStaffUser(tx: Tx, companyId: number, values: NewStaffUser) {
  const [row] = await tx
    .insert(users)
    .values({ companyId, ...values, rights: [...new Set(values.rights ?? [])] })
    .returning();
  return row!;
}

export function listCompanyUsers(tx: Tx, companyId: number) {
  return tx.select().from(users).where(live(companyId));
}

export async function countCompanyUsers(tx: Tx, companyId: number): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(users).where(live(companyId));
  return row?.n ?? 0;
}

/** Whether another account already uses this email, regardless of case (removed accounts included). */
export async function emailTaken(tx: Tx, email: string, exceptUserId?: number): Promise<boolean> {
  const sameEmail = sql`lower(${users.email}) = lower(${email})`;
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId === undefined ? sameEmail : and(sameEmail, ne(users.id, exceptUserId)))
    .limit(1);
  return row !== undefined;
}

/** Writes a user's columns (profile, password hash, removal). */
export async function updateUserRow(tx: Tx, id: number, changes: Partial<typeof users.$inferInsert>) {
  const [row] = await tx.update(users).set(changes).where(eq(users.id, id)).returning();
  return row!;
}

/** Ends a user's sessions but the one given (the user's own, kept when he changes his password). */
export async function revokeOtherSessions(tx: Tx, userId: number, keptSessionId: string) {
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keptSessionId), isNull(sessions.revokedAt)));
}
