import { describe, expect, it } from 'vitest';
import { createCompany, useTestApp } from './helpers/app.js';
import { addUser, call, create, pull, push, put, reserve } from './helpers/records.js';

const app = await useTestApp();
const a = await createCompany(app);
const b = await createCompany(app);

const project = await create(app, a, '/api/project/', { name: 'Квартира на Садовой', amount: 100_000_00 });
const otherProject = await create(app, b, '/api/project/', { name: 'Дом в Берёзовке' });

describe('oplata/ (client payments)', () => {
  it('records, reads, lists, changes, deletes to the trash and restores a payment', async () => {
    const posted = await call(app, a, 'POST', '/api/oplata/', {
      project: project.id,
      amount: 30_000_00,
      date: '2026-11-20',
      method: 'karta',
      kind: 'predoplata',
      note: 'Задаток по договору',
      created_by: 999,
    });
    expect(posted.status).toBe(200);
    const payment = posted.body.content;
    expect(payment).toMatchObject({
      project: project.id,
      amount: 30_000_00,
      date: '2026-11-20',
      method: 'karta',
      kind: 'predoplata',
      note: 'Задаток по договору',
      created_by: a.owner.id,
    });
    expect(Math.abs(payment.created_at - Date.now())).toBeLessThan(60_000);
    expect((await call(app, a, 'GET', `/api/oplata/${payment.id}`)).body.content).toEqual(payment);

    await create(app, a, '/api/oplata/', {
      project: project.id,
      amount: 50_000_00,
      date: '2026-11-24',
      method: 'perevod',
      kind: 'doplata',
    });
    const list = await call(app, a, 'GET', `/api/oplata/?project=${project.id}`);
    expect(list.body.pagination.total).toBe(2);
    expect(list.body.content.map((p: { date: string }) => p.date)).toEqual(['2026-11-24', '2026-11-20']);

    const changed = await call(app, a, 'PUT', `/api/oplata/${payment.id}`, {
      amount: 35_000_00,
      method: 'nal',
    });
    expect(changed.body.content).toMatchObject({ amount: 35_000_00, method: 'nal', kind: 'predoplata' });

    expect((await call(app, a, 'DELETE', `/api/oplata/${payment.id}`)).status).toBe(200);
    expect((await call(app, a, 'GET', `/api/oplata/${payment.id}`)).status).toBe(404);
    const trash = await call(app, a, 'GET', '/api/trash/?type=oplata');
    expect(trash.body.content).toEqual([
      expect.objectContaining({
        id: payment.id,
        name: expect.stringMatching(/^Предоплата 35\s000,00\s₽ 20\.11\.2026$/),
      }),
    ]);
    expect((await call(app, a, 'PUT', `/api/trash/oplata/${payment.id}/`)).status).toBe(200);
    expect((await call(app, a, 'GET', `/api/oplata/${payment.id}`)).body.content.amount).toBe(35_000_00);
  });

  it('travels through the sync: pushed offline, pulled by another device', async () => {
    const { from } = await reserve(app, a);
    const results = await push(app, a, [
      put('oplata', from, { project: project.id, amount: 5_000_00, date: '2026-11-25', kind: 'vozvrat' }),
    ]);
    expect(results[0]).toMatchObject({ status: 'applied' });
    const { changes } = await pull(app, a);
    const pulled = changes.find((c) => c.table === 'oplata' && c.id === from);
    expect(pulled?.data).toMatchObject({
      amount: 5_000_00,
      kind: 'vozvrat',
      method: 'nal',
      created_by: a.owner.id,
    });
    // another company's device never sees it
    expect((await pull(app, b)).changes.some((c) => c.table === 'oplata')).toBe(false);
  });

  it('keeps payments inside the company', async () => {
    const mine = await create(app, a, '/api/oplata/', {
      project: project.id,
      amount: 1_000_00,
      date: '2026-11-01',
    });
    expect((await call(app, b, 'GET', `/api/oplata/${mine.id}`)).status).toBe(404);
    expect((await call(app, b, 'PUT', `/api/oplata/${mine.id}`, { amount: 1 })).status).toBe(404);
    expect((await call(app, b, 'DELETE', `/api/oplata/${mine.id}`)).status).toBe(404);
    expect((await call(app, b, 'GET', '/api/oplata/')).body.pagination.total).toBe(0);
    // nor can a payment point at another company's project
    const foreign = await call(app, a, 'POST', '/api/oplata/', {
      project: otherProject.id,
      amount: 1_000_00,
      date: '2026-11-01',
    });
    expect(foreign).toMatchObject({ status: 404, body: { message: 'Объект не найден' } });
  });

  it('lets only the owner and «Расходы» (11) record money', async () => {
    const manager = await addUser(app, a, { rights: ['2', '3', '4'] });
    const bookkeeper = await addUser(app, a, { rights: ['11'] });
    const body = { project: project.id, amount: 2_000_00, date: '2026-11-02' };
    const refused = await call(app, manager, 'POST', '/api/oplata/', body);
    expect(refused).toMatchObject({
      status: 403,
      body: { message: 'Оплаты может записывать и менять владелец или сотрудник с правом «Расходы»' },
    });
    const made = await call(app, bookkeeper, 'POST', '/api/oplata/', body);
    expect(made.status).toBe(200);
    expect(made.body.content.created_by).toBe(bookkeeper.user.id);
    expect((await call(app, manager, 'DELETE', `/api/oplata/${made.body.content.id}`)).status).toBe(403);
    const { from } = await reserve(app, manager);
    const [pushed] = await push(app, manager, [put('oplata', from, body)]);
    expect(pushed).toMatchObject({ status: 'rejected', message: expect.stringContaining('«Расходы»') });
  });

  it('refuses bad input with a Russian message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 1_000_00, date: '2026-11-01' }, 'Укажите объект, за который заплатили'],
      [{ project: project.id, date: '2026-11-01' }, 'Укажите сумму платежа'],
      [{ project: project.id, amount: 1_000_00 }, 'Укажите дату платежа'],
      [{ project: project.id, amount: 0, date: '2026-11-01' }, 'Сумма должна быть больше нуля'],
      [{ project: project.id, amount: 10.5, date: '2026-11-01' }, 'Сумма — целое число копеек'],
      [{ project: project.id, amount: 100, date: '2026-02-30' }, 'Такой даты нет'],
      [{ project: project.id, amount: 100, date: '2026-11-01', method: 'btc' }, 'Способ оплаты'],
      [{ project: project.id, amount: 100, date: '2026-11-01', kind: 'gift' }, 'Вид платежа'],
    ];
    for (const [payload, message] of cases) {
      const res = await call(app, a, 'POST', '/api/oplata/', payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.error.message).toContain(message);
    }
    expect((await call(app, a, 'GET', '/api/oplata/?project=abc')).status).toBe(400);
  });
});
