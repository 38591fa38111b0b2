import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';

/** Whether the session is still open and its user still in that company. */
export async function sessionHolds(db: Db, sessionId: string, userId: number, companyId: number) {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        eq(users.id, userId),
        eq(users.companyId, companyId),
        isNull(users.deletedAt),
      ),
    );
  return row !== undefined;
}
