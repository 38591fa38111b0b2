import { bigint, boolean, index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/*
 * Sums the reports read instead of the raw rows (decision 0040). The server keeps them itself, in the
 * transaction of every write that changes them (records/derive.ts → lib/report-rollups.ts); devices never
 * see them. Both are derived: lib/report-rollups.ts can rebuild them from the rows at any time.
 */

/** Per project (live or in the trash): the facts the reports take from its estimates, payments and jobs. */
export const projectMoney = pgTable(
  'project_money',
  {
    company_id: integer('company_id').notNull(),
    project: bigint('project', { mode: 'number' }).notNull(),
    /** the day it is sold (first live approved client estimate), YYYY-MM-DD; null: not sold */
    sold_day: text('sold_day'),
    /** live payments − returns, kopecks */
    paid: bigint('paid', { mode: 'number' }).notNull().default(0),
    /** it has an installer job (a live installer estimate or a montazh event with people) */
    job: boolean('job').notNull().default(false),
    /** the job's installer (lib/installer-jobs), 0 = nobody */
    installer: integer('installer').notNull().default(0),
    /** the day of its first done installation, YYYY-MM-DD; null: none yet */
    done_day: text('done_day'),
    /** m² of its live rooms that count in estimates */
    area: numeric('area').notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.project] }),
    index('project_money_sold_idx').on(t.company_id, t.sold_day),
    index('project_money_done_idx').on(t.company_id, t.done_day),
  ],
);

/** Client money received per day, by the project's manager and work status (live payments of live projects). */
export const paymentDays = pgTable(
  'payment_days',
  {
    company_id: integer('company_id').notNull(),
    /** YYYY-MM-DD */
    day: text('day').notNull(),
    manager: integer('manager').notNull(),
    status: integer('status').notNull(),
    /** payments − returns, kopecks */
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.day, t.manager, t.status] })],
);
