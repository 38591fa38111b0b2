import {
  bigint,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { syncColumns } from './records.js';

/*
 * Money in and out (issue 11): what a client paid for a project and what the company paid its installers.
 * Both are synced records like events (records.ts); amounts are kopecks, as everywhere else.
 */

/** A client payment (oplata) for a project. */
export const payments = pgTable(
  'payments',
  {
    ...syncColumns(),
    project: bigint('project', { mode: 'number' }).notNull().default(0),
    /** kopecks, always positive; a return (kind 'vozvrat') counts against the paid sum */
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    /** YYYY-MM-DD */
    date: text('date').notNull().default(''),
    /** 'nal' | 'karta' | 'perevod' | 'schet' */
    method: text('method').notNull().default('nal'),
    /** 'predoplata' | 'doplata' | 'vozvrat' */
    kind: text('kind').notNull().default('predoplata'),
    note: text('note').notNull().default(''),
    /** the user who recorded it (its time is `created_at`) */
    created_by: integer('created_by').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.id] }),
    index('payments_version_idx').on(t.company_id, t.version),
    index('payments_project_idx').on(t.company_id, t.project),
    index('payments_date_idx').on(t.company_id, t.date),
    index('payments_deleted_idx').on(t.company_id, t.deleted_at),
  ],
);

/** A payout (vyplata) to an installer, for a project or an installation event, or neither (0). */
export const payouts = pgTable(
  'payouts',
  {
    ...syncColumns(),
    /** the installer's user id */
    installer: integer('installer').notNull().default(0),
    /** 0 = none */
    project: bigint('project', { mode: 'number' }).notNull().default(0),
    /** 0 = none */
    event: bigint('event', { mode: 'number' }).notNull().default(0),
    /** kopecks */
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    /** YYYY-MM-DD */
    date: text('date').notNull().default(''),
    note: text('note').notNull().default(''),
    created_by: integer('created_by').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.id] }),
    index('payouts_version_idx').on(t.company_id, t.version),
    index('payouts_installer_idx').on(t.company_id, t.installer),
    index('payouts_project_idx').on(t.company_id, t.project),
    index('payouts_date_idx').on(t.company_id, t.date),
    index('payouts_deleted_idx').on(t.company_id, t.deleted_at),
  ],
);

/** Ids of payouts: written by REST calls only, so one sequence serves every company (migration 0012). */
export const payoutsIdSeq = pgSequence('payouts_id_seq');

/**
 * A project's installer pay (the installer estimate's total) and the company's cost price of it, kopecks,
 * as a device priced them (decision 0035): estimates are priced on the devices, like `projects.amount`.
 * Not a synced record, so the cost price stays with those who may see it.
 */
export const projectTotals = pgTable(
  'project_totals',
  {
    company_id: integer('company_id').notNull(),
    project: bigint('project', { mode: 'number' }).notNull(),
    installer_pay: bigint('installer_pay', { mode: 'number' }).notNull().default(0),
    cost_price: bigint('cost_price', { mode: 'number' }).notNull().default(0),
    updated_at: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updated_by: integer('updated_by').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.project] })],
);
