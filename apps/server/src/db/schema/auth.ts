import { sql } from 'drizzle-orm';
import {
  bigint,
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
  uuid,
} from 'drizzle-orm/pg-core';

/** Tariff plans. `end` marks a special (time-limited) plan. */
export const tariffs = pgTable('tariffs', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  managers: integer('managers').notNull(),
  templateCalc: integer('template_calc').notNull(),
  calc: integer('calc').notNull(),
  /** Monthly price in kopecks. */
  price: integer('price').notNull().default(0),
  end: date('end'),
  isFree: boolean('is_free').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().default(''),
  city: text('city').notNull().default(''),
  adres: text('adres').notNull().default(''),
  phone: text('phone').notNull().default(''),
  /** Requisites: ИНН, КПП, ОГРН, bank details, shown on estimates. */
  requisites: jsonb('requisites').$type<Record<string, string>>().notNull().default({}),
  managerdetail: text('managerdetail').notNull().default(''),
  logoFileId: integer('logo_file_id'),
  tariffId: integer('tariff_id').notNull(),
  tariffEnd: date('tariff_end'),
  /** Set by a platform admin: the company's users are refused with this reason. */
  blockedReason: text('blocked_reason'),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  /** Per-company change counter for sync (raised in every write transaction). */
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id'),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull().default(''),
    family: text('family').notNull().default(''),
    secondname: text('secondname').notNull().default(''),
    phone: text('phone').notNull().default(''),
    dolzhnost: text('dolzhnost').notNull().default(''),
    admin: boolean('admin').notNull().default(false),
    /** hidden by a platform admin from the company's installer list (decision 0034) */
    installerHidden: boolean('installer_hidden').notNull().default(false),
    vladelec: boolean('vladelec').notNull().default(false),
    rights: jsonb('rights').$type<string[]>().notNull().default([]),
    photoFileId: integer('photo_file_id'),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    lastActivity: timestamp('last_activity', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    index('users_company_idx').on(t.companyId),
  ],
);

/** A sign-in session: one refresh-token family. Revoking it ends the session at once. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id').notNull(),
    companyId: integer('company_id'),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Each issued refresh token; a second use of one revokes its session (family). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: uuid('jti').primaryKey(),
    sessionId: uuid('session_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The token this one was traded for, and the SHA-256 of the client's attempt key sent with the trade. */
    successorJti: uuid('successor_jti'),
    attemptKeyHash: text('attempt_key_hash'),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Failed logins, counted per email (captcha after 5, hard stop at 100 an hour). */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_email_idx').on(t.email, t.createdAt)],
);

/** Solved ALTCHA challenges, kept until they expire so none is accepted twice. */
export const altchaUsed = pgTable('altcha_used', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Server-wide secrets (token signing key, ALTCHA HMAC key), shared by every process. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    kind: text('kind').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_company_idx').on(t.companyId, t.id)],
);
