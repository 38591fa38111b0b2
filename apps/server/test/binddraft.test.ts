import { describe, expect, it } from 'vitest';
import { createCompany, useTestApp } from './helpers/app.js';
import { type Company, call, create, pull } from './helpers/records.js';

const app = await useTestApp();
const a = await createCompany(app);
const b = await createCompany(app);

async function projectOf(company: Company, name: string, clientName: string) {
  const client = await create(app, company, '/api/client/', { name: clientName });
  return create(app, company, '/api/project/', { name, clientid: client.id });
}

const polygons = {
  L1: {
    coords: [
      { x: 0, y: 0 },
      { x: 4000, y: 0 },
      { x: 4000, y: 3000 },
      { x: 0, y: 3000 },
    ],
    diagonals: [{ from: 'A', to: 'C', length: 5000 }],
  },
  comment: 'у окна батарея',
};

describe('binddraft/{id}', () => {
  it("answers the draft's project and client and the projects it can move to", async () => {
    const home = await projectOf(a, 'Дом на Лесной', 'Вера Лесная');
    const flat = await projectOf(a, 'Квартира на Мира', 'Олег Миров');
    const office = await projectOf(a, 'Офис «Мир»', 'ООО Ромашка');
    const draft = await create(app, a, '/api/drafts/', {
      name: 'Кухня',
      projectid: home.id,
      form: { clientid: home.clientid },
    });

    const res = await call(app, a, 'GET', `/api/binddraft/${draft.id}`);
    expect(res.status).toBe(200);
    expect(res.body.draft).toEqual({
      id: draft.id,
      name: 'Кухня',
      projectid: home.id,
      project: 'Дом на Лесной',
      clientid: home.clientid,
      client: 'Вера Лесная',
    });
    expect(res.body.current).toMatchObject({ id: home.id, name: 'Дом на Лесной', draft_count: 1 });
    // newest first, the current one left out
    expect(res.body.projects.map((p: { id: number }) => p.id)).toEqual([office.id, flat.id]);
    expect(res.body.total).toBe(2);
    expect(res.body.projects[0]).toEqual({
      id: office.id,
      name: 'Офис «Мир»',
      clientid: office.clientid,
      client: 'ООО Ромашка',
      date: office.date,
      draft_count: 0,
    });

    // found by the project's or the client's name, any case; a typed % matches itself only
    const byName = await call(app, a, 'GET', `/api/binddraft/${draft.id}?q=${encodeURIComponent('мир')}`);
    expect(byName.body.projects.map((p: { id: number }) => p.id)).toEqual([office.id, flat.id]);
    const byClient = await call(app, a, 'GET', `/api/binddraft/${draft.id}?q=${encodeURIComponent('ромаш')}`);
    expect(byClient.body.projects.map((p: { id: number }) => p.id)).toEqual([office.id]);
    const percent = await call(app, a, 'GET', `/api/binddraft/${draft.id}?q=${encodeURIComponent('%')}`);
    expect(percent.body).toMatchObject({ projects: [], total: 0 });
    const paged = await call(app, a, 'GET', `/api/binddraft/${draft.id}?limit=1&offset=1`);
    expect(paged.body.projects.map((p: { id: number }) => p.id)).toEqual([flat.id]);
    expect(paged.body.total).toBe(2);
  });

  it('lists every live project for a draft without one', async () => {
    const other = await createCompany(app);
    const p1 = await projectOf(other, 'Первый', 'Анна');
    const p2 = await projectOf(other, 'Второй', 'Борис');
    const gone = await projectOf(other, 'Удалённый', 'Глеб');
    await call(app, other, 'DELETE', `/api/project/${gone.id}`);
    const draft = await create(app, other, '/api/drafts/', { name: 'Без объекта' });
    const res = await call(app, other, 'GET', `/api/binddraft/${draft.id}`);
    expect(res.status).toBe(200);
    expect(res.body.draft).toMatchObject({ projectid: 0, project: '', clientid: 0, client: '' });
    expect(res.body.current).toBeNull();
    expect(res.body.projects.map((p: { id: number }) => p.id)).toEqual([p2.id, p1.id]);
  });

  it('moves a draft: new project and client, both counts, drawing untouched, devices get it by pull', async () => {
    const from = await projectOf(a, 'Старый объект', 'Иван Старый');
    const to = await projectOf(a, 'Новый объект', 'Пётр Новый');
    const draft = await create(app, a, '/api/drafts/', {
      name: 'Спальня',
      projectid: from.id,
      form: { clientid: from.clientid, note: 'остаётся' },
      clientid: from.clientid,
      client: 'Иван Старый',
      polygons,
      ploshad: 12,
      perimetr: 14000,
    });
    const { cursor } = await pull(app, a);

    const res = await call(app, a, 'PUT', `/api/binddraft/${draft.id}`, { projectid: to.id });
    expect(res.status).toBe(200);
    expect(res.body.draft).toMatchObject({
      id: draft.id,
      name: 'Спальня',
      projectid: to.id,
      project: 'Новый объект',
      clientid: to.clientid,
      client: 'Пётр Новый',
      form: { clientid: to.clientid, note: 'остаётся' },
      polygons,
      ploshad: 12,
      perimetr: 14000,
    });
    expect(res.body.draft.version).toBeGreaterThan(draft.version);
    expect(res.body.project).toMatchObject({ id: to.id, draft_count: 1 });
    expect((await call(app, a, 'GET', `/api/project/${from.id}`)).body.content.draft_count).toBe(0);
    expect((await call(app, a, 'GET', `/api/drafts/${draft.id}`)).body.content).toMatchObject({
      projectid: to.id,
      project: 'Новый объект',
    });

    const changes = (await pull(app, a, cursor)).changes;
    const moved = changes.find((c) => c.table === 'drafts' && c.id === draft.id);
    expect(moved?.data).toMatchObject({ projectid: to.id, project: 'Новый объект', clientid: to.clientid });
    const counted = changes.filter((c) => c.table === 'projects').map((c) => c.id);
    expect(counted.sort()).toEqual([from.id, to.id].sort());

    const info = await call(app, a, 'GET', `/api/binddraft/${draft.id}`);
    expect(info.body.current).toMatchObject({ id: to.id });
    expect(info.body.draft).toMatchObject({ clientid: to.clientid, client: 'Пётр Новый' });
  });

  it('moving a draft to its own project changes nothing', async () => {
    const project = await projectOf(a, 'Тот же', 'Тот же клиент');
    const draft = await create(app, a, '/api/drafts/', {
      name: 'Зал',
      projectid: project.id,
      form: { clientid: project.clientid },
      clientid: project.clientid,
      client: 'Тот же клиент',
    });
    const res = await call(app, a, 'PUT', `/api/binddraft/${draft.id}`, { projectid: project.id });
    expect(res.status).toBe(200);
    expect(res.body.draft.version).toBe(draft.version);
    expect(res.body.project).toMatchObject({ id: project.id, draft_count: 1 });
  });

  it("answers 404 for another company's draft or project, a deleted one or an unknown id, and changes nothing", async () => {
    const mine = await projectOf(a, 'Мой', 'Мой клиент');
    const theirs = await projectOf(b, 'Чужой', 'Чужой клиент');
    const draft = await create(app, a, '/api/drafts/', { name: 'Мой чертёж', projectid: mine.id });
    const foreign = await create(app, b, '/api/drafts/', { name: 'Чужой чертёж', projectid: theirs.id });

    for (const [method, url, body] of [
      ['GET', `/api/binddraft/${foreign.id}`, undefined],
      ['PUT', `/api/binddraft/${foreign.id}`, { projectid: mine.id }],
      ['PUT', `/api/binddraft/${draft.id}`, { projectid: theirs.id }],
      ['GET', '/api/binddraft/987654321', undefined],
      ['PUT', `/api/binddraft/${draft.id}`, { projectid: 987654321 }],
    ] as const) {
      const res = await call(app, a, method, url, body);
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.error.res).toBe(false);
      expect(res.error.message).toMatch(/не найден/);
    }
    expect((await call(app, a, 'GET', `/api/drafts/${draft.id}`)).body.content.projectid).toBe(mine.id);
    expect((await call(app, b, 'GET', `/api/drafts/${foreign.id}`)).body.content.projectid).toBe(theirs.id);
    // another company's projects are never offered
    const info = await call(app, a, 'GET', `/api/binddraft/${draft.id}?limit=500`);
    expect(info.body.projects.some((p: { id: number }) => p.id === theirs.id)).toBe(false);

    // a project in the trash is not a place to move to; a draft in the trash cannot move
    const trashed = await projectOf(a, 'В корзине', 'Клиент');
    await call(app, a, 'DELETE', `/api/project/${trashed.id}`);
    const toTrash = await call(app, a, 'PUT', `/api/binddraft/${draft.id}`, { projectid: trashed.id });
    expect(toTrash.status).toBe(404);
    expect(toTrash.error.message).toBe('Объект не найден');
    await call(app, a, 'DELETE', `/api/drafts/${draft.id}`);
    expect((await call(app, a, 'GET', `/api/binddraft/${draft.id}`)).status).toBe(404);
    const deleted = await call(app, a, 'PUT', `/api/binddraft/${draft.id}`, { projectid: mine.id });
    expect(deleted.status).toBe(404);
    expect(deleted.error.message).toBe('Чертёж не найден');
  });

  it('refuses bad input with a Russian 400 and needs a session', async () => {
    const project = await projectOf(a, 'Проверка', 'Клиент');
    const draft = await create(app, a, '/api/drafts/', { name: 'Проверка', projectid: project.id });
    for (const body of [
      {},
      { projectid: 0 },
      { projectid: -1 },
      { projectid: 'пять' },
      { projectid: 1.5 },
      null,
    ]) {
      const res = await call(app, a, 'PUT', `/api/binddraft/${draft.id}`, body ?? undefined);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.error).toMatchObject({ res: false });
      expect(res.error.message).toMatch(/[а-яё]/i);
    }
    for (const url of [
      '/api/binddraft/abc',
      '/api/binddraft/0',
      `/api/binddraft/${draft.id}?limit=0`,
      `/api/binddraft/${draft.id}?limit=501`,
      `/api/binddraft/${draft.id}?offset=-1`,
      `/api/binddraft/${draft.id}?q=${'я'.repeat(201)}`,
    ]) {
      const res = await call(app, a, 'GET', url);
      expect(res.status, url).toBe(400);
      expect(res.error.message).toMatch(/[а-яё]/i);
    }
    expect((await call(app, a, 'GET', `/api/drafts/${draft.id}`)).body.content.projectid).toBe(project.id);

    const anonymous = await app.inject({ method: 'GET', url: `/api/binddraft/${draft.id}` });
    expect(anonymous.statusCode).toBe(401);
    const put = await app.inject({
      method: 'PUT',
      url: `/api/binddraft/${draft.id}`,
      payload: { projectid: project.id },
    });
    expect(put.statusCode).toBe(401);
  });
});
