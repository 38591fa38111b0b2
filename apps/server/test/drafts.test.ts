import { errorBody } from '@glad/contracts';
import { describe, expect, it } from 'vitest';
import { createCompany, readAs, useTestApp } from './helpers/app.js';
import { type Company, call, create } from './helpers/records.js';

const app = await useTestApp();
const a = await createCompany(app);
const b = await createCompany(app);

const ids = (list: { id: number }[]) => list.map((x) => x.id);

async function projectOf(company: Company, name = 'Объект') {
  const client = await create(app, company, '/api/client/', { name: 'Клиент' });
  return create(app, company, '/api/project/', { name, clientid: client.id });
}

describe('drafts/', () => {
  it('creates a draft with its drawing fields stored as given, and counts it on the project', async () => {
    const project = await projectOf(a, 'Дом');
    const polygons = {
      L1: {
        coords: [
          [0, 0],
          [300, 0],
          [300, 400],
        ],
        diagonals: [],
      },
      comment: 'эркер',
    };
    const draft = await create(app, a, '/api/drafts/', {
      name: 'Кухня',
      projectid: project.id,
      form: { clientid: project.clientid },
      polygons,
      ploshad: 12.45,
      ceiling_height: 2.75,
      currency: 'руб.',
    });
    expect(draft).toMatchObject({
      name: 'Кухня',
      projectid: project.id,
      project: 'Дом',
      smeta_exclude: 0,
      sort: 0,
      form: { clientid: project.clientid },
      polygons,
      ploshad: 12.45,
      ceiling_height: 2.75,
      currency: 'руб.',
    });
    expect(draft.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await call(app, a, 'GET', `/api/project/${project.id}`)).body.content.draft_count).toBe(1);

    const changed = await call(app, a, 'PUT', `/api/drafts/${draft.id}`, {
      ploshad: 13,
      sketch: '<svg/>',
      ceiling_height: 3.2,
    });
    expect(changed.body.content).toMatchObject({
      ploshad: 13,
      sketch: '<svg/>',
      ceiling_height: 3.2,
      polygons,
    });
    expect((await call(app, a, 'GET', `/api/drafts/${draft.id}/`)).body.content).toEqual(
      changed.body.content,
    );

    // Renaming the project renames it on its drafts; moving the draft recounts both projects.
    await call(app, a, 'PUT', `/api/project/${project.id}`, { name: 'Дом у реки' });
    expect((await call(app, a, 'GET', `/api/drafts/${draft.id}`)).body.content.project).toBe('Дом у реки');
    const other = await projectOf(a, 'Дача');
    await call(app, a, 'PUT', '/api/drafts/', { id: draft.id, projectid: other.id });
    expect((await call(app, a, 'GET', `/api/project/${project.id}`)).body.content.draft_count).toBe(0);
    expect((await call(app, a, 'GET', `/api/project/${other.id}`)).body.content.draft_count).toBe(1);
    await call(app, a, 'DELETE', `/api/drafts/${draft.id}`);
    expect((await call(app, a, 'GET', `/api/project/${other.id}`)).body.content.draft_count).toBe(0);
  });

  it('refuses bad fields and foreign projects', async () => {
    const theirs = await projectOf(b);
    const foreign = await call(app, a, 'POST', '/api/drafts/', { name: 'x', projectid: theirs.id });
    expect(foreign).toMatchObject({ status: 404, body: { message: 'Объект не найден' } });
    expect((await call(app, a, 'POST', '/api/drafts/', { name: 'x', smeta_exclude: 2 })).status).toBe(400);
    expect((await call(app, a, 'POST', '/api/drafts/', { name: 'x', form: 'x' })).status).toBe(400);
    const badKey = await call(app, a, 'POST', '/api/drafts/', { name: 'x', 'not ok': 1 });
    expect(badKey).toMatchObject({ status: 400, body: { message: 'Недопустимое имя поля: not ok' } });
  });

  it('lists by sort, then newest, with paging and the client filter', async () => {
    const c = await createCompany(app);
    const p1 = await projectOf(c, 'Первый');
    const p2 = await projectOf(c, 'Второй');
    const d1 = await create(app, c, '/api/drafts/', { name: 'Д1', projectid: p1.id });
    const d2 = await create(app, c, '/api/drafts/', { name: 'Д2', projectid: p1.id });
    const d3 = await create(app, c, '/api/drafts/', { name: 'Д3', projectid: p2.id });
    const loose = await create(app, c, '/api/drafts/', {
      name: 'Без объекта',
      form: { clientid: p2.clientid },
    });
    const list = await call(app, c, 'GET', '/api/drafts/');
    expect(ids(list.body.content)).toEqual([loose.id, d3.id, d2.id, d1.id]);

    const sorted = await call(app, c, 'POST', '/api/sort/drafts', { ids: [d1.id, d3.id] });
    expect(sorted.body).toEqual({ res: true });
    const after = await call(app, c, 'GET', '/api/drafts/?offset=0&limit=3');
    // Unsorted drafts (sort 0) first, newest first; then the sorted ones in their order.
    expect(ids(after.body.content)).toEqual([loose.id, d2.id, d1.id]);
    expect(after.body.pagination.total).toBe(4);
    expect((await call(app, c, 'GET', `/api/drafts/${d3.id}`)).body.content.sort).toBe(2);

    const ofClient1 = await call(app, c, 'GET', `/api/drafts/?client=${p1.clientid}`);
    expect(ids(ofClient1.body.content).sort()).toEqual([d1.id, d2.id].sort());
    const ofClient2 = await call(app, c, 'GET', `/api/drafts/?client=${p2.clientid}`);
    expect(ids(ofClient2.body.content).sort()).toEqual([d3.id, loose.id].sort());
  });

  it('refuses a sort list with unknown, foreign or repeated ids, and changes nothing', async () => {
    const mine = await create(app, a, '/api/drafts/', { name: 'Мой' });
    const theirs = await create(app, b, '/api/drafts/', { name: 'Чужой' });
    const foreign = await call(app, a, 'POST', '/api/sort/drafts', { ids: [mine.id, theirs.id] });
    expect(foreign.status).toBe(404);
    expect((await call(app, a, 'GET', `/api/drafts/${mine.id}`)).body.content.sort).toBe(0);
    const twice = await call(app, a, 'POST', '/api/sort/drafts', { ids: [mine.id, mine.id] });
    expect(twice).toMatchObject({ status: 400, body: { message: 'ID в списке повторяются' } });
    expect((await call(app, a, 'POST', '/api/sort/drafts', { ids: [] })).status).toBe(400);
    expect((await call(app, a, 'POST', '/api/sort/drafts', {})).status).toBe(400);
  });

  it('excludes a draft from the estimate, toggles it, and needs an id', async () => {
    const draft = await create(app, a, '/api/drafts/', { name: 'Спальня' });
    const on = await call(app, a, 'PUT', '/api/drafts/exclude/', { id: draft.id });
    expect(on.body.content.smeta_exclude).toBe(1);
    const off = await call(app, a, 'PUT', `/api/drafts/${draft.id}/exclude`);
    expect(off.body.content.smeta_exclude).toBe(0);
    const set = await call(app, a, 'PUT', '/api/drafts/exclude/', { id: String(draft.id), smeta_exclude: 1 });
    expect(set.body.content.smeta_exclude).toBe(1);
    const again = await call(app, a, 'PUT', `/api/drafts/${draft.id}/exclude`, { smeta_exclude: 1 });
    expect(again.body.content).toMatchObject({ smeta_exclude: 1, version: set.body.content.version });

    for (const body of [{}, { id: null }, { id: 0 }, { id: '' }, { smeta_exclude: 1 }]) {
      const res = await call(app, a, 'PUT', '/api/drafts/exclude/', body);
      expect(res, JSON.stringify(body)).toMatchObject({
        status: 400,
        body: { res: false, message: 'Не указан ID' },
      });
    }
    const none = await app.inject({ method: 'PUT', url: '/api/drafts/exclude/', headers: a.headers });
    expect(readAs(none, errorBody)).toEqual({ res: false, message: 'Не указан ID' });
    expect((await call(app, a, 'PUT', '/api/drafts/exclude/', { id: 'abc' })).error.message).toBe(
      'Неверный ID',
    );
    expect((await call(app, a, 'PUT', '/api/drafts/exclude/', { id: -3 })).error.message).toBe('Неверный ID');
    const theirs = await create(app, b, '/api/drafts/', { name: 'Чужой' });
    expect((await call(app, a, 'PUT', '/api/drafts/exclude/', { id: theirs.id })).status).toBe(404);
    expect((await call(app, a, 'PUT', `/api/drafts/${theirs.id}/exclude`)).status).toBe(404);
  });

  it('deletes in bulk: all of the list or nothing', async () => {
    const d1 = await create(app, a, '/api/drafts/', { name: 'Раз' });
    const d2 = await create(app, a, '/api/drafts/', { name: 'Два' });
    const theirs = await create(app, b, '/api/drafts/', { name: 'Чужой' });
    const mixed = await call(app, a, 'DELETE', '/api/drafts/', { data: [d1.id, theirs.id] });
    expect(mixed).toMatchObject({ status: 404, body: { message: 'Чертёж не найден' } });
    expect((await call(app, a, 'GET', `/api/drafts/${d1.id}`)).status).toBe(200);
    expect((await call(app, b, 'GET', `/api/drafts/${theirs.id}`)).status).toBe(200);
    const ok = await call(app, a, 'DELETE', '/api/drafts/', { data: [d1.id, d2.id, d1.id] });
    expect(ok.body).toEqual({ res: true, deleted: [d1.id, d2.id] });
    expect((await call(app, a, 'GET', `/api/drafts/${d2.id}`)).status).toBe(404);
    expect((await call(app, a, 'DELETE', '/api/drafts/', { data: [] })).status).toBe(400);
    expect((await call(app, a, 'DELETE', '/api/drafts/', { data: ['x'] })).status).toBe(400);
  });

  it('answers drafts by ids (draft/array/) and the sync POST', async () => {
    const c = await createCompany(app);
    const d1 = await create(app, c, '/api/drafts/', { name: 'Раз', polygons: [1] });
    const d2 = await create(app, c, '/api/drafts/', { name: 'Два' });
    const theirs = await create(app, b, '/api/drafts/', { name: 'Чужой' });
    const arr = await call(app, c, 'GET', `/api/draft/array/?ids=${d2.id},${theirs.id},${d1.id}`);
    expect(arr.body).toEqual({ res: true, content: [d1, d2] });
    expect((await call(app, c, 'GET', '/api/draft/array/?ids=x')).status).toBe(400);

    await call(app, c, 'DELETE', `/api/drafts/${d2.id}`);
    const sync = await call(app, c, 'POST', '/api/drafts/', {
      sync: true,
      base: [{ id: d2.id, timestamp: d2.timestamp }],
    });
    expect(sync.body).toEqual({ res: true, add: [d1], update: [], delete: [d2.id] });
  });

  it('keeps each company to its own drafts', async () => {
    const mine = await create(app, a, '/api/drafts/', { name: 'Мой' });
    expect((await call(app, b, 'GET', `/api/drafts/${mine.id}`)).status).toBe(404);
    expect((await call(app, b, 'PUT', `/api/drafts/${mine.id}`, { name: 'x' })).status).toBe(404);
    expect((await call(app, b, 'DELETE', `/api/drafts/${mine.id}`)).status).toBe(404);
    expect((await call(app, b, 'GET', `/api/draft/array/?ids=${mine.id}`)).body.content).toEqual([]);
    const list = await call(app, b, 'GET', '/api/drafts/?limit=1000');
    expect(ids(list.body.content)).not.toContain(mine.id);
    expect((await call(app, a, 'GET', '/api/drafts/99999999999999999999')).status).toBe(400);
  });
});
