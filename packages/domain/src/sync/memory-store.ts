import { clonePlain } from './clone.js';
import {
  emptySyncMeta,
  type LocalRecord,
  type NewOutboxEntry,
  type OutboxEntry,
  type RecordKey,
  type SyncMeta,
  type SyncStore,
  type SyncStoreTx,
} from './types.js';

export interface MemoryStoreSnapshot {
  records: LocalRecord[];
  tombstones: (RecordKey & { version: number })[];
  outbox: OutboxEntry[];
  meta: SyncMeta;
}

export interface MemoryStore extends SyncStore {
  /** A copy of everything stored, records sorted by table and id (for tests and debugging). */
  snapshot(): Promise<MemoryStoreSnapshot>;
}

const keyOf = (table: string, id: number) => `${table}\u0000${id}`;

/**
 * The reference implementation of the engine's storage, in memory. It keeps the guarantees the Dexie one
 * must keep: transactions run one at a time, a transaction that throws leaves nothing behind, the outbox
 * `seq` only grows, and nothing stored is shared with callers.
 */
export function createMemoryStore(): MemoryStore {
  const records = new Map<string, LocalRecord>();
  const tombstones = new Map<string, RecordKey & { version: number }>();
  const outbox = new Map<number, OutboxEntry>();
  let lastSeq = 0;
  let meta = emptySyncMeta();
  let queue: Promise<unknown> = Promise.resolve();

  /** Remembers how to put a map entry back as it was, for a rollback. */
  function setIn<K, V>(undo: (() => void)[], map: Map<K, V>, key: K, value: V | undefined) {
    const had = map.has(key);
    const before = map.get(key);
    undo.push(() => {
      if (had) map.set(key, before as V);
      else map.delete(key);
    });
    if (value === undefined) map.delete(key);
    else map.set(key, value);
  }

  function openTx(undo: (() => void)[]): SyncStoreTx {
    return {
      async getRecord(table, id) {
        return clonePlain(records.get(keyOf(table, id)));
      },
      async putRecord(record) {
        setIn(undo, records, keyOf(record.table, record.id), clonePlain(record));
      },
      async deleteRecord(table, id) {
        setIn(undo, records, keyOf(table, id), undefined);
      },
      async clearRecords(keep) {
        const kept = new Set(keep.map((k) => keyOf(k.table, k.id)));
        for (const key of [...records.keys()]) if (!kept.has(key)) setIn(undo, records, key, undefined);
        for (const key of [...tombstones.keys()]) setIn(undo, tombstones, key, undefined);
      },
      async getTombstone(table, id) {
        return tombstones.get(keyOf(table, id))?.version;
      },
      async putTombstone(table, id, version) {
        setIn(undo, tombstones, keyOf(table, id), { table, id, version });
      },
      async deleteTombstone(table, id) {
        setIn(undo, tombstones, keyOf(table, id), undefined);
      },
      async listOutbox() {
        return [...outbox.values()].sort((a, b) => a.seq - b.seq).map((e) => clonePlain(e));
      },
      async lastOutbox() {
        let last: OutboxEntry | undefined;
        for (const entry of outbox.values()) if (!last || entry.seq > last.seq) last = entry;
        return clonePlain(last);
      },
      async addOutbox(entry: NewOutboxEntry) {
        const before = lastSeq;
        undo.push(() => {
          lastSeq = before;
        });
        lastSeq += 1;
        setIn(undo, outbox, lastSeq, clonePlain({ ...entry, seq: lastSeq }));
        return lastSeq;
      },
      async putOutbox(entry) {
        setIn(undo, outbox, entry.seq, clonePlain(entry));
      },
      async deleteOutbox(seq) {
        setIn(undo, outbox, seq, undefined);
      },
      async getMeta() {
        return clonePlain(meta);
      },
      async setMeta(next) {
        const before = meta;
        undo.push(() => {
          meta = before;
        });
        meta = clonePlain(next);
      },
    };
  }

  function transaction<T>(fn: (tx: SyncStoreTx) => Promise<T>): Promise<T> {
    const run = async () => {
      const undo: (() => void)[] = [];
      try {
        return await fn(openTx(undo));
      } catch (error) {
        for (const step of undo.reverse()) step();
        throw error;
      }
    };
    const result = queue.then(run, run);
    queue = result.catch(() => undefined);
    return result;
  }

  return {
    transaction,
    snapshot: () =>
      transaction(async (tx) => ({
        records: [...records.values()]
          .map((r) => clonePlain(r))
          .sort((a, b) => a.table.localeCompare(b.table) || a.id - b.id),
        tombstones: [...tombstones.values()].map((t) => ({ ...t })),
        outbox: await tx.listOutbox(),
        meta: await tx.getMeta(),
      })),
  };
}
