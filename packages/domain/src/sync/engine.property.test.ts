/**
 * Random histories of two or three devices against the reference model of the server: edits, offline
 * periods, lost, duplicated and late answers, tabs dying mid-push, edits on the server. After everything is
 * back online and synced twice, every device must hold exactly the server's rows. The same properties are
 * checked against the real server in apps/server/test/sync-model.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSyncEngine } from './engine.js';
import { createMemoryStore } from './memory-store.js';
import {
  checkDevice,
  expectConverged,
  learnAcked,
  learnPulled,
  type ModelDevice,
  SyncLedger,
  settle,
} from './model-checks.fixture.js';
import { ReferenceServer } from './reference-server.fixture.js';
import type { SyncPullPage, SyncTransport } from './types.js';

const tables = ['clients', 'projects', 'drafts'] as const;

interface Device extends ModelDevice {
  next:
    | 'normal'
    | 'lose'
    | 'duplicate'
    | 'die'
    | 'late'
    | 'replayPull'
    | 'editDuringPull'
    | 'deleteDuringPull';
  pick: number;
  /** pull answers this device got, to answer one of them again (a duplicated or reordered response) */
  pulls: SyncPullPage[];
}

type Op =
  | { kind: 'create'; device: number; table: (typeof tables)[number]; invalid: boolean }
  | { kind: 'edit'; device: number; pick: number; field: 'name' | 'notes' }
  | { kind: 'delete'; device: number; pick: number }
  | { kind: 'serverEdit'; pick: number }
  | { kind: 'serverDelete'; pick: number }
  | { kind: 'sync'; device: number }
  | { kind: 'offline' | 'online'; device: number }
  | { kind: 'next'; device: number; next: Device['next']; pick: number };

const device = fc.nat(2);
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('create' as const),
      device,
      table: fc.constantFrom(...tables),
      // a value the server refuses
      invalid: fc.nat(5).map((n) => n === 0),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      device,
      pick: fc.nat(20),
      field: fc.constantFrom('name' as const, 'notes' as const),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), device, pick: fc.nat(20) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('serverEdit' as const), pick: fc.nat(20) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('serverDelete' as const), pick: fc.nat(20) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('sync' as const), device }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constantFrom('offline' as const, 'online' as const), device }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('next' as const),
      device,
      next: fc.constantFrom(
        'lose' as const,
        'duplicate' as const,
        'die' as const,
        'late' as const,
        'replayPull' as const,
        'editDuringPull' as const,
        'deleteDuringPull' as const,
      ),
      pick: fc.nat(20),
    }),
  },
);

async function run(ops: Op[], deviceCount: number, sendsCurrent: boolean) {
  const server = new ReferenceServer();
  server.sendsCurrent = sendsCurrent;
  const ledger = new SyncLedger();
  let counter = 0;
  const devices: Device[] = [];

  const transportFor = (d: () => Device): SyncTransport => ({
    pull: async (cursor, limit) => {
      const self = d();
      if (self.offline) throw new TypeError('Failed to fetch');
      const mode = self.next;
      if (mode.endsWith('Pull')) self.next = 'normal';
      const old = self.pulls.filter((page) => page.changes.length > 0);
      if (mode === 'replayPull' && old.length > 0) return learnPulled(self, old[self.pick % old.length]!);
      if (mode === 'editDuringPull' || mode === 'deleteDuringPull') {
        // the user keeps working while this tab syncs
        const rows = (await self.store.snapshot()).records;
        const row = rows[self.pick % Math.max(rows.length, 1)];
        if (row && mode === 'deleteDuringPull') {
          await self.engine.remove(row.table, row.id);
        } else if (row) {
          counter += 1;
          const fields = { notes: `во время синхронизации ${counter}` };
          await self.engine.put(row.table, row.id, fields);
          ledger.typed(devices.indexOf(self), row.table, row.id, fields);
        }
      }
      const page = server.pull(cursor, limit);
      self.pulls.push(page);
      return learnPulled(self, page);
    },
    reserveIds: async (count) => {
      if (d().offline) throw new TypeError('Failed to fetch');
      return server.reserveIds(count);
    },
    push: async (mutations) => {
      const self = d();
      if (self.offline) throw new TypeError('Failed to fetch');
      const mode = self.next;
      if (['lose', 'duplicate', 'die', 'late'].includes(mode)) self.next = 'normal';
      const answer = server.push(mutations);
      ledger.noteServer(mutations, answer.results);
      if (mode === 'duplicate') {
        const again = server.push(mutations);
        for (const r of again.results) expect(r.status).not.toBe('applied');
        learnAcked(self, mutations, again.results);
        return again;
      }
      if (mode === 'lose') throw new TypeError('Failed to fetch');
      if (mode === 'die') {
        // the tab is gone with its engine; a new one opens over the same storage
        self.engine.dispose();
        self.engine = makeEngine(self);
        throw new Error('tab closed');
      }
      if (mode === 'late') {
        const other = devices.find((x) => x !== self && !x.engine.status.isSyncing);
        if (other) await other.engine.sync();
      }
      learnAcked(self, mutations, answer.results);
      return answer;
    },
  });

  const makeEngine = (self: Device) =>
    createSyncEngine({
      store: self.store,
      transport: transportFor(() => self),
      autoRetry: false,
      idBlockSize: 8,
      // pages of a few rows: the next page is asked for while one is written
      pullLimit: 3,
    });

  for (let i = 0; i < deviceCount; i += 1) {
    const self = {
      store: createMemoryStore(),
      offline: false,
      next: 'normal',
      pulls: [],
      gone: new Set(),
      versions: new Map(),
      pick: 0,
    } as unknown as Device;
    self.engine = makeEngine(self);
    devices.push(self);
    await self.engine.sync();
  }
  const visible = async (d: Device) => (await d.store.snapshot()).records;

  for (const step of ops) {
    const index = 'device' in step ? step.device % deviceCount : 0;
    const d = devices[index]!;
    counter += 1;
    switch (step.kind) {
      case 'create': {
        const fields = {
          name: `имя ${counter}`,
          notes: `заметка ${counter}`,
          ...(step.invalid ? { bad: 1 } : {}),
        };
        await d.engine.put(step.table, undefined, fields).then(
          (r) => ledger.typed(index, step.table, r.id, fields),
          (e) => expect(String(e)).toMatch(/номер/),
        );
        break;
      }
      case 'edit': {
        const rows = await visible(d);
        const row = rows[step.pick % Math.max(rows.length, 1)];
        const fields = { [step.field]: `${step.field} ${counter}` };
        if (row) await d.engine.put(row.table, row.id, fields);
        if (row) ledger.typed(index, row.table, row.id, fields);
        break;
      }
      case 'delete': {
        const rows = await visible(d);
        const row = rows[step.pick % Math.max(rows.length, 1)];
        if (row) await d.engine.remove(row.table, row.id);
        break;
      }
      case 'serverEdit':
      case 'serverDelete': {
        const rows = [...server.rows.values()].filter((r) => !r.deleted);
        const row = rows[step.pick % Math.max(rows.length, 1)];
        if (!row) break;
        if (step.kind === 'serverDelete') {
          server.serverDelete(row.table, row.id);
          ledger.deleted.add(`${row.table}:${row.id}`);
        } else {
          const fields = { notes: `офис ${counter}` };
          const r = server.serverPut(row.table, row.id, fields);
          ledger.acked.push({
            key: `${row.table}:${row.id}`,
            fields,
            baseVersion: Number.MAX_SAFE_INTEGER,
            version: r.version!,
          });
        }
        break;
      }
      case 'sync':
        await d.engine.sync();
        break;
      case 'offline':
      case 'online':
        d.offline = step.kind === 'offline';
        break;
      case 'next':
        d.next = step.next;
        d.pick = step.pick;
        break;
    }
    for (const one of devices) await checkDevice(one, `device ${devices.indexOf(one)}`);
  }

  await settle(devices);
  // the server's state as a fresh device sees it
  const fresh = createMemoryStore();
  await createSyncEngine({ store: fresh, transport: server.transport(), autoRetry: false }).sync();
  await expectConverged(devices, (await fresh.snapshot()).records, ledger);
  // every mutation applied at most once
  for (const count of server.applyCount.values()) expect(count).toBe(1);
}

describe('sync engine against the reference server', () => {
  it('converges, loses nothing acknowledged, applies each mutation once and never revives deleted rows', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(op, { maxLength: 40, size: 'max' }),
        fc.integer({ min: 2, max: 3 }),
        // a rejection answered with the record as the server holds it, or (an older server) without it
        fc.boolean(),
        run,
      ),
      { numRuns: 1000 },
    );
  }, 60_000);
});
