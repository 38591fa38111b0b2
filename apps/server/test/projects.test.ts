import { projectRecord, restSyncAnswer } from '@glad/contracts';
import { describe, expect, it } from 'vitest';
import { createCompany, useTestApp } from './helpers/app.js';
import { addUser, call, callAs, create, pull, push, put, reserve } from './helpers/records.js';

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
      status_worked: statusesB.work[0]!.id,
    });
    expect(foreign).toMatchObject({ status: 404, body: { message: 'Статус работ не найден' } });
  });

  it('refuses a client of another company', async () => {
    const theirs = await create(app, b, '/api/client/', { name: 'Чужой' });
    const res = await call(app, a, 'POST', '/api/project/', { name: 'x', clientid: theirs.id });
    expect(res).toMatchObject({ status: 404, body: { message: 'Клиент не найден' } });
    expect((await call(app, a, 'POST', '/api/project/', { clientid: 0 })).error.message).toBe(
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

    const sync = await callAs(restSyncAnswer(projectRecord), app, c, 'POST', '/api/project/', {
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

describe('project/ address, notes and amount', () => {
  it('creates and changes them by REST, and lists them', async () => {
    const client = await create(app, a, '/api/client/', { name: 'Ольга', adresa: 'ул. Мира, 1' });
    const made = await create(app, a, '/api/project/', { name: 'Дача', clientid: client.id });
    // a new project is not priced and works at the client's address until told otherwise
    expect(made).toMatchObject({ adresa: '', notes: '', amount: 0 });
    const set = await call(app, a, 'PUT', `/api/project/${made.id}`, {
      adresa: '  СНТ «Берёзка», уч. 7 ',
      notes: 'Ключи у соседа',
      amount: 5_702_000,
    });
    expect(set.status).toBe(200);
    expect(set.body.content).toMatchObject({
      adresa: 'СНТ «Берёзка», уч. 7',
      notes: 'Ключи у соседа',
      amount: 5_702_000,
    });
    expect(set.body.content.version).toBeGreaterThan(made.version);
    const got = (await call(app, a, 'GET', `/api/project/${made.id}/`)).body.content;
    expect(got).toMatchObject({ adresa: 'СНТ «Берёзка», уч. 7', notes: 'Ключи у соседа', amount: 5_702_000 });
    // the amount may go back to 0 (every room excluded from the estimate)
    const zero = await call(app, a, 'PUT', `/api/project/${made.id}`, { amount: 0 });
    expect(zero.body.content.amount).toBe(0);

    const withAll = await create(app, a, '/api/project/', {
      name: 'Офис',
      adresa: 'пр. Ленина, 5',
      notes: 'Потолок 3,2 м',
      amount: 1_234_567,
    });
    expect(withAll).toMatchObject({ adresa: 'пр. Ленина, 5', notes: 'Потолок 3,2 м', amount: 1_234_567 });
    const listed = await call(app, a, 'GET', `/api/skeleton/projects/array/?ids=${withAll.id}`);
    expect(listed.body.content[0]).toMatchObject({ adresa: 'пр. Ленина, 5', amount: 1_234_567 });
  });

  it('refuses bad values with a Russian message and changes nothing', async () => {
    const project = await create(app, a, '/api/project/', { name: 'Проверка', amount: 100 });
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ amount: -1 }, /^Неверные данные \(amount\)/],
      [{ amount: 1.5 }, /^Неверные данные \(amount\)/],
      [{ amount: '100' }, /^Неверные данные \(amount\)/],
      [{ amount: 10_000_000_000_001 }, /^Неверные данные \(amount\)/],
      [{ adresa: 'д'.repeat(501) }, /Не длиннее 500 символов/],
      [{ notes: 'x'.repeat(10_001) }, /Не длиннее 10000 символов/],
      [{ notes: 'a\u0000b' }, /^Недопустимый символ U\+0000 в поле «notes»$/],
      [{ adresa: 5 }, /^Неверные данные \(adresa\)/],
    ];
    for (const [body, message] of bad) {
      const res = await call(app, a, 'PUT', `/api/project/${project.id}`, body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.error.message).toMatch(message);
      const created = await call(app, a, 'POST', '/api/project/', { name: 'x', ...body });
      expect(created.status).toBe(400);
    }
    const after = (await call(app, a, 'GET', `/api/project/${project.id}/`)).body.content;
    expect(after).toMatchObject({ amount: 100, adresa: '', notes: '', version: project.version });
  });

  it('takes them from a sync push and sends them in the pull', async () => {
    const c = await createCompany(app);
    const ids = await reserve(app, c);
    const id = ids.from;
    const [created] = await push(app, c, [
      put('projects', id, {
        name: 'С телефона',
        adresa: 'ул. Садовая, 3',
        notes: 'домофон 12',
        amount: 990_000,
      }),
    ]);
    expect(created!.status).toBe('applied');
    const [changed, refused] = await push(app, c, [
      put('projects', id, { amount: 1_050_000, notes: '' }, created!.version),
      put('projects', id, { amount: -5 }, created!.version),
    ]);
    expect(changed!.status).toBe('applied');
    expect(refused).toMatchObject({ status: 'rejected' });
    expect(refused!.message).toMatch(/^Неверные данные \(amount\)/);
    const page = await pull(app, c);
    const row = page.changes.find((ch) => ch.table === 'projects' && ch.id === id);
    expect(row?.data).toMatchObject({ adresa: 'ул. Садовая, 3', notes: '', amount: 1_050_000 });
    const rest = (await call(app, c, 'GET', `/api/project/${id}/`)).body.content;
    expect(rest).toMatchObject({ adresa: 'ул. Садовая, 3', notes: '', amount: 1_050_000 });
  });

  it('keeps them to the company: another company can neither read nor write them', async () => {
    const mine = await create(app, a, '/api/project/', { name: 'Секрет', adresa: 'Тайная, 1', amount: 700 });
    expect((await call(app, b, 'GET', `/api/project/${mine.id}/`)).status).toBe(404);
    const write = await call(app, b, 'PUT', `/api/project/${mine.id}`, { amount: 1, adresa: 'Чужая' });
    expect(write).toMatchObject({ status: 404, body: { message: 'Объект не найден' } });
    const [pushed] = await push(app, b, [put('projects', mine.id, { amount: 1, notes: 'взлом' }, 0)]);
    expect(pushed!.status).toBe('rejected');
    const found = await call(app, b, 'GET', '/api/project/?q=Тайная&limit=100');
    expect(found.body.content).toEqual([]);
    const theirPull = await pull(app, b);
    expect(theirPull.changes.some((ch) => ch.table === 'projects' && ch.id === mine.id)).toBe(false);
    const after = (await call(app, a, 'GET', `/api/project/${mine.id}/`)).body.content;
    expect(after).toMatchObject({ adresa: 'Тайная, 1', notes: '', amount: 700 });
  });

  it('finds projects by q over the name, address, notes, client and the client’s phone', async () => {
    const c = await createCompany(app);
    const client = await create(app, c, '/api/client/', { name: 'Семёнов', phone: '+7 (912) 555-01-02' });
    const p1 = await create(app, c, '/api/project/', { name: 'Кухня', adresa: 'Лесная, 9' });
    const p2 = await create(app, c, '/api/project/', {
      name: 'Зал',
      notes: 'Глянец 100%',
      clientid: client.id,
    });
    const p3 = await create(app, c, '/api/project/', { name: 'ЛЕСНОЙ дом' });
    const ids = async (q: string) =>
      (await call(app, c, 'GET', `/api/project/?limit=100&q=${encodeURIComponent(q)}`)).body.content
        .map((p: { id: number }) => p.id)
        .sort();
    expect(await ids('лесн')).toEqual([p1.id, p3.id].sort());
    expect(await ids('глянец')).toEqual([p2.id]);
    expect(await ids('100%')).toEqual([p2.id]);
    expect(await ids('_')).toEqual([]);
    expect(await ids('семён')).toEqual([p2.id]);
    expect(await ids('555 01')).toEqual([p2.id]);
    expect(await ids('нет такого')).toEqual([]);
    const page = await call(app, c, 'GET', `/api/project/?q=${encodeURIComponent('лесн')}&limit=1`);
    expect(page.body.pagination.total).toBe(2);
    expect((await call(app, c, 'GET', `/api/project/?q=${'я'.repeat(201)}`)).status).toBe(400);
  });
});
