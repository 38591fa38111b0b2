import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseMessage, isRefusedData, isTransientDbError, sqlState } from '../src/lib/db-errors.js';
import { createCompany, useTestApp } from './helpers/app.js';
import { call, create, del, pull, push, put, reserve } from './helpers/records.js';

/*
 * A bad change never blocks the rest: among good mutations, ones that our checks refuse and ones that only
 * the database refuses (JSON text PostgreSQL will not parse) are each answered 'rejected' in Russian, the
 * others apply, the push never answers 500, and a replay answers exactly the same.
 */

const app = await useTestApp();
const a = await createCompany(app);

/** A lone UTF-16 surrogate: JSON.stringify writes it as an escape that PostgreSQL's jsonb refuses. */
const LONE = '\ud800';
const russian = /[А-Яа-яЁё]/;

describe('bad mutations among good ones', () => {
  it('rejects each bad one with a Russian reason and applies the rest, before and after', async () => {
    const block = await reserve(app, a);
    const id = (n: number) => block.from + n;
    const other = await createCompany(app);
    const foreign = await reserve(app, other);
    const batch = [
      put('clients', id(0), { name: 'Анна Первая' }),
      // text no database can store: a draft's extra field, a nested value and a key of `form`
      put('drafts', id(1), { name: 'Кухня', sketch: `a${LONE}b` }),
      put('projects', id(2), { name: 'Объект в середине', clientid: id(0) }),
      put('drafts', id(3), { name: 'Зал', form: { walls: [{ note: `x${LONE}` }] } }),
      put('smety', id(4), { client: 'Смета', rows: { [`k${LONE}`]: 1 } }),
      // our own checks refuse these
      put('events', id(5), { date: '2026-02-30' }),
      put('clients', foreign.from, { name: 'Чужой номер' }),
      put('clients', id(6), { notes: `нуль\u0000` }),
      del('projects', 999_999_999),
      put('events', id(7), { date: '2026-12-01', time: '10:00', kind: 'zamer', client: id(0) }),
    ];
    const res = await call(app, a, 'POST', '/api/sync/push/', { mutations: batch });
    expect(res.status).toBe(200);
    const results = res.body.results as { status: string; message?: string; version?: number }[];
    expect(results.map((r) => r.status)).toEqual([
      'applied',
      'rejected',
      'applied',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
      'applied',
    ]);
    for (const r of results.filter((x) => x.status === 'rejected')) expect(r.message).toMatch(russian);
    expect(results[5]!.message).toBe('Неверные данные (date): Такой даты нет');

    // what was applied is there, what was rejected left nothing behind
    const changes = (await pull(app, a)).changes;
    expect(changes.map((c) => `${c.table}:${c.id}`).sort()).toEqual(
      [`clients:${id(0)}`, `events:${id(7)}`, `projects:${id(2)}`].sort(),
    );
    expect(changes.find((c) => c.table === 'projects')!.data).toMatchObject({ client: 'Анна Первая' });

    // the same batch again: applied ones are duplicates with their versions, rejected ones say the same
    const replay = await push(app, a, batch);
    expect(replay.map((r) => r.status)).toEqual(
      results.map((r) => (r.status === 'applied' ? 'duplicate' : 'rejected')),
    );
    replay.forEach((r, i) => {
      const first = results[i]!;
      if (first.status === 'applied') expect(r.version).toBe(first.version);
      else expect(r.message).toBe(first.message);
    });
    expect((await pull(app, a)).changes).toHaveLength(3);
  });

  it('answers a value no database can store with its refusal, and the record stays as it was', async () => {
    const block = await reserve(app, a);
    const draft = await create(app, a, '/api/drafts/', { name: 'Спальня' });
    const [bad, good] = await push(app, a, [
      put('drafts', draft.id, { sketch: `до${LONE}после` }, draft.version),
      put('clients', block.from, { name: 'После плохого' }),
    ]);
    // the shared input check names the field before the database is ever asked
    expect(bad).toMatchObject({ status: 'rejected', message: 'Недопустимый символ U+D800 в поле «sketch»' });
    expect(good).toMatchObject({ status: 'applied' });
    const stored = await call(app, a, 'GET', `/api/drafts/${draft.id}`);
    expect(stored.body.content).not.toHaveProperty('sketch');
    expect(stored.body.content.name).toBe('Спальня');
  });

  it('keeps the company writable after a refused value (the transaction is not left broken)', async () => {
    const block = await reserve(app, a);
    const mutations = Array.from({ length: 20 }, (_, n) =>
      n % 2 === 0
        ? put('drafts', block.from + n, { name: `Плохой ${n}`, sketch: LONE })
        : put('clients', block.from + n, { name: `Хороший ${n}` }),
    );
    const results = await push(app, a, mutations);
    expect(results.filter((r) => r.status === 'applied')).toHaveLength(10);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(10);
    const after = await call(app, a, 'POST', '/api/client/', { name: 'Через REST' });
    expect(after.status).toBe(200);
  });
});

describe('database errors, as the drivers raise them', () => {
  it('reads the SQLSTATE through Drizzle’s wrapper and tells data from the moment', async () => {
    let refused: unknown;
    try {
      await app.db.execute(sql.raw(`select '{"a":"\\ud800"}'::jsonb`));
    } catch (error) {
      refused = error;
    }
    expect(sqlState(refused)).toBe('22P02');
    expect(isRefusedData(refused)).toBe(true);
    // what the log keeps: the database's words, not Drizzle's message with the query and its values
    expect(String((refused as Error).message)).toContain('\\ud800');
    expect(databaseMessage(refused)).toBe('invalid input syntax for type json');
    expect(isTransientDbError(refused)).toBe(false);

    let divided: unknown;
    try {
      await app.db.execute(sql`select 1 / 0`);
    } catch (error) {
      divided = error;
    }
    expect(sqlState(divided)).toBe('22012');
    // the classes that say nothing about the data: a deadlock, a serialization failure, a shutdown
    for (const code of ['40P01', '40001', '57P01', '08006', '55P03']) {
      expect(isTransientDbError(Object.assign(new Error('driver'), { code }))).toBe(true);
    }
    expect(sqlState(new TypeError('no code'))).toBeNull();
  });
});
