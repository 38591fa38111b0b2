import { describe, expect, it } from 'vitest';
import { createCompany, useTestApp } from './helpers/app.js';
import { call, create, pull } from './helpers/records.js';

const app = await useTestApp();
const a = await createCompany(app);
const b = await createCompany(app);

const url = '/api/smeta/ajax.php';

describe('POST smeta/ajax.php', () => {
  it('approves an estimate by id through the records engine, so devices pull the change', async () => {
    const smeta = await create(app, a, '/api/smeta/', { client: 'Иванов', rows: [{ name: 'Полотно' }] });
    const { cursor } = await pull(app, a);
    const res = await call(app, a, 'POST', url, { id: smeta.id, approved: 1 });
    expect(res.status, res.text).toBe(200);
    expect(res.body.content).toMatchObject({
      id: smeta.id,
      approved: 1,
      status: 'approved',
      client: 'Иванов',
      rows: [{ name: 'Полотно' }],
    });
    expect(res.body.content.version).toBeGreaterThan(smeta.version);
    const changes = (await pull(app, a, cursor)).changes;
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      table: 'smety',
      id: smeta.id,
      data: { approved: 1, status: 'approved' },
    });
    expect((await call(app, a, 'GET', `/api/smeta/${smeta.id}`)).body.content).toMatchObject({ approved: 1 });
  });

  it('finds an estimate by uid and keeps approved and the status name in step', async () => {
    const smeta = await create(app, a, '/api/smeta/', { uid: 'смета-42' });
    const sent = await call(app, a, 'POST', url, { id: 'смета-42', status: 'sent' });
    expect(sent.body.content).toMatchObject({ id: smeta.id, approved: 0, status: 'sent' });
    const approved = await call(app, a, 'POST', url, { id: 'смета-42', status: 'approved', approved: 1 });
    expect(approved.body.content).toMatchObject({ approved: 1, status: 'approved' });
    const off = await call(app, a, 'POST', url, { id: smeta.id, approved: 0 });
    expect(off.body.content).toMatchObject({ approved: 0, status: 'new' });
    await call(app, a, 'POST', url, { id: smeta.id, status: 'rejected' });
    const stillRejected = await call(app, a, 'POST', url, { id: smeta.id, approved: 0 });
    expect(stillRejected.body.content).toMatchObject({ approved: 0, status: 'rejected' });
    const same = await call(app, a, 'POST', url, { id: smeta.id, approved: 0 });
    expect(same.body.content.version).toBe(stillRejected.body.content.version);
  });

  it('takes a digits-only key as the id when no uid matches', async () => {
    const smeta = await create(app, a, '/api/smeta/', {});
    const res = await call(app, a, 'POST', url, { id: String(smeta.id), approved: 1 });
    expect(res.body.content).toMatchObject({ id: smeta.id, approved: 1 });
  });

  it('sets the installer estimate’s status with kind «smetamontazh»', async () => {
    const montazh = await create(app, a, '/api/smetamontazh/', { uid: 'монтаж-1' });
    const wrongKind = await call(app, a, 'POST', url, { id: montazh.id, approved: 1 });
    expect(wrongKind).toMatchObject({ status: 404, body: { message: 'Смета не найдена' } });
    const res = await call(app, a, 'POST', url, { id: 'монтаж-1', approved: 1, kind: 'smetamontazh' });
    expect(res.body.content).toMatchObject({ id: montazh.id, approved: 1, status: 'approved' });
  });

  it('refuses incomplete or contradictory calls in Russian', async () => {
    const smeta = await create(app, a, '/api/smeta/', {});
    const cases: [object, number, string | RegExp][] = [
      [{ approved: 1 }, 400, 'Не указан ID сметы'],
      [{ id: '', approved: 1 }, 400, 'Не указан ID сметы'],
      [{ id: smeta.id }, 400, 'Укажите статус сметы'],
      [
        { id: smeta.id, status: 'approved', approved: 0 },
        400,
        'Статус и отметка «согласована» противоречат друг другу',
      ],
      [{ id: smeta.id, status: 'paid' }, 400, /Статус: new, sent, approved или rejected/],
      [{ id: smeta.id, approved: 2 }, 400, /approved/],
      [{ id: smeta.id, approved: 1, kind: 'other' }, 400, /Вид сметы/],
      [{ id: 999_999_999, approved: 1 }, 404, 'Смета не найдена'],
      [{ id: 'нет-такой', approved: 1 }, 404, 'Смета не найдена'],
    ];
    for (const [body, status, message] of cases) {
      const res = await call(app, a, 'POST', url, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.error.message).toMatch(message);
    }
    await call(app, a, 'DELETE', `/api/smeta/${smeta.id}`);
    expect((await call(app, a, 'POST', url, { id: smeta.id, approved: 1 })).status).toBe(404);
  });

  it('never touches another company’s estimate', async () => {
    const smeta = await create(app, a, '/api/smeta/', { uid: 'только-а' });
    for (const id of [smeta.id, 'только-а', String(smeta.id)]) {
      const res = await call(app, b, 'POST', url, { id, approved: 1 });
      expect(res.status, String(id)).toBe(404);
    }
    expect((await call(app, a, 'GET', `/api/smeta/${smeta.id}`)).body.content).toMatchObject({ approved: 0 });
  });
});
