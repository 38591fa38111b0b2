import { describe, expect, it } from 'vitest';
import { createCompany, useTestApp } from './helpers/app.js';
import { addUser, call, create, push, put, reserve } from './helpers/records.js';

const app = await useTestApp();
const a = await createCompany(app);
const b = await createCompany(app);
const ivan = await addUser(app, a, { rights: ['7'], name: 'Иван' });
const oleg = await addUser(app, a, { rights: ['7'], name: 'Олег' });
const manager = await addUser(app, a, { rights: ['2', '3'], name: 'Мария' });
const accountant = await addUser(app, a, { rights: ['11'], name: 'Анна' });

/** A project of company a with an installer estimate for `installer` and, when given, a done installation. */
async function job(name: string, installer: number, pay: number, doneOn?: string) {
  const { from } = await reserve(app, a, 3);
  const mutations = [
    put('projects', from, { name, date: '2026-03-01' }),
    put('smetymontazh', from + 1, { projectid: from, montazhnik: installer, uid: `m${from}` }),
  ];
  if (doneOn) {
    mutations.push(
      put('events', from + 2, {
        date: doneOn,
        kind: 'montazh',
        project: from,
        status: 'done',
        assignees: [installer],
      }),
    );
  }
  const results = await push(app, a, mutations);
  expect(
    results.every((r) => r.status === 'applied'),
    JSON.stringify(results),
  ).toBe(true);
  const res = await call(app, a, 'PUT', `/api/itogi/${from}`, { montazh: pay, sebestoimost: 1_000_00 });
  expect(res.status, res.text).toBe(200);
  return from;
}

const kitchen = await job('Кухня на Лесной', ivan.user.id, 12_000_00, '2026-03-10');
const hall = await job('Зал на Садовой', ivan.user.id, 8_000_00);
const office = await job('Офис на Мира', oleg.user.id, 20_000_00, '2026-03-12');

describe('vyplaty/ (installer payouts)', () => {
  it('records payouts and keeps each installer balance: done jobs earned − paid', async () => {
    const posted = await call(app, accountant, 'POST', '/api/vyplaty/', {
      installer: ivan.user.id,
      project: kitchen,
      amount: 5_000_00,
      date: '2026-03-11',
      note: 'Аванс',
    });
    expect(posted.status, posted.text).toBe(200);
    expect(posted.body.content).toMatchObject({
      installer: ivan.user.id,
      installerName: 'Иван Сидоров',
      project: kitchen,
      projectName: 'Кухня на Лесной',
      amount: 5_000_00,
      date: '2026-03-11',
      note: 'Аванс',
      created_by: accountant.user.id,
    });
    const balances = (await call(app, a, 'GET', '/api/vyplaty/montazhniki/')).body.content;
    const byId = Object.fromEntries(balances.map((x: { id: number }) => [x.id, x]));
    // the hall is not mounted yet: listed, not owed
    expect(byId[ivan.user.id]).toMatchObject({
      jobs: 2,
      done: 1,
      earned: 12_000_00,
      paid: 5_000_00,
      balance: 7_000_00,
    });
    expect(byId[oleg.user.id]).toMatchObject({
      jobs: 1,
      done: 1,
      earned: 20_000_00,
      paid: 0,
      balance: 20_000_00,
    });

    const account = (await call(app, a, 'GET', `/api/vyplaty/montazhnik/${ivan.user.id}`)).body;
    expect(account.balance.balance).toBe(7_000_00);
    expect(
      account.jobs.map((j: { project: number; pay: number; done: string | null }) => [
        j.project,
        j.pay,
        j.done,
      ]),
    ).toEqual([
      [hall, 8_000_00, null],
      [kitchen, 12_000_00, '2026-03-10'],
    ]);
    expect(account.payouts.map((p: { amount: number }) => p.amount)).toEqual([5_000_00]);

    // removing the payout restores the balance
    const removed = await call(app, a, 'DELETE', `/api/vyplaty/${posted.body.content.id}`);
    expect(removed.status).toBe(200);
    const after = (await call(app, a, 'GET', `/api/vyplaty/montazhnik/${ivan.user.id}`)).body;
    expect(after.balance).toMatchObject({ paid: 0, balance: 12_000_00 });
    expect((await call(app, a, 'DELETE', `/api/vyplaty/${posted.body.content.id}`)).status).toBe(404);
  });

  it('shows an installer his own jobs and payouts and nothing of others', async () => {
    await create(app, a, '/api/vyplaty/', { installer: oleg.user.id, amount: 3_000_00, date: '2026-03-13' });
    await create(app, a, '/api/vyplaty/', { installer: ivan.user.id, amount: 1_000_00, date: '2026-03-14' });
    const own = (await call(app, ivan, 'GET', '/api/vyplaty/')).body.content;
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((p: { installer: number }) => p.installer === ivan.user.id)).toBe(true);
    const mine = (await call(app, ivan, 'GET', '/api/vyplaty/montazhniki/')).body.content;
    expect(mine.map((x: { id: number }) => x.id)).toEqual([ivan.user.id]);
    expect((await call(app, ivan, 'GET', `/api/vyplaty/montazhnik/${ivan.user.id}`)).status).toBe(200);
    const theirs = await call(app, ivan, 'GET', `/api/vyplaty/montazhnik/${oleg.user.id}`);
    expect(theirs.status).toBe(403);
    expect(theirs.error.message).toBe('Можно смотреть только свои работы и выплаты');
    expect((await call(app, ivan, 'GET', `/api/vyplaty/?installer=${oleg.user.id}`)).status).toBe(403);
    // only the owner and group «Расходы» record or remove payouts
    const refused = await call(app, ivan, 'POST', '/api/vyplaty/', {
      installer: ivan.user.id,
      amount: 1_000_000_00,
      date: '2026-03-14',
    });
    expect(refused.status).toBe(403);
    expect(refused.error.message).toContain('«Расходы»');
    expect((await call(app, manager, 'DELETE', `/api/vyplaty/${own[0]!.id}`)).status).toBe(403);
  });

  it('keeps companies apart and refuses bad input in Russian', async () => {
    // company b sees none of a's payouts or installers, and cannot pay a's people or projects
    expect((await call(app, b, 'GET', '/api/vyplaty/')).body.content).toEqual([]);
    expect((await call(app, b, 'GET', '/api/vyplaty/montazhniki/')).body.content).toEqual([]);
    expect((await call(app, b, 'GET', `/api/vyplaty/montazhnik/${ivan.user.id}`)).status).toBe(404);
    const stranger = await call(app, b, 'POST', '/api/vyplaty/', {
      installer: ivan.user.id,
      amount: 1_00,
      date: '2026-03-01',
    });
    expect(stranger.status).toBe(400);
    expect(stranger.error.message).toBe('Такого сотрудника нет в компании');
    const bOwner = b.owner.id;
    const foreignProject = await call(app, b, 'POST', '/api/vyplaty/', {
      installer: bOwner,
      project: kitchen,
      amount: 1_00,
      date: '2026-03-01',
    });
    expect(foreignProject.status).toBe(404);
    expect((await call(app, b, 'DELETE', '/api/vyplaty/1')).status).toBe(404);
    expect((await call(app, b, 'PUT', `/api/itogi/${kitchen}`, { montazh: 1 })).status).toBe(404);
    const cases: [unknown, string][] = [
      [{ installer: ivan.user.id, amount: 0, date: '2026-03-01' }, 'Сумма должна быть больше нуля'],
      [{ installer: ivan.user.id, amount: 1_00, date: '2026-02-30' }, 'Такой даты нет'],
      [{ amount: 1_00, date: '2026-03-01' }, 'Укажите монтажника'],
      [{ installer: ivan.user.id, amount: 1.5, date: '2026-03-01' }, 'Сумма — целое число копеек'],
    ];
    for (const [body, text] of cases) {
      const res = await call(app, a, 'POST', '/api/vyplaty/', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.error.message).toContain(text);
    }
    expect((await call(app, a, 'GET', '/api/vyplaty/montazhnik/abc')).status).toBe(400);
  });

  it('lets only estimate staff write installer pay and only cost viewers write the cost price', async () => {
    expect((await call(app, manager, 'PUT', `/api/itogi/${office}`, { montazh: 21_000_00 })).status).toBe(
      200,
    );
    const cost = await call(app, manager, 'PUT', `/api/itogi/${office}`, { sebestoimost: 1_00 });
    expect(cost.status).toBe(403);
    expect((await call(app, ivan, 'PUT', `/api/itogi/${office}`, { montazh: 1 })).status).toBe(403);
    const empty = await call(app, a, 'PUT', `/api/itogi/${office}`, {});
    expect(empty.status).toBe(400);
    expect(empty.error.message).toContain('Нет сумм для записи');
    const olegNow = (await call(app, a, 'GET', `/api/vyplaty/montazhnik/${oleg.user.id}`)).body;
    expect(olegNow.balance.earned).toBe(21_000_00);
  });
});
