import { describe, expect, it } from 'vitest';
import { createMemoryStore } from './memory-store.js';

const entry = (id: number) => ({
  mutationId: `m${id}`,
  table: 'clients',
  op: 'put' as const,
  id,
  baseVersion: 0,
  fields: { name: 'Анна' },
  sent: false,
  createdAt: 0,
});

describe('memory store', () => {
  it('leaves nothing behind when a transaction throws', async () => {
    const store = createMemoryStore();
    await store.transaction(async (tx) => {
      await tx.putRecord({ table: 'clients', id: 1, version: 3, data: { name: 'Анна' } });
      await tx.addOutbox(entry(1));
    });
    const before = await store.snapshot();
    await expect(
      store.transaction(async (tx) => {
        await tx.putRecord({ table: 'clients', id: 1, version: 4, data: { name: 'Борис' } });
        await tx.putRecord({ table: 'clients', id: 2, version: 4, data: {} });
        await tx.clearRecords([]);
        await tx.addOutbox(entry(2));
        await tx.putTombstone('clients', 9, 9);
        await tx.setMeta({ cursor: 9, idBlocks: [], refetch: true, failures: [], droppedFailures: 0 });
        throw new Error('сбой записи');
      }),
    ).rejects.toThrow('сбой записи');
    expect(await store.snapshot()).toEqual(before);
    // the rolled back seq is handed out again, so seq stays gap-free and increasing
    expect(await store.transaction((tx) => tx.addOutbox(entry(3)))).toBe(2);
  });

  it('runs transactions one after another', async () => {
    const store = createMemoryStore();
    const order: string[] = [];
    const slow = store.transaction(async (tx) => {
      order.push('a:start');
      await tx.getMeta();
      // let other promises run: a second transaction must still wait for this one
      for (let i = 0; i < 20; i += 1) await Promise.resolve();
      order.push('a:end');
    });
    const fast = store.transaction(async () => {
      order.push('b');
    });
    await Promise.all([slow, fast]);
    expect(order).toEqual(['a:start', 'a:end', 'b']);
  });

  it('shares no objects with its callers', async () => {
    const store = createMemoryStore();
    const data = { name: 'Анна', tags: ['a'] };
    await store.transaction((tx) => tx.putRecord({ table: 'clients', id: 1, version: 1, data }));
    data.tags.push('b');
    const read = await store.transaction((tx) => tx.getRecord('clients', 1));
    expect(read?.data).toEqual({ name: 'Анна', tags: ['a'] });
    (read!.data.tags as string[]).push('c');
    expect((await store.transaction((tx) => tx.getRecord('clients', 1)))?.data.tags).toEqual(['a']);
  });

  it('keeps the named records on clear and drops every tombstone', async () => {
    const store = createMemoryStore();
    await store.transaction(async (tx) => {
      await tx.putRecord({ table: 'clients', id: 1, version: 1, data: {} });
      await tx.putRecord({ table: 'projects', id: 1, version: 2, data: {} });
      await tx.putTombstone('drafts', 4, 3);
      await tx.clearRecords([{ table: 'projects', id: 1 }]);
    });
    const snap = await store.snapshot();
    expect(snap.records.map((r) => r.table)).toEqual(['projects']);
    expect(snap.tombstones).toEqual([]);
  });

  it('answers the last outbox entry by seq', async () => {
    const store = createMemoryStore();
    await store.transaction(async (tx) => {
      expect(await tx.lastOutbox()).toBeUndefined();
      await tx.addOutbox(entry(1));
      const second = await tx.addOutbox(entry(2));
      await tx.addOutbox(entry(3));
      await tx.deleteOutbox(3);
      expect((await tx.lastOutbox())?.seq).toBe(second);
    });
  });
});
