import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { notices } from '../db/schema/index.js';

/* Notices the app shows a person once (issue 13 §2): any module adds them, the notices module reads them. */

export interface NewNotice {
  title: string;
  text: string;
  /** The app's own path the notice leads to. */
  url: string;
}

/** Adds one notice for each of the people (each once, however often named). */
export async function addNotices(tx: Tx, companyId: number, userIds: readonly number[], notice: NewNotice) {
  const people = [...new Set(userIds.filter((id) => id > 0))];
  if (people.length === 0) return;
  await tx.insert(notices).values(people.map((userId) => ({ companyId, userId, ...notice })));
}

/** A person's unread notices, newest first. */
export async function unreadNotices(tx: Tx, companyId: number, userId: number, limit = 20) {
  return tx
    .select()
    .from(notices)
    .where(and(eq(notices.companyId, companyId), eq(notices.userId, userId), isNull(notices.readAt)))
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(limit);
}

/** Marks the person's own notices read; another person's ids are left alone. */
export async function markNoticesRead(tx: Tx, companyId: number, userId: number, ids: readonly number[]) {
  if (ids.length === 0) return 0;
  const rows = await tx
    .update(notices)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notices.companyId, companyId),
        eq(notices.userId, userId),
        inArray(notices.id, [...ids]),
        isNull(notices.readAt),
      ),
    )
    .returning({ id: notices.id });
  return rows.length;
}
