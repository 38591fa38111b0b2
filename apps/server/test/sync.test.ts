import { idBlockResponse } from '@glad/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients, companies } from '../src/db/schema/index.js';
import { purgeTombstones } from '../src/modules/sync/purge.js';
import { createCompany, readAs, useTestApp } from './helpers/app.js';
import { addUser, type Company, call, create, del, pull, push, put, reserve } from './helpers/records.js';

const app = await useTestApp();
const a = await createCompany(app);
const b = await createCompany(app);

async function companyVersion(company: Company) {
  const [row] = await app.db
    .select({ version: companies.version })
    .from(companies)
    .where(eq(companies.id, company.company.id));
  return row!.version;
}

describe('id blocks', () => {
  it('hands out whole blocks of 1000, never the same one twice, to any company', async () => {
    const one = await reserve(app, a);
    const two = await reserve(app, a);
    const three = await reserve(app, b, 1);
    for (const block of [one, two, three]) {
      expect(block.from % 1000).toBe(0);
      expect(block.to - block.from).toBe(999);
    }
    const starts = [one.from, two.from, three.from];
    expect(new Set(starts).size).toBe(3);
  });

  it('gives consecutive blocks for a larger count', async () => {
    const big = await reserve(app, a, 2500);
    expect(big.from % 1000).toBe(0);
    expect(big.to - big.from + 1).toBe(3000);
  });

  it('refuses a bad count and an anonymous caller', async () => {
    expect((await call(app, a, 'POST', '/api/sync/ids/', { count: 0 })).status).toBe(400);
    expect((await call(app, a, 'POST', '/api/sync/ids/', { count: 10_001 })).status).toBe(400);
    expect((await call(app, a, 'POST', '/api/sync/ids/', { count: 'many' })).status).toBe(400);
    const bare = await app.inject({ method: 'POST', url: '/api/sync/ids/', headers: a.headers });
    expect(readAs(bare, idBlockResponse)).toMatchObject({ res: true, from: expect.any(Number) });
    const anon = await app.inject({ method: 'POST', url: '/api/sync/ids/', payload: {} });
    expect(anon.statusCode).toBe(401);
  });

  it('lets a company create records only with ids of its own blocks', async () => {
    const mine = await reserve(app, a);
    const theirs = await reserve(app, b);
    const results = await push(app, a, [
      put('clients', mine.from, { name: 'Свой' }),
      put('clients', theirs.from, { name: 'Чужой блок' }),
      put('clients', 7, { name: 'Вне блоков' }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'rejected', 'rejected']);
    expect(results[1]!.message).toBe('Этот ID не выделен вашей компании');
    // B's own use of its block still works, and A's record is not B's.
    const [ok] = await push(app, b, [put('clients', theirs.from, { name: 'Клиент Б' })]);
    expect(ok!.status).toBe('applied');
    const [foreign] = await push(app, b, [put('clients', mine.from, { name: 'Перезапись' })]);
    expect(foreign!.status).toBe('rejected');
    const row = await call(app, a, 'GET', `/api/client/${mine.from}`);
    expect(row.body.content.name).toBe('Свой');
  });

  it('refuses an id already used by another table of the company', async () => {
    const block = await reserve(app, a);
    const [first, second] = await push(app, a, [
      put('clients', block.from, { name: 'Клиент' }),
      put('projects', block.from, { name: 'Объект' }),
    ]);
    expect(first!.status).toBe('applied');
    expect(second).toMatchObject({ status: 'rejected', message: 'Этот ID уже занят другой записью' });
  });

  it('keeps REST-made ids out of the device blocks', async () => {
    const block = await reserve(app, a);
    const made = await create(app, a, '/api/client/', { name: 'Через REST' });
    expect(made.id < block.from || made.id > block.to).toBe(true);
    const [res] = await push(app, a, [put('clients', made.id + 1, { name: 'x' })]);
    expect(res!.status).toBe('rejected');
  });
});

describe('pull', () => {
  it('answers only what changed after the cursor, in version order, with tombstones', async () => {
    const c = await createCompany(app);
    const block = await reserve(app, c);
    const start = (await pull(app, c)).cursor;
    const ids = [block.from, block.from + 1, block.from + 2];
    await push(app, c, [
      put('clients', ids[0]!, { name: 'Первый' }),
      put('projects', ids[1]!, { name: 'Объект', clientid: ids[0]! }),
      put('events', ids[2]!, { date: '2026-05-01', kind: 'zamer', client: ids[0]! }),
    ]);
    const middle = await pull(app, c, start);
    expect(middle.changes.map((ch) => ch.id)).toEqual(ids);
    await push(app, c, [del('events', ids[2]!), put('clients', ids[0]!, { phone: '8 900 000-00-00' }, 1)]);
    const after = await pull(app, c, middle.cursor);
    const versions = after.changes.map((ch) => ch.version);
    expect(versions).toEqual([...versions].sort((x, y) => x - y));
    expect(after.changes.every((ch) => ch.version > middle.cursor)).toBe(true);
    const tomb = after.changes.find((ch) => ch.table === 'events');
    expect(tomb).toMatchObject({ id: ids[2], deleted: true, data: null });
    // The client's phone change also changed the project's kept copy of it.
    const project = after.changes.find((ch) => ch.table === 'projects');
    expect(project?.data?.client_properties).toEqual({ phone: '+79000000000', notes: '' });
    expect((await pull(app, c, after.cursor)).changes).toEqual([]);
  });

  it('pages through everything exactly once', async () => {
    const c = await createCompany(app);
    const block = await reserve(app, c);
    const mutations = Array.from({ length: 25 }, (_, i) =>
      put('clients', block.from + i, { name: `Клиент ${i}` }),
    );
    await push(app, c, mutations);
    await push(app, c, [
      del('clients', block.from + 3),
      put('clients', block.from + 4, { name: 'Снова' }, 1),
    ]);
    const seen: number[] = [];
    let cursor = 0;
    let pages = 0;
    for (;;) {
      const page = await pull(app, c, cursor, 7);
      pages += 1;
      expect(page.changes.length).toBeLessThanOrEqual(7);
      seen.push(...page.changes.map((ch) => ch.id));
      cursor = page.cursor;
      if (!page.hasMore) break;
    }
    expect(pages).toBe(4);
    expect(seen.sort((x, y) => x - y)).toEqual(Array.from({ length: 25 }, (_, i) => block.from + i));
  });

  it('answers another company nothing of this one', async () => {
    const c = await createCompany(app);
    const block = await reserve(app, c);
    await push(app, c, [put('clients', block.from, { name: 'Секрет' })]);
    const other = await createCompany(app);
    expect((await pull(app, other)).changes).toEqual([]);
  });

  it('refuses a bad cursor or limit with 400', async () => {
    for (const query of ['cursor=-1', 'cursor=abc', 'cursor=1e30', 'limit=0', 'limit=100000', 'cursor=1.5']) {
      const res = await call(app, a, 'GET', `/api/sync/pull/?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.error.res).toBe(false);
    }
  });

  it('asks for a resync when the cursor is ahead of the company (a restored database)', async () => {
    const version = await companyVersion(a);
    const page = await pull(app, a, version + 1000);
    expect(page).toMatchObject({ resync: true, changes: [], cursor: 0 });
  });
});

describe('push', () => {
  it('applies a mutation once however often it is sent', async () => {
    const block = await reserve(app, a);
    const m = put('clients', block.from, { name: 'Один раз' });
    const [first] = await push(app, a, [m]);
    expect(first!.status).toBe('applied');
    const versionAfter = await companyVersion(a);
    const rowBefore = (await call(app, a, 'GET', `/api/client/${block.from}`)).body.content;
    const [again] = await push(app, a, [m]);
    expect(again).toEqual({ mutationId: m.mutationId, status: 'duplicate', version: first!.version });
    const rowAfter = (await call(app, a, 'GET', `/api/client/${block.from}`)).body.content;
    expect(rowAfter.version).toBe(rowBefore.version);
    expect(rowAfter.timestamp).toBe(rowBefore.timestamp);
    // Nothing new for a device that pulled up to the first answer.
    const page = await pull(app, a, first!.version!);
    expect(page.changes.filter((ch) => ch.id === block.from)).toEqual([]);
    // the replay wrote nothing: no version raised, so no colleague's device pulls for it
    expect(await companyVersion(a)).toBe(versionAfter);
  });

  it('answers a repeat within one batch as a duplicate', async () => {
    const block = await reserve(app, a);
    const m = put('clients', block.from, { name: 'Дважды в пачке' });
    const results = await push(app, a, [m, m]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'duplicate']);
  });

  it('does not let one bad mutation block the others, and answers its replay the same', async () => {
    const block = await reserve(app, a);
    const bad = put('clients', block.from + 1, { name: 42 });
    const results = await push(app, a, [
      put('clients', block.from, { name: 'Хороший' }),
      bad,
      put('clients', block.from + 2, { name: 'Тоже хороший' }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'rejected', 'applied']);
    expect(results[1]!.message).toMatch(/^Неверные данные \(name\)/);
    const [replay] = await push(app, a, [bad]);
    // the company has no such record, and the answer says so: the device drops what it made
    expect(replay).toEqual({
      mutationId: bad.mutationId,
      status: 'rejected',
      message: results[1]!.message,
      current: null,
    });
    expect((await call(app, a, 'GET', `/api/client/${block.from + 1}`)).status).toBe(404);
  });

  it('answers a refused change with the record as the company holds it after the push', async () => {
    const block = await reserve(app, a);
    const id = block.from;
    const [made] = await push(app, a, [put('clients', id, { name: 'Как было', phone: '+79123456789' })]);
    const [refused, later] = await push(app, a, [
      put('clients', id, { name: 42 }, made!.version!),
      put('clients', id, { phone: '+79001112233' }, made!.version!),
    ]);
    expect(later!.status).toBe('applied');
    // read after the whole push: the accepted phone of the same batch is in it
    expect(refused).toMatchObject({
      status: 'rejected',
      current: {
        table: 'clients',
        id,
        version: later!.version,
        deleted: false,
        data: { name: 'Как было', phone: '+79001112233' },
      },
    });
    // another company's id: refused, and nothing of that company is told
    const other = await reserve(app, b);
    await push(app, b, [put('clients', other.from, { name: 'Чужой' })]);
    const [foreign] = await push(app, a, [put('clients', other.from, { name: 'Мой?' }, 1)]);
    expect(foreign).toMatchObject({ status: 'rejected', current: null });
  });

  it('rejects a new record without its required field, in Russian', async () => {
    const block = await reserve(app, a);
    const [res] = await push(app, a, [put('clients', block.from, { phone: '1' })]);
    expect(res).toMatchObject({ status: 'rejected', message: 'Укажите имя клиента' });
  });

  it('refuses a malformed batch with 400', async () => {
    const block = await reserve(app, a);
    const cases = [
      { mutations: [{ ...put('clients', block.from, { name: 'x' }), mutationId: 'not-a-uuid' }] },
      { mutations: [{ ...put('clients', block.from, { name: 'x' }), table: 'users' }] },
      { mutations: [{ ...put('clients', block.from, { name: 'x' }), id: 2 ** 60 }] },
      { mutations: [{ ...put('clients', block.from, { name: 'x' }), op: 'merge' }] },
      { mutations: 'all' },
      {},
    ];
    for (const body of cases) {
      const res = await call(app, a, 'POST', '/api/sync/push/', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('last writer wins per field in server order, and keeps the value that lost', async () => {
    const second = await addUser(app, a, { name: 'Мария' });
    const block = await reserve(app, a);
    const id = block.from;
    const [made] = await push(app, a, [put('clients', id, { name: 'Анна', phone: '111', notes: 'старое' })]);
    const seen = made!.version!;
    // Device 1 (owner) changes the name and the phone; device 2 (Мария), still on `seen`, changes the name and the notes.
    const [w1] = await push(app, a, [put('clients', id, { name: 'Анна Петрова', phone: '222' }, seen)]);
    const [w2] = await push(app, second, [put('clients', id, { name: 'Анна П.', notes: 'новое' }, seen)]);
    expect(w1!.status).toBe('applied');
    expect(w2!.status).toBe('applied');
    expect(w2!.version!).toBeGreaterThan(w1!.version!);
    const page = await pull(app, a, seen);
    const change = page.changes.find((ch) => ch.id === id)!;
    expect(change.data).toMatchObject({ name: 'Анна П.', phone: '222', notes: 'новое' });
    expect(change.lost).toEqual([
      { field: 'name', value: 'Анна Петрова', winner: 'Анна П.', userId: a.owner.id, at: expect.any(String) },
    ]);
    // A writer that had seen the latest version loses nothing.
    const [w3] = await push(app, a, [put('clients', id, { name: 'Анна' }, w2!.version!)]);
    const latest = (await pull(app, a, w2!.version!)).changes.find((ch) => ch.id === id)!;
    expect(latest.version).toBe(w3!.version);
    expect(latest.lost).toHaveLength(1);
  });

  it('clears lost values the user has read, and devices get the cleared row', async () => {
    const block = await reserve(app, a);
    const id = block.from;
    await push(app, a, [put('clients', id, { name: 'Раз' })]);
    await push(app, a, [put('clients', id, { name: 'Два' }, 0)]);
    const before = (await pull(app, a)).changes.find((ch) => ch.id === id)!;
    expect(before.lost).toHaveLength(1);
    const cleared = await call(app, a, 'DELETE', `/api/sync/lost/clients/${id}/`);
    expect(cleared.body).toEqual({ res: true, version: expect.any(Number) });
    const after = (await pull(app, a, before.version)).changes.find((ch) => ch.id === id)!;
    expect(after.version).toBe(cleared.body.version);
    expect(after.lost).toBeUndefined();
    expect(after.data).toEqual({ ...before.data, version: after.version, timestamp: expect.any(Number) });
    const again = await call(app, a, 'DELETE', `/api/sync/lost/clients/${id}/`);
    expect(again.body.version).toBe(cleared.body.version);
    expect((await call(app, b, 'DELETE', `/api/sync/lost/clients/${id}/`)).status).toBe(404);
    expect((await call(app, a, 'DELETE', `/api/sync/lost/users/${id}/`)).status).toBe(400);
  });

  it('keeps only the last 20 lost values', async () => {
    const block = await reserve(app, a);
    const id = block.from;
    await push(app, a, [put('clients', id, { name: 'v0' })]);
    for (let i = 1; i <= 23; i += 1) await push(app, a, [put('clients', id, { name: `v${i}` }, 0)]);
    const change = (await pull(app, a)).changes.find((ch) => ch.id === id)!;
    expect(change.lost).toHaveLength(20);
    expect(change.lost!.at(-1)).toMatchObject({ value: 'v22', winner: 'v23' });
  });

  it('does not bring a deleted record back with a put', async () => {
    const block = await reserve(app, a);
    const id = block.from;
    const [made] = await push(app, a, [put('clients', id, { name: 'Удаляемый' })]);
    const [gone] = await push(app, a, [del('clients', id, made!.version!)]);
    expect(gone!.status).toBe('applied');
    const [late] = await push(app, a, [put('clients', id, { name: 'Воскрес?' }, made!.version!)]);
    expect(late).toMatchObject({
      status: 'rejected',
      message: 'Запись удалена — изменения не сохранены. Её можно восстановить из корзины',
      current: { table: 'clients', id, deleted: true, data: null, version: gone!.version },
    });
    const change = (await pull(app, a, made!.version!)).changes.find((ch) => ch.id === id)!;
    expect(change).toMatchObject({ deleted: true, data: null, version: gone!.version });
    // Deleting again changes nothing and answers the tombstone's version.
    const [again] = await push(app, a, [del('clients', id)]);
    expect(again).toMatchObject({ status: 'applied', version: gone!.version });
  });

  it('keeps a delete of a record it never received, so the create cannot arrive after it', async () => {
    const block = await reserve(app, a);
    const id = block.from;
    const [gone] = await push(app, a, [del('drafts', id)]);
    expect(gone!.status).toBe('applied');
    const [late] = await push(app, a, [put('drafts', id, { name: 'Поздно' })]);
    expect(late!.status).toBe('rejected');
    const [foreign] = await push(app, a, [del('drafts', 5)]);
    expect(foreign).toMatchObject({ status: 'rejected', message: 'Чертёж не найден' });
  });

  it('refuses a put to a record it saw once that is gone (purged tombstone)', async () => {
    const block = await reserve(app, a);
    const [res] = await push(app, a, [put('clients', block.from, { name: 'x' }, 5)]);
    expect(res).toMatchObject({ status: 'rejected', message: 'Запись удалена — изменения не сохранены' });
  });

  it('ignores meta and server-kept fields and stores a draft’s own fields as given', async () => {
    const block = await reserve(app, a);
    const [client, project, draft] = [block.from, block.from + 1, block.from + 2];
    const results = await push(app, a, [
      put('clients', client, { name: 'Клиент', id: 999, version: 77, timestamp: 1 }),
      put('projects', project, { name: 'Объект', clientid: client, client: 'Неправда', draft_count: 40 }),
      put('drafts', draft, {
        name: 'Зал',
        projectid: project,
        project: 'Неправда',
        polygons: [{ x: 1 }],
        ploshad: 12.5,
        ceiling_height: 2.7,
      }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
    const byId = new Map((await pull(app, a)).changes.map((ch) => [ch.id, ch.data]));
    expect(byId.get(client)).toMatchObject({ id: client, name: 'Клиент' });
    expect(byId.get(project)).toMatchObject({ client: 'Клиент', draft_count: 1 });
    expect(byId.get(draft)).toMatchObject({
      project: 'Объект',
      polygons: [{ x: 1 }],
      ploshad: 12.5,
      ceiling_height: 2.7,
    });
  });

  it('rejects bad field names and references to what the company does not have', async () => {
    const block = await reserve(app, a);
    const results = await push(app, a, [
      put('drafts', block.from, { name: 'x', 'bad key': 1 }),
      put('projects', block.from + 1, { name: 'x', clientid: 123_456_789 }),
      put('projects', block.from + 2, { name: 'x', project_manager: b.owner.id }),
      put('events', block.from + 3, { date: '2026-02-30' }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected']);
    expect(results.map((r) => r.message)).toEqual([
      'Недопустимое имя поля: bad key',
      'Клиент не найден',
      'Сотрудник не найден',
      'Неверные данные (date): Такой даты нет',
    ]);
  });

  it('shows REST changes in the pull like any other', async () => {
    const before = await companyVersion(a);
    const made = await create(app, a, '/api/client/', { name: 'Из REST' });
    const page = await pull(app, a, before);
    expect(page.changes.map((ch) => ch.id)).toContain(made.id);
  });
});

describe('concurrency', () => {
  it('gives concurrent writers distinct versions in commit order, and the pull misses none', async () => {
    const c = await createCompany(app);
    const second = await addUser(app, c);
    const block = await reserve(app, c, 200);
    const client = block.from;
    await push(app, c, [put('clients', client, { name: 'Общий' })]);
    const start = (await pull(app, c)).cursor;
    // Two devices and the REST calls write at once; pulls run alongside.
    const pulls: number[][] = [];
    const writes = [
      ...Array.from({ length: 20 }, (_, i) =>
        push(app, c, [put('clients', block.from + 1 + i, { name: `А${i}` })]),
      ),
      ...Array.from({ length: 20 }, (_, i) =>
        push(app, second, [put('clients', block.from + 50 + i, { name: `Б${i}` })]),
      ),
      ...Array.from({ length: 10 }, (_, i) =>
        call(app, c, 'PUT', `/api/client/${client}`, { notes: `правка ${i}` }),
      ),
      ...Array.from({ length: 5 }, () =>
        pull(app, c, start).then((p) => pulls.push(p.changes.map((ch) => ch.version))),
      ),
    ];
    await Promise.all(writes);
    const page = await pull(app, c, start);
    const versions = page.changes.map((ch) => ch.version);
    expect(new Set(versions).size).toBe(versions.length);
    expect(page.changes).toHaveLength(41);
    for (const seen of pulls) expect(seen).toEqual([...seen].sort((x, y) => x - y));
    // A pull cut anywhere and resumed from its cursor gets exactly the rest.
    const first = await pull(app, c, start, 13);
    const rest = await pull(app, c, first.cursor);
    expect([...first.changes, ...rest.changes].map((ch) => ch.id)).toEqual(page.changes.map((ch) => ch.id));
  });
});

describe('purge', () => {
  it('drops tombstones after 30 days, asks older cursors to resync and empties the trash', async () => {
    const c = await createCompany(app);
    const block = await reserve(app, c);
    const [x, y] = [block.from, block.from + 1];
    await push(app, c, [put('clients', x, { name: 'Старый' }), put('clients', y, { name: 'Живой' })]);
    const early = (await pull(app, c)).cursor;
    const [gone] = await push(app, c, [del('clients', x)]);
    const late = (await pull(app, c)).cursor;
    await app.db
      .update(clients)
      .set({ deleted_at: sql`now() - interval '31 days'` })
      .where(and(eq(clients.company_id, c.company.id), eq(clients.id, x)));
    expect(await purgeTombstones(app.db)).toBeGreaterThanOrEqual(1);

    expect(await pull(app, c, early)).toMatchObject({ resync: true, changes: [], cursor: 0 });
    const fresh = await pull(app, c, 0);
    expect(fresh.resync).toBe(false);
    expect(fresh.changes.map((ch) => ch.id)).toEqual([y]);
    expect(late).toBeGreaterThanOrEqual(gone!.version!);
    expect((await pull(app, c, late)).resync).toBe(false);
    expect((await call(app, c, 'GET', '/api/trash/')).body.pagination.total).toBe(0);
    // Another company is not asked to resync.
    expect((await pull(app, a, 1)).resync).toBe(false);
  });
});
