import { describe, expect, it } from 'vitest';
import { createCompany, useTestApp } from './helpers/app.js';
import { addUser, call, create, pull } from './helpers/records.js';

const app = await useTestApp();
const a = await createCompany(app);
const b = await createCompany(app);

describe('clone/', () => {
  it('copies a draft into the same project', async () => {
    const project = await create(app, a, '/api/project/', { name: 'Дом' });
    const draft = await create(app, a, '/api/drafts/', {
      name: 'Кухня',
      projectid: project.id,
      smeta_exclude: 1,
      polygons: { L1: [1, 2] },
      ceiling_height: 3.2,
      form: { clientid: 0 },
    });
    const res = await call(app, a, 'POST', `/api/clone/draft/${draft.id}`);
    expect(res.status).toBe(200);
    const { draft: copy, project: parent } = res.body;
    expect(copy.id).not.toBe(draft.id);
    expect(copy).toMatchObject({
      name: 'Кухня (копия)',
      projectid: project.id,
      project: 'Дом',
      smeta_exclude: 1,
      polygons: { L1: [1, 2] },
      ceiling_height: 3.2,
      form: { clientid: 0 },
    });
    expect(parent).toMatchObject({ id: project.id, draft_count: 2 });
    const loose = await create(app, a, '/api/drafts/', { name: 'Сам по себе' });
    expect((await call(app, a, 'POST', `/api/clone/draft/${loose.id}`)).body.project).toBeNull();
    // The copy reaches devices through the pull like any record.
    expect((await pull(app, a)).changes.map((ch) => ch.id)).toContain(copy.id);
  });

  it('copies a project with its live drafts in their order', async () => {
    const client = await create(app, a, '/api/client/', { name: 'Вера' });
    const manager = await addUser(app, a);
    const project = await create(app, a, '/api/project/', { name: 'Коттедж', clientid: client.id });
    await call(app, a, 'PATCH', `/api/project/${project.id}`, { project_manager: manager.user.id });
    const d1 = await create(app, a, '/api/drafts/', { name: 'Холл', projectid: project.id });
    const d2 = await create(app, a, '/api/drafts/', { name: 'Спальня', projectid: project.id, ploshad: 14 });
    const d3 = await create(app, a, '/api/drafts/', { name: 'Удалённый', projectid: project.id });
    await call(app, a, 'DELETE', `/api/drafts/${d3.id}`);
    await call(app, a, 'POST', '/api/sort/drafts', { ids: [d2.id, d1.id] });

    const res = await call(app, a, 'POST', `/api/clone/project/${project.id}`);
    expect(res.status).toBe(200);
    const { project: copy, draft: drafts } = res.body;
    expect(copy).toMatchObject({
      name: 'Коттедж (копия)',
      clientid: client.id,
      client: 'Вера',
      project_manager: manager.user.id,
      draft_count: 2,
    });
    expect(copy.id).not.toBe(project.id);
    expect(drafts.map((d: { name: string }) => d.name)).toEqual(['Спальня', 'Холл']);
    expect(
      drafts.every(
        (d: { projectid: number; project: string }) =>
          d.projectid === copy.id && d.project === 'Коттедж (копия)',
      ),
    ).toBe(true);
    expect(drafts[0]).toMatchObject({ ploshad: 14, sort: 1 });
    // The original is untouched.
    expect((await call(app, a, 'GET', `/api/project/${project.id}`)).body.content.draft_count).toBe(2);
    const listed = await call(app, a, 'GET', `/api/drafts/?client=${client.id}`);
    expect(listed.body.pagination.total).toBe(4);
  });

  it('answers 404 for deleted, unknown and other companies’ records', async () => {
    const mine = await create(app, a, '/api/drafts/', { name: 'Мой' });
    const project = await create(app, a, '/api/project/', { name: 'Мой объект' });
    expect((await call(app, b, 'POST', `/api/clone/draft/${mine.id}`)).status).toBe(404);
    expect((await call(app, b, 'POST', `/api/clone/project/${project.id}`)).status).toBe(404);
    await call(app, a, 'DELETE', `/api/drafts/${mine.id}`);
    expect((await call(app, a, 'POST', `/api/clone/draft/${mine.id}`)).status).toBe(404);
    expect((await call(app, a, 'POST', '/api/clone/project/123456789')).status).toBe(404);
    expect((await call(app, a, 'POST', '/api/clone/project/abc')).status).toBe(400);
    expect((await call(app, a, 'POST', '/api/clone/draft/99999999999999999999')).status).toBe(400);
    expect((await app.inject({ method: 'POST', url: `/api/clone/draft/${mine.id}` })).statusCode).toBe(401);
  });
});
