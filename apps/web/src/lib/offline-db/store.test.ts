import { createMemoryStore, createSyncEngine, type LocalRecord, type SyncStore } from '@glad/domain';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { ReferenceServer } from '../../../../../packages/domain/src/sync/reference-server.fixture';
import { GladDb } from './schema';
import { createDexieSyncStore, fromRow, toRow } from './store';

let opened: GladDb[] = [];
let dbCount = 0;
function freshDb(): GladDb {
  dbCount += 1;
  const db = new GladDb(`store-test-${dbCount}`);
  opened.push(db);
  return db;
}
afterEach(async () => {
  for (const db of opened) await db.delete();
  opened = [];
});

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

async function everything(store: SyncStore) {
  return store.transaction(async (tx) => {
    const records: LocalRecord[] = [];
    for (const table of ['clients', 'projects']) {
      for (let id = 1; id <= 40; id++) {
        const r = await tx.getRecord(table, id);
        if (r) records.push(r);
      }
    }
    return { records, outbox: await tx.listOutbox(), meta: await tx.getMeta() };
  });
}

describe('Dexie sync store', () => {
  it('keeps a row flat for the indexes and gives the engine its record back unchanged', () => {
    const record: LocalRecord = {
      table: 'clients',
      id: 7,
      version: 3,
      data: { id: 7, name: 'Пётр Ёлкин', phone: '8 (999) 123-45-67', adresa: '', notes: '' },
      lost: [{ field: 'name', value: 'Петя', winner: 'Пётр Ёлкин', userId: 2, at: '2026-01-01T00:00:00Z' }],
    };
    const row = toRow(record);
    expect(row).toMatchObject({ id: 7, name: 'Пётр Ёлкин', _v: 3 });
    expect(row._words).toEqual(expect.arrayContaining(['петр', 'елкин', '79991234567', '1234567']));
    // «999» of the phone starts the tail «9991234567»: a search for it finds the row through that one
    expect(row._words).not.toContain('999');
    expect(fromRow('clients', row)).toEqual(record);
  });

  it('writes nothing when a transaction throws', async () => {
    const store = createDexieSyncStore(freshDb());
    await store.transaction(async (tx) => {
      await tx.putRecord({ table: 'clients', id: 1, version: 3, data: { id: 1, name: 'Анна' } });
      await tx.addOutbox(entry(1));
    });
    const before = await everything(store);
    await expect(
      store.transaction(async (tx) => {
        await tx.putRecord({ table: 'clients', id: 1, version: 4, data: { id: 1, name: 'Борис' } });
        await tx.putRecord({ table: 'clients', id: 2, version: 4, data: { id: 2 } });
        await tx.addOutbox(entry(2));
        await tx.putTombstone('clients', 9, 9);
        await tx.setMeta({ cursor: 9, idBlocks: [], refetch: true, failures: [], droppedFailures: 0 });
        throw new Error('сбой записи');
      }),
    ).rejects.toThrow('сбой записи');
    expect(await everything(store)).toEqual(before);
    expect(await store.transaction((tx) => tx.getTombstone('clients', 9))).toBeUndefined();
  });

  it('a write that fails when the batched rows are sent rolls the whole transaction back', async () => {
    const store = createDexieSyncStore(freshDb());
    await expect(
      store.transaction(async (tx) => {
        await tx.putRecord({ table: 'clients', id: 1, version: 1, data: { id: 1, name: 'Анна' } });
        await tx.setMeta({ cursor: 5, idBlocks: [], refetch: false, failures: [], droppedFailures: 0 });
        await tx.addOutbox(entry(1));
        // not a valid key: IndexedDB refuses it only when the batch goes out at the end
        await tx.putRecord({ table: 'clients', id: Number.NaN, version: 1, data: {} });
      }),
    ).rejects.toThrow();
    const after = await everything(store);
    expect(after.records).toEqual([]);
    expect(after.outbox).toEqual([]);
    expect(after.meta.cursor).toBe(0);
  });

  it('answers the outbox in order, the last entry, and clears records but the kept ones', async () => {
    const db = freshDb();
    const store = createDexieSyncStore(db);
    const seqs = await store.transaction(async (tx) => [
      await tx.addOutbox(entry(1)),
      await tx.addOutbox(entry(2)),
      await tx.addOutbox(entry(3)),
    ]);
    expect(seqs).toEqual([1, 2, 3]);
    await store.transaction(async (tx) => {
      await tx.deleteOutbox(3);
      expect((await tx.lastOutbox())?.seq).toBe(2);
      expect((await tx.listOutbox()).map((e) => e.mutationId)).toEqual(['m1', 'm2']);
      for (const id of [1, 2, 3]) await tx.putRecord({ table: 'clients', id, version: 1, data: { id } });
      await tx.putTombstone('projects', 5, 4);
      await tx.clearRecords([{ table: 'clients', id: 2 }]);
    });
    expect((await db.clients.toArray()).map((c) => c.id)).toEqual([2]);
    expect(await db.tombstones.count()).toBe(0);
    // docs/spec.md §3: the outbox is `stack` with an automatic id and the record's table as its type
    expect((await db.stack.toArray()).map((s) => [s.id, s.type])).toEqual([
      [1, 'clients'],
      [2, 'clients'],
    ]);
  });

  it('reads ahead without changing what a transaction sees', async () => {
    const store = createDexieSyncStore(freshDb());
    await store.transaction(async (tx) => {
      await tx.putRecord({ table: 'clients', id: 1, version: 2, data: { id: 1, name: 'Анна' } });
      await tx.putRecord({ table: 'clients', id: 4, version: 2, data: { id: 4, name: 'Олег' } });
      await tx.putRecord({ table: 'projects', id: 3, version: 2, data: { id: 3, name: 'Квартира' } });
      await tx.putTombstone('clients', 2, 5);
      await tx.putTombstone('clients', 5, 7);
    });
    // ids 1–3 of clients: a stored row, a tombstone, nothing; the range holds neither 4 nor 5
    const reads = [
      { table: 'clients', id: 3 },
      { table: 'clients', id: 1 },
      { table: 'clients', id: 2 },
    ];
    await store.transaction(async (tx) => {
      expect((await tx.getRecord('clients', 1))?.data.name).toBe('Анна');
      expect(await tx.getTombstone('clients', 2)).toBe(5);
      expect(await tx.getRecord('clients', 3)).toBeUndefined();
      // keys not read ahead are read as usual
      expect((await tx.getRecord('clients', 4))?.data.name).toBe('Олег');
      expect(await tx.getTombstone('clients', 5)).toBe(7);
      expect((await tx.getRecord('projects', 3))?.data.name).toBe('Квартира');
      expect(await tx.getTombstone('projects', 3)).toBeUndefined();
      await tx.putRecord({ table: 'clients', id: 3, version: 6, data: { id: 3, name: 'Вера' } });
      await tx.deleteRecord('clients', 1);
      await tx.deleteTombstone('clients', 2);
      expect((await tx.getRecord('clients', 3))?.data.name).toBe('Вера');
      expect(await tx.getRecord('clients', 1)).toBeUndefined();
      expect(await tx.getTombstone('clients', 2)).toBeUndefined();
    }, reads);
    // a failed transaction leaves the read-ahead rows as they were
    await expect(
      store.transaction(
        async (tx) => {
          await tx.deleteRecord('clients', 3);
          throw new Error('сбой');
        },
        [{ table: 'clients', id: 3 }],
      ),
    ).rejects.toThrow('сбой');
    expect(await store.transaction((tx) => tx.getRecord('clients', 3))).toMatchObject({ version: 6 });
  });

  it('behaves as the memory store under random edits, server writes and syncs', async () => {
    type Op =
      | { kind: 'create'; name: string }
      | { kind: 'edit'; pick: number; name: string }
      | { kind: 'remove'; pick: number }
      | { kind: 'serverEdit'; pick: number; name: string }
      | { kind: 'serverDelete'; pick: number }
      | { kind: 'sync' }
      | { kind: 'purge' };
    const name = fc.constantFrom('Анна', 'Борис', 'Вера', 'Глеб');
    const pick = fc.nat(20);
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.record({ kind: fc.constant('create' as const), name }),
      fc.record({ kind: fc.constant('edit' as const), pick, name }),
      fc.record({ kind: fc.constant('remove' as const), pick }),
      fc.record({ kind: fc.constant('serverEdit' as const), pick, name }),
      fc.record({ kind: fc.constant('serverDelete' as const), pick }),
      fc.constant({ kind: 'sync' as const }),
      // tombstones older than now are gone on the server: the next pull starts over (clearRecords)
      fc.constant({ kind: 'purge' as const }),
    );

    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        const run = async (store: SyncStore) => {
          const server = new ReferenceServer();
          let n = 0;
          const engine = createSyncEngine({
            store,
            transport: server.transport(),
            // pages of a few rows: the next page is asked for while one is written
            pullLimit: 3,
            autoRetry: false,
            clock: () => 1,
            newMutationId: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
          });
          await engine.reserveIds();
          const ids: number[] = [];
          const errors: string[] = [];
          for (const o of ops) {
            const target = ids.length ? ids[('pick' in o ? o.pick : 0) % ids.length]! : undefined;
            try {
              if (o.kind === 'create') ids.push((await engine.put('clients', null, { name: o.name })).id);
              else if (o.kind === 'edit' && target) await engine.put('clients', target, { name: o.name });
              else if (o.kind === 'remove' && target) await engine.remove('clients', target);
              else if (o.kind === 'serverEdit' && target)
                server.serverPut('clients', target, { name: o.name });
              else if (o.kind === 'serverDelete' && target) server.serverDelete('clients', target);
              else if (o.kind === 'sync') await engine.sync();
              else if (o.kind === 'purge') server.purgedUpTo = server.counter;
            } catch (error) {
              errors.push((error as Error).message);
            }
          }
          await engine.sync();
          engine.dispose();
          return { state: await everything(store), errors };
        };
        const memory = await run(createMemoryStore());
        const dexie = await run(createDexieSyncStore(freshDb()));
        expect(dexie).toEqual(memory);
      }),
      { numRuns: 30 },
    );
  });
});
