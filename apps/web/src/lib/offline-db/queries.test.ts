import { compileSearch, searchSpecs } from '@glad/domain';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { searchClientsFirst } from './clients-first';
import { readFirstRows } from './first-read';
import {
  clientsWithPhone,
  firstClients,
  firstProjects,
  getByIds,
  projectsFirstScreen,
  searchClients,
  searchDrafts,
  searchProjects,
} from './queries';
import { db } from './schema';
import { isCached } from './search-cache';
import { toRow } from './store';
import type { ClientRow } from './types';

const client = (id: number, name: string, phone = '', adresa = '', notes = '') =>
  toRow({ table: 'clients', id, version: id, data: { id, name, phone, adresa, notes, timestamp: id } });

beforeEach(async () => {
  await db.transaction('rw', db.tables, async () => {
    for (const table of db.tables) await table.clear();
  });
});

describe('offline search', () => {
  beforeEach(async () => {
    await db
      .table('clients')
      .bulkPut([
        client(1, 'Ёлкина Анна', '+7 (999) 123-45-67', 'Москва, ул. Ленина 5'),
        client(2, 'Пётр Сидоров', '8 912 000-11-22', '', 'Звонить после обеда'),
        client(3, 'ООО «Потолок-Сервис»', '9001234567', 'Тверь'),
        client(4, 'Иван Андреевич', ''),
      ]);
  });

  const names = async (q: string) => (await searchClients(q)).map((c) => c.id);

  it('finds a client by the same phone number however it is written, only once it is whole', async () => {
    const ids = async (phone: string) => (await clientsWithPhone(phone)).map((c) => c.id);
    expect(await ids('8 (999) 123-45-67')).toEqual([1]);
    expect(await ids('+79991234567')).toEqual([1]);
    expect(await ids('999 123 45 67')).toEqual([1]);
    expect(await ids('+7 912 000 11 22')).toEqual([2]);
    expect(await ids('+7 900 123-45-67')).toEqual([3]);
    // a part of a number is not the number
    expect(await ids('999 123 45')).toEqual([]);
    expect(await ids('+7 999 123-45-68')).toEqual([]);
    expect(await ids('')).toEqual([]);
  });

  it('finds by the start of any word, in any case, ё read as е', async () => {
    expect(await names('елк')).toEqual([1]);
    expect(await names('ЁЛКИНА анна')).toEqual([1]);
    expect(await names('петр')).toEqual([2]);
    expect(await names('сервис')).toEqual([3]);
    expect(await names('ленина')).toEqual([1]);
    expect(await names('обеда')).toEqual([2]);
    // inside a word is not a word start
    expect(await names('дреевич')).toEqual([]);
    expect(await names('андр')).toEqual([4]);
  });

  it('finds a phone by its digits whatever the formatting', async () => {
    expect(await names('89991234567')).toEqual([1]);
    expect(await names('+7 999 123')).toEqual([1]);
    expect(await names('123-45-67')).toEqual([1, 3]);
    expect(await names('4567')).toEqual([1, 3]);
    expect(await names('(912) 000')).toEqual([2]);
    expect(await names('7900 123')).toEqual([3]);
  });

  it('answers the same from the index and from memory, and follows changes at once', async () => {
    const table = db.table('clients');
    expect(isCached(table)).toBe(false);
    const cold = await names('анна');
    // the search started loading the table: the next one filters it in memory
    await expect.poll(() => isCached(table)).toBe(true);
    expect(await names('анна')).toEqual(cold);
    await db.table('clients').put(client(9, 'Анна Новикова', '+7 900 111-22-33'));
    expect(isCached(table)).toBe(false);
    expect(await names('анна')).toEqual([9, 1]);
    await expect.poll(() => isCached(table)).toBe(true);
    await db.clients.delete(1);
    expect(await names('анна')).toEqual([9]);
  });

  it('a search’s first screen is the start of the full answer, cold or in memory', async () => {
    // 260 more clients: a common word («Анна»), a rarer one, phones; more than two reads of candidates
    const first = ['Анна', 'Мария', 'Иван', 'Олег'];
    const last = ['Смирнова', 'Кузнецов', 'Анисимов', 'Петрова', 'Яковлев'];
    await db
      .table('clients')
      .bulkPut(
        Array.from({ length: 260 }, (_, i) =>
          client(
            100 + i,
            `${last[i % 5]} ${first[(i * 7) % 4]}`,
            `+7 900 ${String(1000 + i)}`,
            '',
            i % 3 ? '' : 'звонить',
          ),
        ),
      );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          'анна',
          'ан',
          'звон',
          'яковлев ив',
          '900 10',
          'сидоров',
          'нет такого',
          'петрова м',
          ' ',
        ),
        fc.integer({ min: 1, max: 120 }),
        fc.boolean(),
        async (q, limit, warm) => {
          if (!warm) await db.table('clients').put(client(4, 'Иван Андреевич', ''));
          else {
            await searchClients(q); // a full search loads the table into memory for the next one
            await expect.poll(() => isCached(db.table('clients'))).toBe(true);
          }
          // the first screen read before anything loads the table into memory: the cold path when !warm
          const { rows, complete } = await searchClientsFirst(q, limit);
          const all = await searchClients(q);
          expect(rows.map((c) => c.id)).toEqual(all.slice(0, limit).map((c) => c.id));
          expect(complete).toBe(all.length <= limit);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('a first screen whose matches all sit at the end of the list order is still its start', async () => {
    // 120 of 300 clients note «звонить», all of them last in name order: the keys read first hold none
    await db
      .table('clients')
      .bulkPut(
        Array.from({ length: 300 }, (_, i) =>
          i < 180
            ? client(1000 + i, `Абрамов ${i}`)
            : client(1000 + i, `Яковлев ${i}`, '', '', i % 2 ? 'звонить вечером' : 'звонить утром'),
        ),
      );
    for (const [q, limit] of [
      ['звонить', 10],
      ['звонить', 100],
      ['звонить утром', 10],
    ] as const) {
      await db.table('clients').put(client(4, 'Иван Андреевич', '')); // cold: the table not in memory
      expect(isCached(db.table('clients'))).toBe(false);
      const { rows, complete } = await searchClientsFirst(q, limit);
      const all = await searchClients(q);
      expect(rows.map((c) => c.id)).toEqual(all.slice(0, limit).map((c) => c.id));
      expect(rows.length).toBe(limit);
      expect(complete).toBe(false);
    }
  });

  it('answers everyone for an empty query, in Russian name order', async () => {
    expect(await names('  ')).toEqual([1, 4, 3, 2]);
    // the list's first screen, read from the `_name` index, is the same order
    expect((await firstClients(3)).map((c) => c.id)).toEqual([1, 4, 3]);
    // and so is the read before the offline copy's code loads (decision 0063)
    const first = await readFirstRows<ClientRow>('clients', '_name', 3);
    expect({ ids: first?.rows.map((c) => c.id), total: first?.total }).toEqual({ ids: [1, 4, 3], total: 4 });
  });

  it('finds exactly what the domain search helper finds', async () => {
    const word = fc.constantFrom(
      'Анна',
      'анн',
      'ёлка',
      'Елкин',
      'сидоров',
      'ул',
      '999',
      '8 999',
      '45-67',
      'ооо',
      'пётр',
    );
    const all = await db.clients.toArray();
    await fc.assert(
      fc.asyncProperty(fc.array(word, { minLength: 1, maxLength: 2 }), async (words) => {
        const q = words.join(' ');
        const expected = all
          .filter(compileSearch(q, searchSpecs.clients))
          .map((c) => c.id)
          .sort();
        // a write drops the table from memory: the first search goes through the index, and once the
        // table is loaded again the next one goes through memory
        await db.table('clients').put(client(4, 'Иван Андреевич', ''));
        expect((await names(q)).sort()).toEqual(expected);
        await expect.poll(() => isCached(db.table('clients'))).toBe(true);
        expect((await names(q)).sort()).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });

  it('searches projects by client phone and notes, and drafts in sort order then newest', async () => {
    await db.table('projects').bulkPut([
      toRow({
        table: 'projects',
        id: 10,
        version: 1,
        data: {
          id: 10,
          name: 'Квартира',
          client: 'Пётр Сидоров',
          clientid: 2,
          status_worked: 1,
          timestamp: 5,
          client_properties: { phone: '8 912 000-11-22', notes: 'домофон 12' },
        },
      }),
      toRow({
        table: 'projects',
        id: 11,
        version: 2,
        data: {
          id: 11,
          name: 'Офис',
          client: 'Анна',
          clientid: 1,
          status_worked: 2,
          timestamp: 9,
          client_properties: { phone: '', notes: '' },
        },
      }),
    ]);
    expect((await searchProjects('912 000')).map((p) => p.id)).toEqual([10]);
    expect((await searchProjects('домофон')).map((p) => p.id)).toEqual([10]);
    expect((await searchProjects('', { status_worked: 2 })).map((p) => p.id)).toEqual([11]);
    expect((await searchProjects('')).map((p) => p.id)).toEqual([11, 10]);

    const draft = (id: number, sort: number, timestamp: number) =>
      toRow({
        table: 'drafts',
        id,
        version: id,
        data: {
          id,
          name: `Комната ${id}`,
          project: 'Квартира',
          projectid: 10,
          sort,
          timestamp,
          form: { clientid: 2 },
        },
      });
    await db.table('drafts').bulkPut([draft(21, 2, 1), draft(22, 1, 1), draft(23, 1, 5)]);
    expect((await searchDrafts('', { projectid: 10 })).map((d) => d.id)).toEqual([23, 22, 21]);
    expect((await searchDrafts('', { clientid: 2 })).map((d) => d.id)).toEqual([23, 22, 21]);
    expect((await searchDrafts('квартира')).map((d) => d.id)).toEqual([23, 22, 21]);
  });

  it('getByIds keeps the order asked and slices 0–14 by default', async () => {
    await db.table('clients').bulkPut(Array.from({ length: 20 }, (_, i) => client(100 + i, `К${i}`)));
    const ids = Array.from({ length: 20 }, (_, i) => 119 - i);
    const got = await getByIds('clients', [999, ...ids]);
    expect(got.map((c) => c.id)).toEqual(ids.slice(0, 14));
  });

  it('the projects list’s first screen is the start of the whole list, ties included', async () => {
    // timestamps from a few values, so many projects share one: the order is newest, then the higher id
    const project = fc.record({
      id: fc.integer({ min: 1, max: 500 }),
      timestamp: fc.integer({ min: 1, max: 4 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(project, { selector: (p) => p.id, maxLength: 40 }),
        fc.nat(45),
        async (list, n) => {
          await db.table('projects').clear();
          await db.table('projects').bulkPut(
            list.map(({ id, timestamp }) =>
              toRow({
                table: 'projects',
                id,
                version: id,
                data: { id, name: `Объект ${id}`, client: '', clientid: 0, status_worked: 0, timestamp },
              }),
            ),
          );
          const whole = (await searchProjects('')).map((p) => p.id);
          expect((await firstProjects(n)).map((p) => p.id)).toEqual(whole.slice(0, n));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('the first screen also counts the projects by work status and gives their clients’ addresses', async () => {
    await db
      .table('clients')
      .bulkPut([client(1, 'Анна', '', ' Тверь, ул. Мира 1 '), client(2, 'Борис', '', '')]);
    const project = (id: number, status: number, clientid: number, timestamp: number) =>
      toRow({
        table: 'projects',
        id,
        version: id,
        data: { id, name: `Объект ${id}`, client: '', clientid, status_worked: status, timestamp },
      });
    await db
      .table('projects')
      .bulkPut([project(1, 0, 1, 10), project(2, 5, 2, 20), project(3, 5, 0, 30), project(4, 7, 1, 5)]);
    const first = await projectsFirstScreen(2);
    expect(first.rows.map((p) => p.id)).toEqual([3, 2]);
    expect(first.total).toBe(4);
    expect([...first.byStatus]).toEqual([
      [0, 1],
      [5, 2],
      [7, 1],
    ]);
    // the clients of the rows shown (Борис, no address), not of the others
    expect([...first.addresses]).toEqual([[2, '']]);
  });
});
