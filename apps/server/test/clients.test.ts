import { clientRecord, restSyncAnswer } from '@glad/contracts';
import { describe, expect, it } from 'vitest';
import { createCompany, useTestApp } from './helpers/app.js';
import { call, callAs, create, reserve } from './helpers/records.js';

const app = await useTestApp();
const a = await createCompany(app);
const b = await createCompany(app);

describe('client/', () => {
  it('creates, reads, changes and deletes a client', async () => {
    const made = await create(app, a, '/api/client/', {
      name: '  Иван Петров ',
      adresa: 'ул. Ленина, 1',
      phone: '+7 (999) 123-45-67',
      notes: 'звонить вечером',
    });
    expect(made).toMatchObject({ name: 'Иван Петров', adresa: 'ул. Ленина, 1', version: expect.any(Number) });
    expect(made.timestamp).toBeGreaterThan(0);

    const got = await call(app, a, 'GET', `/api/client/${made.id}/`);
    expect(got).toMatchObject({ status: 200, body: { res: true, content: made } });

    const changed = await call(app, a, 'PUT', `/api/client/${made.id}`, { phone: '8 900 111-22-33' });
    expect(changed.status).toBe(200);
    expect(changed.body.content).toMatchObject({ name: 'Иван Петров', phone: '+79001112233' });
    expect(changed.body.content.version).toBeGreaterThan(made.version);
    expect(changed.body.content.timestamp).toBeGreaterThan(made.timestamp);

    const byBody = await call(app, a, 'PUT', '/api/client/', { id: made.id, notes: '' });
    expect(byBody.body.content.notes).toBe('');

    const gone = await call(app, a, 'DELETE', `/api/client/${made.id}`);
    expect(gone.body).toMatchObject({ res: true, id: made.id });
    expect((await call(app, a, 'GET', `/api/client/${made.id}`)).status).toBe(404);
    expect((await call(app, a, 'PUT', `/api/client/${made.id}`, { name: 'x' })).status).toBe(404);
    expect((await call(app, a, 'DELETE', `/api/client/${made.id}`)).status).toBe(404);
  });

  it('pages the list newest first with the total', async () => {
    const c = await createCompany(app);
    for (let i = 1; i <= 5; i += 1) await create(app, c, '/api/client/', { name: `Клиент ${i}` });
    const first = await call(app, c, 'GET', '/api/client/?offset=0&limit=2');
    expect(first.body.pagination.total).toBe(5);
    expect(first.body.content.map((x: { name: string }) => x.name)).toEqual(['Клиент 5', 'Клиент 4']);
    const last = await call(app, c, 'GET', '/api/client/?offset=4&limit=2');
    expect(last.body.content.map((x: { name: string }) => x.name)).toEqual(['Клиент 1']);
    const byDefault = await call(app, c, 'GET', '/api/client/');
    expect(byDefault.body.content).toHaveLength(5);
    const one = byDefault.body.content[2]!;
    const filtered = await call(app, c, 'GET', `/api/client/?client=${one.id}`);
    expect(filtered.body).toMatchObject({ pagination: { total: 1 }, content: [one] });
  });

  it('searches name, address and notes in any case, and phone digits in any format', async () => {
    const c = await createCompany(app);
    await create(app, c, '/api/client/', { name: 'Ольга Смирнова', phone: '+7 (912) 345-67-89' });
    await create(app, c, '/api/client/', { name: 'Пётр', adresa: 'Тверская, 5', notes: 'Кухня 100%' });
    const names = async (q: string) =>
      (await call(app, c, 'GET', `/api/client/?q=${encodeURIComponent(q)}`)).body.content.map(
        (x: { name: string }) => x.name,
      );
    expect(await names('смирн')).toEqual(['Ольга Смирнова']);
    expect(await names('912 345')).toEqual(['Ольга Смирнова']);
    expect(await names('8-912-345-67')).toEqual(['Ольга Смирнова']);
    expect(await names('8-912-345-68')).toEqual([]);
    expect(await names('9123456789')).toEqual(['Ольга Смирнова']);
    expect(await names('ТВЕРСКАЯ')).toEqual(['Пётр']);
    expect(await names('100%')).toEqual(['Пётр']);
    expect(await names('_')).toEqual([]);
  });

  it('answers the sync POST with add, update and delete', async () => {
    const c = await createCompany(app);
    const one = await create(app, c, '/api/client/', { name: 'Один' });
    const two = await create(app, c, '/api/client/', { name: 'Два' });
    const three = await create(app, c, '/api/client/', { name: 'Три' });
    await call(app, c, 'DELETE', `/api/client/${three.id}`);
    const twoChanged = (await call(app, c, 'PUT', `/api/client/${two.id}`, { name: 'Два!' })).body.content;

    const res = await callAs(restSyncAnswer(clientRecord), app, c, 'POST', '/api/client/', {
      sync: true,
      base: [
        { id: two.id, timestamp: two.timestamp },
        { id: three.id, timestamp: three.timestamp },
        { id: 424_242, timestamp: 1 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.add.map((x: { id: number }) => x.id)).toEqual([one.id]);
    expect(res.body.update).toEqual([twoChanged]);
    expect(res.body.delete.sort()).toEqual([three.id, 424_242].sort());

    const upToDate = await callAs(restSyncAnswer(clientRecord), app, c, 'POST', '/api/client/', {
      sync: true,
      base: [
        { id: one.id, timestamp: one.timestamp },
        { id: two.id, timestamp: twoChanged.timestamp },
      ],
    });
    expect(upToDate.body).toEqual({ res: true, add: [], update: [], delete: [] });

    // Plain ids: every known one comes back, or those changed after `since`.
    const plain = await callAs(restSyncAnswer(clientRecord), app, c, 'POST', '/api/client/', {
      sync: true,
      base: [one.id, two.id],
    });
    expect(plain.body.update.map((x: { id: number }) => x.id).sort()).toEqual([one.id, two.id].sort());
    const since = await callAs(restSyncAnswer(clientRecord), app, c, 'POST', '/api/client/', {
      sync: true,
      base: [one.id, two.id],
      since: twoChanged.timestamp - 1,
    });
    expect(since.body.update.map((x: { id: number }) => x.id)).toEqual([two.id]);
    expect(
      (
        await callAs(restSyncAnswer(clientRecord), app, c, 'POST', '/api/client/', {
          sync: true,
          base: [{ id: 'x' }],
        })
      ).status,
    ).toBe(400);
  });

  it('takes a device id from the company’s block, and refuses others with 409', async () => {
    const block = await reserve(app, a);
    const made = await create(app, a, '/api/client/', { id: block.from + 5, name: 'Со своим ID' });
    expect(made.id).toBe(block.from + 5);
    const again = await call(app, a, 'POST', '/api/client/', { id: block.from + 5, name: 'Повтор' });
    expect(again).toMatchObject({
      status: 409,
      body: { res: false, message: 'Запись с таким ID уже существует' },
    });
    const foreign = await call(app, b, 'POST', '/api/client/', { id: block.from + 6, name: 'Чужой' });
    expect(foreign).toMatchObject({ status: 409, body: { message: 'Этот ID не выделен вашей компании' } });
    const taken = await call(app, b, 'POST', '/api/client/', { id: made.id, name: 'Чужой' });
    expect(taken.status).toBe(409);
    expect((await call(app, a, 'GET', `/api/client/${made.id}`)).body.content.name).toBe('Со своим ID');
  });

  it('refuses bad input with a Russian 400', async () => {
    const noName = await call(app, a, 'POST', '/api/client/', { phone: '1' });
    expect(noName).toMatchObject({ status: 400, body: { res: false, message: 'Укажите имя клиента' } });
    const blank = await call(app, a, 'POST', '/api/client/', { name: '   ' });
    expect(blank.error.message).toBe('Укажите имя клиента');
    const long = await call(app, a, 'POST', '/api/client/', { name: 'я'.repeat(201) });
    expect(long.status).toBe(400);
    expect(long.error.message).toContain('Не длиннее 200 символов');
    expect((await call(app, a, 'POST', '/api/client/', { name: 5 })).status).toBe(400);
    expect((await call(app, a, 'PUT', '/api/client/', { name: 'без id' })).error.message).toBe(
      'Не указан ID',
    );
  });

  it('never answers 500 to odd ids and paging', async () => {
    const urls = [
      '/api/client/99999999999999999999',
      '/api/client/-1',
      '/api/client/abc',
      '/api/client/0',
      '/api/client/1.5',
      '/api/client/?limit=100000000',
      '/api/client/?offset=-5',
      '/api/client/?client=abc',
      '/api/client/?client=99999999999999999999',
      `/api/client/?q=${'a'.repeat(300)}`,
    ];
    for (const url of urls) {
      const res = await call(app, a, 'GET', url);
      expect(res.status, url).toBeGreaterThanOrEqual(400);
      expect(res.status, url).toBeLessThan(500);
    }
    const big = await call(app, a, 'GET', `/api/client/${Number.MAX_SAFE_INTEGER}`);
    expect(big.status).toBe(404);
    const put = await call(app, a, 'PUT', '/api/client/2147483648', { name: 'x' });
    expect(put.status).toBe(404);
  });

  it('keeps each company to its own clients', async () => {
    const mine = await create(app, a, '/api/client/', { name: 'Клиент А' });
    expect((await call(app, b, 'GET', `/api/client/${mine.id}`)).status).toBe(404);
    expect((await call(app, b, 'PUT', `/api/client/${mine.id}`, { name: 'Взлом' })).status).toBe(404);
    expect((await call(app, b, 'PUT', '/api/client/', { id: mine.id, name: 'Взлом' })).status).toBe(404);
    expect((await call(app, b, 'DELETE', `/api/client/${mine.id}`)).status).toBe(404);
    const list = await call(app, b, 'GET', '/api/client/');
    expect(list.body.content.map((x: { id: number }) => x.id)).not.toContain(mine.id);
    expect((await call(app, b, 'GET', `/api/client/?client=${mine.id}`)).body.pagination.total).toBe(0);
    const sync = await callAs(restSyncAnswer(clientRecord), app, b, 'POST', '/api/client/', {
      sync: true,
      base: [mine.id],
    });
    expect(sync.body).toEqual({ res: true, add: expect.any(Array), update: [], delete: [mine.id] });
    expect((await call(app, a, 'GET', `/api/client/${mine.id}`)).body.content.name).toBe('Клиент А');
    const anon = await app.inject({ method: 'GET', url: '/api/client/' });
    expect(anon.statusCode).toBe(401);
  });
});
