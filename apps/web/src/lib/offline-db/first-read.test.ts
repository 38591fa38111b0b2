import { Dexie } from 'dexie';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFirstRows } from './first-read';
import { DB_NAME } from './names';
import { firstClients, firstProjects } from './queries';
import { db } from './schema';
import { toRow } from './store';
import type { ClientRow, ProjectRow } from './types';

const client = (id: number, name: string) =>
  toRow({
    table: 'clients',
    id,
    version: id,
    data: { id, name, phone: '', adresa: '', notes: '', timestamp: id },
  });

const project = (id: number, timestamp: number) =>
  toRow({
    table: 'projects',
    id,
    version: id,
    data: { id, name: `Объект ${id}`, client: '', clientid: 0, timestamp },
  });

describe('the first rows read with IndexedDB itself', () => {
  beforeEach(async () => {
    if (!db.isOpen()) await db.open();
    await db.transaction('rw', db.tables, async () => {
      for (const table of db.tables) await table.clear();
    });
  });

  it('reads what the offline copy reads, in its order, with the table size', async () => {
    const names = fc.constantFrom('Анна', 'анна', 'Ёлкин', 'Елкин', 'ООО «Свет»', 'Борис', '', ' Яна');
    await fc.assert(
      fc.asyncProperty(fc.array(names, { minLength: 0, maxLength: 30 }), fc.nat(40), async (list, count) => {
        await db.clients.clear();
        await db.table('clients').bulkPut(list.map((name, i) => client(i + 1, name)));
        const first = await readFirstRows<ClientRow>('clients', '_name', count);
        expect(first?.rows).toEqual(await firstClients(count));
        expect(first?.total).toBe(list.length);
      }),
      { numRuns: 30 },
    );
  });

  it('reads an index backwards: the newest projects first, the higher id first among equal times', async () => {
    await db.table('projects').bulkPut([project(1, 100), project(2, 300), project(3, 300), project(4, 200)]);
    const first = await readFirstRows<ProjectRow>('projects', 'timestamp', 3, 'prev');
    expect(first?.rows.map((p) => p.id)).toEqual([3, 2, 4]);
    expect(first?.rows).toEqual(await firstProjects(3));
    expect(first?.total).toBe(4);
  });

  it('answers null for a table or an index the copy does not have', async () => {
    expect(await readFirstRows('nowhere', '_name', 5)).toBeNull();
    expect(await readFirstRows('clients', 'nothing', 5)).toBeNull();
  });

  it('lets the offline copy upgrade its schema right after', async () => {
    await db.table('clients').bulkPut([client(1, 'Анна')]);
    await readFirstRows('clients', '_name', 5);
    db.close();
    // a newer app's schema: the upgrade needs every other connection closed
    const newer = new Dexie(DB_NAME);
    newer.version(Math.round(db.verno) + 1).stores({ clients: 'id, timestamp, name, _name, *_words, extra' });
    await newer.open();
    expect(await newer.table('clients').count()).toBe(1);
    newer.close();
    await Dexie.delete(DB_NAME);
  });
});

describe('a device without the offline copy', () => {
  afterEach(async () => {
    await Dexie.delete(DB_NAME);
  });

  it('reads nothing and makes no database', async () => {
    db.close();
    await Dexie.delete(DB_NAME);
    expect(await readFirstRows('clients', '_name', 5)).toBeNull();
    expect(await Dexie.exists(DB_NAME)).toBe(false);
  });
});
