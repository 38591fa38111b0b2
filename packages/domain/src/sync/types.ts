/**
 * The sync engine's own view of the wire protocol (packages/contracts/src/sync.ts). The domain package
 * imports nothing, so these types are written out structurally: an object of the contract's types
 * (`PullResponse`, `PushResponse`, `IdBlock`) can be passed wherever these are expected.
 */

export type Fields = Record<string, unknown>;

/** The synced tables: the one list, which the contract's `syncTable` enum is made from (contracts import the domain). */
export const syncTableNames = [
  'clients',
  'projects',
  'drafts',
  'events',
  'smety',
  'smetymontazh',
  'oplata',
] as const;

/** A value a user typed that lost to a later write of the same field (kept so it can be shown). */
export interface SyncLostValue {
  field: string;
  value: unknown;
  winner: unknown;
  userId: number;
  at: string;
}

/** One row as the server holds it; `data` is null for a tombstone. */
export interface SyncChangeIn {
  table: string;
  id: number;
  version: number;
  deleted: boolean;
  data: Fields | null;
  lost?: SyncLostValue[] | undefined;
}

export interface SyncPullPage {
  cursor: number;
  hasMore: boolean;
  resync: boolean;
  changes: SyncChangeIn[];
}

export interface SyncMutation {
  mutationId: string;
  table: string;
  op: 'put' | 'delete';
  id: number;
  baseVersion: number;
  fields: Fields;
}

export interface SyncMutationResult {
  mutationId: string;
  status: 'applied' | 'duplicate' | 'rejected';
  version?: number | undefined;
  message?: string | undefined;
  /**
   * For a rejected mutation: the record as the server holds it after the push (null: it holds none for
   * this company), so the device puts it back without reading everything again. A server that does not
   * send it leaves the device to pull from 0 (`SyncMeta.refetch`).
   */
  current?: SyncChangeIn | null | undefined;
}

export interface SyncPushAnswer {
  results: SyncMutationResult[];
}

export interface SyncIdBlock {
  from: number;
  to: number;
}

/** How the engine reaches the server (HTTP in the app). A failed call throws. */
export interface SyncTransport {
  pull(cursor: number, limit: number): Promise<SyncPullPage>;
  push(mutations: SyncMutation[]): Promise<SyncPushAnswer>;
  reserveIds(count: number): Promise<SyncIdBlock>;
}

/* ---------- what the device keeps ---------- */

/**
 * A record of the offline copy. `version` is the server version this device last received for the row
 * (0 for a record made here and not pulled yet); `data` is what the screens show: the server's fields with
 * the pending local edits on top.
 */
export interface LocalRecord {
  table: string;
  id: number;
  version: number;
  data: Fields;
  lost?: SyncLostValue[] | undefined;
}

/** One entry of the outbox (`stack`): a local change not yet acknowledged by the server. */
export interface OutboxEntry {
  /** automatic, increasing: the order the changes were made and are pushed in */
  seq: number;
  mutationId: string;
  table: string;
  op: 'put' | 'delete';
  id: number;
  baseVersion: number;
  fields: Fields;
  /**
   * Set (in the same transaction that reads the batch) before the entry is handed to the transport.
   * A sent entry may already be applied under its mutation id, so it is never changed again: a later edit
   * gets an entry of its own.
   */
  sent: boolean;
  createdAt: number;
}

export type NewOutboxEntry = Omit<OutboxEntry, 'seq'>;

/** A mutation the server refused: the Russian message is shown to the user until dismissed. */
export interface SyncFailure {
  mutationId: string;
  table: string;
  id: number;
  op: 'put' | 'delete';
  fields: Fields;
  message: string;
  at: number;
}

export interface SyncMeta {
  /** pass to the next pull */
  cursor: number;
  /** reserved id ranges still unused, in order: `next` is the next id to hand out, `to` inclusive */
  idBlocks: { next: number; to: number }[];
  /** pull from 0 on the next sync (a rejection came without the record as the server holds it) */
  refetch: boolean;
  failures: SyncFailure[];
  /** failures that fell off the kept list (the oldest go first): the user is told how many */
  droppedFailures: number;
}

export const emptySyncMeta = (): SyncMeta => ({
  cursor: 0,
  idBlocks: [],
  refetch: false,
  failures: [],
  droppedFailures: 0,
});

export interface RecordKey {
  table: string;
  id: number;
}

/**
 * What runs inside one storage transaction. On Dexie every method maps to one table call inside
 * `db.transaction('rw', …)`; the engine awaits nothing but these methods there, so the transaction
 * stays open and either everything in it is written or nothing is.
 */
export interface SyncStoreTx {
  getRecord(table: string, id: number): Promise<LocalRecord | undefined>;
  putRecord(record: LocalRecord): Promise<void>;
  deleteRecord(table: string, id: number): Promise<void>;
  /** Drops every record and tombstone except the records named in `keep`. */
  clearRecords(keep: readonly RecordKey[]): Promise<void>;
  /**
   * The tombstone of a record absent here: server rows older than its version are stale and ignored. Its
   * version is the server's delete, or the version the user saw when the server refused their delete.
   */
  getTombstone(table: string, id: number): Promise<number | undefined>;
  putTombstone(table: string, id: number, version: number): Promise<void>;
  deleteTombstone(table: string, id: number): Promise<void>;
  /** The whole outbox by `seq`. */
  listOutbox(): Promise<OutboxEntry[]>;
  /** The entry with the highest `seq`, if any. */
  lastOutbox(): Promise<OutboxEntry | undefined>;
  /** Appends an entry with the next automatic `seq` and answers it. */
  addOutbox(entry: NewOutboxEntry): Promise<number>;
  putOutbox(entry: OutboxEntry): Promise<void>;
  deleteOutbox(seq: number): Promise<void>;
  getMeta(): Promise<SyncMeta>;
  setMeta(meta: SyncMeta): Promise<void>;
}

export interface SyncStore {
  /**
   * Runs `fn` atomically and isolated from other transactions on the same store. `reads` names the
   * records (and their tombstones) `fn` is about to read — a pulled page's rows — so a store may fetch
   * them in bulk first; only a hint, it never changes what `fn` sees.
   */
  transaction<T>(fn: (tx: SyncStoreTx) => Promise<T>, reads?: readonly RecordKey[]): Promise<T>;
}
