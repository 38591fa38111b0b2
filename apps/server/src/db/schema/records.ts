import type { EventKind, EventStatus, LostValue } from '@glad/contracts';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/*
 * The synced records (docs/spec.md §3, docs/design.md §3 «Sync»). Their JS keys are the column names, which are the wire
 * (docs/spec.md) names: one mapper then serves both drizzle rows and the `to_jsonb` rows of the pull query.
 * Ids are global (clients allocate them from server-reserved blocks), so every table keys on
 * (company_id, id) and the block rules keep an id in one company only.
 */

/** Columns every synced table has; a function, because drizzle column builders cannot be shared. */
export function syncColumns() {
  return {
    company_id: integer('company_id').notNull(),
    id: bigint('id', { mode: 'number' }).notNull(),
    /** The company's change counter at this row's last change (pull cursor). */
    version: bigint('version', { mode: 'number' }).notNull(),
    deleted_at: timestamp('deleted_at', { withTimezone: true, precision: 3 }),
    /** Deleted for good from the trash: only the tombstone is left, its data cleared. */
    erased_at: timestamp('erased_at', { withTimezone: true, precision: 3 }),
    created_at: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** Strictly increasing per row; the wire `timestamp`. */
    updated_at: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updated_by: integer('updated_by').notNull().default(0),
    /** field → version of its last write (per-field last-writer-wins). */
    field_versions: jsonb('field_versions').$type<Record<string, number>>().notNull().default({}),
    /** field → user who wrote it last (named in a lost value). */
    field_users: jsonb('field_users').$type<Record<string, number>>().notNull().default({}),
    /** Values overwritten by a write that had not seen them; the last 20. */
    lost: jsonb('lost').$type<LostValue[]>().notNull().default([]),
  };
}

export const clients = pgTable(
  'clients',
  {
    ...syncColumns(),
    name: text('name').notNull().default(''),
    adresa: text('adresa').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** The phone's digits only, so a search finds it whatever its formatting. */
    phone_digits: text('phone_digits').notNull().default(''),
    notes: text('notes').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.id] }),
    index('clients_version_idx').on(t.company_id, t.version),
    index('clients_deleted_idx').on(t.company_id, t.deleted_at),
  ],
);

export const projects = pgTable(
  'projects',
  {
    ...syncColumns(),
    name: text('name').notNull().default(''),
    clientid: bigint('clientid', { mode: 'number' }).notNull().default(0),
    client: text('client').notNull().default(''),
    date: text('date').notNull().default(''),
    draft_count: integer('draft_count').notNull().default(0),
    editor: integer('editor').notNull().default(0),
    status_payment: integer('status_payment').notNull().default(0),
    status_worked: integer('status_worked').notNull().default(0),
    project_manager: integer('project_manager').notNull().default(0),
    /** The work address; empty = the client's address (adresa). */
    adresa: text('adresa').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /** The client estimate's total, kopecks, written by the device that priced it last (0 = not priced). */
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    client_properties: jsonb('client_properties')
      .$type<{ phone: string; notes: string }>()
      .notNull()
      .default({ phone: '', notes: '' }),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.id] }),
    index('projects_version_idx').on(t.company_id, t.version),
    index('projects_client_idx').on(t.company_id, t.clientid),
    index('projects_deleted_idx').on(t.company_id, t.deleted_at),
  ],
);

export const drafts = pgTable(
  'drafts',
  {
    ...syncColumns(),
    name: text('name').notNull().default(''),
    date: text('date').notNull().default(''),
    editor: integer('editor').notNull().default(0),
    projectid: bigint('projectid', { mode: 'number' }).notNull().default(0),
    project: text('project').notNull().default(''),
    smeta_exclude: smallint('smeta_exclude').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    form: jsonb('form').$type<Record<string, unknown>>().notNull().default({}),
    /** The drawing and calculation fields (later issues), stored as given. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.id] }),
    index('drafts_version_idx').on(t.company_id, t.version),
    index('drafts_project_idx').on(t.company_id, t.projectid),
    index('drafts_deleted_idx').on(t.company_id, t.deleted_at),
  ],
);

export const events = pgTable(
  'events',
  {
    ...syncColumns(),
    date: text('date').notNull().default(''),
    /** `HH:MM`; '' for the whole day */
    time: text('time').notNull().default(''),
    /** minutes; the event ends by midnight of its day */
    duration: integer('duration').notNull().default(60),
    client: bigint('client', { mode: 'number' }).notNull().default(0),
    project: bigint('project', { mode: 'number' }).notNull().default(0),
    /** where to go; filled from the project when not given */
    adresa: text('adresa').notNull().default(''),
    kind: text('kind').$type<EventKind>().notNull().default('other'),
    /** user ids of the staff who do it */
    assignees: integer('assignees').array().notNull().default([]),
    note: text('note').notNull().default(''),
    status: text('status').$type<EventStatus>().notNull().default('planned'),
    cancel_reason: text('cancel_reason').notNull().default(''),
    /** the user who made it (its time is `created_at`) */
    created_by: integer('created_by').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.id] }),
    index('events_version_idx').on(t.company_id, t.version),
    index('events_date_idx').on(t.company_id, t.date),
    index('events_deleted_idx').on(t.company_id, t.deleted_at),
    index('events_project_idx').on(t.company_id, t.project),
  ],
);

function smetaColumns() {
  return {
    ...syncColumns(),
    uid: text('uid').notNull().default(''),
    client: text('client').notNull().default(''),
    clientid: bigint('clientid', { mode: 'number' }).notNull().default(0),
    projectid: bigint('projectid', { mode: 'number' }).notNull().default(0),
    draftid: bigint('draftid', { mode: 'number' }).notNull().default(0),
    approved: smallint('approved').notNull().default(0),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  };
}

export const smety = pgTable('smety', smetaColumns(), (t) => [
  primaryKey({ columns: [t.company_id, t.id] }),
  index('smety_version_idx').on(t.company_id, t.version),
  index('smety_client_idx').on(t.company_id, t.clientid),
  index('smety_deleted_idx').on(t.company_id, t.deleted_at),
  index('smety_project_idx').on(t.company_id, t.projectid),
]);

export const smetymontazh = pgTable('smetymontazh', smetaColumns(), (t) => [
  primaryKey({ columns: [t.company_id, t.id] }),
  index('smetymontazh_version_idx').on(t.company_id, t.version),
  index('smetymontazh_client_idx').on(t.company_id, t.clientid),
  index('smetymontazh_deleted_idx').on(t.company_id, t.deleted_at),
  index('smetymontazh_project_idx').on(t.company_id, t.projectid),
]);

/** Project statuses, two groups per company (contracts/statuses.ts). */
export const statuses = pgTable(
  'statuses',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    group: text('group').$type<'work' | 'payment'>().notNull(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('statuses_company_idx').on(t.companyId, t.group, t.sort)],
);

/**
 * Reserved id blocks: block b covers ids b*1000 … b*1000+999. A company may create records only with ids of
 * its own blocks; `kind` 'server' blocks feed ids to records made by plain REST calls (`next_id`).
 */
export const idBlocks = pgTable(
  'id_blocks',
  {
    companyId: integer('company_id').notNull(),
    fromId: bigint('from_id', { mode: 'number' }).notNull(),
    toId: bigint('to_id', { mode: 'number' }).notNull(),
    kind: text('kind').$type<'device' | 'server'>().notNull(),
    nextId: bigint('next_id', { mode: 'number' }),
    userId: integer('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.fromId] })],
);

/** The one global sequence of id blocks (a single row, id 1): the next block number to hand out. */
export const idBlockCounter = pgTable('id_block_counter', {
  id: integer('id').primaryKey(),
  nextBlock: bigint('next_block', { mode: 'number' }).notNull(),
});

/** Every push mutation seen, with its answer, so a replay is answered and never applied twice. */
export const appliedMutations = pgTable(
  'applied_mutations',
  {
    companyId: integer('company_id').notNull(),
    mutationId: uuid('mutation_id').notNull(),
    result: jsonb('result')
      .$type<{ status: 'applied' | 'rejected'; version?: number; message?: string }>()
      .notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.mutationId] })],
);

/** Per company: the newest version among purged tombstones; an older pull cursor must resync. */
export const syncState = pgTable('sync_state', {
  companyId: integer('company_id').primaryKey(),
  purgedVersion: bigint('purged_version', { mode: 'number' }).notNull().default(0),
});
