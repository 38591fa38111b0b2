import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { reminderJobs } from '../../db/schema/index.js';
import { affectedRows, queryRows } from '../../lib/sql-rows.js';

export interface JobKey {
  companyId: number;
  day: string;
  userId: number;
}

/**
 * Adds a job for every live user with a planned event on `day` in a company whose reminder hour has come
 * (`hour`, the zone's hour now; a company without settings uses `defaultHour`, one with a null hour none).
 * A job that exists already stays as it is, so a user gets one letter per day however often this runs.
 */
export async function planJobs(
  tx: Tx,
  opts: { day: string; hour: number; defaultHour: number; now: Date },
): Promise<number> {
  return affectedRows(
    tx,
    sql`
    insert into reminder_jobs (company_id, day, user_id, due_at)
    select distinct e.company_id, e.date, a.user_id, ${opts.now.toISOString()}::timestamptz
    from companies c
    left join calendar_settings s on s.company_id = c.id
    join events e on e.company_id = c.id and e.date = ${opts.day}
      and e.deleted_at is null and e.status = 'planned'
    cross join lateral unnest(e.assignees) as a(user_id)
    join users u on u.id = a.user_id and u.company_id = c.id and u.deleted_at is null
    where c.deleted_at is null
      and (case when s.company_id is null then ${opts.defaultHour} else s.reminder_hour end) <= ${opts.hour}
    on conflict do nothing`,
  );
}

/**
 * Claims due jobs for this process: rows another process holds are skipped (`FOR UPDATE SKIP LOCKED`),
 * and each claimed row gets a lease until `leaseUntil`, so a process that dies mid-letter leaves it to
 * another once the lease runs out. Jobs for days before `oldestDay` are left: their events are past.
 */
export async function claimJobs(
  tx: Tx,
  opts: { now: Date; leaseUntil: Date; oldestDay: string; maxAttempts: number; limit: number },
): Promise<JobKey[]> {
  const now = opts.now.toISOString();
  const rows = await queryRows<JobKey>(
    tx,
    sql`
    update reminder_jobs j
    set locked_until = ${opts.leaseUntil.toISOString()}::timestamptz, attempts = j.attempts + 1
    from (
      select company_id, day, user_id from reminder_jobs
      where sent_at is null and due_at <= ${now}::timestamptz
        and (locked_until is null or locked_until <= ${now}::timestamptz)
        and attempts < ${opts.maxAttempts} and day >= ${opts.oldestDay}
      order by due_at
      limit ${opts.limit}
      for update skip locked
    ) c
    where j.company_id = c.company_id and j.day = c.day and j.user_id = c.user_id
    returning j.company_id as "companyId", j.day, j.user_id as "userId"`,
  );
  return rows.map((r) => ({
    companyId: Number(r.companyId),
    day: String(r.day),
    userId: Number(r.userId),
  }));
}

const keyOf = (job: JobKey) =>
  and(
    eq(reminderJobs.companyId, job.companyId),
    eq(reminderJobs.day, job.day),
    eq(reminderJobs.userId, job.userId),
  );

export async function markSent(tx: Tx, job: JobKey, now: Date) {
  await tx.update(reminderJobs).set({ sentAt: now, lockedUntil: null, lastError: null }).where(keyOf(job));
}

/** A failed letter waits until `retryAt` before another try. */
export async function markFailed(tx: Tx, job: JobKey, error: string, retryAt: Date) {
  await tx
    .update(reminderJobs)
    .set({ lockedUntil: retryAt, lastError: error.slice(0, 1000) })
    .where(keyOf(job));
}
