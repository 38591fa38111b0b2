import { describe, expect, it } from 'vitest';
import { createCompany, useTestApp } from './helpers/app.js';
import { addUser, call, push, put, reserve } from './helpers/records.js';

const app = await useTestApp();
const a = await createCompany(app);
const b = await createCompany(app);
const url = '/api/reports/?from=2026-03-01&to=2026-03-31';

/** A sold project of the company: amount, day, manager. */
async function sold(who: typeof a, amount: number, day: string, manager = 0) {
  const { from } = await reserve(app, who, 2);
  const results = await push(app, who, [
    put('projects', from, { name: `Объект ${from}`, date: day, amount, project_manager: manager }),
    put('smety', from + 1, { projectid: from, approved: 1, date: day, uid: `s${from}` }),
  ]);
  expect(
    results.every((r) => r.status === 'applied'),
    JSON.stringify(results),
  ).toBe(true);
  return from;
}

describe('reports/', () => {
  it('counts only the caller company', async () => {
    await sold(a, 100_000_00, '2026-03-10');
    await sold(b, 7_00, '2026-03-11');
    const res = await call(app, a, 'GET', url);
    expect(res.status).toBe(200);
    expect(res.body.sales).toEqual({ count: 1, sum: 100_000_00, received: 0 });
    expect(res.body.debts).toMatchObject({ total: 100_000_00, projects: 1 });
    expect((await call(app, b, 'GET', url)).body.sales.sum).toBe(7_00);
  });

  it("shows other staff only their own figures, group '11' everything", async () => {
    const c = await createCompany(app);
    const manager = await addUser(app, c, { rights: ['2', '3'], name: 'Мария' });
    const boss = await addUser(app, c, { rights: ['11'] });
    await sold(c, 50_000_00, '2026-03-05', manager.user.id);
    await sold(c, 30_000_00, '2026-03-06');
    await call(app, c, 'POST', '/api/rashod/', { category: 'Аренда', amount: 5_000_00, date: '2026-03-07' });
    const own = (await call(app, manager, 'GET', url)).body;
    expect(own).toMatchObject({ scope: 'own', sales: { count: 1, sum: 50_000_00 }, costs: null });
    expect(own.managers).toEqual([
      expect.objectContaining({ id: manager.user.id, name: 'Мария Сидоров', sum: 50_000_00, margin: null }),
    ]);
    const all = (await call(app, boss, 'GET', url)).body;
    expect(all).toMatchObject({ scope: 'all', sales: { count: 2, sum: 80_000_00 } });
    expect(all.costs).toMatchObject({ total: 5_000_00, margin: 75_000_00, marginPercent: 93.8 });
    const filtered = (await call(app, c, 'GET', `${url}&manager=${manager.user.id}`)).body;
    expect(filtered.sales.sum).toBe(50_000_00);
    // a filtered report leaves the company's own expenses out
    expect(filtered.costs!.total).toBe(0);
  });

  it('counts the cost price of sales and the installer pay earned as costs, payouts as paid', async () => {
    const c = await createCompany(app);
    const fitter = await addUser(app, c, { rights: ['7'], name: 'Олег' });
    const id = await sold(c, 100_000_00, '2026-03-05');
    const { from } = await reserve(app, c, 2);
    await push(app, c, [
      put('smetymontazh', from, { projectid: id, montazhnik: fitter.user.id, uid: `m${from}` }),
      put('events', from + 1, {
        date: '2026-03-20',
        kind: 'montazh',
        project: id,
        status: 'done',
        assignees: [fitter.user.id],
      }),
    ]);
    await call(app, c, 'PUT', `/api/itogi/${id}`, { montazh: 15_000_00, sebestoimost: 40_000_00 });
    await call(app, c, 'POST', '/api/vyplaty/', {
      installer: fitter.user.id,
      amount: 10_000_00,
      date: '2026-03-21',
    });
    await call(app, c, 'POST', '/api/rashod/', { category: 'Реклама', amount: 5_000_00, date: '2026-03-07' });
    const all = (await call(app, c, 'GET', url)).body;
    expect(all.costs).toMatchObject({
      materials: 40_000_00,
      installers: 15_000_00,
      installersPaid: 10_000_00,
      total: 60_000_00,
      margin: 40_000_00,
      marginPercent: 40,
    });
    expect(all.series[0]).toMatchObject({ sum: 100_000_00, costs: 60_000_00, margin: 40_000_00 });
    expect(all.installers).toEqual([
      {
        id: fitter.user.id,
        name: 'Олег Сидоров',
        installations: 1,
        area: 0,
        pay: 15_000_00,
        paid: 10_000_00,
      },
    ]);
    // the installer himself sees his own row, no costs
    const own = (await call(app, fitter, 'GET', url)).body;
    expect(own).toMatchObject({ scope: 'own', costs: null });
    expect(own.installers.map((i: { id: number; pay: number }) => [i.id, i.pay])).toEqual([
      [fitter.user.id, 15_000_00],
    ]);
  });

  it('groups the series by week and month', async () => {
    const c = await createCompany(app);
    await sold(c, 1_00, '2026-03-02');
    await sold(c, 2_00, '2026-03-08');
    await sold(c, 4_00, '2026-03-09');
    const weeks = (await call(app, c, 'GET', `${url}&group=week`)).body.series;
    expect(weeks.map((p: { period: string; sum: number }) => [p.period, p.sum])).toEqual([
      ['2026-02-23', 0],
      ['2026-03-02', 3_00],
      ['2026-03-09', 4_00],
      ['2026-03-16', 0],
      ['2026-03-23', 0],
      ['2026-03-30', 0],
    ]);
    const months = (await call(app, c, 'GET', url)).body.series;
    expect(months).toEqual([
      { period: '2026-03-01', count: 3, sum: 7_00, received: 0, costs: 0, margin: 7_00 },
    ]);
  });

  it('refuses bad parameters in Russian', async () => {
    const cases: [string, string][] = [
      ['/api/reports/', 'from'],
      ['/api/reports/?from=2026-03-01&to=2026-02-30', 'Такой даты нет'],
      ['/api/reports/?from=2026-03-05&to=2026-03-01', 'Начало периода позже его конца'],
      ['/api/reports/?from=2000-01-01&to=2026-03-01', 'Период отчёта — не больше десяти лет'],
      [`${url}&group=year`, 'Группировка: day, week или month'],
      [`${url}&manager=abc`, 'ID сотрудника — число'],
      [`${url}&status=-1`, 'Неверный ID статуса'],
    ];
    for (const [path, text] of cases) {
      const res = await call(app, a, 'GET', path);
      expect(res.status, path).toBe(400);
      expect(res.error.message, path).toContain(text);
    }
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
