import { describe, expect, it } from 'vitest';
import { createCompany, useTestApp } from './helpers/app.js';
import { addUser, call, create } from './helpers/records.js';

const app = await useTestApp();
const a = await createCompany(app);
const b = await createCompany(app);
const statusesA: { work: { id: number }[]; payment: { id: number }[] } = (
  await call(app, a, 'GET', '/api/statuses/')
).body;

describe('project/', () => {
  it('creates a project with its client’s name, phone and notes kept on it', async () => {
    const client = await create(app, a, '/api/client/', { name: 'Анна', phone: '+7 900 1', notes: 'кошка' });
    const project = await create(app, a, '/api/project/', {
      name: 'Квартира на Ленина',
      clientid: client.id,
      date: '2026-03-15',
      status_worked: statusesA.work[0]!.id,
      status_payment: statusesA.payment[1]!.id,
    });
    expect(project).toMatchObject({
      name: 'Квартира на Ленина',
      clientid: client.id,
      client: 'Анна',
      client_properties: { phone: '+7 900 1', notes: 'кошка' },
      date: '2026-03-15',
      draft_count: 0,
      editor: a.owner.id,
      project_manager: 0,
    });
    // The client's changes reach the project's copy.
    await call(app, a, 'PUT', `/api/client/${client.id}`, { name: 'Анна Львовна', notes: '' });
    const after = (await call(app, a, 'GET', `/api/project/${project.id}/`)).body.content;
    expect(after).toMatchObject({
      client: 'Анна Львовна',
      client_properties: { phone: '+7 900 1', notes: '' },
    });
    expect(after.version).toBeGreaterThan(project.version);
    // Moving it to no client clears the copy.
    const moved = (await call(app, a, 'PUT', `/api/project/${project.id}`, { clientid: 0 })).body.content;
    expect(moved).toMatchObject({ clientid: 0, client: '', client_properties: { phone: '', notes: '' } });
  });

  it('ignores the copies the server keeps when a caller sends them', async () => {
    const project = await create(app, a, '/api/project/', { name: 'Дом', client: 'Выдумка', draft_count: 9 });
    expect(project).toMatchObject({ client: '', draft_count: 0 });
  });

  it('sets the project manager with PATCH', async () => {
    const manager = await addUser(app, a, { name: 'Менеджер' });
    const project = await create(app, a, '/api/project/', { name: 'Офис' });
    const set = await call(app, a, 'PATCH', `/api/project/${project.id}`, {
      project_manager: manager.user.id,
    });
    expect(set.body.content.project_manager).toBe(manager.user.id);
    const cleared = await call(app, a, 'PATCH', `/api/project/${project.id}`, { project_manager: 0 });
    expect(cleared.body.content.project_manager).toBe(0);
    const foreign = await call(app, a, 'PATCH', `/api/project/${project.id}`, {
      project_manager: b.owner.id,
    });
    expect(foreign).toMatchObject({ status: 404, body: { message: 'Сотрудник не найден' } });
    expect((await call(app, a, 'PATCH', `/api/project/${project.id}`, {})).status).toBe(400);
    expect((await call(app, a, 'PATCH', `/api/project/${project.id}`, { project_manager: -1 })).status).toBe(
      400,
    );
    expect((await call(app, b, 'PATCH', `/api/project/${project.id}`, { project_manager: 0 })).status).toBe(
      404,
    );
    expect((await call(app, a, 'PATCH', '/api/project/123456789', { project_manager: 0 })).status).toBe(404);
  });

  it('accepts only the company’s statuses, each in its group', async () => {
    const project = await create(app, a, '/api/project/', { name: 'Статусы' });
    const work = statusesA.work[2]!.id;
    const ok = await call(app, a, 'PUT', `/api/project/${project.id}`, { status_worked: work });
    expect(ok.body.content.status_worked).toBe(work);
    const wrongGroup = await call(app, a, 'PUT', `/api/project/${project.id}`, { status_payment: work });
    expect(wrongGroup).toMatchObject({ status: 404, body: { message: 'Статус оплаты не найден' } });
    const statusesB = (await call(app, b, 'GET', '/api/statuses/')).body;
    const foreign = await call(app, a, 'PUT', `/api/project/${project.id}`, {
      status_worked: statusesB.work[0].id,
    });
    expect(foreign).toMatchObject({ status: 404, body: { message: 'Статус работ не найден' } });
  });

  it('refuses a client of another company', async () => {
    const theirs = await create(app, b, '/api/client/', { name: 'Чужой' });
    const res = await call(app, a, 'POST', '/api/project/', { name: 'x', clientid: theirs.id });
    expect(res).toMatchObject({ status: 404, body: { message: 'Клиент не найден' } });
    expect((await call(app, a, 'POST', '/api/project/', { clientid: 0 })).body.message).toBe(
      'Укажите название объекта',
    );
    expect((await call(app, a, 'POST', '/api/project/', { name: 'x', date: '15.03.2026' })).status).toBe(400);
  });

  it('lists newest date first, filters by client, and answers the sync POST', async () => {
    const c = await createCompany(app);
    const ivan = await create(app, c, '/api/client/', { name: 'Иван' });
    const p1 = await create(app, c, '/api/project/', {
      name: 'Старый',
      clientid: ivan.id,
      date: '2025-01-01',
    });
    const p2 = await create(app, c, '/api/project/', {
      name: 'Новый',
      clientid: ivan.id,
      date: '2026-01-01',
    });
    const p3 = await create(app, c, '/api/project/', { name: 'Без клиента', date: '2025-06-01' });
    const all = await call(app, c, 'GET', '/api/project/?limit=10');
    expect(all.body.content.map((p: { id: number }) => p.id)).toEqual([p2.id, p3.id, p1.id]);
    const ivans = await call(app, c, 'GET', `/api/project/?client=${ivan.id}&offset=1&limit=1`);
    expect(ivans.body).toMatchObject({ pagination: { total: 2 }, content: [{ id: p1.id }] });

    const sync = await call(app, c, 'POST', '/api/project/', {
      sync: true,
      base: [{ id: p1.id, timestamp: p1.timestamp }, { id: p3.id, timestamp: 0 }, 5],
    });
    expect(sync.body.add.map((p: { id: number }) => p.id)).toEqual([p2.id]);
    expect(sync.body.update.map((p: { id: number }) => p.id)).toEqual([p3.id]);
    expect(sync.body.delete).toEqual([5]);
  });

  it('answers full projects by ids (skeleton/projects/array/)', async () => {
    const p1 = await create(app, a, '/api/project/', { name: 'Первый' });
    const p2 = await create(app, a, '/api/project/', { name: 'Второй' });
    const theirs = await create(app, b, '/api/project/', { name: 'Чужой' });
    const res = await call(
      app,
      a,
      'GET',
      `/api/skeleton/projects/array/?ids=${p2.id},${p1.id},${theirs.id},77`,
    );
    expect(res.body.content.map((p: { id: number }) => p.id)).toEqual([p1.id, p2.id]);
    expect(res.body.content[0]).toEqual(p1);
    for (const ids of [
      '',
      'a,b',
      '1,,2',
      '-1',
      '99999999999999999',
      Array(1001)
        .fill(1)
        .map((_, i) => i + 1)
        .join(','),
    ]) {
      const bad = await call(app, a, 'GET', `/api/skeleton/projects/array/?ids=${ids}`);
      expect(bad.status, ids.slice(0, 20)).toBe(400);
    }
    expect((await call(app, a, 'GET', '/api/skeleton/projects/array/')).status).toBe(400);
  });

  it('keeps each company to its own projects', async () => {
    const mine = await create(app, a, '/api/project/', { name: 'Мой' });
    expect((await call(app, b, 'GET', `/api/project/${mine.id}`)).status).toBe(404);
    expect((await call(app, b, 'PUT', `/api/project/${mine.id}`, { name: 'x' })).status).toBe(404);
    expect((await call(app, b, 'DELETE', `/api/project/${mine.id}`)).status).toBe(404);
    const list = await call(app, b, 'GET', '/api/project/?limit=1000');
    expect(list.body.content.map((p: { id: number }) => p.id)).not.toContain(mine.id);
    const gone = await call(app, a, 'DELETE', `/api/project/${mine.id}/`);
    expect(gone.status).toBe(200);
    expect((await call(app, a, 'GET', `/api/project/${mine.id}`)).status).toBe(404);
    for (const url of ['/api/project/abc', '/api/project/99999999999999999999', '/api/project/?limit=0']) {
      const res = await call(app, a, 'GET', url);
      expect(res.status, url).toBe(400);
    }
  });
});
