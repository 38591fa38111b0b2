import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/*
 * Sums the reports read instead of the raw rows (decision 0040). The server keeps them itself, in the
 * transaction of every write that changes them (lib/records/derive.ts → lib/report-rollups.ts); devices never
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
    /** copies of the project's own fields and of what a device priced (decision 0044): the day tables below
     * are summed from these rows alone */
    live: boolean('live').notNull().default(false),
    /** the day it was opened (projects.date as written) */
    open_day: text('open_day').notNull().default(''),
    manager: integer('manager').notNull().default(0),
    status: integer('status').notNull().default(0),
    /** what the client owes for it (projects.amount), kopecks */
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    /** project_totals.cost_price and installer_pay, kopecks */
    cost: bigint('cost', { mode: 'number' }).notNull().default(0),
    pay: bigint('pay', { mode: 'number' }).notNull().default(0),
    clientid: bigint('clientid', { mode: 'number' }).notNull().default(0),
    client: text('client').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.project] }),
    index('project_money_sold_idx').on(t.company_id, t.sold_day),
    index('project_money_done_idx').on(t.company_id, t.done_day),
    index('project_money_open_idx').on(t.company_id, t.open_day),
    /** the live sold projects still owed money, oldest sale first */
    index('project_money_owing_idx')
      .on(t.company_id, t.sold_day, t.project)
      .where(sql`live and sold_day is not null and amount > paid`),
  ],
);

/**
 * Per day, by the project's manager and work status (live projects): projects opened that day and how many of
 * them are sold (any day); projects sold that day, their sum and cost price, and how many of those are still
 * owed money and how much (decision 0044).
 */
export const projectDays = pgTable(
  'project_days',
  {
    company_id: integer('company_id').notNull(),
    /** YYYY-MM-DD (the opened day as written) */
    day: text('day').notNull(),
    manager: integer('manager').notNull(),
    status: integer('status').notNull(),
    opened: integer('opened').notNull().default(0),
    opened_sold: integer('opened_sold').notNull().default(0),
    sold: integer('sold').notNull().default(0),
    sum: bigint('sum', { mode: 'number' }).notNull().default(0),
    cost: bigint('cost', { mode: 'number' }).notNull().default(0),
    owing: integer('owing').notNull().default(0),
    debt: bigint('debt', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.day, t.manager, t.status] })],
);

/**
 * Per day, by the project's manager, work status and installer (live projects): the installer pay earned (on
 * the job's done day) and the done installations he was on, with their projects' m².
 */
export const jobDays = pgTable(
  'job_days',
  {
    company_id: integer('company_id').notNull(),
    day: text('day').notNull(),
    manager: integer('manager').notNull(),
    status: integer('status').notNull(),
    installer: integer('installer').notNull(),
    pay: bigint('pay', { mode: 'number' }).notNull().default(0),
    installations: integer('installations').notNull().default(0),
    area: numeric('area').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.day, t.manager, t.status, t.installer] })],
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

/*
 * The costs per day (decision 0046), kept by the expenses and payouts modules (lib/report-costs.ts): each row
 * of a project that is live (`live`, with its manager and work status) or not (the company's own, or a project
 * in the trash: manager and status 0).
 */

/** Expenses per day and category. */
export const expenseDays = pgTable(
  'expense_days',
  {
    company_id: integer('company_id').notNull(),
    /** YYYY-MM-DD */
    day: text('day').notNull(),
    category: text('category').notNull(),
    live: boolean('live').notNull(),
    manager: integer('manager').notNull(),
    status: integer('status').notNull(),
    /** kopecks */
    sum: bigint('sum', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.day, t.category, t.live, t.manager, t.status] })],
);

/** Payouts to installers per day and installer (live payouts). */
export const payoutDays = pgTable(
  'payout_days',
  {
    company_id: integer('company_id').notNull(),
    /** YYYY-MM-DD */
    day: text('day').notNull(),
    installer: integer('installer').notNull(),
    live: boolean('live').notNull(),
    manager: integer('manager').notNull(),
    status: integer('status').notNull(),
    /** kopecks */
    sum: bigint('sum', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.day, t.installer, t.live, t.manager, t.status] })],
);

/**
 * What each client still owes over the live sold projects of his that owe (decision 0046): the debts per
 * client of a report without filters are the top rows of its index.
 */
export const clientDebts = pgTable(
  'client_debts',
  {
    company_id: integer('company_id').notNull(),
    clientid: bigint('clientid', { mode: 'number' }).notNull(),
    /** the least of the names the projects keep of him (as the report's grouping takes it) */
    client: text('client').notNull().default(''),
    projects: integer('projects').notNull().default(0),
    /** kopecks, above 0 */
    debt: bigint('debt', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.clientid] }),
    index('client_debts_top_idx').on(t.company_id, t.debt.desc(), t.clientid),
  ],
);
