import fc from 'fast-check';
import type { App } from '../../src/app.js';
import type { createCompany } from './app.js';
import { addUser, type Caller, call, push, put, reserve } from './records.js';

/*
 * A random company for the reports' tests: staff, projects with amounts, days, statuses and managers;
 * client estimates (approved or not, some deleted), installation events, rooms with areas, expenses.
 * `expectedReport` (report-expected.ts) computes every figure from it with plain sums.
 */

const DAYS = Array.from({ length: 90 }, (_, i) =>
  new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
);
const day = fc.constantFrom(...DAYS);
const STAFF = 3;
const STATUSES = 5;

export interface WorldProject {
  amount: number;
  date: string;
  /** index into the work statuses, or -1: none */
  status: number;
  /** index into the staff, or -1: no manager */
  manager: number;
  estimates: { approved: boolean; date: string; deleted: boolean }[];
  rooms: { area: number; excluded: boolean }[];
  montazh: { date: string; done: boolean; who: number[] }[];
  /** index into the staff named by the installer estimate, or -1: no installer estimate */
  montazhnik: number;
  /** what a device priced: the installer estimate's total and the cost price */
  installerPay: number;
  costPrice: number;
  deleted: boolean;
}
export interface World {
  projects: WorldProject[];
  expenses: { project: number; category: string; amount: number; date: string }[];
  payments: { project: number; amount: number; kind: string; date: string; deleted: boolean }[];
  payouts: { installer: number; project: number; amount: number; date: string }[];
}

const staffIndex = fc.nat(STAFF - 1);

export const worldArb: fc.Arbitrary<World> = fc.record({
  projects: fc.array(
    fc.record({
      amount: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 50_000_000 })),
      date: day,
      status: fc.integer({ min: -1, max: STATUSES - 1 }),
      manager: fc.integer({ min: -1, max: STAFF - 1 }),
      estimates: fc.array(fc.record({ approved: fc.boolean(), date: day, deleted: fc.boolean() }), {
        maxLength: 3,
      }),
      rooms: fc.array(
        fc.record({ area: fc.integer({ min: 0, max: 9999 }).map((n) => n / 100), excluded: fc.boolean() }),
        { maxLength: 3 },
      ),
      montazh: fc.array(
        fc.record({
          date: day,
          done: fc.boolean(),
          who: fc.uniqueArray(staffIndex, { minLength: 1, maxLength: 2 }),
        }),
        { maxLength: 2 },
      ),
      montazhnik: fc.integer({ min: -1, max: STAFF - 1 }),
      installerPay: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5_000_000 })),
      costPrice: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 20_000_000 })),
      deleted: fc.boolean(),
    }),
    { maxLength: 12 },
  ),
  expenses: fc.array(
    fc.record({
      project: fc.integer({ min: -1, max: 11 }),
      category: fc.constantFrom('Материалы', 'Реклама', 'Аренда'),
      amount: fc.integer({ min: 1, max: 10_000_000 }),
      date: day,
    }),
    { maxLength: 8 },
  ),
  payments: fc.array(
    fc.record({
      project: fc.nat(11),
      amount: fc.integer({ min: 1, max: 30_000_000 }),
      kind: fc.constantFrom('predoplata', 'doplata', 'vozvrat'),
      date: day,
      deleted: fc.boolean(),
    }),
    { maxLength: 10 },
  ),
  payouts: fc.array(
    fc.record({
      installer: staffIndex,
      project: fc.integer({ min: -1, max: 11 }),
      amount: fc.integer({ min: 1, max: 5_000_000 }),
      date: day,
    }),
    { maxLength: 5 },
  ),
});

export const periodArb = fc
  .tuple(day, day, fc.constantFrom('day' as const, 'week' as const, 'month' as const))
  .map(([a, b, group]) => ({ from: a < b ? a : b, to: a < b ? b : a, group }));

type Company = Awaited<ReturnType<typeof createCompany>>;

export interface Seeded {
  staff: { id: number; caller: Caller }[];
  statuses: number[];
  projectIds: number[];
}

/** Writes the world into the company through the API (sync push and rashod/). */
export async function seedWorld(app: App, company: Company, world: World): Promise<Seeded> {
  const staff: Seeded['staff'] = [];
  for (let i = 0; i < STAFF; i += 1) {
    const u = await addUser(app, company, { name: `Сотрудник${i}`, rights: ['2', '3', '4', '7'] });
    staff.push({ id: u.user.id, caller: { headers: u.headers } });
  }
  const statuses = (await call(app, company, 'GET', '/api/statuses/')).body.work.map(
    (s: { id: number }) => s.id,
  );
  const block = await reserve(app, company, 1000);
  let next = block.from;
  const mutations = [];
  const projectIds: number[] = [];
  const deletions = [];
  for (const p of world.projects) {
    const id = next++;
    projectIds.push(id);
    mutations.push(
      put('projects', id, {
        name: `Объект ${id}`,
        date: p.date,
        amount: p.amount,
        status_worked: p.status < 0 ? 0 : statuses[p.status],
        project_manager: p.manager < 0 ? 0 : staff[p.manager]!.id,
      }),
    );
    for (const e of p.estimates) {
      const eid = next++;
      mutations.push(
        put('smety', eid, { projectid: id, approved: e.approved ? 1 : 0, date: e.date, uid: `u${eid}` }),
      );
      if (e.deleted) deletions.push({ table: 'smety' as const, id: eid });
    }
    for (const r of p.rooms) {
      mutations.push(
        put('drafts', next++, {
          projectid: id,
          name: 'Комната',
          ploshad: r.area,
          smeta_exclude: r.excluded ? 1 : 0,
        }),
      );
    }
    for (const m of p.montazh) {
      mutations.push(
        put('events', next++, {
          date: m.date,
          kind: 'montazh',
          project: id,
          status: m.done ? 'done' : 'planned',
          assignees: m.who.map((w) => staff[w]!.id),
        }),
      );
    }
    if (p.montazhnik >= 0) {
      const mid = next++;
      mutations.push(
        put('smetymontazh', mid, { projectid: id, montazhnik: staff[p.montazhnik]!.id, uid: `m${mid}` }),
      );
    }
    if (p.deleted) deletions.push({ table: 'projects' as const, id });
  }
  const results = await push(app, company, mutations);
  const refused = results.filter((r) => r.status !== 'applied');
  if (refused.length > 0) throw new Error(`seed refused: ${JSON.stringify(refused[0])}`);
  for (const [i, p] of world.projects.entries()) {
    if (p.installerPay === 0 && p.costPrice === 0) continue;
    const res = await call(app, company, 'PUT', `/api/itogi/${projectIds[i]}`, {
      montazh: p.installerPay,
      sebestoimost: p.costPrice,
    });
    if (res.status !== 200) throw new Error(`itogi: ${res.text}`);
  }
  for (const e of world.expenses) {
    const projectid = e.project >= 0 && e.project < projectIds.length ? projectIds[e.project]! : 0;
    const res = await call(app, company, 'POST', '/api/rashod/', {
      projectid,
      category: e.category,
      amount: e.amount,
      date: e.date,
    });
    if (res.status !== 200) throw new Error(`expense: ${res.text}`);
  }
  // payments are written as a device writes them (the sync push) and trashed by the API, payouts by the API,
  // so the sums the reports read are kept by those writes
  const projectAt = (i: number) => (i >= 0 && i < projectIds.length ? projectIds[i]! : 0);
  const paid = [];
  for (const y of world.payments) {
    if (projectAt(y.project) === 0) continue;
    const id = next++;
    paid.push(
      put('oplata', id, { project: projectAt(y.project), amount: y.amount, kind: y.kind, date: y.date }),
    );
    if (y.deleted) deletions.unshift({ table: 'oplata' as const, id });
  }
  const paidResults = await push(app, company, paid);
  const paidRefused = paidResults.filter((r) => r.status !== 'applied');
  if (paidRefused.length > 0) throw new Error(`payment refused: ${JSON.stringify(paidRefused[0])}`);
  for (const v of world.payouts) {
    const res = await call(app, company, 'POST', '/api/vyplaty/', {
      installer: staff[v.installer]!.id,
      project: projectAt(v.project),
      amount: v.amount,
      date: v.date,
    });
    if (res.status !== 200) throw new Error(`payout: ${res.text}`);
  }
  // deleted last: an expense may still name a project that goes to the trash afterwards
  for (const d of deletions) {
    const res = await call(
      app,
      company,
      'DELETE',
      `/api/${{ smety: 'smeta', projects: 'project', oplata: 'oplata' }[d.table]}/${d.id}`,
    );
    if (res.status !== 200) throw new Error(`delete ${d.table}: ${res.status} ${res.text}`);
  }
  return { staff, statuses, projectIds };
}
