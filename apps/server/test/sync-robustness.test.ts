import { errorBody } from '@glad/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany, readAs, useTestApp } from './helpers/app.js';
import { call, create, push, put, reserve } from './helpers/records.js';

/*
 * Hostile and odd input against every call of the records and sync API: each must answer a 4xx with
 * `{ res: false, message }` (or a normal 200), never a 500, and change nothing it should not.
 */

const app = await useTestApp();
const a = await createCompany(app);
let ids: { client: number; project: number; draft: number };
beforeAll(async () => {
  const client = await create(app, a, '/api/client/', { name: 'Клиент' });
  const project = await create(app, a, '/api/project/', { name: 'Объект', clientid: client.id });
  const draft = await create(app, a, '/api/drafts/', { name: 'Чертёж', projectid: project.id });
  ids = { client: client.id, project: project.id, draft: draft.id };
});

/** 5000 nested arrays, written out as JSON text (JSON.stringify itself would run out of stack). */
const deepJson = `${'['.repeat(5000)}"дно"${']'.repeat(5000)}`;
const deep = { toJSON: () => 'DEEP' };

const bodies: unknown[] = [
  {},
  [],
  'строка',
  42,
  null,
  { id: 'x' },
  { id: 1e30 },
  { id: -1 },
  { id: 2 ** 53 },
  { name: {} },
  { name: 'нуль\u0000символ' },
  { notes: 'нуль\u0000символ' },
  { data: { a: 1 } },
  { form: { deep } },
  { polygons: deep },
  { 'bad\u0000key': 1 },
  { clientid: 1e300 },
  { projectid: '5' },
  { sync: true, base: 'all' },
  { sync: true, base: [1e30] },
  { sync: true, base: [{ id: 1, timestamp: 'вчера' }] },
  { sync: 'yes', base: [] },
  { ids: [1e30] },
  { ids: 'all' },
  { data: [0] },
  { mutations: [{}] },
  { count: 1e9 },
  { group: 'work', name: 'x\u0000' },
  { project_manager: 1e12 },
  { date: '2026-02-29' },
  { time: '24:00' },
];

const paths = (x: Record<string, number>) =>
  [
    ['GET', '/api/client/'],
    ['GET', `/api/client/${x.client}`],
    ['POST', '/api/client/'],
    ['PUT', '/api/client/'],
    ['PUT', `/api/client/${x.client}`],
    ['GET', '/api/project/'],
    ['POST', '/api/project/'],
    ['PUT', `/api/project/${x.project}`],
    ['PATCH', `/api/project/${x.project}`],
    ['GET', '/api/drafts/'],
    ['POST', '/api/drafts/'],
    ['PUT', `/api/drafts/${x.draft}`],
    ['PUT', '/api/drafts/exclude/'],
    ['PUT', `/api/drafts/${x.draft}/exclude`],
    ['DELETE', '/api/drafts/'],
    ['POST', '/api/sort/drafts'],
    ['GET', '/api/draft/array/'],
    ['GET', '/api/skeleton/projects/array/'],
    ['POST', '/api/events/'],
    ['PUT', '/api/events/'],
    ['POST', '/api/smeta/'],
    ['POST', '/api/smetamontazh/'],
    ['POST', '/api/statuses/'],
    ['POST', '/api/sync/ids/'],
    ['POST', '/api/sync/push/'],
    ['GET', '/api/sync/pull/'],
    ['GET', '/api/trash/'],
  ] as const;

const queries = [
  '?offset=99999999999999999999',
  '?offset=1e21',
  '?limit=-1',
  '?limit=abc',
  '?client=1e30',
  '?q=%00',
  '?ids=1,2,%00',
  '?cursor=99999999999999999999',
  '?from=2026-99-99',
  '?type=constructor',
  '?offset[]=1',
];

describe('odd input', () => {
  it('never answers 500 to odd bodies', async () => {
    for (const [method, url] of paths(ids)) {
      for (const body of bodies) {
        const res = await app.inject({
          method,
          url,
          headers: { ...a.headers, 'content-type': 'application/json' },
          payload: JSON.stringify(body).replaceAll('"DEEP"', deepJson),
        });
        const label = `${method} ${url} ${JSON.stringify(body).slice(0, 60)}`;
        expect(res.statusCode, label).toBeLessThan(500);
        if (res.statusCode >= 400)
          expect(readAs(res, errorBody), label).toMatchObject({ res: false, message: expect.any(String) });
      }
    }
  }, 120_000);

  it('never answers 500 to odd query strings', async () => {
    for (const [method, url] of paths(ids)) {
      if (method !== 'GET') continue;
      for (const query of queries) {
        const res = await call(app, a, method, `${url}${query}`);
        expect(res.status, `${url}${query}`).toBeLessThan(500);
      }
    }
  });

  it('refuses NUL characters and deep nesting in Russian, and stores nothing', async () => {
    const nul = await call(app, a, 'POST', '/api/client/', { name: 'нуль\u0000символ' });
    expect(nul.status).toBe(400);
    expect(nul.error.message).toContain('Недопустимый символ');
    const nested = await app.inject({
      method: 'PUT',
      url: `/api/drafts/${ids.draft}`,
      headers: { ...a.headers, 'content-type': 'application/json' },
      payload: `{"polygons":${deepJson}}`,
    });
    expect(nested.statusCode).toBe(400);
    expect(readAs(nested, errorBody).message).toBe('Слишком глубокая вложенность данных в поле «polygons»');
    const shallow = await call(app, a, 'PUT', `/api/drafts/${ids.draft}`, { polygons: [[[[1]]]] });
    expect(shallow.body.content.polygons).toEqual([[[[1]]]]);
    const block = await reserve(app, a);
    const [res] = await push(app, a, [put('drafts', block.from, { name: 'x', sketch: 'a\u0000b' })]);
    expect(res).toMatchObject({ status: 'rejected', message: 'Недопустимый символ U+0000 в поле «sketch»' });
    const search = await call(app, a, 'GET', '/api/client/?q=%00');
    expect(search.status).toBe(400);
    const total = (await call(app, a, 'GET', '/api/client/')).body.pagination.total;
    expect(total).toBe(1);
  });
});
