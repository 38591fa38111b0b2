import { describe, expect, it } from 'vitest';
import { applyServerChanges, FAILURES_KEPT, indexPending } from './apply.js';
import type { SyncScheduler } from './backoff.js';
import { createSyncEngine, type SyncEngineOptions } from './engine.js';
import { createMemoryStore, type MemoryStore } from './memory-store.js';
import { ReferenceServer } from './reference-server.fixture.js';
import type { SyncMutation, SyncTransport } from './types.js';

function counterIds() {
  let n = 0;
  return () => {
    n += 1;
    return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  };
}

/** Timers fired by hand. */
function manualScheduler() {
  const timers = new Map<number, { fn: () => void; ms: number }>();
  let next = 0;
  const scheduler: SyncScheduler = {
    set(fn, ms) {
      next += 1;
      timers.set(next, { fn, ms });
      return next;
    },
    clear(handle) {
      timers.delete(handle as number);
    },
  };
  return {
    scheduler,
    timers,
    fire() {
      const entries = [...timers.entries()];
      timers.clear();
      for (const [, t] of entries) t.fn();
    },
  };
}

function setup(
  server = new ReferenceServer(),
  store: MemoryStore = createMemoryStore(),
  extra: Partial<SyncEngineOptions> = {},
) {
  const sent: SyncMutation[][] = [];
  const base = server.transport();
  const transport: SyncTransport = {
    ...base,
    push: async (mutations) => {
      sent.push(mutations.map((m) => ({ ...m })));
      return base.push(mutations);
    },
  };
  const timers = manualScheduler();
  const engine = createSyncEngine({
    store,
    transport,
    newMutationId: counterIds(),
    clock: () => 1_000,
    scheduler: timers.scheduler,
    backoff: { random: () => 0.5 },
    idBlockSize: 10,
    ...extra,
  });
  return { server, store, engine, sent, timers };
}

const recordsOf = async (store: MemoryStore, table: string) =>
  (await store.snapshot()).records.filter((r) => r.table === table).map((r) => r.data);

describe('sync engine: local changes', () => {
  it('takes ids from the reserved block, writes the record and its outbox entry together', async () => {
    const { engine, store } = setup();
    const first = await engine.put('clients', undefined, { name: 'Анна' });
    const second = await engine.put('clients', null, { name: 'Борис' });
    expect([first.id, second.id]).toEqual([1, 2]);
    const snap = await store.snapshot();
    expect(snap.records.map((r) => r.data)).toEqual([
      { name: 'Анна', id: 1 },
      { name: 'Борис', id: 2 },
    ]);
    expect(snap.outbox.map((e) => [e.seq, e.op, e.id, e.baseVersion])).toEqual([
      [1, 'put', 1, 0],
      [2, 'put', 2, 0],
    ]);
  });

  it('refills the id block when less than half is left, while online', async () => {
    const { engine, store, server } = setup();
    await engine.sync();
    for (let i = 0; i < 6; i += 1) await engine.put('clients', undefined, { name: `К${i}` });
    await engine.reserveIds();
    const meta = (await store.snapshot()).meta;
    expect(meta.idBlocks).toEqual([
      { next: 7, to: 10 },
      { next: 11, to: 20 },
    ]);
    expect(server.nextId).toBe(21);
  });

  it('refuses to create a record when no ids are reserved and the server cannot be reached', async () => {
    const server = new ReferenceServer();
    const transport: SyncTransport = {
      ...server.transport(),
      reserveIds: async () => {
        throw new TypeError('Failed to fetch');
      },
    };
    const { engine, store } = setup(server, createMemoryStore(), { transport });
    await expect(engine.put('clients', undefined, { name: 'Анна' })).rejects.toThrow(/подключитесь к сети/);
    expect((await store.snapshot()).records).toEqual([]);
  });

  it('merges consecutive unsent puts of one record under a new mutation id, keeping the first base version', async () => {
    const { engine, store } = setup();
    const { id } = await engine.put('clients', undefined, { name: 'Анна', phone: '1' });
    await engine.put('clients', id, { phone: '2' });
    const { outbox } = await store.snapshot();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ baseVersion: 0, fields: { name: 'Анна', phone: '2' }, sent: false });
    expect(outbox[0]?.mutationId).toBe('00000000-0000-4000-8000-000000000002');
  });

  it('never merges into an entry that may have reached the server; the retry resends the same ids', async () => {
    const server = new ReferenceServer();
    let loseAnswers = true;
    const base = server.transport();
    const { engine, store, sent } = setup(server, createMemoryStore(), {
      transport: {
        ...base,
        push: async (mutations) => {
          sent.push(mutations);
          const answer = await base.push(mutations);
          if (loseAnswers) throw new TypeError('Failed to fetch');
          return answer;
        },
      },
    });
    await engine.reserveIds();
    const { id } = await engine.put('clients', undefined, { name: 'Анна' });
    const failed = await engine.sync();
    expect(failed).toMatchObject({ ok: false, error: 'Нет связи с сервером' });
    await engine.put('clients', id, { name: 'Анна Петровна' });
    expect((await store.snapshot()).outbox.map((e) => [e.sent, e.fields])).toEqual([
      [true, { name: 'Анна' }],
      [false, { name: 'Анна Петровна' }],
    ]);
    loseAnswers = false;
    expect(await engine.sync()).toMatchObject({ ok: true, pushed: 2 });
    expect(sent[1]?.[0]?.mutationId).toBe(sent[0]?.[0]?.mutationId);
    expect([...server.applyCount.values()]).toEqual([1, 1]);
    expect((await store.snapshot()).outbox).toEqual([]);
    expect(await recordsOf(store, 'clients')).toEqual([{ id, name: 'Анна Петровна' }]);
  });

  it('deletes a record locally at once and on the server at the next sync', async () => {
    const { engine, store, server } = setup();
    await engine.reserveIds();
    const { id } = await engine.put('projects', undefined, { name: 'Кухня' });
    await engine.sync();
    await engine.remove('projects', id);
    expect(await recordsOf(store, 'projects')).toEqual([]);
    await engine.sync();
    expect(server.rows.get(`projects:${id}`)?.deleted).toBe(true);
    await expect(engine.remove('projects', id)).rejects.toThrow(/не найдена/);
    await expect(engine.put('projects', id, { name: 'x' })).rejects.toThrow(/не найдена/);
  });
});

describe('sync engine: pulling', () => {
  it('pulls every page; a pending edit is pushed first and wins, the office value is kept as lost', async () => {
    const server = new ReferenceServer();
    server.nextId = 1000;
    for (let id = 100; id < 105; id += 1)
      server.serverPut('clients', id, { name: `С${id}`, notes: 'сервер' });
    const { engine, store } = setup(server, createMemoryStore(), { pullLimit: 2 });
    expect(await engine.sync()).toMatchObject({ ok: true, pulled: 5 });
    expect(await recordsOf(store, 'clients')).toHaveLength(5);
    await engine.put('clients', 100, { notes: 'моё' });
    server.serverPut('clients', 100, { notes: 'офис', name: 'Новое имя' });
    await engine.sync();
    expect(await recordsOf(store, 'clients')).toContainEqual({ id: 100, name: 'Новое имя', notes: 'моё' });
    expect(server.rows.get('clients:100')?.data.notes).toBe('моё');
    const lost = [expect.objectContaining({ field: 'notes', value: 'офис', winner: 'моё' })];
    expect(server.rows.get('clients:100')?.lost).toEqual(lost);
    expect((await store.snapshot()).records.find((r) => r.id === 100)?.lost).toEqual(lost);
  });

  it('asks for the next page while the page before it is still being written', async () => {
    const server = new ReferenceServer();
    for (let id = 1; id <= 5; id += 1) server.serverPut('clients', id, { name: `К${id}` });
    const store = createMemoryStore();
    const base = server.transport();
    const asked: { cursor: number; stored: number }[] = [];
    const { engine } = setup(server, store, {
      pullLimit: 2,
      transport: {
        ...base,
        pull: async (cursor, limit) => {
          asked.push({ cursor, stored: (await store.snapshot()).meta.cursor });
          return base.pull(cursor, limit);
        },
      },
    });
    expect(await engine.sync()).toMatchObject({ ok: true, pulled: 5 });
    expect(asked.map((a) => a.cursor)).toEqual([0, 2, 4]);
    // pages 2 and 3 were asked for before the pages ending at their cursors were stored
    expect(asked.map((a) => a.stored)).toEqual([0, 0, 2]);
    expect(await recordsOf(store, 'clients')).toHaveLength(5);
  });

  it('shows the pending value while a pull brings an older server value, then the server value after ack', async () => {
    const server = new ReferenceServer();
    server.serverPut('clients', 7, { name: 'Анна' });
    const { engine, store } = setup(server);
    await engine.sync();
    await engine.put('clients', 7, { name: 'Анна Мария' });
    server.serverPut('clients', 7, { name: 'Офис', phone: '+7 999' });
    // apply the server's change while the local edit is still pending
    const page = server.pull(1, 10);
    await store.transaction(async (tx) =>
      applyServerChanges(tx, page.changes, indexPending(await tx.listOutbox())),
    );
    expect(await recordsOf(store, 'clients')).toEqual([{ id: 7, name: 'Анна Мария', phone: '+7 999' }]);
    await engine.sync();
    server.serverPut('clients', 7, { name: 'Офис снова' });
    await engine.sync();
    expect(await recordsOf(store, 'clients')).toEqual([{ id: 7, name: 'Офис снова', phone: '+7 999' }]);
  });

  it('deletes on a tombstone, ignores a stale change, and brings the record back only with a newer version', async () => {
    const server = new ReferenceServer();
    server.serverPut('drafts', 3, { name: 'Черновик' });
    const stale = server.pull(0, 10).changes;
    const { engine, store } = setup(server);
    await engine.sync();
    server.serverDelete('drafts', 3);
    await engine.sync();
    expect(await recordsOf(store, 'drafts')).toEqual([]);
    await store.transaction((tx) => applyServerChanges(tx, stale, new Map()));
    expect(await recordsOf(store, 'drafts')).toEqual([]);
    server.restore('drafts', 3);
    await engine.sync();
    expect(await recordsOf(store, 'drafts')).toEqual([{ id: 3, name: 'Черновик' }]);
    expect((await store.snapshot()).tombstones).toEqual([]);
  });

  it('on resync drops the local copy but keeps pending records, then pulls from 0', async () => {
    const server = new ReferenceServer();
    server.nextId = 1000;
    server.serverPut('clients', 1, { name: 'Старый' });
    server.serverPut('clients', 2, { name: 'Второй' });
    const store = createMemoryStore();
    let madeOffline = 0;
    const base = server.transport();
    const { engine } = setup(server, store, {
      transport: {
        ...base,
        pull: async (cursor, limit) => {
          // an edit made in another tab while this one pulls: it must survive the reset
          if (cursor === 2 && !madeOffline)
            madeOffline = (await engine.put('clients', null, { name: 'Новый' })).id;
          return base.pull(cursor, limit);
        },
      },
    });
    await engine.sync();
    server.serverDelete('clients', 1);
    server.rows.delete('clients:1'); // its tombstone purged: cursor 2 is too old now
    server.purgedUpTo = server.counter;
    expect(await engine.sync()).toMatchObject({ ok: true });
    expect(await recordsOf(store, 'clients')).toEqual([
      { id: 2, name: 'Второй' },
      { id: madeOffline, name: 'Новый' },
    ]);
    await engine.sync();
    expect(server.rows.get(`clients:${madeOffline}`)?.data).toEqual({ name: 'Новый' });
  });

  it('records a rejected change as a failure with the server message and re-reads the record', async () => {
    const server = new ReferenceServer();
    server.serverPut('projects', 5, { name: 'Проект', status_worked: 1 });
    const { engine, store } = setup(server);
    await engine.sync();
    await engine.put('projects', 5, { name: 'Сломанный', bad: 1 });
    const report = await engine.sync();
    expect(report.ok).toBe(true);
    expect(engine.status.failures).toEqual([
      expect.objectContaining({ id: 5, table: 'projects', message: 'Неверное значение поля' }),
    ]);
    expect(await recordsOf(store, 'projects')).toEqual([{ id: 5, name: 'Проект', status_worked: 1 }]);
    await engine.dismissFailure(engine.status.failures[0]!.mutationId);
    expect(engine.status.failures).toEqual([]);
    expect((await store.snapshot()).meta.failures).toEqual([]);
  });

  // one refused edit must not make a phone download the whole company again
  it.each([
    { sendsCurrent: true, refetched: false },
    { sendsCurrent: false, refetched: true },
  ])(
    'puts a refused record back from the answer, or pulls from 0 without it ($sendsCurrent)',
    async ({ sendsCurrent, refetched }) => {
      const server = new ReferenceServer();
      server.sendsCurrent = sendsCurrent;
      server.serverPut('projects', 5, { name: 'Проект', status_worked: 1 });
      server.serverPut('clients', 7, { name: 'Клиент' });
      const cursors: number[] = [];
      const base = server.transport();
      const { engine, store } = setup(server, createMemoryStore(), {
        transport: {
          ...base,
          pull: async (cursor, limit) => {
            cursors.push(cursor);
            return base.pull(cursor, limit);
          },
        },
      });
      await engine.sync();
      const madeHere = (await engine.put('clients', null, { name: 'Новый', bad: 1 })).id;
      await engine.put('projects', 5, { name: 'Сломанный', bad: 1 });
      server.serverPut('projects', 5, { status_worked: 2 }); // meanwhile in the office
      cursors.length = 0;
      await engine.sync();
      expect(engine.status.failures.map((f) => f.table)).toEqual(['clients', 'projects']);
      // the refused name is gone, the office's status is here, the refused new client is gone
      expect(await recordsOf(store, 'projects')).toEqual([{ id: 5, name: 'Проект', status_worked: 2 }]);
      expect((await recordsOf(store, 'clients')).map((c) => c.id)).toEqual([7]);
      expect(madeHere).not.toBe(7);
      expect(cursors.includes(0)).toBe(refetched);
      expect((await store.snapshot()).meta.refetch).toBe(false);
    },
  );
});

describe('sync engine: refused changes are never dropped silently', () => {
  it('keeps the newest failures and counts the ones that fell off, until all are read', async () => {
    const { engine } = setup();
    await engine.sync();
    const extra = 3;
    for (let i = 0; i < FAILURES_KEPT + extra; i += 1) {
      await engine.put('clients', null, { name: `№${i}`, bad: 1 });
    }
    await engine.sync();
    expect(engine.status.failures).toHaveLength(FAILURES_KEPT);
    expect(engine.status.failures[0]!.fields.name).toBe(`№${extra}`);
    expect(engine.status.droppedFailures).toBe(extra);
    for (const failure of engine.status.failures.slice(1)) await engine.dismissFailure(failure.mutationId);
    expect(engine.status.droppedFailures).toBe(extra);
    await engine.dismissFailure(engine.status.failures[0]!.mutationId);
    expect(engine.status).toMatchObject({ failures: [], droppedFailures: 0 });
  });
});

describe('sync engine: status, retries and locking', () => {
  it('says why a sync failed, retries by itself with a growing wait, and clears the error after success', async () => {
    const server = new ReferenceServer();
    let down = true;
    const base = server.transport();
    const { engine, timers } = setup(server, createMemoryStore(), {
      transport: {
        ...base,
        pull: async (c, l) => {
          if (down) throw new Error('Сервер временно недоступен');
          return base.pull(c, l);
        },
      },
    });
    const seen: string[] = [];
    engine.subscribe((s) => seen.push(s.phase));
    await engine.sync();
    expect(engine.status).toMatchObject({
      phase: 'error',
      lastError: 'Сервер временно недоступен',
      retryAt: 3_000,
    });
    expect([...timers.timers.values()].map((t) => t.ms)).toEqual([2000]);
    timers.fire();
    await engine.sync(); // joins the retry already running
    expect([...timers.timers.values()].map((t) => t.ms)).toEqual([4000]);
    down = false;
    timers.fire();
    await engine.sync();
    expect(engine.status).toMatchObject({ phase: 'idle', lastError: null, retryAt: null, isSyncing: false });
    expect(timers.timers.size).toBe(0);
    expect(seen).toContain('pulling');
  });

  it('runs one sync at a time, inside the injected lock, and a call during a sync joins it', async () => {
    const locks: string[] = [];
    const { engine } = setup(new ReferenceServer(), createMemoryStore(), {
      withLock: async (fn) => {
        locks.push('in');
        const result = await fn();
        locks.push('out');
        return result;
      },
    });
    const first = engine.sync();
    expect(engine.status.isSyncing).toBe(true);
    const second = engine.sync();
    expect(second).toBe(first);
    await first;
    expect(locks).toEqual(['in', 'out', 'in', 'out']);
    expect(engine.status.isSyncing).toBe(false);
  });

  it('still pulls when the server refuses new ids', async () => {
    const server = new ReferenceServer();
    server.serverPut('clients', 1, { name: 'Анна' });
    const { engine, store } = setup(server, createMemoryStore(), {
      transport: {
        ...server.transport(),
        reserveIds: async () => Promise.reject(new Error('Компания удалена')),
      },
    });
    expect(await engine.sync()).toMatchObject({ ok: true, pulled: 1 });
    expect(await recordsOf(store, 'clients')).toEqual([{ id: 1, name: 'Анна' }]);
  });

  it('reports the tables whose rows changed', async () => {
    const server = new ReferenceServer();
    server.serverPut('events', 1, { date: '2026-05-01' });
    const { engine } = setup(server);
    const changed: string[][] = [];
    engine.onTablesChanged((tables) => changed.push(tables));
    await engine.sync();
    await engine.put('drafts', undefined, { name: 'Ч' });
    expect(changed).toEqual([['events'], ['drafts']]);
  });
});
