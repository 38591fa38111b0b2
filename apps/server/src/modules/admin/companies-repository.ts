import type { AdminCompany } from '@glad/contracts';
import { asc, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { tariffs } from '../../db/schema/index.js';
import { containing } from '../../lib/like.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

interface CompanyRow {
  id: number;
  name: string;
  email: string;
  tariff_id: number;
  tariff_name: string;
  tariff_end: string | null;
  staff: number;
  projects: number;
  last_activity: Date | string | null;
  blocked_reason: string | null;
  created_at: Date | string;
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
const day = (v: Date | string | null) =>
  v === null ? null : typeof v === 'string' ? v.slice(0, 10) : v.toISOString().slice(0, 10);

/** Live companies across the platform with their plan, staff, projects and last activity, newest first. */
export async function listCompanies(tx: Tx, opts: { offset: number; limit: number; search?: string }) {
  const where = opts.search
    ? sql`c.deleted_at is null and (c.name ilike ${containing(opts.search)} or c.email ilike ${containing(opts.search)})`
    : sql`c.deleted_at is null`;
  const [total] = rowsOf<{ n: number }>(
    await tx.execute(sql`select count(*)::int as n from companies c where ${where}`),
  );
  const rows = rowsOf<CompanyRow>(
    await tx.execute(sql`
      select c.id, c.name, c.email, c.tariff_id, t.name as tariff_name, c.tariff_end::text as tariff_end,
        c.blocked_reason, c.created_at,
        (select count(*)::int from users u where u.company_id = c.id and u.deleted_at is null) as staff,
        (select count(*)::int from projects p where p.company_id = c.id and p.deleted_at is null) as projects,
        (select max(u.last_activity) from users u where u.company_id = c.id) as last_activity
      from companies c join tariffs t on t.id = c.tariff_id
      where ${where}
      order by c.id desc limit ${opts.limit} offset ${opts.offset}`),
  );
  const content: AdminCompany[] = rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    email: r.email,
    tariffId: Number(r.tariff_id),
    tariffName: r.tariff_name,
    tariffEnd: day(r.tariff_end),
    staff: Number(r.staff),
    projects: Number(r.projects),
    lastActivity: iso(r.last_activity),
    blockedReason: r.blocked_reason,
    createdAt: iso(r.created_at)!,
  }));
  return { pagination: { total: Number(total?.n ?? 0) }, content };
}

/** Counts for the admin's first page; `today` is the Moscow day plans are measured by. */
export async function platformStats(tx: Tx, today: string) {
  const [row] = rowsOf<Record<string, number | string>>(
    await tx.execute(sql`
      select
        (select count(*)::int from companies where deleted_at is null) as companies,
        (select count(distinct u.company_id)::int from users u join companies c on c.id = u.company_id
          where c.deleted_at is null and u.last_activity > now() - interval '7 days') as active7,
        (select count(distinct u.company_id)::int from users u join companies c on c.id = u.company_id
          where c.deleted_at is null and u.last_activity > now() - interval '30 days') as active30,
        (select count(*)::int from companies c join tariffs t on t.id = c.tariff_id
          where c.deleted_at is null and not t.is_free and c.tariff_end >= ${today}::date) as paying,
        (select coalesce(sum(amount), 0)::bigint from platform_payments where status = 'succeeded') as revenue`),
  );
  return {
    companies: Number(row?.companies ?? 0),
    active7: Number(row?.active7 ?? 0),
    active30: Number(row?.active30 ?? 0),
    paying: Number(row?.paying ?? 0),
    revenue: Number(row?.revenue ?? 0),
  };
}

/** Every plan, cheapest first, for the admin's «extend» dialog. */
export function listPlans(tx: Tx) {
  return tx
    .select({ id: tariffs.id, name: tariffs.name, price: tariffs.price, free: tariffs.isFree })
    .from(tariffs)
    .orderBy(asc(tariffs.price), asc(tariffs.id));
}
