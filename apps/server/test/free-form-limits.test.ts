/**
 * The free-form fields of drafts and estimates (issue 9 §4): any text in them at most MAX_FREE_TEXT
 * characters, nesting at most MAX_STORED_DEPTH levels, the whole record at most MAX_RECORD_BYTES however
 * many writes built it — by REST and by push alike, with a clear Russian message and nothing stored.
 */
import { MAX_FREE_TEXT, MAX_RECORD_BYTES, MAX_STORED_DEPTH } from '@glad/contracts';
import { describe, expect, it } from 'vitest';
import { createCompany, useTestApp } from './helpers/app.js';
import { call, create, push, put, reserve } from './helpers/records.js';

const app = await useTestApp();
const owner = await createCompany(app);

const TOO_LONG = 'Текст в поле «polygons.comment» длиннее 100\u00a0000 символов';
const DRAFT_TOO_BIG = 'Чертёж слишком большой: больше 1 МБ данных. Сократите комментарии или число строк';
const SMETA_TOO_BIG = 'Смета слишком большая: больше 1 МБ данных';

/** Enough fields of `size` characters to pass `bytes` together. */
const filler = (prefix: string, bytes: number, size = 90_000) =>
  Object.fromEntries(
    Array.from({ length: Math.ceil(bytes / size) }, (_, i) => [`${prefix}${i}`, 'a'.repeat(size)]),
  );

const nested = (levels: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = [value];
  return value;
};

async function newDraft() {
  return (await create(app, owner, '/api/drafts/', { name: 'Кухня' })).id;
}

describe('free-form fields of drafts and estimates', () => {
  it('takes a comment of exactly the limit and refuses one character more, naming the field', async () => {
    expect(MAX_FREE_TEXT).toBe(100_000);
    const id = await newDraft();
    const fits = await call(app, owner, 'PUT', `/api/drafts/${id}`, {
      polygons: { comment: 'я'.repeat(MAX_FREE_TEXT) },
    });
    expect(fits.status).toBe(200);
    const over = await call(app, owner, 'PUT', `/api/drafts/${id}`, {
      polygons: { comment: 'ю'.repeat(MAX_FREE_TEXT + 1) },
    });
    expect(over).toEqual({ status: 400, body: { res: false, message: TOO_LONG } });
    const kept = await call(app, owner, 'GET', `/api/drafts/${id}`);
    expect(kept.body.content.polygons).toHaveProperty('comment', 'я'.repeat(MAX_FREE_TEXT));
  });

  it('limits texts in estimates the same way', async () => {
    const res = await call(app, owner, 'POST', '/api/smeta/', {
      rows: [{ note: 'x'.repeat(MAX_FREE_TEXT + 1) }],
    });
    expect(res).toEqual({
      status: 400,
      body: { res: false, message: 'Текст в поле «rows.0.note» длиннее 100\u00a0000 символов' },
    });
  });

  it('refuses nesting deeper than the stored limit', async () => {
    const id = await newDraft();
    const deepest = await call(app, owner, 'PUT', `/api/drafts/${id}`, {
      polygons: nested(MAX_STORED_DEPTH - 1),
    });
    expect(deepest.status).toBe(200);
    const over = await call(app, owner, 'PUT', `/api/drafts/${id}`, { polygons: nested(MAX_STORED_DEPTH) });
    expect(over).toEqual({
      status: 400,
      body: { res: false, message: 'Слишком глубокая вложенность данных в поле «polygons»' },
    });
  });

  it('refuses a draft over 1 MB, made at once or grown by several writes', async () => {
    expect(MAX_RECORD_BYTES).toBe(1024 * 1024);
    const atOnce = await call(app, owner, 'POST', '/api/drafts/', {
      name: 'Зал',
      ...filler('big', MAX_RECORD_BYTES),
    });
    expect(atOnce).toEqual({ status: 400, body: { res: false, message: DRAFT_TOO_BIG } });

    const id = await newDraft();
    const half = await call(app, owner, 'PUT', `/api/drafts/${id}`, filler('first', MAX_RECORD_BYTES / 2));
    expect(half.status).toBe(200);
    const more = await call(app, owner, 'PUT', `/api/drafts/${id}`, filler('second', MAX_RECORD_BYTES / 2));
    expect(more).toEqual({ status: 400, body: { res: false, message: DRAFT_TOO_BIG } });
    const kept = (await call(app, owner, 'GET', `/api/drafts/${id}`)).body.content;
    expect(Object.keys(kept).filter((key) => key.startsWith('second'))).toEqual([]);
    // replacing a big field by a small one is always possible
    const smaller = await call(app, owner, 'PUT', `/api/drafts/${id}`, { first0: 'коротко' });
    expect(smaller.status).toBe(200);
  });

  it('refuses an estimate over 1 MB', async () => {
    const res = await call(app, owner, 'POST', '/api/smetamontazh/', filler('rows', MAX_RECORD_BYTES));
    expect(res).toEqual({
      status: 400,
      body: { res: false, message: 'Смета монтажника слишком большая: больше 1 МБ данных' },
    });
    const client = await call(app, owner, 'POST', '/api/smeta/', filler('rows', MAX_RECORD_BYTES));
    expect(client.error).toEqual({ res: false, message: SMETA_TOO_BIG });
  });

  it('rejects in a push only the mutation over a limit, with the same message', async () => {
    const block = await reserve(app, owner);
    const results = await push(app, owner, [
      put('drafts', block.from, { name: 'Первый', polygons: { comment: 'ок' } }),
      put('drafts', block.from + 1, { name: 'Второй', polygons: { comment: 'ю'.repeat(MAX_FREE_TEXT + 1) } }),
      put('smety', block.from + 2, filler('rows', MAX_RECORD_BYTES, 99_000)),
      put('drafts', block.from + 3, { name: 'Четвёртый' }),
    ]);
    expect(results.map((r) => [r.status, r.message])).toEqual([
      ['applied', undefined],
      ['rejected', TOO_LONG],
      ['rejected', SMETA_TOO_BIG],
      ['applied', undefined],
    ]);
  });
});
