import { type AdminEvent, type AdminEventType, platformEventKinds } from '@glad/contracts';
import { and, count, desc, gte, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, users } from '../../db/schema/index.js';

/**
 * Platform events are not stored separately: they are read from the tables that already record them
 * (a company's creation, a session's start, a password-reset request).
 */
const logged = (kind: string) => sql`select pe.kind as type, pe.id::text as source_id, pe.created_at as at,
      pe.user_id as user_id, u.email as email, c.id as company_id, c.name as company_name, null::text as ip,
      a.email as actor_email, pe.details as details
    from platform_events pe
    left join users u on u.id = pe.user_id
    left join users a on a.id = pe.actor_id
    left join companies c on c.id = pe.company_id
    where pe.kind = ${kind}`;

const sources: Record<AdminEventType, SQL> = {
  registration: sql`select 'registration' as type, c.id::text as source_id, c.created_at as at,
      o.id as user_id, o.email as email, c.id as company_id, c.name as company_name, null::text as ip,
      null::text as actor_email, '{}'::jsonb as details
    from companies c
    left join lateral (
      select u.id, u.email from users u where u.company_id = c.id and u.vladelec order by u.id limit 1
    ) o on true`,
  login: sql`select 'login' as type, s.id::text as source_id, s.created_at as at,
      u.id as user_id, u.email as email, c.id as company_id, c.name as company_name, s.ip as ip,
      null::text as actor_email, '{}'::jsonb as details
    from sessions s
    join users u on u.id = s.user_id
    left join companies c on c.id = u.company_id`,
  password_reset: sql`select 'password_reset' as type, p.id::text as source_id, p.created_at as at,
      u.id as user_id, u.email as email, c.id as company_id, c.name as company_name, null::text as ip,
      null::text as actor_email, '{}'::jsonb as details
    from password_resets p
    join users u on u.id = p.user_id
    left join companies c on c.id = u.company_id`,
  ...(Object.fromEntries(platformEventKinds.map((k) => [k, logged(k)])) as Record<
    (typeof platformEventKinds)[number],
    SQL
  >),
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
  actor_email: string | null;
  details: Record<string, string | number | null> | string | null;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface EventFilter {
  offset: number;
  limit: number;
  type?: AdminEventType;
  companyId?: number;
  /** Moscow days, inclusive */
  from?: string;
  to?: string;
}

/** Newest first, with the total for paging; filtered by type, company and Moscow days. */
export async function listEvents(db: Db, opts: EventFilter) {
  const chosen = opts.type ? [sources[opts.type]] : Object.values(sources);
  const union = sql.join(
    chosen.map((part) => sql`(${part})`),
    sql` union all `,
  );
  const conditions: SQL[] = [sql`true`];
  if (opts.companyId !== undefined) conditions.push(sql`e.company_id = ${opts.companyId}`);
  if (opts.from) conditions.push(sql`e.at >= (${opts.from}::date)::timestamp at time zone 'Europe/Moscow'`);
  if (opts.to) conditions.push(sql`e.at < (${opts.to}::date + 1)::timestamp at time zone 'Europe/Moscow'`);
  const where = sql.join(conditions, sql` and `);
  const [totalRow] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from (${union}) e where ${where}`),
  );
  const rows = rowsOf<EventRow>(
    await db.execute(
      sql`select * from (${union}) e where ${where}
        order by e.at desc, e.type, e.source_id desc limit ${opts.limit} offset ${opts.offset}`,
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
    actorEmail: r.actor_email,
    details: typeof r.details === 'string' ? JSON.parse(r.details) : (r.details ?? {}),
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
