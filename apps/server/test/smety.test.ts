import { describe, expect, it } from 'vitest';
import { createCompany, useTestApp } from './helpers/app.js';
import { call, create } from './helpers/records.js';

const app = await useTestApp();
const a = await createCompany(app);
const b = await createCompany(app);

const ids = (list: { id: number }[]) => list.map((x) => x.id);

describe.each(['smeta', 'smetamontazh'] as const)('%s/', (path) => {
  it('keeps estimate records with their contents as given', async () => {
    const client = await create(app, a, '/api/client/', { name: 'Заказчик' });
    const project = await create(app, a, '/api/project/', { name: 'Объект', clientid: client.id });
    const draft = await create(app, a, '/api/drafts/', { name: 'Зал', projectid: project.id });
    const made = await create(app, a, `/api/${path}/`, {
      client: 'Заказчик',
      clientid: client.id,
      projectid: project.id,
      draftid: draft.id,
      rows: [{ name: 'Полотно', qty: 12.5 }],
    });
    expect(made).toMatchObject({
      client: 'Заказчик',
      clientid: client.id,
      projectid: project.id,
      draftid: draft.id,
      approved: 0,
      rows: [{ name: 'Полотно', qty: 12.5 }],
    });
    expect(made.uid).toMatch(/^[0-9a-f-]{36}$/);
    const approved = await call(app, a, 'PUT', `/api/${path}/${made.id}`, { approved: 1 });
    expect(approved.body.content).toMatchObject({ approved: 1, rows: made.rows, uid: made.uid });
    expect((await call(app, a, 'GET', `/api/${path}/${made.id}`)).body.content).toEqual(
      approved.body.content,
    );

    const other = await create(app, a, `/api/${path}/`, { uid: 'своё-имя', clientid: client.id });
    const list = async (query: string) =>
      ids((await call(app, a, 'GET', `/api/${path}/?${query}`)).body.content);
    expect(await list(`client=${client.id}`)).toEqual([other.id, made.id]);
    expect(await list(`project=${project.id}`)).toEqual([made.id]);
    expect(await list(`draft=${draft.id}`)).toEqual([made.id]);
    expect((await call(app, a, 'DELETE', `/api/${path}/${other.id}`)).status).toBe(200);
    expect(await list(`client=${client.id}`)).toEqual([made.id]);
  });

  it('refuses bad values and another company’s records', async () => {
    expect((await call(app, a, 'POST', `/api/${path}/`, { approved: 3 })).status).toBe(400);
    const theirDraft = await create(app, b, '/api/drafts/', { name: 'Чужой' });
    const res = await call(app, a, 'POST', `/api/${path}/`, { draftid: theirDraft.id });
    expect(res).toMatchObject({ status: 404, body: { message: 'Чертёж не найден' } });
    const mine = await create(app, a, `/api/${path}/`, {});
    expect((await call(app, b, 'GET', `/api/${path}/${mine.id}`)).status).toBe(404);
    expect((await call(app, b, 'PUT', `/api/${path}/${mine.id}`, { approved: 1 })).status).toBe(404);
    expect((await call(app, b, 'DELETE', `/api/${path}/${mine.id}`)).status).toBe(404);
    expect(ids((await call(app, b, 'GET', `/api/${path}/`)).body.content)).not.toContain(mine.id);
    expect((await call(app, a, 'GET', `/api/${path}/?draft=abc`)).status).toBe(400);
  });
});

it('keeps client and installer estimates apart', async () => {
  const smeta = await create(app, a, '/api/smeta/', { uid: 'клиентская' });
  expect((await call(app, a, 'GET', `/api/smetamontazh/${smeta.id}`)).status).toBe(404);
});
