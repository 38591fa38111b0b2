import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSyncEngine } from './engine.js';
import { createMemoryStore } from './memory-store.js';
import { SyncBatchRefused } from './push-batch.js';
import { ReferenceServer } from './reference-server.fixture.js';
import type { SyncMutation, SyncTransport } from './types.js';

/*
 * A server whose request check refuses a whole push when any of its mutations carries `poison` (the way a
 * 400 from the body's schema refuses everything in it): the engine must still get every other change
 * through, in order, and keep the poisoned ones as failures with what the user typed.
 */

const REFUSAL = 'Неверные данные (mutations.0.fields.name): недопустимый символ';

function refusingServer() {
  const server = new ReferenceServer();
  const base = server.transport();
  const requests: SyncMutation[][] = [];
  const transport: SyncTransport = {
    ...base,
    push: async (mutations) => {
      requests.push(mutations);
      if (mutations.some((m) => 'poison' in m.fields)) throw new SyncBatchRefused(REFUSAL);
      return base.push(mutations);
    },
  };
  return { server, transport, requests };
}

function engineOn(transport: SyncTransport, pushBatchSize = 200) {
  const store = createMemoryStore();
  let n = 0;
  const engine = createSyncEngine({
    store,
    transport,
    newMutationId: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
    clock: () => 1_000,
    autoRetry: false,
    idBlockSize: 1000,
    pushBatchSize,
  });
  return { engine, store };
}

describe('a push refused as a whole', () => {
  it('is split until the bad change stands alone; the others apply in order, the bad one is kept with its values', async () => {
    const { server, transport, requests } = refusingServer();
    const { engine, store } = engineOn(transport);
    await engine.sync();
    const names = ['Анна', 'Борис', 'Вера', 'Глеб', 'Дина', 'Егор', 'Жанна'];
    for (const [i, name] of names.entries()) {
      await engine.put('clients', null, i === 4 ? { name, poison: 1 } : { name });
    }
    requests.length = 0;
    const report = await engine.sync();

    expect(report).toMatchObject({ ok: true, pushed: 7 });
    const onServer = [...server.rows.values()].sort((a, b) => a.version - b.version).map((r) => r.data.name);
    expect(onServer).toEqual(['Анна', 'Борис', 'Вера', 'Глеб', 'Егор', 'Жанна']);
    // 7 → 4 | 3, 4 → 2 | 2 (first half passes), 3 → 2 | 1: the poisoned entry alone, then the rest
    expect(requests.map((r) => r.map((m) => m.fields.name))).toEqual([
      names,
      ['Анна', 'Борис', 'Вера', 'Глеб'],
      ['Дина', 'Егор', 'Жанна'],
      ['Дина', 'Егор'],
      ['Дина'],
      ['Егор'],
      ['Жанна'],
    ]);
    expect(engine.status.failures).toEqual([
      expect.objectContaining({
        table: 'clients',
        op: 'put',
        fields: { name: 'Дина', poison: 1 },
        message: REFUSAL,
      }),
    ]);
    const snap = await store.snapshot();
    expect(snap.outbox).toEqual([]);
    // the refused new client never reached the server: it leaves the list, its values stay in the failure
    expect(snap.records.map((r) => r.data.name).sort()).toEqual(onServer.slice().sort());
  });

  it('is not split when the network or the server fails: nothing is settled, all waits for the retry', async () => {
    const { server, transport, requests } = refusingServer();
    let down = true;
    const { engine, store } = engineOn({
      ...transport,
      push: async (m) => {
        if (down) {
          requests.push(m);
          throw new TypeError('Failed to fetch');
        }
        return transport.push(m);
      },
    });
    await engine.reserveIds();
    for (const name of ['Анна', 'Борис', 'Вера']) await engine.put('clients', null, { name });
    expect(await engine.sync()).toMatchObject({ ok: false });
    expect(requests).toHaveLength(1);
    expect((await store.snapshot()).outbox).toHaveLength(3);
    expect(engine.status.failures).toEqual([]);
    down = false;
    expect(await engine.sync()).toMatchObject({ ok: true, pushed: 3 });
    expect(server.rows.size).toBe(3);
  });
});

describe('splitting, as a law', () => {
  it('applies every good change exactly once in its order and keeps every bad one, whatever the batch', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.boolean(), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 1, max: 16 }),
        async (bad, batchSize) => {
          const { server, transport, requests } = refusingServer();
          const { engine } = engineOn(transport, batchSize);
          await engine.sync();
          for (const [i, poisoned] of bad.entries()) {
            await engine.put('clients', null, poisoned ? { name: `№${i}`, poison: 1 } : { name: `№${i}` });
          }
          requests.length = 0;
          expect(await engine.sync()).toMatchObject({ ok: true });
          const applied = [...server.rows.values()].sort((a, b) => a.version - b.version);
          expect(applied.map((r) => r.data.name)).toEqual(
            bad.flatMap((poisoned, i) => (poisoned ? [] : [`№${i}`])),
          );
          expect([...server.applyCount.values()].every((n) => n === 1)).toBe(true);
          expect(engine.status.failures.map((f) => f.fields.name)).toEqual(
            bad.flatMap((poisoned, i) => (poisoned ? [`№${i}`] : [])),
          );
          // each poisoned entry costs at most two requests per halving of its batch
          const halvings = Math.ceil(Math.log2(batchSize)) + 1;
          const batches = Math.ceil(bad.length / batchSize);
          expect(requests.length).toBeLessThanOrEqual(batches + 2 * halvings * bad.filter(Boolean).length);
        },
      ),
      { numRuns: 60 },
    );
  });
});
