import { describe, expect, it } from 'vitest';
import { createCompany, useTestApp } from './helpers/app.js';
import { addUser, call, create, pull, push, put, reserve } from './helpers/records.js';

const app = await useTestApp();
const a = await createCompany(app);
const b = await createCompany(app);

const ids = (list: { id: number }[]) => list.map((x) => x.id);

describe('events/', () => {
  it('creates, reads, changes, deletes to the trash and restores an event', async () => {
    const client = await create(app, a, '/api/client/', { name: 'Анна Петрова', adresa: 'ул. Мира, 1' });
    const project = await create(app, a, '/api/project/', {
      name: 'Квартира на Садовой',
      clientid: client.id,
      adresa: 'ул. Садовая, 5, кв. 12',
    });
    const installer = await addUser(app, a, { rights: ['7'], name: 'Иван' });
    const posted = await call(app, a, 'POST', '/api/events/', {
      date: '2026-04-10',
      time: '09:30',
      duration: 90,
      client: client.id,
      project: project.id,
      kind: 'zamer',
      assignees: [installer.user.id, a.owner.id],
      note: 'Домофон 12',
    });
    expect(posted.status).toBe(200);
    const event = posted.body.content;
    expect(posted.body.warnings).toEqual([]);
    expect(event).toMatchObject({
      date: '2026-04-10',
      time: '09:30',
      duration: 90,
      client: client.id,
      project: project.id,
      adresa: 'ул. Садовая, 5, кв. 12',
      kind: 'zamer',
      assignees: [installer.user.id, a.owner.id],
      note: 'Домофон 12',
      status: 'planned',
      cancel_reason: '',
      created_by: a.owner.id,
    });
    expect(Math.abs(event.created_at - Date.now())).toBeLessThan(60_000);
    expect((await call(app, a, 'GET', `/api/events/${event.id}`)).body.content).toEqual(event);

    // created_by and created_at are the server's: a writer cannot set them
    const moved = await call(app, a, 'PUT', `/api/events/${event.id}`, {
      date: '2026-04-11',
      kind: 'montazh',
      created_by: 999,
    });
    expect(moved.body.content).toMatchObject({
      date: '2026-04-11',
      kind: 'montazh',
      time: '09:30',
      created_by: a.owner.id,
      created_at: event.created_at,
    });
    const done = await call(app, a, 'PUT', '/api/events/', { id: event.id, status: 'done' });
    expect(done.body.content.status).toBe('done');
    const cancelled = await call(app, a, 'PUT', `/api/events/${event.id}`, {
      status: 'cancelled',
      cancel_reason: 'Клиент уехал',
    });
    expect(cancelled.body.content).toMatchObject({ status: 'cancelled', cancel_reason: 'Клиент уехал' });
    expect((await call(app, a, 'PUT', '/api/events/', { time: '10:00' })).error.message).toBe('Не указан ID');

    expect((await call(app, a, 'DELETE', `/api/events/${event.id}`)).status).toBe(200);
    expect((await call(app, a, 'GET', `/api/events/${event.id}`)).status).toBe(404);
    const trash = await call(app, a, 'GET', '/api/trash/?type=events');
    expect(trash.body.content).toEqual([
      expect.objectContaining({ id: event.id, name: 'Монтаж 11.04.2026 09:30' }),
    ]);
    expect((await call(app, a, 'PUT', `/api/trash/events/${event.id}/`)).status).toBe(200);
    const back = await call(app, a, 'GET', `/api/events/${event.id}`);
    expect(back.body.content).toMatchObject({
      status: 'cancelled',
      assignees: [installer.user.id, a.owner.id],
    });
  });

  it('takes the address from the project, else its client, keeps a typed one and follows a new project', async () => {
    const c = await createCompany(app);
    const anna = await create(app, c, '/api/client/', { name: 'Анна', adresa: 'ул. Мира, 1' });
    const own = await create(app, c, '/api/project/', { name: 'Дача', clientid: anna.id, adresa: 'СНТ Луч' });
    const bare = await create(app, c, '/api/project/', { name: 'Квартира', clientid: anna.id });
    const fromProject = await create(app, c, '/api/events/', { date: '2026-05-01', project: own.id });
    expect(fromProject.adresa).toBe('СНТ Луч');
    const fromClient = await create(app, c, '/api/events/', { date: '2026-05-01', project: bare.id });
    expect(fromClient.adresa).toBe('ул. Мира, 1');
    const onlyClient = await create(app, c, '/api/events/', { date: '2026-05-01', client: anna.id });
    expect(onlyClient.adresa).toBe('ул. Мира, 1');
    const typed = await create(app, c, '/api/events/', {
      date: '2026-05-01',
      project: own.id,
      adresa: 'Склад, ворота 3',
    });
    expect(typed.adresa).toBe('Склад, ворота 3');
    const edited = await call(app, c, 'PUT', `/api/events/${typed.id}`, { adresa: 'Склад, ворота 4' });
    expect(edited.body.content.adresa).toBe('Склад, ворота 4');
    const otherProject = await call(app, c, 'PUT', `/api/events/${typed.id}`, { project: bare.id });
    expect(otherProject.body.content.adresa).toBe('ул. Мира, 1');
    const both = await call(app, c, 'PUT', `/api/events/${typed.id}`, {
      project: own.id,
      adresa: 'Въезд с юга',
    });
    expect(both.body.content.adresa).toBe('Въезд с юга');
  });

  it('lists by day and time with every filter, offset and limit', async () => {
    const c = await createCompany(app);
    const ivan = await create(app, c, '/api/client/', { name: 'Иван' });
    const project = await create(app, c, '/api/project/', { name: 'Объект', clientid: ivan.id });
    const worker = await addUser(app, c);
    const e1 = await create(app, c, '/api/events/', { date: '2026-05-02', time: '15:00', client: ivan.id });
    const e2 = await create(app, c, '/api/events/', {
      date: '2026-05-02',
      time: '08:00',
      project: project.id,
      kind: 'montazh',
    });
    const e3 = await create(app, c, '/api/events/', {
      date: '2026-05-10',
      assignees: [worker.user.id, c.owner.id],
      kind: 'vstrecha',
    });
    const e4 = await create(app, c, '/api/events/', {
      date: '2026-04-30',
      kind: 'zamer',
      assignees: [c.owner.id],
    });
    const e5 = await create(app, c, '/api/events/', {
      date: '2026-05-02',
      kind: 'zamer',
      status: 'cancelled',
      cancel_reason: 'Дождь',
    });
    await call(app, c, 'PUT', `/api/events/${e1.id}`, { status: 'done' });
    const list = async (query: string) => {
      const res = await call(app, c, 'GET', `/api/events/?${query}`);
      expect(res.status, query).toBe(200);
      return ids(res.body.content);
    };
    // whole-day events ('' time) come first in their day
    expect(await list('')).toEqual([e4.id, e5.id, e2.id, e1.id, e3.id]);
    expect(await list('from=2026-05-01&to=2026-05-02')).toEqual([e5.id, e2.id, e1.id]);
    expect(await list('from=2026-05-03')).toEqual([e3.id]);
    expect(await list('to=2026-04-30')).toEqual([e4.id]);
    expect(await list(`client=${ivan.id}`)).toEqual([e1.id]);
    expect(await list(`project=${project.id}`)).toEqual([e2.id]);
    expect(await list(`assignee=${worker.user.id}`)).toEqual([e3.id]);
    expect(await list(`assignee=${c.owner.id}`)).toEqual([e4.id, e3.id]);
    expect(await list('kind=zamer')).toEqual([e4.id, e5.id]);
    expect(await list('kind=montazh,vstrecha')).toEqual([e2.id, e3.id]);
    expect(await list('status=done')).toEqual([e1.id]);
    expect(await list('status=planned&kind=zamer')).toEqual([e4.id]);
    expect(await list('status=cancelled,done')).toEqual([e5.id, e1.id]);
    const page = await call(app, c, 'GET', '/api/events/?offset=1&limit=2');
    expect(page.body).toMatchObject({ pagination: { total: 5 }, content: [{ id: e5.id }, { id: e2.id }] });
  });

  it('refuses bad days, times, durations, kinds, statuses and people in Russian', async () => {
    const stranger = (await createCompany(app)).owner.id;
    const cases: [Record<string, unknown>, string][] = [
      [{ time: '10:00' }, 'Укажите дату события'],
      [{ date: '2026-02-30' }, 'Такой даты нет'],
      [{ date: '2026-13-01' }, 'Такой даты нет'],
      [{ date: '01.05.2026' }, 'Дата в формате ГГГГ-ММ-ДД'],
      [{ date: '2026-05-01', time: '25:00' }, 'Время в формате ЧЧ:ММ'],
      [{ date: '2026-05-01', time: '23:30', duration: 31 }, 'Событие должно закончиться до полуночи'],
      [{ date: '2026-05-01', time: '23:30' }, 'Событие должно закончиться до полуночи'],
      [{ date: '2026-05-01', duration: 0 }, 'Длительность должна быть больше нуля'],
      [{ date: '2026-05-01', duration: -15 }, 'Длительность должна быть больше нуля'],
      [{ date: '2026-05-01', duration: 1441 }, 'Событие не может длиться больше 24 часов'],
      [{ date: '2026-05-01', duration: 1.5 }, 'Длительность — целое число минут'],
      [{ date: '2026-05-01', kind: 'party' }, 'Вид события: замер, монтаж, встреча или другое'],
      [{ date: '2026-05-01', status: 'maybe' }, 'Статус события: запланировано, выполнено или отменено'],
      [{ date: '2026-05-01', status: 'cancelled' }, 'Укажите причину отмены'],
      [{ date: '2026-05-01', assignees: [a.owner.id, a.owner.id] }, 'Сотрудник указан дважды'],
      [{ date: '2026-05-01', assignees: [0] }, 'Неверный ID сотрудника'],
      [{ date: '2026-05-01', assignees: [123_456_789] }, 'Сотрудник не найден в компании: №123456789'],
      [
        { date: '2026-05-01', assignees: [a.owner.id, stranger] },
        `Сотрудник не найден в компании: №${stranger}`,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await call(app, a, 'POST', '/api/events/', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.error.message, JSON.stringify(body)).toContain(message);
    }
    // the rules of a whole event hold for a change of one field too
    const late = await create(app, a, '/api/events/', { date: '2026-05-01', time: '22:00', duration: 60 });
    const longer = await call(app, a, 'PUT', `/api/events/${late.id}`, { duration: 121 });
    expect(longer).toMatchObject({ status: 400, body: { message: expect.stringContaining('до полуночи') } });
    const cancel = await call(app, a, 'PUT', `/api/events/${late.id}`, { status: 'cancelled' });
    expect(cancel).toMatchObject({ status: 400, body: { message: 'Укажите причину отмены' } });
    expect((await call(app, a, 'GET', `/api/events/${late.id}`)).body.content).toMatchObject({
      duration: 60,
      status: 'planned',
    });

    const theirClient = await create(app, b, '/api/client/', { name: 'Чужой' });
    const foreign = await call(app, a, 'POST', '/api/events/', {
      date: '2026-05-01',
      client: theirClient.id,
    });
    expect(foreign).toMatchObject({ status: 404, body: { message: 'Клиент не найден' } });
    const queries = [
      'from=2026-02-31',
      'to=x',
      'client=-1',
      'assignee=99999999999',
      'limit=5000',
      'kind=party',
      'kind=zamer,party',
      'status=maybe',
    ];
    for (const query of queries) {
      const res = await call(app, a, 'GET', `/api/events/?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.error.message, query).toMatch(/[а-яё]/i);
    }
  });

  it('warns of a person booked twice and of an installation before the estimate is approved', async () => {
    const c = await createCompany(app);
    const petr = await addUser(app, c, { name: 'Пётр' });
    const project = await create(app, c, '/api/project/', { name: 'Коттедж' });
    const first = await create(app, c, '/api/events/', {
      date: '2026-06-01',
      time: '10:00',
      duration: 120,
      assignees: [petr.user.id],
    });
    const clash = await call(app, c, 'POST', '/api/events/', {
      date: '2026-06-01',
      time: '11:30',
      duration: 60,
      kind: 'montazh',
      project: project.id,
      assignees: [c.owner.id, petr.user.id],
    });
    expect(clash.status).toBe(200);
    expect(clash.body.warnings).toEqual([
      {
        code: 'overlap',
        message: 'Пётр Сидоров: в это время уже есть событие (01.06.2026, 10:00–12:00)',
        eventId: first.id,
        userId: petr.user.id,
      },
      { code: 'no_approved_estimate', message: 'Монтаж назначен, а смета объекта ещё не утверждена' },
    ]);
    // touching ends do not clash; a cancelled event frees the person
    const after = await call(app, c, 'PUT', `/api/events/${clash.body.content.id}`, { time: '12:00' });
    expect(after.body.warnings.map((w: { code: string }) => w.code)).toEqual(['no_approved_estimate']);
    await call(app, c, 'PUT', `/api/events/${clash.body.content.id}`, { time: '11:00' });
    await call(app, c, 'PUT', `/api/events/${first.id}`, { status: 'cancelled', cancel_reason: 'Болеет' });
    await create(app, c, '/api/smeta/', { projectid: project.id, approved: 1 });
    const clear = await call(app, c, 'PUT', `/api/events/${clash.body.content.id}`, {
      note: 'Взять стремянку',
    });
    expect(clear.body.warnings).toEqual([]);
  });

  it('syncs the new fields both ways and applies the same rules to a push', async () => {
    const c = await createCompany(app);
    const block = await reserve(app, c);
    const results = await push(app, c, [
      put('events', block.from, {
        date: '2026-07-01',
        time: '09:00',
        duration: 45,
        kind: 'vstrecha',
        assignees: [c.owner.id],
        adresa: 'Офис',
      }),
      put('events', block.from + 1, { date: '2026-07-01', time: '23:50', duration: 30 }),
      put('events', block.from + 2, { date: '2026-07-01', assignees: [a.owner.id] }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'rejected', 'rejected']);
    expect(results[1]!.message).toContain('до полуночи');
    expect(results[2]!.message).toContain('Сотрудник не найден в компании');
    const change = (await pull(app, c)).changes.find((ch) => ch.table === 'events');
    expect(change?.data).toMatchObject({
      id: block.from,
      duration: 45,
      kind: 'vstrecha',
      assignees: [c.owner.id],
      adresa: 'Офис',
      status: 'planned',
      created_by: c.owner.id,
      created_at: expect.any(Number),
    });
  });

  it('keeps each company to its own events', async () => {
    const mine = await create(app, a, '/api/events/', { date: '2026-06-01' });
    expect((await call(app, b, 'GET', `/api/events/${mine.id}`)).status).toBe(404);
    expect((await call(app, b, 'PUT', `/api/events/${mine.id}`, { note: 'x' })).status).toBe(404);
    expect((await call(app, b, 'PUT', '/api/events/', { id: mine.id, note: 'x' })).status).toBe(404);
    expect((await call(app, b, 'DELETE', `/api/events/${mine.id}`)).status).toBe(404);
    expect(ids((await call(app, b, 'GET', '/api/events/')).body.content)).not.toContain(mine.id);
    expect(ids((await call(app, b, 'GET', `/api/events/?assignee=${a.owner.id}`)).body.content)).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/events/' })).statusCode).toBe(401);
  });
});
