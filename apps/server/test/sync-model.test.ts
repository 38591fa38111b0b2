/**
 * Model-based test of sync (issue 3 §6): two or three devices — each the real sync engine of
 * @glad/domain over its own storage — talk to the REAL server through app.inject, as two users of one
 * company. Random histories: records made, edited and deleted on devices and through the REST calls,
 * offline periods, answers lost, duplicated and late, old pull answers replayed, a tab dying mid-push,
 * the user typing while a sync runs. After every step each device shows what its user typed and never
 * shows a record it saw deleted; at the end, after two syncs of everyone online, every device holds
 * exactly what a fresh device pulls from the server, nothing acknowledged is lost, every mutation id was
 * applied at most once and no deleted record came back.
 */
import {
  createMemoryStore,
  createSyncEngine,
  type SyncMutation,
  type SyncMutationResult,
  type SyncPullPage,
  type SyncTransport,
} from '@glad/domain';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkDevice,
  expectConverged,
  learnAcked,
  learnPulled,
  type ModelDevice,
  SyncLedger,
  settle,
} from '../../../packages/domain/src/sync/model-checks.fixture.js';
import { appliedMutations } from '../src/db/schema/index.js';
import { createCompany, useTestApp } from './helpers/app.js';
import { addUser, type Caller, call } from './helpers/records.js';

const tables = ['clients', 'projects', 'drafts'] as const;
type Table = (typeof tables)[number];
const restPath = {
  clients: '/api/client',
  projects: '/api/project',
  drafts: '/api/drafts',
} as const satisfies Record<Table, string>;
const pushModes = ['lose', 'duplicate', 'die', 'dieBefore', 'late'] as const;
const pullModes = ['replayPull', 'editDuringPull', 'deleteDuringPull'] as const;
type Mode = 'normal' | (typeof pushModes)[number] | (typeof pullModes)[number];

type Op =
  | { kind: 'create'; device: number; table: Table; invalid: boolean }
  | { kind: 'edit'; device: number; pick: number; other: boolean }
  | { kind: 'delete'; device: number; pick: number }
  | { kind: 'serverEdit' | 'serverDelete'; pick: number }
  | { kind: 'sync' | 'offline' | 'online'; device: number }
  | { kind: 'next'; device: number; mode: Mode; pick: number };

const device = fc.nat(2);
const pick = fc.nat(30);
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('create' as const),
      device,
      table: fc.constantFrom(...tables),
      invalid: fc.nat(6).map((n) => n === 0),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('edit' as const), device, pick, other: fc.boolean() }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), device, pick }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constantFrom('serverEdit' as const, 'serverDelete' as const), pick }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('sync' as const), device }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constantFrom('offline' as const, 'online' as const), device }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('next' as const),
      device,
      mode: fc.constantFrom<Mode>(...pushModes, ...pullModes),
      pick,
    }),
  },
);

interface Device extends ModelDevice {
  index: number;
  caller: Caller;
  next: Mode;
  pick: number;
  pulls: SyncPullPage[];
}

const app = await useTestApp();

const offlineError = () => new TypeError('Failed to fetch');

async function request<M extends 'GET' | 'POST', U extends string>(
  caller: Caller,
  method: M,
  url: U,
  payload?: unknown,
) {
  const res = await call(app, caller, method, url, payload);
  if (res.status !== 200) throw new Error(res.error.message);
  return res.body;
}

async function run(ops: Op[], deviceCount: number) {
  const owner = await createCompany(app);
  const second = await addUser(app, owner);
  const callers: Caller[] = [owner, second, second];
  const ledger = new SyncLedger();
  const answeredApplied = new Map<string, number>();
  const sentIds = new Set<string>();
  const devices: Device[] = [];
  let counter = 0;

  /** What the server answered (whether or not the device got the answer). */
  const noteServer = (mutations: SyncMutation[], results: SyncMutationResult[]) => {
    for (const r of results) {
      if (r.status === 'applied')
        answeredApplied.set(r.mutationId, (answeredApplied.get(r.mutationId) ?? 0) + 1);
    }
    ledger.noteServer(mutations, results);
  };
  const visible = async (d: Device) => (await d.store.snapshot()).records;

  const transportFor = (self: Device): SyncTransport => ({
    reserveIds: async (count) => {
      if (self.offline) throw offlineError();
      return request(self.caller, 'POST', '/api/sync/ids/', { count });
    },
    pull: async (cursor, limit) => {
      if (self.offline) throw offlineError();
      const mode = self.next;
      if ((pullModes as readonly string[]).includes(mode)) self.next = 'normal';
      const old = self.pulls.filter((page) => page.changes.length > 0);
      // an old answer arriving again (a retried request answered twice, a cache)
      if (mode === 'replayPull' && old.length > 0) return learnPulled(self, old[self.pick % old.length]!);
      if (mode === 'editDuringPull' || mode === 'deleteDuringPull') {
        // the user keeps working while the sync runs
        const rows = await visible(self);
        const row = rows[self.pick % Math.max(rows.length, 1)];
        if (row && mode === 'deleteDuringPull') await self.engine.remove(row.table, row.id);
        else if (row) {
          counter += 1;
          const fields = { name: `во время синхронизации ${counter}` };
          await self.engine.put(row.table, row.id, fields);
          ledger.typed(self.index, row.table, row.id, fields);
        }
      }
      const page = await request(self.caller, 'GET', `/api/sync/pull/?cursor=${cursor}&limit=${limit}`);
      self.pulls.push(page);
      return learnPulled(self, page);
    },
    push: async (mutations) => {
      if (self.offline) throw offlineError();
      const mode = self.next;
      if ((pushModes as readonly string[]).includes(mode)) self.next = 'normal';
      if (mode === 'dieBefore') {
        self.engine.dispose();
        self.engine = createSyncEngine({
          store: self.store,
          transport: transportFor(self),
          autoRetry: false,
        });
        throw new Error('tab closed');
      }
      for (const m of mutations) sentIds.add(m.mutationId);
      const answer = await request(self.caller, 'POST', '/api/sync/push/', { mutations });
      noteServer(mutations, answer.results);
      if (mode === 'duplicate') {
        const again = await request(self.caller, 'POST', '/api/sync/push/', { mutations });
        for (const [i, r] of again.results.entries() as Iterable<[number, SyncMutationResult]>) {
          const first = answer.results[i] as SyncMutationResult;
          expect(r.status).toBe(first.status === 'rejected' ? 'rejected' : 'duplicate');
        }
        noteServer(mutations, again.results);
        learnAcked(self, mutations, again.results);
        return again;
      }
      if (mode === 'lose') throw offlineError();
      if (mode === 'die') {
        // the server applied it, the tab is gone: a new one opens over the same storage
        self.engine.dispose();
        self.engine = createSyncEngine({
          store: self.store,
          transport: transportFor(self),
          autoRetry: false,
        });
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

  const newDevice = (index: number, caller: Caller): Device => {
    const d = {
      index,
      caller,
      store: createMemoryStore(),
      offline: false,
      next: 'normal',
      pick: 0,
      pulls: [],
      gone: new Set(),
      versions: new Map(),
    } as unknown as Device;
    d.engine = createSyncEngine({ store: d.store, transport: transportFor(d), autoRetry: false });
    return d;
  };
  for (let index = 0; index < deviceCount; index += 1) {
    const d = newDevice(index, callers[index]!);
    devices.push(d);
    expect(await d.engine.sync()).toMatchObject({ ok: true });
  }

  /** The server's state as a fresh device of the owner pulls it from 0. */
  const liveOnServer = async () => {
    const reader = newDevice(-1, owner);
    expect(await reader.engine.sync()).toMatchObject({ ok: true });
    return (await reader.store.snapshot()).records;
  };

  for (const step of ops) {
    const d = devices['device' in step ? step.device % deviceCount : 0]!;
    counter += 1;
    switch (step.kind) {
      case 'create': {
        const rows = await visible(d);
        const ref = (table: string) => rows.filter((r) => r.table === table)[counter % 3]?.id ?? 0;
        const name = step.invalid ? '' : `${step.table} ${counter}`;
        const fields =
          step.table === 'clients'
            ? { name, phone: `+7 999 000-${counter}`, notes: '' }
            : step.table === 'projects'
              ? { name: name || `объект ${counter}`, clientid: ref('clients') }
              : { name, projectid: ref('projects'), sort: counter };
        const made = await d.engine.put(step.table, undefined, fields).catch((e: Error) => {
          expect(e.message).toMatch(/номер/); // offline with no ids reserved yet
          return null;
        });
        if (made) ledger.typed(d.index, step.table, made.id, fields);
        break;
      }
      case 'edit': {
        const rows = await visible(d);
        const row = rows[step.pick % Math.max(rows.length, 1)];
        if (!row) break;
        const field = !step.other
          ? 'name'
          : row.table === 'clients'
            ? 'notes'
            : row.table === 'drafts'
              ? 'sort'
              : 'name';
        const fields = { [field]: field === 'sort' ? counter : `${field} ${counter}` };
        await d.engine.put(row.table, row.id, fields);
        ledger.typed(d.index, row.table, row.id, fields);
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
        const rows = (await liveOnServer()).filter((r) => (tables as readonly string[]).includes(r.table));
        const row = rows[step.pick % Math.max(rows.length, 1)];
        if (!row) break;
        const url = `${restPath[row.table as Table]}/${row.id}` as const;
        if (step.kind === 'serverDelete') {
          const res = await call(app, owner, 'DELETE', url);
          expect(res.status).toBe(200);
          ledger.deleted.add(`${row.table}:${row.id}`);
        } else {
          const fields = row.table === 'clients' ? { notes: `офис ${counter}` } : { name: `офис ${counter}` };
          const res = await call(app, owner, 'PUT', url, fields);
          expect(res.status).toBe(200);
          const key = `${row.table}:${row.id}`;
          ledger.acked.push({
            key,
            fields,
            baseVersion: Number.MAX_SAFE_INTEGER,
            version: res.body.content.version,
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
        d.next = step.mode;
        d.pick = step.pick;
        break;
    }
    for (const one of devices) await checkDevice(one, `device ${one.index}`);
  }

  await settle(devices);
  // every device holds exactly what a fresh device pulls from the server, and the ledger's end checks
  await expectConverged(devices, await liveOnServer(), ledger);

  // every mutation id was applied at most once, and the server remembers an answer for each one sent
  for (const [id, times] of answeredApplied) expect(times, id).toBe(1);
  const stored = await app.db
    .select()
    .from(appliedMutations)
    .where(eq(appliedMutations.companyId, owner.company.id));
  expect(new Set(stored.map((row) => row.mutationId))).toEqual(sentIds);
  expect(
    new Set(stored.filter((row) => row.result.status === 'applied').map((row) => row.mutationId)),
  ).toEqual(new Set(answeredApplied.keys()));
}

describe('sync model: devices and the real server', () => {
  it('converges, loses nothing acknowledged, applies each mutation once, never revives deleted records', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(op, { minLength: 5, maxLength: 30, size: 'max' }),
        fc.integer({ min: 2, max: 3 }),
        run,
      ),
      { numRuns: 25 },
    );
  }, 600_000);
});
