import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/*
 * The platform's own business (decision 0031): its event log and the companies' payments for plans.
 */

/**
 * What happened on the platform that no other table records: admin actions, plan changes, payments.
 * Read together with registrations, logins and password resets in the admin event log.
 */
export const platformEvents = pgTable(
  'platform_events',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    companyId: integer('company_id'),
    /** the user the event is about */
    userId: integer('user_id'),
    /** the admin who acted; null for the command line, ADMIN_EMAILS and the payment provider */
    actorId: integer('actor_id'),
    details: jsonb('details').$type<Record<string, string | number | null>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('platform_events_at_idx').on(t.createdAt, t.id)],
);

/** A company's payment for a plan: by card through the provider, or by a bank invoice an admin marks paid. */
export const platformPayments = pgTable(
  'platform_payments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    tariffId: integer('tariff_id').notNull(),
    months: integer('months').notNull(),
    /** to pay, kopecks (after the credit for unused days) */
    amount: integer('amount').notNull(),
    /** kopecks credited for the unused days of the current plan */
    credit: integer('credit').notNull().default(0),
    method: text('method').$type<'card' | 'invoice'>().notNull(),
    status: text('status').$type<'pending' | 'succeeded' | 'canceled'>().notNull().default('pending'),
    /** the provider's payment id (card payments) */
    providerId: text('provider_id'),
    confirmationUrl: text('confirmation_url'),
    /** kopecks taken off by a promocode's percent */
    discount: integer('discount').notNull().default(0),
    /** the promocode use whose discount this payment carries */
    promocodeUseId: integer('promocode_use_id'),
    /** the plan's end date this payment set, once paid */
    planEnd: date('plan_end'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('platform_payments_provider_uq').on(t.providerId),
    index('platform_payments_company_idx').on(t.companyId, t.id),
  ],
);

/**
 * A promocode (decision 0033): `percent` off the next payment, or `days` of the plan `tariffId` free. Codes are
 * stored upper-case; `used` counts companies that applied it, up to `maxUses`, until `ends` (inclusive).
 */
export const promocodes = pgTable(
  'promocodes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    kind: text('kind').$type<'percent' | 'days'>().notNull(),
    value: integer('value').notNull(),
    tariffId: integer('tariff_id'),
    ends: date('ends').notNull(),
    maxUses: integer('max_uses').notNull(),
    used: integer('used').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('promocodes_code_uq').on(t.code)],
);

/** A company applied a code (once): a percent code waits for the payment that spends it (`paymentId`). */
export const promocodeUses = pgTable(
  'promocode_uses',
  {
    id: serial('id').primaryKey(),
    promocodeId: integer('promocode_id').notNull(),
    companyId: integer('company_id').notNull(),
    paymentId: integer('payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('promocode_uses_uq').on(t.promocodeId, t.companyId)],
);

/** Wrong codes tried, per company: ten in a minute and further tries wait (held here, not in a process). */
export const promocodeAttempts = pgTable(
  'promocode_attempts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('promocode_attempts_company_idx').on(t.companyId, t.at)],
);

/** A question to the platform's support (decision 0034); the asker sees it, every admin answers it. */
export const supportThreads = pgTable(
  'support_threads',
  {
    id: serial('id').primaryKey(),
    /** the asker's company when he asked; null for a user without one */
    companyId: integer('company_id'),
    userId: integer('user_id').notNull(),
    subject: text('subject').notNull(),
    status: text('status').$type<'open' | 'answered'>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_threads_user_idx').on(t.userId, t.updatedAt),
    index('support_threads_updated_idx').on(t.updatedAt, t.id),
  ],
);

/** One message of a support thread, with an optional screenshot kept in the file storage. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: serial('id').primaryKey(),
    threadId: integer('thread_id').notNull(),
    authorId: integer('author_id').notNull(),
    fromSupport: boolean('from_support').notNull().default(false),
    text: text('text').notNull(),
    screenshotKey: text('screenshot_key'),
    screenshotMime: text('screenshot_mime'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_messages_thread_idx').on(t.threadId, t.id)],
);
