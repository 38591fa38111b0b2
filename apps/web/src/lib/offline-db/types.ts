import type {
  ClientRecord,
  DraftRecord,
  EventRecord,
  LostValue,
  PaymentRecord,
  ProjectRecord,
  SmetaRecord,
} from '@glad/contracts';
import { syncTableNames } from '@glad/domain';

/** The synced tables, named as the sync protocol names them: the domain's one list. */
export type SyncedTable = (typeof syncTableNames)[number];
export const syncedTables: readonly SyncedTable[] = syncTableNames;

/**
 * What the offline copy adds to every synced row. Names start with `_` so they can never meet a record
 * field (the server only accepts field names starting with a letter).
 */
export interface RowMeta {
  id: number;
  /** the server version this device last received for the row; 0 for a record made here, not pulled yet */
  _v: number;
  /** values typed by someone that lost to a later write of the same field (shown beside the field) */
  _lost?: LostValue[];
  /** search words (multi-entry index), written by the store; not for display */
  _words?: string[];
  /** clients: the folded name, the list order (indexed); not for display */
  _name?: string;
}

/**
 * A row as the screens read it: the record's fields (docs/spec.md §3) with the device's pending edits on top.
 * `version` and `timestamp` are the server's and are absent until the record has been pulled once, so
 * order by `timestamp ?? 0`.
 */
type Local<T> = Omit<T, 'id' | 'version' | 'timestamp'> & {
  version?: number;
  timestamp?: number;
} & RowMeta;

export type ClientRow = Local<ClientRecord>;
export type ProjectRow = Local<ProjectRecord>;
export type DraftRow = Local<DraftRecord>;
export type EventRow = Local<EventRecord>;
export type SmetaRow = Local<SmetaRecord>;
export type PaymentRow = Local<PaymentRecord>;

/** Calculator configs (filled by the calculator issue; kept here so the schema is complete). */
export interface ConfigRow {
  id: number;
  timestamp?: number;
  default: 0 | 1;
  [field: string]: unknown;
}

export interface RowOf {
  clients: ClientRow;
  projects: ProjectRow;
  drafts: DraftRow;
  events: EventRow;
  smety: SmetaRow;
  smetymontazh: SmetaRow;
  oplata: PaymentRow;
}

/** Fields a screen may write to a record (server-kept copies such as a project's `client` are ignored). */
export type FieldsOf<T extends SyncedTable> = Partial<
  Omit<RowOf[T], keyof RowMeta | 'version' | 'timestamp'>
>;

/** One outbox entry as stored in `stack` (docs/spec.md §3: automatic id, type). `id` is the push order. */
export interface StackRow {
  id?: number;
  /** the record's table */
  type: SyncedTable;
  op: 'put' | 'delete';
  recordId: number;
  mutationId: string;
  baseVersion: number;
  fields: Record<string, unknown>;
  sent: boolean;
  createdAt: number;
}

/** Tombstones of records deleted on the server (or by a refused delete), so old rows never come back. */
export interface TombstoneRow {
  table: SyncedTable;
  id: number;
  version: number;
}

export interface MetaRow {
  key: string;
  value: unknown;
}
