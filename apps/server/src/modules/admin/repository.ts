import type { AdminEvent, AdminEventType } from '@glad/contracts';
import { and, count, desc, gte, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, users } from '../../db/schema/index.js';

/**
 * Platform events are not stored separately: they are read from the tables that already record them
 * (a company's creation, a session's start, a password-reset request).
 */
const sources: Record<AdminEventType, SQL> = {
  registration: sql`select 'registration' as type, c.id::text as source_id, c.created_at as at,
      o.id as user_id, o.email as email, c.id as company_id, c.name as company_name, null::text as ip
    from companies c
    left join lateral (
      select u.id, u.email from users u where u.company_id = c.id and u.vladelec order by u.id limit 1
    ) o on true`,
  login: sql`select 'login' as type, s.id::text as source_id, s.created_at as at,
      u.id as user_id, u.email as email, c.id as company_id, c.name as company_name, s.ip as ip
    from sessions s
    join users u on u.id = s.user_id
    left join companies c on c.id = u.company_id`,
  password_reset: sql`select 'password_reset' as type, p.id::text as source_id, p.created_at as at,
      u.id as user_id, u.email as email, c.id as company_id, c.name as company_name, null::text as ip
    from password_resets p
    join users u on u.id = p.user_id
    left join companies c on c.id = u.company_id`,
};

interface EventRow {
  type: AdminEventType;
  source_id: string;
  at: Date | string;
  user_id: number | null;
  email: string | null;
  company_id: number | null;
  company_name: string | null;
  ip: string | null;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Newest first, with the total for paging. */
export async function listEvents(db: Db, opts: { offset: number; limit: number; type?: AdminEventType }) {
  const chosen = opts.type ? [sources[opts.type]] : Object.values(sources);
  const union = sql.join(
    chosen.map((part) => sql`(${part})`),
    sql` union all `,
  );
  const [totalRow] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from (${union}) e`),
  );
  const rows = rowsOf<EventRow>(
    await db.execute(
      sql`select * from (${union}) e order by e.at desc, e.type, e.source_id desc limit ${opts.limit} offset ${opts.offset}`,
    ),
  );
  const content: AdminEvent[] = rows.map((r) => ({
    id: `${r.type}:${r.source_id}`,
    type: r.type,
    date: new Date(r.at).toISOString(),
    userId: r.user_id === null ? null : Number(r.user_id),
    email: r.email,
    companyId: r.company_id === null ? null : Number(r.company_id),
    companyName: r.company_name,
    ip: r.ip || null,
  }));
  return { pagination: { total: Number(totalRow?.n ?? 0) }, content };
}

export function companiesCreatedSince(db: Db, since: Date) {
  return db.select({ createdAt: companies.createdAt }).from(companies).where(gte(companies.createdAt, since));
}

export async function usersWithoutCompany(db: Db, opts: { offset: number; limit: number }) {
  const where = and(isNull(users.companyId), isNull(users.deletedAt));
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.id))
    .limit(opts.limit)
    .offset(opts.offset);
  return { total: Number(total?.n ?? 0), rows };
}
