import {
  emptySyncMeta,
  type LocalRecord,
  type NewOutboxEntry,
  type OutboxEntry,
  type RecordKey,
  type SyncMeta,
  type SyncStore,
  type SyncStoreTx,
} from '@glad/domain';
import type { Table, Transaction } from 'dexie';
import type { GladDb } from './schema';
import { clientSortKey, indexWords } from './search-index';
import { type MetaRow, type StackRow, type SyncedTable, syncedTables, type TombstoneRow } from './types';

export const SYNC_META_KEY = 'sync';

type AnyRow = Record<string, unknown> & { id: number };

function isSynced(table: string): table is SyncedTable {
  return (syncedTables as readonly string[]).includes(table);
}

/** The record as a row: its fields flat (so docs/spec.md §3's indexes work) and the sync bookkeeping under `_`. */
export function toRow(record: LocalRecord): AnyRow {
  const row: AnyRow = { ...record.data, id: record.id, _v: record.version };
  if (record.lost?.length) row._lost = record.lost;
  const words = indexWords(record.table, record.data);
  if (words) row._words = words;
  if (record.table === 'clients') row._name = clientSortKey(record.data.name);
  return row;
}

export function fromRow(table: string, row: AnyRow): LocalRecord {
  const { _v, _lost } = row;
  // everything under `_` is the device's own bookkeeping, never a field of the record
  const data: Record<string, unknown> = {};
  for (const key in row) if (!key.startsWith('_')) data[key] = row[key];
  return {
    table,
    id: row.id,
    version: typeof _v === 'number' ? _v : 0,
    data,
    ...(Array.isArray(_lost) && _lost.length ? { lost: _lost as LocalRecord['lost'] } : {}),
  };
}

const toStack = (entry: NewOutboxEntry | OutboxEntry): StackRow => ({
  ...('seq' in entry ? { id: entry.seq } : {}),
  type: entry.table as SyncedTable,
  op: entry.op,
  recordId: entry.id,
  mutationId: entry.mutationId,
  baseVersion: entry.baseVersion,
  fields: entry.fields,
  sent: entry.sent,
  createdAt: entry.createdAt,
});

const fromStack = (row: StackRow): OutboxEntry => ({
  seq: row.id!,
  mutationId: row.mutationId,
  table: row.type,
  op: row.op,
  id: row.recordId,
  baseVersion: row.baseVersion,
  fields: row.fields,
  sent: row.sent,
  createdAt: row.createdAt,
});

/**
 * The sync engine's storage on IndexedDB, with the memory store's guarantees: each `transaction` is one
 * Dexie read-write transaction over every table the engine touches, so a local change writes the record
 * and its outbox entry together or not at all, and IndexedDB serialises it against other tabs' writes.
 * The records named in `reads` (a pulled page's rows) are read ahead at its start, in bulk.
 */
export function createDexieSyncStore(db: GladDb): SyncStore {
  const tables = [...syncedTables, 'stack', 'tombstones', 'meta'];
  return {
    // Every call goes to tables bound to this transaction, not to Dexie's ambient one: the engine's
    // nested async functions add native promise hops that Dexie's zone tracking does not follow, and a
    // call that lost the zone would silently run in a transaction of its own.
    transaction: (fn, reads = []) =>
      db.transaction('rw', tables, async (trans) => {
        const tx = await openTx(trans, reads);
        const result = await fn(tx);
        await tx.flush();
        return result;
      }),
  };
}

const keyOf = (table: string, id: number) => `${table}\u0000${id}`;

/**
 * The engine's view of one Dexie transaction. Rows read ahead live in `known` (undefined: absent). Writes
 * of records and tombstones update `known` and wait in `dirty` for one bulk write per table at the end
 * (a pulled page is thousands of rows); other writes go out at once without waiting — requests of one
 * transaction run in the order issued, so a later read still sees them. `flush` sends and awaits all
 * before the transaction ends, so a failed write still fails (and rolls back) the whole transaction.
 */
async function openTx(
  trans: Transaction,
  reads: readonly RecordKey[],
): Promise<SyncStoreTx & { flush(): Promise<void> }> {
  const recordTable = (table: string): Table<AnyRow, number> => {
    if (!isSynced(table)) throw new Error(`Unknown synced table ${table}`);
    return trans.table(table);
  };
  const stack: Table<StackRow, number> = trans.table('stack');
  const tombstones: Table<TombstoneRow, [string, number]> = trans.table('tombstones');
  const meta: Table<MetaRow, string> = trans.table('meta');

  let known = new Map<string, AnyRow | undefined>();
  let knownTombstones = new Map<string, number | undefined>();
  const byTable = new Map<SyncedTable, number[]>();
  for (const k of reads) {
    if (!isSynced(k.table)) continue;
    const ids = byTable.get(k.table) ?? [];
    ids.push(k.id);
    byTable.set(k.table, ids);
  }
  /*
   * Which of the page's ids are stored comes from the keys of their id range (one request, keys only),
   * and only those rows are fetched: a first sync asks thousands of ids that are all absent, and one
   * `get` per id cost as much as writing the rows. Tombstones are few: their range is read whole.
   */
  const readAhead = async (table: SyncedTable, ids: number[]) => {
    let low = ids[0]!;
    let high = low;
    for (const id of ids) {
      if (id < low) low = id;
      if (id > high) high = id;
    }
    const wanted = new Set(ids);
    const [stored, stones] = await Promise.all([
      recordTable(table).where('id').between(low, high, true, true).primaryKeys(),
      tombstones.where('[table+id]').between([table, low], [table, high], true, true).toArray(),
    ]);
    const present = stored.filter((id) => wanted.has(id));
    const rows = await recordTable(table).bulkGet(present);
    for (const id of ids) {
      known.set(keyOf(table, id), undefined);
      knownTombstones.set(keyOf(table, id), undefined);
    }
    for (const [i, id] of present.entries()) known.set(keyOf(table, id), rows[i]);
    for (const stone of stones) {
      if (wanted.has(stone.id)) knownTombstones.set(keyOf(table, stone.id), stone.version);
    }
  };
  await Promise.all([...byTable].map(([table, ids]) => readAhead(table, ids)));

  const pending: Promise<unknown>[] = [];
  const write = (request: Promise<unknown>) => {
    pending.push(request);
    // `flush` rethrows a failure; when `fn` threw first, the aborted writes need no second report
    request.catch(() => undefined);
  };
  /** table → id → the row to store, or null to delete */
  const dirty = new Map<string, Map<number, AnyRow | null>>();
  /** key → the tombstone to store, or null to delete */
  const dirtyTombstones = new Map<string, TombstoneRow | null>();
  const markDirty = (table: string, id: number, row: AnyRow | null) => {
    const rows = dirty.get(table) ?? new Map<number, AnyRow | null>();
    dirty.set(table, rows);
    rows.set(id, row);
  };
  const sendDirty = () => {
    for (const [table, rows] of dirty) {
      const puts: AnyRow[] = [];
      const deletes: number[] = [];
      for (const [id, row] of rows) {
        if (row) puts.push(row);
        else deletes.push(id);
      }
      if (puts.length) write(recordTable(table).bulkPut(puts));
      if (deletes.length) write(recordTable(table).bulkDelete(deletes));
    }
    dirty.clear();
    const stonePuts: TombstoneRow[] = [];
    const stoneDeletes: [string, number][] = [];
    for (const [, stone] of dirtyTombstones) if (stone) stonePuts.push(stone);
    for (const [key, stone] of dirtyTombstones) {
      if (stone) continue;
      const [table, id] = key.split('\u0000');
      stoneDeletes.push([table!, Number(id)]);
    }
    if (stonePuts.length) write(tombstones.bulkPut(stonePuts));
    if (stoneDeletes.length) write(tombstones.bulkDelete(stoneDeletes));
    dirtyTombstones.clear();
  };

  return {
    async getRecord(table, id) {
      const key = keyOf(table, id);
      // a key written here is always in `known`, so a row still waiting in `dirty` is never missed
      const row = known.has(key) ? known.get(key) : await recordTable(table).get(id);
      return row ? fromRow(table, row) : undefined;
    },
    async putRecord(record) {
      if (!isSynced(record.table)) throw new Error(`Unknown synced table ${record.table}`);
      const row = toRow(record);
      known.set(keyOf(record.table, record.id), row);
      markDirty(record.table, record.id, row);
    },
    async deleteRecord(table, id) {
      if (!isSynced(table)) throw new Error(`Unknown synced table ${table}`);
      known.set(keyOf(table, id), undefined);
      markDirty(table, id, null);
    },
    async clearRecords(keep) {
      // what waits is sent first, so the kept records keep their latest state
      sendDirty();
      known = new Map();
      knownTombstones = new Map();
      for (const table of syncedTables) {
        const kept = keep.filter((k) => k.table === table).map((k) => k.id);
        if (kept.length === 0) write(recordTable(table).clear());
        else write(recordTable(table).where('id').noneOf(kept).delete());
      }
      write(tombstones.clear());
    },
    async getTombstone(table, id) {
      const key = keyOf(table, id);
      if (knownTombstones.has(key)) return knownTombstones.get(key);
      return (await tombstones.get([table, id]))?.version;
    },
    async putTombstone(table, id, version) {
      const key = keyOf(table, id);
      knownTombstones.set(key, version);
      dirtyTombstones.set(key, { table, id, version } as TombstoneRow);
    },
    async deleteTombstone(table, id) {
      const key = keyOf(table, id);
      knownTombstones.set(key, undefined);
      dirtyTombstones.set(key, null);
    },
    async listOutbox() {
      return (await stack.toArray()).map(fromStack);
    },
    async lastOutbox() {
      const row = await stack.toCollection().last();
      return row ? fromStack(row) : undefined;
    },
    async addOutbox(entry) {
      return (await stack.add(toStack(entry))) as number;
    },
    async putOutbox(entry) {
      write(stack.put(toStack(entry)));
    },
    async deleteOutbox(seq) {
      write(stack.delete(seq));
    },
    async getMeta() {
      const row = await meta.get(SYNC_META_KEY);
      return row ? ({ ...emptySyncMeta(), ...(row.value as SyncMeta) } as SyncMeta) : emptySyncMeta();
    },
    async setMeta(value) {
      write(meta.put({ key: SYNC_META_KEY, value }));
    },
    async flush() {
      sendDirty();
      await Promise.all(pending);
    },
  };
}
