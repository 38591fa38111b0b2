import { describe, expect, it } from 'vitest';
import { createCompany, useTestApp } from './helpers/app.js';
import { addUser, call, create } from './helpers/records.js';

const app = await useTestApp();
const a = await createCompany(app);
const b = await createCompany(app);

const ids = (list: { id: number }[]) => list.map((x) => x.id);

describe('events/', () => {
  it('creates, reads, changes and deletes an event', async () => {
    const client = await create(app, a, '/api/client/', { name: 'Клиент' });
    const project = await create(app, a, '/api/project/', { name: 'Объект', clientid: client.id });
    const installer = await addUser(app, a, { rights: ['7'] });
    const event = await create(app, a, '/api/events/', {
      date: '2026-04-10',
      time: '09:30',
      client: client.id,
      project: project.id,
      kind: 'zamer',
      assignee: installer.user.id,
      note: 'Домофон 12',
    });
    expect(event).toMatchObject({
      date: '2026-04-10',
      time: '09:30',
      client: client.id,
      project: project.id,
      kind: 'zamer',
      assignee: installer.user.id,
      note: 'Домофон 12',
    });
    expect((await call(app, a, 'GET', `/api/events/${event.id}`)).body.content).toEqual(event);
    const moved = await call(app, a, 'PUT', `/api/events/${event.id}`, {
      date: '2026-04-11',
      kind: 'montazh',
    });
    expect(moved.body.content).toMatchObject({ date: '2026-04-11', kind: 'montazh', time: '09:30' });
    const byBody = await call(app, a, 'PUT', '/api/events/', { id: event.id, time: '' });
    expect(byBody.body.content.time).toBe('');
    expect((await call(app, a, 'DELETE', `/api/events/${event.id}`)).status).toBe(200);
    expect((await call(app, a, 'GET', `/api/events/${event.id}`)).status).toBe(404);
  });

  it('lists by day and time with the from, to, client, project and assignee filters', async () => {
    const c = await createCompany(app);
    const ivan = await create(app, c, '/api/client/', { name: 'Иван' });
    const project = await create(app, c, '/api/project/', { name: 'Объект', clientid: ivan.id });
    const worker = await addUser(app, c);
    const e1 = await create(app, c, '/api/events/', { date: '2026-05-02', time: '15:00', client: ivan.id });
    const e2 = await create(app, c, '/api/events/', {
      date: '2026-05-02',
      time: '08:00',
      project: project.id,
    });
    const e3 = await create(app, c, '/api/events/', { date: '2026-05-10', assignee: worker.user.id });
    const e4 = await create(app, c, '/api/events/', { date: '2026-04-30', kind: 'other' });
    const list = async (query: string) =>
      ids((await call(app, c, 'GET', `/api/events/?${query}`)).body.content);
    expect(await list('')).toEqual([e4.id, e2.id, e1.id, e3.id]);
    expect(await list('from=2026-05-01&to=2026-05-02')).toEqual([e2.id, e1.id]);
    expect(await list('from=2026-05-03')).toEqual([e3.id]);
    expect(await list('to=2026-04-30')).toEqual([e4.id]);
    expect(await list(`client=${ivan.id}`)).toEqual([e1.id]);
    expect(await list(`project=${project.id}`)).toEqual([e2.id]);
    expect(await list(`assignee=${worker.user.id}`)).toEqual([e3.id]);
    const page = await call(app, c, 'GET', '/api/events/?offset=1&limit=2');
    expect(page.body).toMatchObject({ pagination: { total: 4 }, content: [{ id: e2.id }, { id: e1.id }] });
  });

  it('refuses bad dates, times, kinds and references in Russian', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ time: '10:00' }, 'Укажите дату события'],
      [{ date: '2026-13-01' }, 'Такой даты нет'],
      [{ date: '01.05.2026' }, 'Дата в формате ГГГГ-ММ-ДД'],
      [{ date: '2026-05-01', time: '25:00' }, 'Время в формате ЧЧ:ММ'],
      [{ date: '2026-05-01', kind: 'party' }, 'Вид события: замер, монтаж или другое'],
    ];
    for (const [body, message] of cases) {
      const res = await call(app, a, 'POST', '/api/events/', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    const theirClient = await create(app, b, '/api/client/', { name: 'Чужой' });
    const foreign = await call(app, a, 'POST', '/api/events/', {
      date: '2026-05-01',
      client: theirClient.id,
    });
    expect(foreign).toMatchObject({ status: 404, body: { message: 'Клиент не найден' } });
    const foreignUser = await call(app, a, 'POST', '/api/events/', {
      date: '2026-05-01',
      assignee: b.owner.id,
    });
    expect(foreignUser).toMatchObject({ status: 404, body: { message: 'Сотрудник не найден' } });
    for (const query of ['from=2026-02-31', 'to=x', 'client=-1', 'assignee=99999999999', 'limit=5000']) {
      expect((await call(app, a, 'GET', `/api/events/?${query}`)).status, query).toBe(400);
    }
  });

  it('keeps each company to its own events', async () => {
    const mine = await create(app, a, '/api/events/', { date: '2026-06-01' });
    expect((await call(app, b, 'GET', `/api/events/${mine.id}`)).status).toBe(404);
    expect((await call(app, b, 'PUT', `/api/events/${mine.id}`, { note: 'x' })).status).toBe(404);
    expect((await call(app, b, 'DELETE', `/api/events/${mine.id}`)).status).toBe(404);
    expect(ids((await call(app, b, 'GET', '/api/events/')).body.content)).not.toContain(mine.id);
    expect((await app.inject({ method: 'GET', url: '/api/events/' })).statusCode).toBe(401);
  });
});
