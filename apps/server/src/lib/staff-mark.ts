import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sessions, users } from '../db/schema/index.js';

/*
 * The staff mark (decision 0041): an HttpOnly cookie, sent only to the client pages `/e/…`, naming the
 * signed-in session of the browser it is in. A client page opened in a browser whose mark names a live
 * session of the link's own company is a colleague looking, not the client: the view is not counted.
 */

export const STAFF_MARK_COOKIE = 'glad_staff';
export const STAFF_MARK_KEY_NAME = 'staff_mark_key';
const MAX_AGE_S = 30 * 24 * 3600;

const sign = (key: string, sessionId: string) =>
  createHmac('sha256', key).update(`staff-mark:${sessionId}`).digest('base64url');

/** The Set-Cookie value marking this browser as the session's; `secure` on an https site. */
export function staffMarkCookie(key: string, sessionId: string, secure: boolean): string {
  const value = `${sessionId}.${sign(key, sessionId)}`;
  return `${STAFF_MARK_COOKIE}=${value}; Path=/e; Max-Age=${MAX_AGE_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The session a request's cookie header names, if its signature is right; otherwise null. */
export function markedSession(key: string, cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=', 2);
    if (name !== STAFF_MARK_COOKIE || !value) continue;
    const dot = value.lastIndexOf('.');
    const sessionId = value.slice(0, dot);
    const given = Buffer.from(value.slice(dot + 1));
    const expected = Buffer.from(sign(key, sessionId));
    if (dot > 0 && given.length === expected.length && timingSafeEqual(given, expected)) return sessionId;
  }
  return null;
}

/** The company of a marked session that is still live (not ended, its user not removed), or null. */
export async function staffCompanyOf(db: Db, sessionId: string | null): Promise<number | null> {
  if (!sessionId || !/^[0-9a-f-]{36}$/i.test(sessionId)) return null;
  const [row] = await db
    .select({ companyId: users.companyId })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), isNull(users.deletedAt)));
  return row?.companyId ?? null;
}
