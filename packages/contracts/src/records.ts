import { z } from 'zod';
import { pageQuery, paginated } from './common.js';
import { recordId, type SyncTable, syncTable } from './sync.js';

export { clockTime, flag01, isoDay, plainText, refId, smallRef } from './record-basics.js';

import { eventKinds, eventStatuses } from './event-constants.js';
import { flag01, MAX_ID, meta, plainText, refId, smallRef } from './record-basics.js';

/**
 * The synced records of docs/spec.md §3 as they travel: in pull answers (`SyncChange.data`), in the REST calls of
 * docs/spec.md §7 and in push mutations (`Mutation.fields`). Field names are the SPEC's. Every wire record carries
 * `id`, `version` (the server version of its last change) and `timestamp` (ms of its last change, strictly
 * increasing per record).
 * What a push or a create body may write is in record-fields.ts (decision 0051).
 */

const openObject = z.record(z.string(), z.unknown());

/* ---------- wire records ---------- */

export const clientRecord = z.object({
  ...meta,
  name: z.string(),
  adresa: z.string(),
  phone: z.string(),
  notes: z.string(),
});
export type ClientRecord = z.infer<typeof clientRecord>;

export const projectRecord = z.object({
  ...meta,
  name: z.string(),
  clientid: refId,
  /** the client's name (kept by the server) */
  client: z.string(),
  date: z.string(),
  /** live drafts of the project (kept by the server) */
  draft_count: z.number().int(),
  /** the user who changed it last (kept by the server) */
  editor: z.number().int(),
  status_payment: smallRef,
  status_worked: smallRef,
  project_manager: smallRef,
  /** the work address; empty = the client's */
  adresa: z.string(),
  notes: z.string(),
  /** the client estimate's total, kopecks (0 = not priced yet) */
  amount: z.number().int(),
  /** the client's phone and notes (kept by the server), for search */
  client_properties: z.object({ phone: z.string(), notes: z.string() }),
});
export type ProjectRecord = z.infer<typeof projectRecord>;

/** A draft: the listed fields plus the drawing and calculation fields, stored as given (loose object). */
export const draftRecord = z.looseObject({
  ...meta,
  name: z.string(),
  date: z.string(),
  editor: z.number().int(),
  projectid: refId,
  /** the project's name (kept by the server) */
  project: z.string(),
  smeta_exclude: flag01,
  sort: z.number().int(),
  form: openObject,
});
export type DraftRecord = z.infer<typeof draftRecord>;

export const eventKind = z.enum(eventKinds, { error: 'Вид события: замер, монтаж, встреча или другое' });
/** запланировано → выполнено, or отменено (with a reason). */
export const eventStatus = z.enum(eventStatuses, {
  error: 'Статус события: запланировано, выполнено или отменено',
});

/**
 * A calendar event (docs/design.md §3 «Calendar»). `time` '' is an event for the whole day (no start known);
 * `assignees` are user ids of the company; `adresa` is where to go (filled from the project when not given).
 * `created_by` and `created_at` (ms) are set by the server when the event is made.
 */
export const eventRecord = z.object({
  ...meta,
  date: z.string(),
  time: z.string(),
  /** minutes, 1…1440 */
  duration: z.number().int(),
  /** client id, 0 when none */
  client: refId,
  /** project id, 0 when none */
  project: refId,
  adresa: z.string(),
  kind: eventKind,
  /** user ids of the staff who do it; [] when nobody yet */
  assignees: z.array(smallRef),
  note: z.string(),
  status: eventStatus,
  /** why it was cancelled; '' unless status is 'cancelled' */
  cancel_reason: z.string(),
  /** the user who made it (kept by the server) */
  created_by: z.number().int(),
  /** when it was made, ms (kept by the server) */
  created_at: z.number().int(),
});
export type EventRecord = z.infer<typeof eventRecord>;

/** smety and smetymontazh records; their contents (later issues) are extra fields stored as given. */
export const smetaRecord = z.looseObject({
  ...meta,
  uid: z.string(),
  client: z.string(),
  clientid: refId,
  projectid: refId,
  draftid: refId,
  approved: flag01,
});
export type SmetaRecord = z.infer<typeof smetaRecord>;

/**
 * Fields a put may carry but the server ignores: the record's meta and the copies the server keeps itself
 * (a project's client name, phone and notes, its draft count and editor; a draft's project name and editor;
 * who made an event and when).
 */
export const ignoredFields: Record<SyncTable, readonly string[]> = {
  clients: [],
  projects: ['client', 'client_properties', 'draft_count', 'editor'],
  drafts: ['project', 'editor'],
  events: ['created_by', 'created_at'],
  smety: [],
  smetymontazh: [],
  oplata: ['created_by', 'created_at'],
};
export const metaFields = ['id', 'version', 'timestamp', 'deleted', 'lost'] as const;

/** Extra (stored as given) fields of drafts and estimates: names like `polygons`, at most 200 of them. */
export const extraFieldName = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
export const MAX_EXTRA_FIELDS = 200;

/** What a new record must have; the message is shown when it is missing. */
export const requiredOnCreate: Partial<Record<SyncTable, { field: string; message: string }>> = {
  clients: { field: 'name', message: 'Укажите имя клиента' },
  projects: { field: 'name', message: 'Укажите название объекта' },
  events: { field: 'date', message: 'Укажите дату события' },
};

/* ---------- REST calls (docs/spec.md §7) ---------- */

export const recordIdParam = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });

/** An offset that stays inside what the database can count (a bigger one is a 400, not a 500). */
export const listOffset = z.coerce.number().int().min(0).max(1_000_000_000).default(0);

/** Paged lists: offset, limit and `client` (a client id). */
export const recordListQuery = pageQuery.extend({
  offset: listOffset,
  client: z.coerce.number().int().positive().max(MAX_ID).optional(),
});
/** client/ also takes `q`: found in the name, address or notes (any case), or in the phone's digits. */
export const clientListQuery = recordListQuery.extend({ q: plainText(200).optional() });
/** project/ also takes `q`: found in the name, address, notes or client's name (any case), or the client's phone. */
export const projectListQuery = recordListQuery.extend({ q: plainText(200).optional() });
export const smetaListQuery = recordListQuery.extend({
  project: z.coerce.number().int().positive().max(MAX_ID).optional(),
  draft: z.coerce.number().int().positive().max(MAX_ID).optional(),
});

/**
 * POST with the sync flag (docs/spec.md §7): `base` lists what the caller holds, as `{ id, timestamp }` or as plain
 * ids. Answer: `add` — live records not in base; `update` — base records changed after their timestamp
 * (for a plain id: changed after `since`, or every one when `since` is absent); `delete` — base ids that
 * are deleted or unknown.
 */
export const restSyncBody = z.object({
  sync: z.literal(true),
  base: z
    .array(z.union([recordId, z.object({ id: recordId, timestamp: z.number().int().min(0) })]))
    .max(200_000)
    .default([]),
  since: z.number().int().min(0).optional(),
});
export type RestSyncBody = z.infer<typeof restSyncBody>;

export const restSyncAnswer = <T extends z.ZodType>(item: T) =>
  z.object({ res: z.literal(true), add: z.array(item), update: z.array(item), delete: z.array(recordId) });
export const recordAnswer = <T extends z.ZodType>(item: T) =>
  z.object({ res: z.literal(true), content: item });
export const pageAnswer = <T extends z.ZodType>(item: T) => paginated(item).extend({ res: z.literal(true) });
export const listAnswer = <T extends z.ZodType>(item: T) =>
  z.object({ res: z.literal(true), content: z.array(item) });

export const projectManagerBody = z.object({ project_manager: smallRef });
export const draftsBulkDeleteBody = z.object({ data: z.array(recordId).min(1).max(1000) });
export const bulkDeleteAnswer = z.object({ res: z.literal(true), deleted: z.array(recordId) });
/** Exclude a draft from the estimate; without `smeta_exclude` it toggles. A missing id → «Не указан ID». */
export const draftExcludeBody = z.object({ id: z.unknown().optional(), smeta_exclude: flag01.optional() });
export const sortDraftsBody = z.object({ ids: z.array(recordId).min(1).max(5000) });
export const deleteAnswer = z.object({ res: z.literal(true), id: recordId, version: z.number().int() });

/** `ids=1,2,3` (at most 1000). */
export const idsQuery = z.object({
  ids: z
    .string()
    .max(20_000)
    .regex(/^\d{1,16}(,\d{1,16})*$/, 'Список ID через запятую')
    .transform((v) => [...new Set(v.split(',').map(Number))])
    .refine((ids) => ids.length <= 1000, 'Не больше 1000 ID')
    .refine((ids) => ids.every((id) => id >= 1 && id <= MAX_ID), 'Неверный ID'),
});

export const cloneDraftAnswer = z.object({
  res: z.literal(true),
  draft: draftRecord,
  project: projectRecord.nullable(),
});
export const cloneProjectAnswer = z.object({
  res: z.literal(true),
  project: projectRecord,
  draft: z.array(draftRecord),
});

/** How many live records a company holds (company/ shows them; ras4 = drafts). */
export const recordCounts = z.object({
  clients: z.number().int(),
  projects: z.number().int(),
  ras4: z.number().int(),
});
export type RecordCounts = z.infer<typeof recordCounts>;

/** DELETE sync/lost/{table}/{id}/: the user has seen the lost values of a record; they are cleared. */
export const lostParams = z.object({
  table: syncTable,
  id: z.coerce.number().int().positive().max(MAX_ID),
});
export const lostClearedAnswer = z.object({ res: z.literal(true), version: z.number().int() });
