import { defaultStatuses } from '@glad/contracts';
import { describe, expect, it } from 'vitest';
import { createCompany, useTestApp } from './helpers/app.js';
import { call, create } from './helpers/records.js';

const app = await useTestApp();
const a = await createCompany(app);
const b = await createCompany(app);

const names = (list: { name: string }[]) => list.map((s) => s.name);

describe('statuses/', () => {
  it('gives a new company the default work and payment statuses, ordered and coloured', async () => {
    const res = await call(app, a, 'GET', '/api/statuses/');
    expect(res.status).toBe(200);
    expect(names(res.body.work)).toEqual(['Замер', 'Договор', 'В производстве', 'Монтаж', 'Завершён']);
    expect(names(res.body.payment)).toEqual(['Не оплачен', 'Предоплата', 'Оплачен']);
    expect(res.body.work.map((s: { sort: number }) => s.sort)).toEqual([1, 2, 3, 4, 5]);
    for (const status of [...res.body.work, ...res.body.payment]) {
      expect(status.color).toMatch(/^#[0-9a-f]{6}$/);
    }
    expect(res.body.work.length + res.body.payment.length).toBe(defaultStatuses.length);
  });

  it('creates a status at the end of its group, changes it, and keeps its group', async () => {
    const made = await call(app, a, 'POST', '/api/statuses/', {
      group: 'work',
      name: 'Гарантия',
      color: '#ABCDEF',
    });
    expect(made.body.content).toMatchObject({ group: 'work', name: 'Гарантия', color: '#abcdef', sort: 6 });
    const id = made.body.content.id;
    const changed = await call(app, a, 'POST', '/api/statuses/', { id, name: 'Гарантийный ремонт', sort: 0 });
    expect(changed.body.content).toMatchObject({ id, name: 'Гарантийный ремонт', color: '#abcdef', sort: 0 });
    expect(names((await call(app, a, 'GET', '/api/statuses/')).body.work)[0]).toBe('Гарантийный ремонт');
    const regroup = await call(app, a, 'POST', '/api/statuses/', { id, group: 'payment' });
    expect(regroup).toMatchObject({ status: 400, body: { message: 'Группу статуса изменить нельзя' } });
    expect((await call(app, a, 'GET', `/api/statuses/${id}`)).body.content.name).toBe('Гарантийный ремонт');
  });

  it('refuses incomplete or bad statuses in Russian', async () => {
    const noGroup = await call(app, a, 'POST', '/api/statuses/', { name: 'x' });
    expect(noGroup.error.message).toBe('Укажите группу статуса');
    const noName = await call(app, a, 'POST', '/api/statuses/', { group: 'work' });
    expect(noName.error.message).toBe('Укажите название статуса');
    expect((await call(app, a, 'POST', '/api/statuses/', { group: 'work', name: '  ' })).status).toBe(400);
    const color = await call(app, a, 'POST', '/api/statuses/', { group: 'work', name: 'x', color: 'red' });
    expect(color.error.message).toContain('Цвет в формате #RRGGBB');
    expect((await call(app, a, 'POST', '/api/statuses/', { group: 'other', name: 'x' })).status).toBe(400);
    expect((await call(app, a, 'POST', '/api/statuses/', { id: 99999, name: 'x' })).status).toBe(404);
    expect((await call(app, a, 'GET', '/api/statuses/abc')).status).toBe(400);
    expect((await call(app, a, 'GET', '/api/statuses/99999999999')).status).toBe(400);
  });

  it('answers the payment group of the caller’s own company only', async () => {
    const own = await call(app, a, 'GET', `/api/statuses/${a.company.id}/payment/`);
    expect(names(own.body.content)).toEqual(['Не оплачен', 'Предоплата', 'Оплачен']);
    const other = await call(app, a, 'GET', `/api/statuses/${b.company.id}/payment/`);
    expect(other).toMatchObject({ status: 404, body: { res: false, message: 'Компания не найдена' } });
  });

  it('deletes an unused status and refuses one a project shows', async () => {
    const list = (await call(app, a, 'GET', '/api/statuses/')).body;
    const used = list.payment[1]!;
    const project = await create(app, a, '/api/project/', { name: 'Объект', status_payment: used.id });
    const refused = await call(app, a, 'DELETE', `/api/statuses/${used.id}`);
    expect(refused).toMatchObject({
      status: 409,
      body: { message: 'Статус «Предоплата» назначен 1 объекту. Сначала выберите им другой статус' },
    });
    // A project in the trash does not hold the status back, and loses it.
    await call(app, a, 'DELETE', `/api/project/${project.id}`);
    expect((await call(app, a, 'DELETE', `/api/statuses/${used.id}`)).body).toEqual({ res: true });
    expect((await call(app, a, 'GET', `/api/statuses/${used.id}`)).status).toBe(404);
    await call(app, a, 'PUT', `/api/trash/projects/${project.id}/`);
    expect((await call(app, a, 'GET', `/api/project/${project.id}`)).body.content.status_payment).toBe(0);
    expect((await call(app, a, 'DELETE', `/api/statuses/${used.id}`)).status).toBe(404);
  });

  it('keeps each company to its own statuses', async () => {
    const theirs = (await call(app, b, 'GET', '/api/statuses/')).body.work[0]!;
    expect((await call(app, a, 'GET', `/api/statuses/${theirs.id}`)).status).toBe(404);
    expect((await call(app, a, 'POST', '/api/statuses/', { id: theirs.id, name: 'Взлом' })).status).toBe(404);
    expect((await call(app, a, 'DELETE', `/api/statuses/${theirs.id}`)).status).toBe(404);
    expect((await call(app, b, 'GET', `/api/statuses/${theirs.id}`)).body.content.name).toBe('Замер');
    const mine = (await call(app, a, 'GET', '/api/statuses/')).body;
    expect(mine.work.map((s: { id: number }) => s.id)).not.toContain(theirs.id);
    expect((await app.inject({ method: 'GET', url: '/api/statuses/' })).statusCode).toBe(401);
  });
});
