/**
 * Decisions 0040, 0044: the sums the reports read (project_money, payment_days, project_days, job_days) follow
 * every kind of write — REST and sync, changes, the trash and its restore, a project moved to another manager
 * or status — and equal what a rebuild from the rows gives (the costs' sums: reports-cost-sums.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { createCompany, useTestApp } from './helpers/app.js';
import { addUser, call, push, put, reserve } from './helpers/records.js';
import { keptSumsEqualRebuilt, reportOf } from './helpers/report-sums.js';

const app = await useTestApp();
const url = '/api/reports/?from=2026-03-01&to=2026-03-31';

const report = (who: Awaited<ReturnType<typeof createCompany>>, query = '') => reportOf(app, who, url, query);
const keptEqualsRebuilt = (companyId: number) => keptSumsEqualRebuilt(app, companyId);

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
    expect(r.series.find((p) => p.period === '2026-03-09')!.received).toBe(40_000_00);
    expect(r.series.find((p) => p.period === '2026-03-05')!.received).toBe(0);
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
    expect((await report(c)).installers[0]!.area).toBe(19.75);
    // an existing room edited: a name alone leaves the m², its area, its inclusion in estimates move them
    await push(app, c, [put('drafts', project + 3, { name: 'Прихожая' })]);
    expect((await report(c)).installers[0]!.area).toBe(19.75);
    await push(app, c, [put('drafts', project + 3, { ploshad: 6.25 })]);
    expect((await report(c)).installers[0]!.area).toBe(20.75);
    await push(app, c, [put('drafts', project + 3, { smeta_exclude: 1 })]);
    expect((await report(c)).installers[0]!.area).toBe(14.5);
    await keptEqualsRebuilt(c.company.id);
    await push(app, c, [put('drafts', project + 3, { smeta_exclude: 0 })]);
    expect((await report(c)).installers[0]!.area).toBe(20.75);
    expect((await call(app, c, 'DELETE', `/api/drafts/${project + 3}`)).status).toBe(200);
    expect((await report(c)).installers[0]!.area).toBe(14.5);
    await keptEqualsRebuilt(c.company.id);
  });
});
