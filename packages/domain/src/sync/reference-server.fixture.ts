/**
 * A small, faithful model of the server side of the sync protocol (contracts/src/sync.ts, docs/design.md §3), for
 * the engine's unit tests only: a per-company counter stamped on every written row, tombstones, mutation
 * ids applied at most once, last writer wins per field in server order with the losing value kept. The
 * acceptance test (apps/server/test/sync-model.test.ts) runs the engine against the real server instead.
 */
import type {
  Fields,
  SyncChangeIn,
  SyncIdBlock,
  SyncLostValue,
  SyncMutation,
  SyncMutationResult,
  SyncPullPage,
  SyncPushAnswer,
  SyncTransport,
} from './types.js';

interface Row {
  table: string;
  id: number;
  version: number;
  deleted: boolean;
  data: Fields;
  /** the version at which each field was last written */
  fieldVersions: Record<string, number>;
  lost: SyncLostValue[];
}

export class ReferenceServer {
  counter = 0;
  nextId = 1;
  /** tombstones at or below this version were purged: older cursors must resync */
  purgedUpTo = 0;
  readonly rows = new Map<string, Row>();
  readonly applied = new Map<string, SyncMutationResult>();
  /** how many times each mutation id was really applied (must stay ≤ 1) */
  readonly applyCount = new Map<string, number>();
  /** a rejection carries the record as it is after the push (false: a server from before that) */
  sendsCurrent = true;

  pull(cursor: number, limit: number): SyncPullPage {
    if (cursor > 0 && cursor < this.purgedUpTo)
      return { cursor: this.counter, hasMore: false, resync: true, changes: [] };
    const newer = [...this.rows.values()]
      .filter((r) => r.version > cursor)
      .sort((a, b) => a.version - b.version);
    const page = newer.slice(0, limit);
    const last = page[page.length - 1];
    return {
      cursor: newer.length > limit && last ? last.version : this.counter,
      hasMore: newer.length > limit,
      resync: false,
      changes: page.map((row) => this.change(row)),
    };
  }

  push(mutations: SyncMutation[], userId = 1): SyncPushAnswer {
    const results = mutations.map((m) => this.pushOne(m, userId));
    if (!this.sendsCurrent) return { results };
    // read after every mutation of the push, as the real server does
    return {
      results: results.map((result, i) => {
        if (result.status !== 'rejected') return result;
        const m = mutations[i]!;
        const row = this.rows.get(`${m.table}:${m.id}`);
        return { ...result, current: row ? this.change(row) : null };
      }),
    };
  }

  reserveIds(count: number): SyncIdBlock {
    const from = this.nextId;
    this.nextId += count;
    return { from, to: from + count - 1 };
  }

  /** An edit made on the server itself (a REST call), seen by no client yet. */
  serverPut(table: string, id: number, fields: Fields): SyncMutationResult {
    return this.write(
      { mutationId: 'server', table, op: 'put', id, baseVersion: Number.MAX_SAFE_INTEGER, fields },
      0,
    );
  }

  serverDelete(table: string, id: number): SyncMutationResult {
    return this.write({ mutationId: 'server', table, op: 'delete', id, baseVersion: 0, fields: {} }, 0);
  }

  /** Brings a deleted row back with a new version (the trash's restore). */
  restore(table: string, id: number): void {
    const row = this.rows.get(`${table}:${id}`);
    if (!row) return;
    this.counter += 1;
    row.deleted = false;
    row.version = this.counter;
  }

  transport(): SyncTransport {
    return {
      pull: async (cursor, limit) => this.pull(cursor, limit),
      push: async (mutations) => this.push(mutations),
      reserveIds: async (count) => this.reserveIds(count),
    };
  }

  private change(row: Row): SyncChangeIn {
    return {
      table: row.table,
      id: row.id,
      version: row.version,
      deleted: row.deleted,
      data: row.deleted ? null : { ...row.data, id: row.id },
      lost: row.lost.map((l) => ({ ...l })),
    };
  }

  private pushOne(m: SyncMutation, userId: number): SyncMutationResult {
    const seen = this.applied.get(m.mutationId);
    // a refused mutation answers the same refusal again: the client whose answer was lost must learn it
    if (seen) return seen.status === 'rejected' ? seen : { ...seen, status: 'duplicate' };
    const result = this.write(m, userId);
    this.applied.set(m.mutationId, result);
    if (result.status === 'applied')
      this.applyCount.set(m.mutationId, (this.applyCount.get(m.mutationId) ?? 0) + 1);
    return result;
  }

  private write(m: SyncMutation, userId: number): SyncMutationResult {
    const key = `${m.table}:${m.id}`;
    const row = this.rows.get(key);
    if (row?.deleted && m.op === 'delete')
      return { mutationId: m.mutationId, status: 'applied', version: row.version };
    if (row?.deleted) return { mutationId: m.mutationId, status: 'rejected', message: 'Запись удалена' };
    if ('bad' in m.fields) {
      return { mutationId: m.mutationId, status: 'rejected', message: 'Неверное значение поля' };
    }
    if (m.op === 'delete' && !row)
      return { mutationId: m.mutationId, status: 'rejected', message: 'Запись не найдена' };
    this.counter += 1;
    const version = this.counter;
    if (m.op === 'delete' && row) {
      row.deleted = true;
      row.version = version;
      return { mutationId: m.mutationId, status: 'applied', version };
    }
    const target = row ?? {
      table: m.table,
      id: m.id,
      version,
      deleted: false,
      data: {},
      fieldVersions: {},
      lost: [],
    };
    for (const [field, value] of Object.entries(m.fields)) {
      const changedAt = target.fieldVersions[field] ?? 0;
      const before = target.data[field];
      if (changedAt > m.baseVersion && before !== value) {
        target.lost.push({ field, value: before, winner: value, userId, at: new Date(0).toISOString() });
      }
      target.data[field] = value;
      target.fieldVersions[field] = version;
    }
    target.version = version;
    this.rows.set(key, target);
    return { mutationId: m.mutationId, status: 'applied', version };
  }
}
