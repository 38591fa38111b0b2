import fc from 'fast-check';
import type { App } from '../../src/app.js';
import type { createCompany } from './app.js';
import { addUser, type Caller, call, push, put, reserve } from './records.js';

/*
 * A random company for the reports' tests: staff, projects with amounts, days, statuses and managers;
 * client estimates (approved or not, some deleted), installation events, rooms with areas, expenses.
 * `expectedReport` computes every figure from it with plain sums, as a person would with a calculator.
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
    if (res.status !== 200) throw new Error(`itogi: ${JSON.stringify(res.body)}`);
  }
  for (const e of world.expenses) {
    const projectid = e.project >= 0 && e.project < projectIds.length ? projectIds[e.project]! : 0;
    const res = await call(app, company, 'POST', '/api/rashod/', {
      projectid,
      category: e.category,
      amount: e.amount,
      date: e.date,
    });
    if (res.status !== 200) throw new Error(`expense: ${JSON.stringify(res.body)}`);
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
    if (res.status !== 200) throw new Error(`payout: ${JSON.stringify(res.body)}`);
  }
  // deleted last: an expense may still name a project that goes to the trash afterwards
  for (const d of deletions) {
    const res = await call(
      app,
      company,
      'DELETE',
      `/api/${{ smety: 'smeta', projects: 'project', oplata: 'oplata' }[d.table]}/${d.id}`,
    );
    if (res.status !== 200) throw new Error(`delete ${d.table}: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return { staff, statuses, projectIds };
}

const inside = (d: string, q: { from: string; to: string }) => d >= q.from && d <= q.to;

/** Every figure of the report, computed plainly from the world. */
export function expectedReport(world: World, seeded: Seeded, q: { from: string; to: string }) {
  const live = world.projects.map((p, i) => ({ ...p, id: seeded.projectIds[i]! })).filter((p) => !p.deleted);
  const soldDay = (p: WorldProject) => {
    const days = p.estimates
      .filter((e) => e.approved && !e.deleted)
      .map((e) => e.date)
      .sort();
    return days[0];
  };
  const sold = live.filter((p) => soldDay(p) !== undefined);
  const soldIn = sold.filter((p) => inside(soldDay(p)!, q));
  const liveIds = new Set(live.map((p) => p.id));
  const expensesIn = world.expenses
    .map((e) => ({
      ...e,
      projectid: e.project >= 0 && e.project < seeded.projectIds.length ? seeded.projectIds[e.project]! : 0,
    }))
    .filter((e) => inside(e.date, q));
  const byCategory: Record<string, number> = {};
  for (const e of expensesIn) byCategory[e.category] = (byCategory[e.category] ?? 0) + e.amount;
  const expensesTotal = expensesIn.reduce((n, e) => n + e.amount, 0);
  const salesSum = soldIn.reduce((n, p) => n + p.amount, 0);
  const projectAt = (i: number) => (i >= 0 && i < seeded.projectIds.length ? seeded.projectIds[i]! : 0);
  const livePayments = world.payments
    .map((y) => ({
      ...y,
      projectid: projectAt(y.project),
      signed: y.kind === 'vozvrat' ? -y.amount : y.amount,
    }))
    .filter((y) => !y.deleted && liveIds.has(y.projectid));
  const paymentsIn = livePayments.filter((y) => inside(y.date, q));
  const received = paymentsIn.reduce((n, y) => n + y.signed, 0);
  const payoutsIn = world.payouts
    .map((v) => ({ ...v, projectid: projectAt(v.project), installerId: seeded.staff[v.installer]!.id }))
    .filter((v) => inside(v.date, q));
  const payoutsTotal = payoutsIn.reduce((n, v) => n + v.amount, 0);
  const staffId = (i: number) => seeded.staff[i]!.id;
  // jobs (lib/installer-jobs): the installer estimate's installer, else the first installation's first person
  const payIn = live
    .filter((p) => p.montazhnik >= 0 || p.montazh.length > 0)
    .map((p) => {
      const first = p.montazh
        .map((ev, order) => ({ ...ev, order }))
        .sort((x, y) => x.date.localeCompare(y.date) || x.order - y.order)[0];
      const done = p.montazh
        .filter((ev) => ev.done)
        .map((ev) => ev.date)
        .sort()[0];
      const installer =
        (p.montazhnik >= 0 ? staffId(p.montazhnik) : 0) || (first ? staffId(first.who[0]!) : 0);
      return { project: p, installer, done, pay: p.installerPay };
    })
    .filter((j) => j.installer > 0 && j.pay > 0 && j.done !== undefined && inside(j.done, q));
  const payTotal = payIn.reduce((n, j) => n + j.pay, 0);
  const costPriceTotal = soldIn.reduce((n, p) => n + p.costPrice, 0);
  const opened = live.filter((p) => inside(p.date, q));
  const byStatus: Record<number, number> = {};
  for (const p of opened) {
    const id = p.status < 0 ? 0 : seeded.statuses[p.status]!;
    byStatus[id] = (byStatus[id] ?? 0) + 1;
  }
  const managers: Record<
    number,
    { projects: number; sold: number; sum: number; received: number; expenses: number }
  > = {};
  const managerOf = (p: WorldProject) => (p.manager < 0 ? 0 : seeded.staff[p.manager]!.id);
  const m = (id: number) => {
    managers[id] = managers[id] ?? { projects: 0, sold: 0, sum: 0, received: 0, expenses: 0 };
    return managers[id];
  };
  for (const p of opened) {
    m(managerOf(p)).projects += 1;
    if (soldDay(p) !== undefined) m(managerOf(p)).sold += 1;
  }
  for (const p of soldIn) m(managerOf(p)).sum += p.amount;
  for (const e of expensesIn) {
    const p = live.find((x) => x.id === e.projectid);
    if (p && liveIds.has(e.projectid)) m(managerOf(p)).expenses += e.amount;
  }
  for (const y of paymentsIn) m(managerOf(live.find((x) => x.id === y.projectid)!)).received += y.signed;
  for (const p of soldIn) m(managerOf(p)).expenses += p.costPrice;
  for (const j of payIn) m(managerOf(j.project)).expenses += j.pay;
  const installers: Record<number, { installations: number; area: number; pay: number; paid: number }> = {};
  const installer = (id: number) => {
    installers[id] = installers[id] ?? { installations: 0, area: 0, pay: 0, paid: 0 };
    return installers[id];
  };
  for (const v of payoutsIn) installer(v.installerId).paid += v.amount;
  for (const j of payIn) installer(j.installer).pay += j.pay;
  for (const p of live) {
    const area = p.rooms.filter((r) => !r.excluded).reduce((n, r) => n + r.area, 0);
    for (const ev of p.montazh.filter((x) => x.done && inside(x.date, q))) {
      for (const w of ev.who) {
        const row = installer(seeded.staff[w]!.id);
        row.installations += 1;
        row.area += area;
      }
    }
  }
  const paidOf = (id: number) =>
    livePayments.filter((y) => y.projectid === id).reduce((n, y) => n + y.signed, 0);
  const debts = sold
    .map((p) => ({ projectid: p.id, date: soldDay(p)!, debt: p.amount - paidOf(p.id) }))
    .filter((d) => d.debt > 0)
    .sort((a, b) => a.date.localeCompare(b.date) || a.projectid - b.projectid);
  return {
    sales: { count: soldIn.length, sum: salesSum, received },
    byCategory,
    expensesTotal,
    payoutsTotal,
    payTotal,
    costPriceTotal,
    costsTotal: costPriceTotal + payTotal + expensesTotal,
    margin: salesSum - costPriceTotal - payTotal - expensesTotal,
    byStatus,
    managers,
    installers,
    debts,
  };
}
