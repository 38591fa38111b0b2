import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { logPlatformEvent } from '../../lib/platform-events.js';

export type GrantResult = 'granted' | 'revoked' | 'unchanged' | 'no-user';

/**
 * Makes the user with this email a platform admin (or takes the right away). The change and its event are
 * one transaction; nothing is logged when the user already was (or was not) an admin.
 */
export async function setAdmin(
  db: Db,
  email: string,
  admin: boolean,
  source: { actorId?: number | null; via: string },
): Promise<GrantResult> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, admin: users.admin, companyId: users.companyId })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${email.trim()})`, isNull(users.deletedAt)))
      .for('update');
    if (!user) return 'no-user';
    if (user.admin === admin) return 'unchanged';
    await tx.update(users).set({ admin }).where(eq(users.id, user.id));
    await logPlatformEvent(tx, {
      kind: admin ? 'admin_grant' : 'admin_revoke',
      userId: user.id,
      companyId: user.companyId,
      actorId: source.actorId ?? null,
      details: { via: source.via },
    });
    return admin ? 'granted' : 'revoked';
  });
}

/** `ADMIN_EMAILS` (config.adminEmails): each of these users is an admin from the server's start. */
export async function grantConfiguredAdmins(db: Db, emails: string[]) {
  const results: { email: string; result: GrantResult }[] = [];
  for (const email of emails)
    results.push({ email, result: await setAdmin(db, email, true, { via: 'ADMIN_EMAILS' }) });
  return results;
}
