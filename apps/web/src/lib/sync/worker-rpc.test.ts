import { createMemoryStore, createSyncEngine, SyncBatchRefused, SyncUserError } from '@glad/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createWorkerEngine } from './worker-engine';
import { type RpcMessage, rpcEnd } from './worker-rpc';

/*
 * The tab and its sync worker talk over a real MessageChannel here (each message structured-cloned, as
 * between a tab and a worker): calls answered, the engine's errors arriving as the same kind with the same
 * words, and a worker that never starts handing its calls to the engine on the main thread.
 */

const channels: MessageChannel[] = [];
afterEach(() => {
  for (const channel of channels.splice(0)) {
    channel.port1.close();
    channel.port2.close();
  }
});

function connected<A extends Parameters<typeof rpcEnd>[1], B extends Parameters<typeof rpcEnd>[1]>(
  aMethods: A,
  bMethods: B,
) {
  const channel = new MessageChannel();
  channels.push(channel);
  const a = rpcEnd<B>((m) => channel.port1.postMessage(m), aMethods);
  const b = rpcEnd<A>((m) => channel.port2.postMessage(m), bMethods);
  channel.port1.onmessage = (e: MessageEvent<RpcMessage>) => a.receive(e.data);
  channel.port2.onmessage = (e: MessageEvent<RpcMessage>) => b.receive(e.data);
  return { a, b };
}

describe('the sync worker’s messages', () => {
  it('answers a call with the other side’s value, copied across', async () => {
    const fields = { name: 'Анна Петрова', tags: ['замер'], at: { x: 1.5 } };
    const { a } = connected({}, { echo: async (table: string, value: unknown) => ({ table, value }) });
    const answer = await a.call('echo', 'clients', fields);
    expect(answer).toEqual({ table: 'clients', value: fields });
    expect(answer.value).not.toBe(fields);
  });

  it('throws the engine’s own errors as the same kind, with the same Russian words', async () => {
    const { a } = connected(
      {},
      {
        user: async () => {
          throw new SyncUserError('Нет свободных номеров для новых записей');
        },
        refused: async () => {
          throw new SyncBatchRefused('Неверные данные (mutations.0.fields.name)');
        },
        other: async () => {
          throw new TypeError('Сбой записи');
        },
      },
    );
    await expect(a.call('user')).rejects.toThrow(SyncUserError);
    await expect(a.call('user')).rejects.toThrow('Нет свободных номеров для новых записей');
    await expect(a.call('refused')).rejects.toThrow(SyncBatchRefused);
    const other = await a.call('other').catch((e: unknown) => e);
    expect(other).toBeInstanceOf(Error);
    expect(other).toMatchObject({ name: 'TypeError', message: 'Сбой записи' });
  });

  it('refuses a method the other side does not have', async () => {
    const { a } = connected({}, {} as { missing?: () => Promise<void> });
    await expect(a.call('missing')).rejects.toThrow('Unknown sync call missing');
  });

  it('fails the calls still waiting when told the other side is gone', async () => {
    const { a } = connected({}, { never: () => new Promise<never>(() => undefined) });
    const waiting = a.call('never');
    a.rejectAll(new Error('Синхронизация остановлена'));
    await expect(waiting).rejects.toThrow('Синхронизация остановлена');
  });
});

/** A transport with no network: every request fails as a phone offline does. */
const offline = {
  pull: () => Promise.reject(new Error('Нет связи с сервером')),
  push: () => Promise.reject(new Error('Нет связи с сервером')),
  reserveIds: () => Promise.reject(new Error('Нет связи с сервером')),
};

/** A browser's worker whose file failed to load: it reports an error event and answers nothing. */
class WorkerThatFailedToLoad extends EventTarget {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  posted: unknown[] = [];
  terminated = false;
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  failToLoad() {
    this.onerror?.(new Event('error'));
  }
}

describe('a sync worker that never starts', () => {
  it('hands the calls already sent, and the later ones, to the engine on the main thread', async () => {
    const store = createMemoryStore();
    const mainThread = createSyncEngine({
      store,
      transport: {
        pull: async () => ({ changes: [], cursor: 0, hasMore: false, resync: false }),
        // the server takes every change as version 1
        push: async (mutations) => ({
          results: mutations.map((m) => ({
            mutationId: m.mutationId,
            status: 'applied' as const,
            version: 1,
          })),
        }),
        reserveIds: async () => ({ from: 1, to: 1000 }),
      },
      autoRetry: false,
    });
    const worker = new WorkerThatFailedToLoad();
    const engine = createWorkerEngine(worker as unknown as Worker, async () => mainThread);
    const statuses: string[] = [];
    engine.subscribe((status) => statuses.push(status.phase));

    const typed = engine.put('clients', null, { name: 'Вера' });
    expect(worker.posted).toHaveLength(1);
    worker.failToLoad();
    expect(worker.terminated).toBe(true);
    expect(await typed).toMatchObject({ id: 1, data: { name: 'Вера' } });

    const report = await engine.sync();
    expect(report).toMatchObject({ ok: true, pushed: 1 });
    expect((await store.snapshot()).outbox).toHaveLength(0);
    expect(statuses).toContain('idle');
    expect(engine.status.lastSyncedAt).not.toBeNull();
    // nothing more was sent to the dead worker
    expect(worker.posted).toHaveLength(1);
  });
});

describe('no Worker in this environment', () => {
  it('runs the engine on the main thread from the start', async () => {
    const store = createMemoryStore();
    await store.transaction(async (tx) =>
      tx.setMeta({ ...(await tx.getMeta()), idBlocks: [{ next: 40, to: 49 }] }),
    );
    const engine = createWorkerEngine(null, async () =>
      createSyncEngine({ store, transport: offline, autoRetry: false }),
    );
    expect(await engine.put('clients', null, { name: 'Олег' })).toMatchObject({ id: 40 });
    expect((await store.snapshot()).outbox).toHaveLength(1);
  });
});

describe('a sync worker stopped at sign-out', () => {
  it('answers a sync still waiting with a failed report, never an error nobody catches', async () => {
    const worker = new WorkerThatFailedToLoad();
    const engine = createWorkerEngine(worker as unknown as Worker, () =>
      Promise.reject(new Error('no fallback expected')),
    );
    const waiting = engine.sync();
    engine.dispose();
    expect(worker.terminated).toBe(true);
    await expect(waiting).resolves.toEqual({
      ok: false,
      pushed: 0,
      pulled: 0,
      error: 'Синхронизация остановлена',
    });
  });
});
