/**
 * Decisions 0040, 0044, 0046: the sums the reports read (project_money, payment_days, project_days, job_days,
 * expense_days, payout_days, client_debts) follow every kind of write — REST and sync, changes, the trash and
 * its restore, a project moved to another manager or status — and equal what a rebuild from the rows gives.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rebuildRollups } from '../src/lib/report-rollups.js';
import { createCompany, useTestApp } from './helpers/app.js';
import { addUser, call, push, put, reserve } from './helpers/records.js';

const app = await useTestApp();
const url = '/api/reports/?from=2026-03-01&to=2026-03-31';

// biome-ignore lint/suspicious/noExplicitAny: answers are read freely
type Any = any;

async function report(who: Awaited<ReturnType<typeof createCompany>>, query = '') {
  const res = await call(app, who, 'GET', `${url}${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** The company's sums as kept, then as rebuilt from the rows: they must be the same. */
async function keptEqualsRebuilt(companyId: number) {
  const read = async () => {
    const money = await app.db.execute(sql`select project, sold_day, paid::text, job, installer, done_day,
      area::numeric::text as area, live, open_day, manager, status, amount::text, cost::text, pay::text,
      clientid::text, client from project_money where company_id = ${companyId} order by project`);
    const days = await app.db.execute(sql`select day, manager, status, amount::text from payment_days
      where company_id = ${companyId} and amount <> 0 order by day, manager, status`);
    const projectDays = await app.db.execute(sql`select day, manager, status, opened, opened_sold, sold,
      sum::text, cost::text, owing, debt::text from project_days where company_id = ${companyId}
      order by day, manager, status`);
    const jobDays = await app.db.execute(sql`select day, manager, status, installer, pay::text, installations,
      area::numeric::text as area from job_days where company_id = ${companyId}
      order by day, manager, status, installer`);
    const expenseDays = await app.db.execute(sql`select day, category, live, manager, status, sum::text
      from expense_days where company_id = ${companyId} order by day, category, live, manager, status`);
    const payoutDays = await app.db.execute(sql`select day, installer, live, manager, status, sum::text
      from payout_days where company_id = ${companyId} order by day, installer, live, manager, status`);
    const clientDebts = await app.db.execute(sql`select clientid::text, client, projects, debt::text
      from client_debts where company_id = ${companyId} order by clientid`);
    return {
      money: (money as Any).rows,
      days: (days as Any).rows,
      projectDays: (projectDays as Any).rows,
      jobDays: (jobDays as Any).rows,
      expenseDays: (expenseDays as Any).rows,
      payoutDays: (payoutDays as Any).rows,
      clientDebts: (clientDebts as Any).rows,
    };
  };
  const kept = await read();
  await app.db.transaction((tx) => rebuildRollups(tx, companyId));
  expect(kept).toEqual(await read());
}

describe('the sums the reports read', () => {
  it('follow payments and projects through changes, the trash and restores', async () => {
    const c = await createCompany(app);
    const companyId = c.company.id;
    const anna = await addUser(app, c, { rights: ['2', '3'], name: 'Анна' });
    const boris = await addUser(app, c, { rights: ['2', '3'], name: 'Борис' });
    const work = (await call(app, c, 'GET', '/api/statuses/')).body.work.map((s: { id: number }) => s.id);
    const { from: project } = await reserve(app, c, 2);
    const applied = await push(app, c, [
      put('projects', project, {
        name: 'Кухня',
        date: '2026-03-02',
        amount: 100_000_00,
        project_manager: anna.user.id,
        status_worked: work[0],
      }),
      put('smety', project + 1, { projectid: project, approved: 1, date: '2026-03-03', uid: `s${project}` }),
    ]);
    expect(applied.every((r) => r.status === 'applied')).toBe(true);

    // a prepayment by the API, then changed: another sum and another day
    const posted = await call(app, c, 'POST', '/api/oplata/', {
      project,
      amount: 30_000_00,
      date: '2026-03-05',
      kind: 'predoplata',
    });
    expect(posted.status).toBe(200);
    const payment = posted.body.content.id;
    expect((await report(c)).sales.received).toBe(30_000_00);
    await call(app, c, 'PUT', `/api/oplata/${payment}`, { amount: 40_000_00, date: '2026-03-09' });
    let r = await report(c, '&group=day');
    expect(r.sales.received).toBe(40_000_00);
    expect(r.series.find((p: Any) => p.period === '2026-03-09').received).toBe(40_000_00);
    expect(r.series.find((p: Any) => p.period === '2026-03-05').received).toBe(0);
    expect(r.debts.list).toEqual([expect.objectContaining({ projectid: project, paid: 40_000_00 })]);

    // a return pushed by a device counts against it
    const { from: back } = await reserve(app, c, 1);
    await push(app, c, [
      put('oplata', back, { project, amount: 5_000_00, date: '2026-03-10', kind: 'vozvrat' }),
    ]);
    expect((await report(c)).sales.received).toBe(35_000_00);
    expect((await report(c, `&manager=${anna.user.id}`)).sales.received).toBe(35_000_00);

    // the project goes to another manager and another status: its money goes with it
    await push(app, c, [
      put('projects', project, { project_manager: boris.user.id, status_worked: work[1] }),
    ]);
    expect((await report(c, `&manager=${anna.user.id}`)).sales.received).toBe(0);
    expect((await report(c, `&manager=${boris.user.id}`)).sales.received).toBe(35_000_00);
    expect((await report(c, `&status=${work[0]}`)).sales.received).toBe(0);
    expect((await report(c, `&status=${work[1]}`)).sales.received).toBe(35_000_00);
    await keptEqualsRebuilt(companyId);

    // the payment to the trash and back
    expect((await call(app, c, 'DELETE', `/api/oplata/${payment}`)).status).toBe(200);
    r = await report(c);
    expect(r.sales.received).toBe(-5_000_00);
    expect(r.debts.list[0]).toMatchObject({ paid: -5_000_00, debt: 105_000_00 });
    expect((await call(app, c, 'PUT', `/api/trash/oplata/${payment}/`)).status).toBe(200);
    expect((await report(c)).sales.received).toBe(35_000_00);

    // the project to the trash: neither its sale nor its money count; restored, both do again
    expect((await call(app, c, 'DELETE', `/api/project/${project}`)).status).toBe(200);
    r = await report(c);
    expect(r.sales).toEqual({ count: 0, sum: 0, received: 0 });
    expect(r.debts.projects).toBe(0);
    await keptEqualsRebuilt(companyId);
    expect((await call(app, c, 'PUT', `/api/trash/projects/${project}/`)).status).toBe(200);
    r = await report(c);
    expect(r.sales).toEqual({ count: 1, sum: 100_000_00, received: 35_000_00 });
    expect(r.debts).toMatchObject({ total: 65_000_00, projects: 1 });

    // the estimate no longer approved: not sold, so owed nothing
    await push(app, c, [put('smety', project + 1, { approved: 0 })]);
    r = await report(c);
    expect(r.sales.count).toBe(0);
    expect(r.debts.projects).toBe(0);
    await keptEqualsRebuilt(companyId);
  });

  it('follow installations and rooms: the installer, his day and the m²', async () => {
    const c = await createCompany(app);
    const fitter = await addUser(app, c, { rights: ['7'], name: 'Олег' });
    const { from: project } = await reserve(app, c, 4);
    await push(app, c, [
      put('projects', project, { name: 'Спальня', date: '2026-03-02', amount: 50_000_00 }),
      put('drafts', project + 1, { projectid: project, name: 'Спальня', ploshad: 14.5 }),
      put('events', project + 2, {
        date: '2026-03-12',
        kind: 'montazh',
        project,
        status: 'planned',
        assignees: [fitter.user.id],
      }),
    ]);
    let r = await report(c);
    expect(r.installers).toEqual([]);
    await push(app, c, [put('events', project + 2, { status: 'done' })]);
    r = await report(c);
    expect(r.installers).toEqual([
      expect.objectContaining({ id: fitter.user.id, installations: 1, area: 14.5 }),
    ]);
    // what a device priced: the installer's pay counts on the job's done day
    const priced = await call(app, c, 'PUT', `/api/itogi/${project}`, { montazh: 8_000_00, sebestoimost: 1 });
    expect(priced.status).toBe(200);
    expect((await report(c)).installers).toEqual([
      expect.objectContaining({ id: fitter.user.id, installations: 1, pay: 8_000_00 }),
    ]);
    await keptEqualsRebuilt(c.company.id);
    await push(app, c, [put('drafts', project + 3, { projectid: project, name: 'Холл', ploshad: 5.25 })]);
    expect((await report(c)).installers[0].area).toBe(19.75);
    // an existing room edited: a name alone leaves the m², its area, its inclusion in estimates move them
    await push(app, c, [put('drafts', project + 3, { name: 'Прихожая' })]);
    expect((await report(c)).installers[0].area).toBe(19.75);
    await push(app, c, [put('drafts', project + 3, { ploshad: 6.25 })]);
    expect((await report(c)).installers[0].area).toBe(20.75);
    await push(app, c, [put('drafts', project + 3, { smeta_exclude: 1 })]);
    expect((await report(c)).installers[0].area).toBe(14.5);
    await keptEqualsRebuilt(c.company.id);
    await push(app, c, [put('drafts', project + 3, { smeta_exclude: 0 })]);
    expect((await report(c)).installers[0].area).toBe(20.75);
    expect((await call(app, c, 'DELETE', `/api/drafts/${project + 3}`)).status).toBe(200);
    expect((await report(c)).installers[0].area).toBe(14.5);
    await keptEqualsRebuilt(c.company.id);
  });

  it('follow expenses, payouts and debts per client through changes, a project moved and the trash', async () => {
    const c = await createCompany(app);
    const companyId = c.company.id;
    const anna = await addUser(app, c, { rights: ['2', '3'], name: 'Анна' });
    const boris = await addUser(app, c, { rights: ['2', '3'], name: 'Борис' });
    const fitter = await addUser(app, c, { rights: ['7'], name: 'Олег' });
    const work = (await call(app, c, 'GET', '/api/statuses/')).body.work.map((s: { id: number }) => s.id);
    const { from: id } = await reserve(app, c, 4);
    const [clientA, project, clientB, other] = [id, id + 1, id + 2, id + 3];
    await push(app, c, [
      put('clients', clientA, { name: 'Иванов' }),
      put('clients', clientB, { name: 'Петров' }),
      put('projects', project, {
        name: 'Кухня',
        date: '2026-03-02',
        amount: 100_000_00,
        clientid: clientA,
        project_manager: anna.user.id,
        status_worked: work[0],
      }),
      put('projects', other, { name: 'Зал', date: '2026-03-02', amount: 50_000_00, clientid: clientB }),
    ]);
    const { from: s } = await reserve(app, c, 2);
    await push(app, c, [
      put('smety', s, { projectid: project, approved: 1, date: '2026-03-03', uid: `s${s}` }),
      put('smety', s + 1, { projectid: other, approved: 1, date: '2026-03-04', uid: `s${s + 1}` }),
    ]);
    const clients = async (query = '') =>
      (await report(c, query)).debts.clients.map((k: Any) => [k.clientid, k.client, k.debt]);
    expect(await clients()).toEqual([
      [clientA, 'Иванов', 100_000_00],
      [clientB, 'Петров', 50_000_00],
    ]);

    // an expense of the project and one of the company: made, moved to another day and category, deleted
    const spent = await call(app, c, 'POST', '/api/rashod/', {
      projectid: project,
      category: 'Материалы',
      amount: 7_000_00,
      date: '2026-03-05',
    });
    expect(spent.status).toBe(200);
    const own = await call(app, c, 'POST', '/api/rashod/', {
      category: 'Аренда',
      amount: 2_000_00,
      date: '2026-03-05',
    });
    expect(own.status).toBe(200);
    let r = await report(c);
    expect(r.costs.expenses).toEqual([
      { category: 'Материалы', sum: 7_000_00 },
      { category: 'Аренда', sum: 2_000_00 },
    ]);
    expect((await report(c, `&manager=${anna.user.id}`)).costs.expenses).toEqual([
      { category: 'Материалы', sum: 7_000_00 },
    ]);
    const moved = await call(app, c, 'PUT', `/api/rashod/${spent.body.content.id}`, {
      date: '2026-03-20',
      category: 'Доставка',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    r = await report(c, '&group=day');
    expect(r.series.find((p: Any) => p.period === '2026-03-20').costs).toBe(7_000_00);
    expect(r.series.find((p: Any) => p.period === '2026-03-05').costs).toBe(2_000_00);
    await keptEqualsRebuilt(companyId);
    expect((await call(app, c, 'DELETE', `/api/rashod/${own.body.content.id}`)).status).toBe(200);
    expect((await report(c)).costs.expenses).toEqual([{ category: 'Доставка', sum: 7_000_00 }]);

    // a payout for the project, one of nothing; one deleted
    const paid = await call(app, c, 'POST', '/api/vyplaty/', {
      installer: fitter.user.id,
      project,
      amount: 3_000_00,
      date: '2026-03-06',
    });
    expect(paid.status).toBe(200);
    const loose = await call(app, c, 'POST', '/api/vyplaty/', {
      installer: fitter.user.id,
      amount: 1_000_00,
      date: '2026-03-07',
    });
    expect(loose.status).toBe(200);
    r = await report(c);
    expect(r.costs.installersPaid).toBe(4_000_00);
    expect(r.installers).toEqual([expect.objectContaining({ id: fitter.user.id, paid: 4_000_00 })]);
    expect((await report(c, `&status=${work[0]}`)).costs.installersPaid).toBe(3_000_00);
    expect((await call(app, c, 'DELETE', `/api/vyplaty/${loose.body.content.id}`)).status).toBe(200);
    expect((await report(c)).costs.installersPaid).toBe(3_000_00);
    await keptEqualsRebuilt(companyId);

    // the project to another manager and status: its expense and payout go with it
    await push(app, c, [
      put('projects', project, { project_manager: boris.user.id, status_worked: work[1] }),
    ]);
    r = await report(c, `&manager=${boris.user.id}`);
    expect(r.costs.expenses).toEqual([{ category: 'Доставка', sum: 7_000_00 }]);
    expect(r.costs.installersPaid).toBe(3_000_00);
    expect((await report(c, `&manager=${anna.user.id}`)).costs.installersPaid).toBe(0);
    expect((await report(c, `&status=${work[1]}`)).installers).toEqual([
      expect.objectContaining({ id: fitter.user.id, paid: 3_000_00 }),
    ]);
    await keptEqualsRebuilt(companyId);

    // paid in part, renamed client, then to the trash: out of the debts per client; restored, back
    const { from: pay } = await reserve(app, c, 1);
    await push(app, c, [
      put('oplata', pay, { project, amount: 60_000_00, date: '2026-03-08', kind: 'doplata' }),
    ]);
    await push(app, c, [put('clients', clientA, { name: 'Иванова' })]);
    expect(await clients()).toEqual([
      [clientB, 'Петров', 50_000_00],
      [clientA, 'Иванова', 40_000_00],
    ]);
    expect((await call(app, c, 'DELETE', `/api/project/${project}`)).status).toBe(200);
    expect(await clients()).toEqual([[clientB, 'Петров', 50_000_00]]);
    r = await report(c, `&manager=${boris.user.id}`);
    expect(r.costs.expenses).toEqual([]);
    expect(r.costs.installersPaid).toBe(0);
    expect((await report(c)).costs.installersPaid).toBe(3_000_00);
    await keptEqualsRebuilt(companyId);
    expect((await call(app, c, 'PUT', `/api/trash/projects/${project}/`)).status).toBe(200);
    expect(await clients()).toEqual([
      [clientB, 'Петров', 50_000_00],
      [clientA, 'Иванова', 40_000_00],
    ]);
    expect((await report(c, `&manager=${boris.user.id}`)).costs.installersPaid).toBe(3_000_00);
    await keptEqualsRebuilt(companyId);
  });
});
