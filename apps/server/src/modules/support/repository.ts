import { type SupportThread, supportScreenshotUrl } from '@glad/contracts';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { supportMessages, supportThreads, users } from '../../db/schema/index.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const iso = (v: Date | string) => new Date(v).toISOString();

interface ThreadRow {
  id: number;
  user_id: number;
  subject: string;
  status: 'open' | 'answered';
  email: string;
  company_name: string | null;
  messages: number;
  created_at: Date | string;
  updated_at: Date | string;
}

const threadSelect = sql`select t.id, t.user_id, t.subject, t.status, u.email, c.name as company_name,
    (select count(*)::int from support_messages m where m.thread_id = t.id) as messages,
    t.created_at, t.updated_at
  from support_threads t
  join users u on u.id = t.user_id
  left join companies c on c.id = t.company_id`;

const toThread = (r: ThreadRow): SupportThread & { userId: number } => ({
  id: Number(r.id),
  userId: Number(r.user_id),
  subject: r.subject,
  status: r.status,
  email: r.email,
  companyName: r.company_name,
  messages: Number(r.messages),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

/** Threads newest-updated first: one user's (`userId`) or, for admins, everyone's; optionally of a status. */
export async function listThreads(
  tx: Tx,
  opts: { userId?: number; status?: 'open' | 'answered'; offset: number; limit: number },
) {
  const conditions: SQL[] = [sql`true`];
  if (opts.userId !== undefined) conditions.push(sql`t.user_id = ${opts.userId}`);
  if (opts.status) conditions.push(sql`t.status = ${opts.status}`);
  const where = sql.join(conditions, sql` and `);
  const [total] = rowsOf<{ n: number }>(
    await tx.execute(sql`select count(*)::int as n from support_threads t where ${where}`),
  );
  const rows = rowsOf<ThreadRow>(
    await tx.execute(
      sql`${threadSelect} where ${where} order by t.updated_at desc, t.id desc
        limit ${opts.limit} offset ${opts.offset}`,
    ),
  );
  return {
    pagination: { total: Number(total?.n ?? 0) },
    content: rows.map((r) => {
      const { userId: _, ...thread } = toThread(r);
      return thread;
    }),
  };
}

export async function findThread(tx: Tx, id: number) {
  const [row] = rowsOf<ThreadRow>(await tx.execute(sql`${threadSelect} where t.id = ${id}`));
  return row ? toThread(row) : null;
}

/** The thread's messages, oldest first, with their authors' names. */
export async function threadMessages(tx: Tx, threadId: number) {
  const rows = await tx
    .select({
      id: supportMessages.id,
      fromSupport: supportMessages.fromSupport,
      text: supportMessages.text,
      screenshotKey: supportMessages.screenshotKey,
      createdAt: supportMessages.createdAt,
      name: users.name,
      family: users.family,
      email: users.email,
    })
    .from(supportMessages)
    .leftJoin(users, eq(users.id, supportMessages.authorId))
    .where(eq(supportMessages.threadId, threadId))
    .orderBy(asc(supportMessages.id));
  return rows.map((r) => ({
    id: r.id,
    fromSupport: r.fromSupport,
    author: r.fromSupport
      ? 'Поддержка Глади'
      : [r.name, r.family].filter(Boolean).join(' ') || (r.email ?? 'Пользователь'),
    text: r.text,
    screenshot: r.screenshotKey ? supportScreenshotUrl(threadId, r.id) : null,
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function findScreenshot(tx: Tx, threadId: number, messageId: number) {
  const [row] = await tx
    .select({ key: supportMessages.screenshotKey, mime: supportMessages.screenshotMime })
    .from(supportMessages)
    .where(and(eq(supportMessages.threadId, threadId), eq(supportMessages.id, messageId)));
  return row?.key && row.mime ? { key: row.key, mime: row.mime } : null;
}

export async function insertThread(
  tx: Tx,
  values: { companyId: number | null; userId: number; subject: string },
) {
  const [row] = await tx.insert(supportThreads).values(values).returning({ id: supportThreads.id });
  return row!.id;
}

export async function insertMessage(
  tx: Tx,
  values: {
    threadId: number;
    authorId: number;
    fromSupport: boolean;
    text: string;
    screenshotKey: string | null;
    screenshotMime: string | null;
  },
) {
  await tx.insert(supportMessages).values(values);
  await tx
    .update(supportThreads)
    .set({ status: values.fromSupport ? 'answered' : 'open', updatedAt: new Date() })
    .where(eq(supportThreads.id, values.threadId));
}

/** Addresses of every platform admin: they are told of each question. */
export async function adminAddresses(tx: Tx) {
  const rows = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.admin, true), isNull(users.deletedAt)));
  return rows.map((r) => r.email);
}
