import { beforeAll, describe, expect, it } from 'vitest';
import { countRecords } from '../src/lib/records/rest.js';
import { createCompany, useTestApp } from './helpers/app.js';
import { addUser, call, create } from './helpers/records.js';

const app = await useTestApp();
const a = await createCompany(app, { companyName: 'Потолки А' });
const b = await createCompany(app);
let seeded: Record<string, { id: number; timestamp: number }>;
beforeAll(async () => {
  const client = await create(app, a, '/api/client/', { name: 'Иван', phone: '+7 900', notes: 'секрет' });
  const project = await create(app, a, '/api/project/', {
    name: 'Квартира',
    clientid: client.id,
    date: '2026-01-02',
  });
  const draft = await create(app, a, '/api/drafts/', {
    name: 'Кухня',
    projectid: project.id,
    polygons: [1, 2, 3],
  });
  const smeta = await create(app, a, '/api/smeta/', {
    uid: 'u1',
    client: 'Иван',
    clientid: client.id,
    rows: [1],
  });
  const montazh = await create(app, a, '/api/smetamontazh/', { uid: 'u2', clientid: client.id });
  const lonely = await create(app, a, '/api/client/', { name: 'Без смет' });
  const gone = await create(app, a, '/api/client/', { name: 'Удалённый' });
  await call(app, a, 'DELETE', `/api/client/${gone.id}`);
  await create(app, b, '/api/client/', { name: 'Чужой' });
  seeded = { client, project, draft, smeta, montazh, lonely };
});

describe('skeleton/', () => {
  it('answers light client, project and draft lists without the heavy fields', async () => {
    const { client, project, draft, lonely } = seeded;
    const clients = (await call(app, a, 'GET', '/api/skeleton/clients/')).body;
    expect(clients).toEqual({
      res: true,
      content: [
        { id: lonely!.id, name: 'Без смет', phone: '', timestamp: lonely!.timestamp },
        { id: client!.id, name: 'Иван', phone: '+7 900', timestamp: client!.timestamp },
      ],
    });
    const projects = (await call(app, a, 'GET', '/api/skeleton/projects/')).body.content;
    expect(projects).toEqual([
      {
        id: project!.id,
        name: 'Квартира',
        clientid: client!.id,
        client: 'Иван',
        date: '2026-01-02',
        draft_count: 1,
        status_worked: 0,
        status_payment: 0,
        project_manager: 0,
        timestamp: expect.any(Number),
      },
    ]);
    const drafts = (await call(app, a, 'GET', '/api/skeleton/drafts/')).body.content;
    expect(drafts).toEqual([
      {
        id: draft!.id,
        name: 'Кухня',
        projectid: project!.id,
        project: 'Квартира',
        sort: 0,
        smeta_exclude: 0,
        timestamp: draft!.timestamp,
      },
    ]);
  });

  it('answers everything at once with the company and its counts', async () => {
    const all = (await call(app, a, 'GET', '/api/skeleton/all/')).body;
    expect(all.clients).toHaveLength(2);
    expect(all.projects).toHaveLength(1);
    expect(all.drafts).toHaveLength(1);
    expect(all.company).toEqual({ id: a.company.id, name: 'Потолки А', clients: 2, projects: 1, ras4: 1 });
    expect(await countRecords(app.db, a.company.id)).toEqual({ clients: 2, projects: 1, ras4: 1 });
  });

  it('answers the estimates with their clients and the installers', async () => {
    const installer = await addUser(app, a, { rights: ['7'], name: 'Олег' });
    await addUser(app, a, { rights: ['2'], name: 'Менеджер' });
    const res = (await call(app, a, 'GET', '/api/skeleton/smets/')).body;
    expect(res.smets).toEqual([
      {
        id: seeded.smeta!.id,
        uid: 'u1',
        client: 'Иван',
        clientid: seeded.client!.id,
        projectid: 0,
        draftid: 0,
        approved: 0,
        timestamp: seeded.smeta!.timestamp,
      },
    ]);
    expect(res.smetsmontazh.map((s: { uid: string }) => s.uid)).toEqual(['u2']);
    expect(res.clients.map((c: { id: number }) => c.id)).toEqual([seeded.client!.id]);
    expect(res.montazhnik).toEqual([{ id: installer.user.id, name: 'Сидоров Олег' }]);
  });

  it('keeps each company to its own lists', async () => {
    const theirs = (await call(app, b, 'GET', '/api/skeleton/all/')).body;
    expect(theirs.clients.map((c: { name: string }) => c.name)).toEqual(['Чужой']);
    expect(theirs.projects).toEqual([]);
    expect(theirs.company).toMatchObject({ id: b.company.id, clients: 1, projects: 0, ras4: 0 });
    expect((await call(app, b, 'GET', '/api/skeleton/smets/')).body).toEqual({
      res: true,
      smets: [],
      smetsmontazh: [],
      clients: [],
      montazhnik: [],
    });
    for (const path of ['all', 'clients', 'projects', 'drafts', 'smets']) {
      expect((await app.inject({ method: 'GET', url: `/api/skeleton/${path}/` })).statusCode).toBe(401);
    }
  });
});
