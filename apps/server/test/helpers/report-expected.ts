import type { Seeded, World, WorldProject } from './report-world.js';

/*
 * The report of a random company (report-world.ts), every figure computed with plain sums from the world, as a
 * person would with a calculator: what the SQL of the reports is checked against.
 */

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
