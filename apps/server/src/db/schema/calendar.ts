import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The calendar beside its events (records.ts): the company's reminder hour, each user's feed generation,
 * and the evening reminders as jobs (decision 0025).
 */

/** A company's calendar settings; no row means the defaults (a reminder at 18:00). */
export const calendarSettings = pgTable('calendar_settings', {
  companyId: integer('company_id').primaryKey(),
  /** the hour (company time) of the evening reminder; null = no reminders */
  reminderHour: smallint('reminder_hour'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A user's feed address is signed with the server's key over (user, generation); revoking it raises the
 * generation, so the old address stops working. No row: generation 0.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    companyId: integer('company_id').notNull(),
    userId: integer('user_id').notNull(),
    generation: integer('generation').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] })],
);

/**
 * One evening reminder: a user's events of `day`, due at `due_at`. Any server process claims a due row
 * with `FOR UPDATE SKIP LOCKED` and a lease (`locked_until`), sends the letter and stamps `sent_at`, so
 * each is sent once across processes and restarts. The queue is read across companies by its due time.
 */
export const reminderJobs = pgTable(
  'reminder_jobs',
  {
    companyId: integer('company_id').notNull(),
    day: text('day').notNull(),
    userId: integer('user_id').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.day, t.userId] }),
    index('reminder_jobs_due_idx').on(t.dueAt).where(sql`${t.sentAt} is null`),
  ],
);
