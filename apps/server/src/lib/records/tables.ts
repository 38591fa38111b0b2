import {
  DEFAULT_EVENT_MINUTES,
  type LostValue,
  paymentKindLabels,
  type SyncTable,
  type syncFieldSchemas,
} from '@glad/contracts';
import { eventProblem } from '@glad/domain';
import type { SQL } from 'drizzle-orm';
import type { BuildColumns } from 'drizzle-orm/column-builder';
import type { PgTableWithColumns } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  clients,
  drafts,
  events,
  payments,
  projects,
  smety,
  smetymontazh,
  type syncColumns,
} from '../../db/schema/index.js';
import { nextUpdatedAt } from '../updated-at.js';

/**
 * A synced table as the engine sees it: the shared columns of `syncColumns()`, typed. Every table of the
 * registry is checked against it where it is registered (no cast), so inserts and updates of the shared
 * columns type-check; the table's own columns are written by name from `fields`, `kept` and `data`.
 */
export type SyncPgTable = PgTableWithColumns<{
  name: string;
  schema: undefined;
  dialect: 'pg';
  columns: BuildColumns<string, ReturnType<typeof syncColumns>, 'pg'>;
}>;

/** The drizzle table of each synced table of the wire. */
export interface SyncTables {
  clients: typeof clients;
  projects: typeof projects;
  drafts: typeof drafts;
  events: typeof events;
  smety: typeof smety;
  smetymontazh: typeof smetymontazh;
  oplata: typeof payments;
}

/** A column of a table's own, besides the shared ones of `syncColumns()`. */
type OwnColumn<T extends SyncPgTable> = Exclude<
  Extract<keyof T['$inferInsert'], string>,
  keyof ReturnType<typeof syncColumns>
>;

/**
 * What a write may set of a table's own columns: drizzle's insert type of the table, each column optional.
 * The engine's writes of a table's own columns are built from values of this type only (`satisfies` where a
 * column is named in code), so a wrong column name or value type fails the type check.
 */
export type OwnColumns<T extends SyncPgTable> = Partial<Pick<T['$inferInsert'], OwnColumn<T>>>;

/** The same, by the wire name of the table. */
export type OwnColumnsOf<N extends SyncTable> = OwnColumns<SyncTables[N]>;

/** The writable fields of a put as the contracts' schema of the table (`syncFieldSchemas`) gives them. */
type FieldValues<N extends SyncTable> = z.output<(typeof syncFieldSchemas)[N]>;

/**
 * The version stamp of a changed row, written once: its new company version, and an `updated_at` that
 * grows strictly per row (the wire `timestamp`), even when two writes fall in the same millisecond.
 */
export function versionStamp(table: SyncPgTable, version: number): { version: number; updated_at: SQL } {
  return { version, updated_at: nextUpdatedAt(table.updated_at) };
}

/** A row of any synced table (drizzle row, or a `to_jsonb` row where dates are strings). */
export interface Row {
  company_id: number;
  id: number;
  version: number;
  deleted_at: Date | string | null;
  erased_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  updated_by: number;
  field_versions: Record<string, number>;
  field_users: Record<string, number>;
  lost: LostValue[];
  data?: Record<string, unknown>;
  [column: string]: unknown;
}

/** What a reference field points at; 'staff' is a list of the company's user ids. */
export type RefKind = 'clients' | 'projects' | 'drafts' | 'user' | 'staff' | 'status:work' | 'status:payment';

/**
 * One synced table of the registry: `N` its wire name, `T` its drizzle table, whose own column names `fields`
 * and `kept` name, `F` the writable fields.
 */
export interface SyncTableDef<N extends SyncTable, T extends SyncPgTable, F extends OwnColumn<T>> {
  name: N;
  table: T;
  /** Writable fields kept in columns (the rest of a put goes to `data` when the table has it). */
  fields: readonly F[];
  /** Columns the server fills itself, sent on the wire. */
  kept: readonly OwnColumn<T>[];
  hasData: boolean;
  /** Fields that point at other records, users or statuses (0 = none). */
  refs: Partial<Record<string, RefKind>>;
  notFound: string;
  /** Columns computed from the field values (search helpers). */
  computed?: (values: Record<string, unknown>) => OwnColumns<T>;
  /** What is wrong with the record as a whole once a write is merged in (Russian), or null. */
  problem?: (values: Record<string, unknown>) => string | null;
  /** Wire fields made from the row's own columns (e.g. `created_at` as ms). */
  wireExtra?: (row: Row) => Record<string, unknown>;
  /** The name shown in the trash. */
  trashName: (row: Row) => string;
}

/** A table of the registry as the engine handles it, whichever it is. */
export interface TableDef
  extends Omit<SyncTableDef<SyncTable, SyncPgTable, never>, 'name' | 'fields' | 'kept' | 'computed'> {
  name: SyncTable;
  fields: readonly string[];
  kept: readonly string[];
  computed?: (values: Record<string, unknown>) => Record<string, unknown>;
}

/**
 * Registers a synced table, checked by the compiler here: `table` has the shared columns with their types,
 * `fields` and `kept` name its own columns, and each field's value as the contracts' schema of the table
 * parses it fits its column's insert type (the engine writes those values, or the stored ones, unchanged).
 */
function syncTable<N extends SyncTable, T extends SyncTables[N], F extends OwnColumn<T>>(
  def: SyncTableDef<N, T, F>,
  ..._fieldsFitColumns: Pick<FieldValues<N>, F & keyof FieldValues<N>> extends OwnColumns<T>
    ? []
    : ['a field of the contracts’ schema does not fit its column']
): TableDef {
  return def;
}

const eventKindName: Record<string, string> = {
  zamer: 'Замер',
  montazh: 'Монтаж',
  vstrecha: 'Встреча',
  other: 'Событие',
};

/** The whole-event rules (domain `eventProblem`) on a merged record. */
function eventRecordProblem(v: Record<string, unknown>): string | null {
  return eventProblem({
    time: String(v.time ?? ''),
    duration: Number(v.duration ?? DEFAULT_EVENT_MINUTES),
    status: String(v.status ?? 'planned'),
    cancel_reason: String(v.cancel_reason ?? ''),
  });
}

function ruDay(day: unknown): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(day));
  return m ? `${m[3]}.${m[2]}.${m[1]}` : '';
}

/** A payment must name its project, a sum above zero and a day (a put may leave them as they were). */
function paymentRecordProblem(v: Record<string, unknown>): string | null {
  if (!Number(v.project ?? 0)) return 'Укажите объект, за который заплатили';
  if (!(Number(v.amount ?? 0) > 0)) return 'Укажите сумму платежа';
  if (!v.date) return 'Укажите дату платежа';
  return null;
}

function rubles(kopecks: unknown): string {
  const value = Number(kopecks ?? 0) / 100;
  return `${value.toLocaleString('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ₽`;
}

const named = (fallback: string) => (row: Row) => String(row.name ?? '').trim() || fallback;

export const tableDefs: Record<SyncTable, TableDef> = {
  clients: syncTable({
    name: 'clients',
    table: clients,
    fields: ['name', 'adresa', 'phone', 'notes'],
    kept: [],
    hasData: false,
    refs: {},
    notFound: 'Клиент не найден',
    computed: (v) => ({ phone_digits: String(v.phone ?? '').replace(/\D/g, '') }),
    trashName: named('Клиент без имени'),
  }),
  projects: syncTable({
    name: 'projects',
    table: projects,
    fields: [
      'name',
      'clientid',
      'date',
      'status_payment',
      'status_worked',
      'project_manager',
      'adresa',
      'notes',
      'amount',
    ],
    kept: ['client', 'draft_count', 'editor', 'client_properties'],
    hasData: false,
    refs: {
      clientid: 'clients',
      status_payment: 'status:payment',
      status_worked: 'status:work',
      project_manager: 'user',
    },
    notFound: 'Объект не найден',
    trashName: named('Объект без названия'),
  }),
  drafts: syncTable({
    name: 'drafts',
    table: drafts,
    fields: ['name', 'date', 'projectid', 'smeta_exclude', 'sort', 'form'],
    kept: ['project', 'editor'],
    hasData: true,
    refs: { projectid: 'projects' },
    notFound: 'Чертёж не найден',
    trashName: named('Чертёж без названия'),
  }),
  events: syncTable({
    name: 'events',
    table: events,
    fields: [
      'date',
      'time',
      'duration',
      'client',
      'project',
      'adresa',
      'kind',
      'assignees',
      'note',
      'status',
      'cancel_reason',
    ],
    kept: ['created_by'],
    hasData: false,
    refs: { client: 'clients', project: 'projects', assignees: 'staff' },
    notFound: 'Событие не найдено',
    problem: eventRecordProblem,
    wireExtra: (row) => ({ created_at: ms(row.created_at) }),
    trashName: (row) =>
      [eventKindName[String(row.kind)] ?? 'Событие', ruDay(row.date), String(row.time ?? '')]
        .filter(Boolean)
        .join(' '),
  }),
  smety: syncTable({
    name: 'smety',
    table: smety,
    fields: ['uid', 'client', 'clientid', 'projectid', 'draftid', 'approved'],
    kept: [],
    hasData: true,
    refs: { clientid: 'clients', projectid: 'projects', draftid: 'drafts' },
    notFound: 'Смета не найдена',
    trashName: (row) => (row.client ? `Смета: ${row.client}` : 'Смета'),
  }),
  smetymontazh: syncTable({
    name: 'smetymontazh',
    table: smetymontazh,
    fields: ['uid', 'client', 'clientid', 'projectid', 'draftid', 'approved'],
    kept: [],
    hasData: true,
    refs: { clientid: 'clients', projectid: 'projects', draftid: 'drafts' },
    notFound: 'Смета монтажа не найдена',
    trashName: (row) => (row.client ? `Смета монтажа: ${row.client}` : 'Смета монтажа'),
  }),
  oplata: syncTable({
    name: 'oplata',
    table: payments,
    fields: ['project', 'amount', 'date', 'method', 'kind', 'note'],
    kept: ['created_by'],
    hasData: false,
    refs: { project: 'projects' },
    notFound: 'Платёж не найден',
    problem: paymentRecordProblem,
    wireExtra: (row) => ({ created_at: ms(row.created_at) }),
    trashName: (row) =>
      [paymentKindLabels[String(row.kind) as 'predoplata'] ?? 'Платёж', rubles(row.amount), ruDay(row.date)]
        .filter(Boolean)
        .join(' '),
  }),
};

export const ms = (value: Date | string) => (value instanceof Date ? value : new Date(value)).getTime();

/** The values per-field last-writer-wins works on: the writable columns and the `data` fields. */
export function fieldValues(def: TableDef, row: Row): Record<string, unknown> {
  const values: Record<string, unknown> = def.hasData ? { ...(row.data ?? {}) } : {};
  for (const field of def.fields) values[field] = row[field];
  return values;
}

/** Column values for the given field values. */
export function columnsOf(def: TableDef, values: Record<string, unknown>): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (def.fields.includes(key)) columns[key] = value;
    else data[key] = value;
  }
  if (def.hasData) columns.data = data;
  return { ...columns, ...def.computed?.(values) };
}

/** The record as it travels (the names of docs/spec.md, plus id, version and timestamp). */
export function toWire(def: TableDef, row: Row): Record<string, unknown> {
  const wire: Record<string, unknown> = def.hasData ? { ...(row.data ?? {}) } : {};
  for (const field of def.fields) wire[field] = row[field];
  for (const field of def.kept) wire[field] = row[field];
  Object.assign(wire, def.wireExtra?.(row));
  wire.id = row.id;
  wire.version = row.version;
  wire.timestamp = ms(row.updated_at);
  return wire;
}
