import { CALENDAR_TIME_ZONE, DEFAULT_REMINDER_HOUR } from '@glad/contracts';
import { addDays } from '@glad/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { staffNames } from '../../lib/staff.js';
import type { Mailer } from '../../plugins/mail.js';
import { zonedNow } from './clock.js';
import { reminderLetter } from './reminder-letter.js';
import { claimJobs, type JobKey, markFailed, markSent, planJobs } from './reminder-repository.js';
import { eventsWithNames, liveUser } from './repository.js';

/** How long a process holds a claimed job: far longer than one letter takes, short enough to recover. */
export const REMINDER_LEASE_MS = 5 * 60_000;
/** A letter the SMTP server refused is tried again after this long… */
export const REMINDER_RETRY_MS = 10 * 60_000;
/** …this many times in all. */
export const REMINDER_MAX_ATTEMPTS = 5;
/** Jobs claimed per round; the next round (a minute later) takes the rest. */
export const REMINDER_BATCH = 50;

export interface ReminderDeps {
  db: Db;
  mail: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** What a round needs of the app (tests build it from their app too). */
export const reminderDeps = (app: FastifyInstance): ReminderDeps => ({
  db: app.db,
  mail: app.mail,
  publicUrl: app.config.publicUrl,
  log: app.log,
});

export interface ReminderRound {
  planned: number;
  sent: number;
  failed: number;
}

async function sendOne(deps: ReminderDeps, job: JobKey): Promise<boolean> {
  const user = await liveUser(deps.db, job.userId);
  const rows =
    user && user.companyId === job.companyId
      ? await eventsWithNames(deps.db, job.companyId, {
          userId: job.userId,
          day: job.day,
          statuses: ['planned'],
        })
      : [];
  // Everything was cancelled or moved since the job was planned, or the person left: nothing to say.
  if (!user || rows.length === 0) return false;
  const people = await staffNames(
    deps.db,
    job.companyId,
    rows.flatMap((r) => r.event.assignees),
  );
  await deps.mail.send(
    reminderLetter({
      to: user.email,
      name: user.name,
      userId: user.id,
      day: job.day,
      rows,
      people,
      calendarUrl: `${deps.publicUrl.replace(/\/$/, '')}/calendar/agenda/`,
    }),
  );
  return true;
}

/**
 * One round of evening reminders at `now` (the clock is the caller's, so tests move it): plans the jobs
 * for tomorrow's events where the company's hour has come, then sends the due jobs this process claims.
 * Any number of processes may run rounds at once; each job is sent by one of them.
 */
export async function runReminders(deps: ReminderDeps, now: Date): Promise<ReminderRound> {
  const local = zonedNow(now, CALENDAR_TIME_ZONE);
  const planned = await planJobs(deps.db, {
    day: addDays(local.day, 1),
    hour: local.hour,
    defaultHour: DEFAULT_REMINDER_HOUR,
    now,
  });
  const round: ReminderRound = { planned, sent: 0, failed: 0 };
  for (;;) {
    const jobs = await claimJobs(deps.db, {
      now,
      leaseUntil: new Date(now.getTime() + REMINDER_LEASE_MS),
      oldestDay: local.day,
      maxAttempts: REMINDER_MAX_ATTEMPTS,
      limit: REMINDER_BATCH,
    });
    for (const job of jobs) {
      try {
        if (await sendOne(deps, job)) round.sent += 1;
        await markSent(deps.db, job, now);
      } catch (err) {
        round.failed += 1;
        deps.log.error({ err, job }, 'напоминание не отправлено');
        await markFailed(deps.db, job, String(err), new Date(now.getTime() + REMINDER_RETRY_MS));
      }
    }
    if (jobs.length < REMINDER_BATCH) return round;
  }
}
