/**
 * The bookkeeping and the checks the two model tests of sync share, for tests only: the engine against the
 * reference server (engine.property.test.ts) and against the real server (apps/server/test/sync-model.test.ts).
 * Both run random histories of devices; these say what must hold after every step and at the end.
 */
import { expect } from 'vitest';
import { indexPending, recordKey } from './apply.js';
import type { SyncEngine } from './engine.js';
import type { MemoryStore } from './memory-store.js';
import type { LocalRecord, SyncMutation, SyncMutationResult, SyncPullPage } from './types.js';

/** What a device of a model test keeps beside its engine. */
export interface ModelDevice {
  store: MemoryStore;
  engine: SyncEngine;
  offline: boolean;
  /** what goes wrong with this device's next answer ('normal': nothing) */
  next: string;
  /**
   * records this device learned the server deleted (a tombstone pulled, its own delete acknowledged): they
   * must never show again, as these histories restore nothing. (A refused local delete brings it back.)
   */
  gone: Set<string>;
  /** the highest version of each record shown on this device: a record never goes back to an older one */
  versions: Map<string, number>;
}

/** A write the server acknowledged as applied: by a push (with the version its author saw) or directly. */
export interface Acked {
  /** `table:id` */
  key: string;
  fields: Record<string, unknown>;
  baseVersion: number;
  version: number;
}

/** What a history did that the end state is judged by. */
export class SyncLedger {
  readonly acked: Acked[] = [];
  /** `table:id` of every record deleted on the server */
  readonly deleted = new Set<string>();
  /** `table:id:field:value` of every field value the server applied */
  readonly appliedValues = new Set<string>();
  /** the last value each device typed in each field */
  readonly lastTyped = new Map<string, { key: string; field: string; value: unknown; device: number }>();

  /** What the server answered to a push, whether or not the device got the answer. */
  noteServer(mutations: SyncMutation[], results: SyncMutationResult[]) {
    for (const r of results) {
      const m = mutations.find((x) => x.mutationId === r.mutationId);
      if (!m || r.status !== 'applied' || r.version === undefined) continue;
      const key = `${m.table}:${m.id}`;
      if (m.op === 'delete') this.deleted.add(key);
      for (const [field, value] of Object.entries(m.fields))
        this.appliedValues.add(`${key}:${field}:${value}`);
      if (m.op === 'put')
        this.acked.push({ key, fields: m.fields, baseVersion: m.baseVersion, version: r.version });
    }
  }

  /** What the user of device `device` typed into a record. */
  typed(device: number, table: string, id: number, fields: Record<string, unknown>) {
    for (const [field, value] of Object.entries(fields)) {
      this.lastTyped.set(`${device}:${table}:${id}:${field}`, {
        key: `${table}:${id}`,
        field,
        value,
        device,
      });
    }
  }
}

/** The tombstones of a pull answer the device received. */
export function learnPulled(d: ModelDevice, page: SyncPullPage): SyncPullPage {
  for (const c of page.changes) if (c.deleted) d.gone.add(`${c.table}:${c.id}`);
  return page;
}

/** The deletes of a push answer the device received. */
export function learnAcked(d: ModelDevice, mutations: SyncMutation[], results: SyncMutationResult[]) {
  for (const r of results) {
    const m = mutations.find((x) => x.mutationId === r.mutationId);
    if (m?.op === 'delete' && r.status !== 'rejected') d.gone.add(`${m.table}:${m.id}`);
  }
}

/**
 * What must hold on a device after every step: what the user typed and is not acknowledged yet is on
 * screen, a record deleted here and not refused stays deleted, a record seen deleted never shows again, a
 * record never goes back to an older version.
 */
export async function checkDevice(d: ModelDevice, name: string) {
  const snap = await d.store.snapshot();
  const pending = indexPending(snap.outbox);
  for (const record of snap.records) {
    const key = `${record.table}:${record.id}`;
    expect(d.gone.has(key), `${key} came back on ${name}`).toBe(false);
    // a device never goes back to an older version of a record it has seen
    expect(record.version).toBeGreaterThanOrEqual(d.versions.get(key) ?? 0);
    if (record.version > (d.versions.get(key) ?? -1)) d.versions.set(key, record.version);
    const edits = pending.get(recordKey(record.table, record.id));
    expect(edits?.deleted ?? false).toBe(false);
    for (const [field, value] of Object.entries(edits?.fields ?? {}))
      expect(record.data[field]).toEqual(value);
  }
}

/** Everyone back online with nothing going wrong, and two syncs of every device. */
export async function settle(devices: ModelDevice[]) {
  for (const d of devices) {
    d.offline = false;
    d.next = 'normal';
  }
  for (let round = 0; round < 2; round += 1) {
    for (const d of devices) expect(await d.engine.sync()).toMatchObject({ ok: true });
  }
}

/**
 * The end state, after `settle`: every device holds exactly `truth` (what a fresh device pulls from the
 * server) with nothing left to send; no deleted record came back; what a user typed last in a field reached
 * the server unless the record is gone or was refused; no acknowledged write is lost: its value is on the
 * server, kept as a lost value, or was overwritten by a write whose author had seen it.
 */
export async function expectConverged(devices: ModelDevice[], truth: LocalRecord[], ledger: SyncLedger) {
  for (const d of devices) {
    const snap = await d.store.snapshot();
    expect(snap.outbox).toEqual([]);
    expect(snap.records).toEqual(truth);
  }
  const byKey = new Map(truth.map((r) => [`${r.table}:${r.id}`, r]));

  for (const key of ledger.deleted) expect(byKey.has(key), `${key} is back`).toBe(false);

  for (const t of ledger.lastTyped.values()) {
    if (!byKey.has(t.key)) continue;
    const refused = devices[t.device]!.engine.status.failures.some((f) => `${f.table}:${f.id}` === t.key);
    if (!refused)
      expect(ledger.appliedValues.has(`${t.key}:${t.field}:${t.value}`), `${t.key}.${t.field}`).toBe(true);
  }

  for (const w of ledger.acked) {
    const row = byKey.get(w.key);
    if (!row) continue;
    for (const [field, value] of Object.entries(w.fields)) {
      const seenAndOverwritten = ledger.acked.some(
        (later) =>
          later.key === w.key &&
          field in later.fields &&
          later.version > w.version &&
          later.baseVersion >= w.version,
      );
      const kept =
        row.data[field] === value || (row.lost ?? []).some((l) => l.field === field && l.value === value);
      expect(kept || seenAndOverwritten, `${w.key}.${field} = ${String(value)}`).toBe(true);
    }
  }
}
