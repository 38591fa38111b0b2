import { type AdminInstaller, INSTALLER_GROUP } from '@glad/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { containing } from '../../lib/like.js';
import { logPlatformEvent } from '../../lib/platform-events.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

interface InstallerRow {
  id: number;
  name: string;
  family: string;
  email: string;
  phone: string;
  company_id: number;
  company_name: string;
  installer_hidden: boolean;
  jobs: number;
  upcoming: number;
  last_activity: Date | string | null;
}

const isInstaller = sql`u.rights @> jsonb_build_array(${INSTALLER_GROUP}::text) and u.deleted_at is null and c.deleted_at is null`;

/**
 * Installers of every live company with their installation events (montazh, not deleted): all of them and
 * those from `today` on. Newest users first; `search` looks in the name, email and company.
 */
export async function listInstallers(
  tx: Tx,
  opts: { offset: number; limit: number; search?: string; today: string },
) {
  const like = opts.search ? containing(opts.search) : null;
  const where = like
    ? sql`${isInstaller} and (u.email ilike ${like} or u.name ilike ${like} or u.family ilike ${like}
        or c.name ilike ${like})`
    : isInstaller;
  const [total] = rowsOf<{ n: number }>(
    await tx.execute(
      sql`select count(*)::int as n from users u join companies c on c.id = u.company_id where ${where}`,
    ),
  );
  const rows = rowsOf<InstallerRow>(
    await tx.execute(sql`
      select u.id, u.name, u.family, u.email, u.phone, u.company_id, c.name as company_name,
        u.installer_hidden, u.last_activity, j.jobs, j.upcoming
      from users u join companies c on c.id = u.company_id
      cross join lateral (
        select count(*)::int as jobs, (count(*) filter (where e.date >= ${opts.today}))::int as upcoming
        from events e
        where e.company_id = u.company_id and e.kind = 'montazh' and e.deleted_at is null
          and u.id = any(e.assignees)
      ) j
      where ${where}
      order by u.id desc limit ${opts.limit} offset ${opts.offset}`),
  );
  const content: AdminInstaller[] = rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    family: r.family,
    email: r.email,
    phone: r.phone,
    companyId: Number(r.company_id),
    companyName: r.company_name,
    hidden: Boolean(r.installer_hidden),
    jobs: Number(r.jobs),
    upcomingJobs: Number(r.upcoming),
    lastActivity: r.last_activity === null ? null : new Date(r.last_activity).toISOString(),
  }));
  return { pagination: { total: Number(total?.n ?? 0) }, content };
}

async function installer(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      id: users.id,
      email: users.email,
      companyId: users.companyId,
      rights: users.rights,
      hidden: users.installerHidden,
    })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .for('update');
  if (!row || row.companyId === null || !row.rights.includes(INSTALLER_GROUP))
    throw notFound('Монтажник не найден');
  return row;
}

/** Hides an installer from his company's installer list (no new jobs go to him) or shows him again. */
export function setInstallerHidden(db: Db, adminId: number, id: number, hidden: boolean) {
  return db.transaction(async (tx) => {
    const row = await installer(tx, id);
    if (row.hidden === hidden) return;
    await tx.update(users).set({ installerHidden: hidden }).where(eq(users.id, id));
    await logPlatformEvent(tx, {
      kind: hidden ? 'installer_hide' : 'installer_unhide',
      companyId: row.companyId,
      userId: id,
      actorId: adminId,
      details: { email: row.email },
    });
  });
}

/** Takes the installer mark away (the user stays in his company, his past jobs stay). */
export function removeInstaller(db: Db, adminId: number, id: number) {
  return db.transaction(async (tx) => {
    const row = await installer(tx, id);
    await tx
      .update(users)
      .set({ rights: row.rights.filter((r) => r !== INSTALLER_GROUP), installerHidden: false })
      .where(eq(users.id, id));
    await logPlatformEvent(tx, {
      kind: 'installer_remove',
      companyId: row.companyId,
      userId: id,
      actorId: adminId,
      details: { email: row.email },
    });
  });
}
