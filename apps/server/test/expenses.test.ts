import { describe, expect, it } from 'vitest';
import { createCompany, useTestApp } from './helpers/app.js';
import { addUser, type Caller, call, create } from './helpers/records.js';

const app = await useTestApp();
const a = await createCompany(app);
const b = await createCompany(app);

const base = '/api/rashod/';

async function add(who: Caller, body: object) {
  const res = await call(app, who, 'POST', base, body);
  expect(res.status, res.text).toBe(200);
  return res.body.content;
}

describe('rashod/', () => {
  it('records an expense per project and category, changes and deletes it', async () => {
    const project = await create(app, a, '/api/project/', { name: 'Квартира на Лесной' });
    const made = await add(a, {
      projectid: project.id,
      category: 'Материалы',
      amount: 12_345_67,
      date: '2026-03-05',
      note: 'Профиль и вставка',
    });
    expect(made).toMatchObject({
      projectid: project.id,
      project: 'Квартира на Лесной',
      category: 'Материалы',
      amount: 1_234_567,
      date: '2026-03-05',
      note: 'Профиль и вставка',
      createdBy: a.owner.id,
    });
    expect((await call(app, a, 'GET', `${base}${made.id}`)).body.content).toEqual(made);
    const changed = await call(app, a, 'PUT', `${base}${made.id}`, { amount: 500_00, projectid: 0 });
    expect(changed.body.content).toMatchObject({
      amount: 50_000,
      projectid: 0,
      project: '',
      category: 'Материалы',
    });
    const byBody = await call(app, a, 'PUT', base, { id: made.id, category: 'Транспорт' });
    expect(byBody.body.content.category).toBe('Транспорт');
    expect((await call(app, a, 'PUT', base, { amount: 1 })).error.message).toBe('Не указан ID расхода');
    expect((await call(app, a, 'DELETE', `${base}${made.id}`)).body).toEqual({ res: true, id: made.id });
    expect((await call(app, a, 'GET', `${base}${made.id}`)).status).toBe(404);
    expect(await call(app, a, 'DELETE', base)).toMatchObject({
      status: 400,
      body: { message: 'Не указан ID расхода' },
    });
  });

  it('lists newest first with filters by project, category and dates, and sums what matches', async () => {
    const c = await createCompany(app);
    const p1 = await create(app, c, '/api/project/', { name: 'Объект 1' });
    const p2 = await create(app, c, '/api/project/', { name: 'Объект 2' });
    const rows: [number, string, number, string][] = [
      [p1.id, 'Материалы', 100_00, '2026-01-10'],
      [p1.id, 'Монтаж', 200_00, '2026-02-10'],
      [p2.id, 'Материалы', 300_00, '2026-02-20'],
      [0, 'Аренда', 400_00, '2026-03-01'],
    ];
    for (const [projectid, category, amount, date] of rows)
      await add(c, { projectid, category, amount, date });
    const list = async (query: string) => (await call(app, c, 'GET', `${base}?${query}`)).body;
    const all = await list('');
    expect(all.content.map((e) => e.date)).toEqual(['2026-03-01', '2026-02-20', '2026-02-10', '2026-01-10']);
    expect(all).toMatchObject({
      pagination: { total: 4 },
      sum: 1000_00,
      categories: ['Аренда', 'Материалы', 'Монтаж'],
    });
    expect(all.content[1]).toMatchObject({ project: 'Объект 2' });
    expect(await list(`project=${p1.id}`)).toMatchObject({ pagination: { total: 2 }, sum: 300_00 });
    expect(await list('project=0')).toMatchObject({ pagination: { total: 1 }, sum: 400_00 });
    expect(await list(`category=${encodeURIComponent('Материалы')}`)).toMatchObject({ sum: 400_00 });
    expect(await list('from=2026-02-01&to=2026-02-28')).toMatchObject({
      pagination: { total: 2 },
      sum: 500_00,
    });
    const page = await list('offset=1&limit=2');
    expect(page).toMatchObject({ pagination: { total: 4 }, sum: 1000_00 });
    expect(page.content.map((e) => e.amount)).toEqual([300_00, 200_00]);
  });

  it('refuses bad values in Russian', async () => {
    const good = { category: 'Материалы', amount: 100, date: '2026-03-05' };
    const cases: [object, RegExp][] = [
      [{ ...good, amount: 0 }, /Сумма должна быть больше нуля/],
      [{ ...good, amount: 10.5 }, /целое число копеек/],
      [{ ...good, amount: 'сто' }, /Сумма должна быть числом/],
      [{ ...good, category: '  ' }, /Укажите категорию расхода/],
      [{ ...good, date: '2026-02-30' }, /Такой даты нет/],
      [{ ...good, date: '05.03.2026' }, /ГГГГ-ММ-ДД/],
      [{ ...good, note: 'a\u0000' }, /Недопустимый символ/],
    ];
    for (const [body, message] of cases) {
      const res = await call(app, a, 'POST', base, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.error.message).toMatch(message);
    }
    const range = await call(app, a, 'GET', `${base}?from=2026-03-01&to=2026-02-01`);
    expect(range).toMatchObject({ status: 400, body: { message: 'Начало периода позже его конца' } });
    expect((await call(app, a, 'GET', `${base}?project=abc`)).status).toBe(400);
    const noProject = await call(app, a, 'POST', base, { ...good, projectid: 987_654_321 });
    expect(noProject).toMatchObject({ status: 404, body: { message: 'Объект не найден' } });
  });

  it('is for the owner and group «11» only: others get a Russian refusal on every call', async () => {
    const mine = await add(a, { category: 'Реклама', amount: 700_00, date: '2026-04-01' });
    const keeper = await addUser(app, a, { rights: ['11'] });
    const manager = await addUser(app, a, { rights: ['1', '2', '3', '6'] });
    expect((await call(app, keeper, 'GET', `${base}${mine.id}`)).status).toBe(200);
    const theirs = await add(keeper, { category: 'Реклама', amount: 1, date: '2026-04-02' });
    expect(theirs.createdBy).toBe(keeper.user.id);
    const refusal = 'Расходы доступны только владельцу компании и сотрудникам с правом «Расходы»';
    for (const [method, url, body] of [
      ['GET', base],
      ['GET', `${base}?limit=abc`],
      ['GET', `${base}${mine.id}`],
      ['POST', base, { category: 'x', amount: 1, date: '2026-01-01' }],
      ['PUT', `${base}${mine.id}`, { amount: 1 }],
      ['PUT', base, { id: mine.id, amount: 1 }],
      ['DELETE', `${base}${mine.id}`],
      ['DELETE', base],
    ] as const) {
      const res = await call(app, manager, method, url, body);
      expect(res, `${method} ${url}`).toMatchObject({ status: 403, body: { res: false, message: refusal } });
    }
    expect((await call(app, a, 'GET', `${base}${mine.id}`)).body.content.amount).toBe(700_00);
  });

  it('keeps each company’s expenses to itself', async () => {
    const mine = await add(a, { category: 'Налоги', amount: 999_00, date: '2026-05-01', note: 'секрет А' });
    const theirProject = await create(app, b, '/api/project/', { name: 'Объект Б' });
    for (const [method, url, body] of [
      ['GET', `${base}${mine.id}`],
      ['PUT', `${base}${mine.id}`, { amount: 1 }],
      ['PUT', base, { id: mine.id, amount: 1 }],
      ['DELETE', `${base}${mine.id}`],
      ['DELETE', base, { id: mine.id }],
    ] as const) {
      expect((await call(app, b, method, url, body)).status, `${method} ${url}`).toBe(404);
    }
    const list = await call(app, b, 'GET', base);
    expect(JSON.stringify(list.body)).not.toContain('секрет А');
    const cross = await call(app, a, 'POST', base, {
      projectid: theirProject.id,
      category: 'x',
      amount: 1,
      date: '2026-01-01',
    });
    expect(cross.status).toBe(404);
    expect((await call(app, a, 'GET', `${base}${mine.id}`)).body.content).toEqual(mine);
  });
});
