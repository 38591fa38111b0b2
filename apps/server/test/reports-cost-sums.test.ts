/**
 * Decision 0046: the costs' sums (expense_days, payout_days) and the debts per client (client_debts) follow the
 * expenses' and payouts' writes, a project moved to another manager or status, the trash and its restore, a
 * client renamed — and equal what a rebuild from the rows gives.
 */
import { describe, expect, it } from 'vitest';
import { createCompany, useTestApp } from './helpers/app.js';
import { addUser, call, push, put, reserve } from './helpers/records.js';
import { keptSumsEqualRebuilt, reportOf } from './helpers/report-sums.js';

const app = await useTestApp();
const url = '/api/reports/?from=2026-03-01&to=2026-03-31';

const report = (who: Awaited<ReturnType<typeof createCompany>>, query = '') => reportOf(app, who, url, query);
const keptEqualsRebuilt = (companyId: number) => keptSumsEqualRebuilt(app, companyId);

describe('the costs and debts per client the reports read', () => {
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
      (await report(c, query)).debts.clients.map((k) => [k.clientid, k.client, k.debt]);
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
    expect(r.costs!.expenses).toEqual([
      { category: 'Материалы', sum: 7_000_00 },
      { category: 'Аренда', sum: 2_000_00 },
    ]);
    expect((await report(c, `&manager=${anna.user.id}`)).costs!.expenses).toEqual([
      { category: 'Материалы', sum: 7_000_00 },
    ]);
    const moved = await call(app, c, 'PUT', `/api/rashod/${spent.body.content.id}`, {
      date: '2026-03-20',
      category: 'Доставка',
    });
    expect(moved.status, moved.text).toBe(200);
    r = await report(c, '&group=day');
    expect(r.series.find((p) => p.period === '2026-03-20')!.costs).toBe(7_000_00);
    expect(r.series.find((p) => p.period === '2026-03-05')!.costs).toBe(2_000_00);
    await keptEqualsRebuilt(companyId);
    expect((await call(app, c, 'DELETE', `/api/rashod/${own.body.content.id}`)).status).toBe(200);
    expect((await report(c)).costs!.expenses).toEqual([{ category: 'Доставка', sum: 7_000_00 }]);

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
    expect(r.costs!.installersPaid).toBe(4_000_00);
    expect(r.installers).toEqual([expect.objectContaining({ id: fitter.user.id, paid: 4_000_00 })]);
    expect((await report(c, `&status=${work[0]}`)).costs!.installersPaid).toBe(3_000_00);
    expect((await call(app, c, 'DELETE', `/api/vyplaty/${loose.body.content.id}`)).status).toBe(200);
    expect((await report(c)).costs!.installersPaid).toBe(3_000_00);
    await keptEqualsRebuilt(companyId);

    // the project to another manager and status: its expense and payout go with it
    await push(app, c, [
      put('projects', project, { project_manager: boris.user.id, status_worked: work[1] }),
    ]);
    r = await report(c, `&manager=${boris.user.id}`);
    expect(r.costs!.expenses).toEqual([{ category: 'Доставка', sum: 7_000_00 }]);
    expect(r.costs!.installersPaid).toBe(3_000_00);
    expect((await report(c, `&manager=${anna.user.id}`)).costs!.installersPaid).toBe(0);
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
    expect(r.costs!.expenses).toEqual([]);
    expect(r.costs!.installersPaid).toBe(0);
    expect((await report(c)).costs!.installersPaid).toBe(3_000_00);
    await keptEqualsRebuilt(companyId);
    expect((await call(app, c, 'PUT', `/api/trash/projects/${project}/`)).status).toBe(200);
    expect(await clients()).toEqual([
      [clientB, 'Петров', 50_000_00],
      [clientA, 'Иванова', 40_000_00],
    ]);
    expect((await report(c, `&manager=${boris.user.id}`)).costs!.installersPaid).toBe(3_000_00);
    await keptEqualsRebuilt(companyId);
  });
});
