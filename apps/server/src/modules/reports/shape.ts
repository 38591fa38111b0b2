import type { ReportAnswer } from '@glad/contracts';
import type { FactRow, MoneyRow, StatusRow } from './repository.js';
import type { ExpenseRow } from './repository-costs.js';
import type { PayRow } from './repository-staff.js';

export const percent = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;

/**
 * The funnel: projects by work status, and for each status in order how many reached it or a later one
 * (a project without a known status has reached none).
 */
export function funnelOf(statuses: StatusRow[], counts: Map<number, number>): ReportAnswer['funnel'] {
  const known = new Set(statuses.map((s) => s.id));
  let unknown = 0;
  for (const [id, n] of counts) if (!known.has(id)) unknown += n;
  const all = [...counts.values()].reduce((a, b) => a + b, 0);
  const rows = statuses.map((s) => ({
    id: s.id,
    name: s.name,
    color: s.color,
    count: counts.get(s.id) ?? 0,
  }));
  let later = 0;
  const reached = rows
    .map((r) => r.count)
    .reverse()
    .map((n) => (later += n))
    .reverse();
  return {
    statuses: [
      ...(unknown > 0 ? [{ id: 0, name: 'Без статуса', color: '#868e96', count: unknown }] : []),
      ...rows,
    ],
    steps: rows.map((r, i) => ({
      id: r.id,
      name: r.name,
      reached: reached[i] ?? 0,
      conversion: percent(reached[i] ?? 0, all),
    })),
  };
}

export const sumBy = <T>(rows: readonly T[], value: (row: T) => number) =>
  rows.reduce((n, r) => n + value(r), 0);

/** Every period of the range with its sales, money received, costs and margin (empty periods too). */
export function seriesOf(
  periods: readonly string[],
  sold: readonly FactRow[],
  received: readonly MoneyRow[],
  spent: readonly ExpenseRow[],
  pay: readonly PayRow[],
): ReportAnswer['series'] {
  return periods.map((period) => {
    const of = <T extends { period: string }>(rows: readonly T[]) => rows.filter((r) => r.period === period);
    const here = of(sold);
    const sum = sumBy(here, (s) => s.sum);
    const costs = sumBy(here, (s) => s.cost) + sumBy(of(spent), (e) => e.sum) + sumBy(of(pay), (p) => p.pay);
    return {
      period,
      count: sumBy(here, (s) => s.count),
      sum,
      received: sumBy(of(received), (r) => r.sum),
      costs,
      margin: sum - costs,
    };
  });
}

export interface ManagerFigures {
  id: number;
  /** opened in the period, and how many of those are sold */
  projects: number;
  sold: number;
  sum: number;
  received: number;
  /** cost price of his sales, installer pay and expenses of his projects, in the period */
  costs: number;
}

/** Per manager: every manager with a figure in the period. */
export function managerTable(
  facts: readonly FactRow[],
  received: readonly MoneyRow[],
  pay: readonly PayRow[],
  expenses: ReadonlyMap<number, number>,
): ManagerFigures[] {
  const rows = new Map<number, ManagerFigures>();
  const row = (id: number) => {
    let r = rows.get(id);
    if (!r) {
      r = { id, projects: 0, sold: 0, sum: 0, received: 0, costs: 0 };
      rows.set(id, r);
    }
    return r;
  };
  for (const f of facts) {
    const r = row(f.manager);
    r.projects += f.opened;
    r.sold += f.openedSold;
    r.sum += f.sum;
    r.costs += f.cost;
  }
  for (const y of received) row(y.manager).received += y.sum;
  for (const p of pay) row(p.manager).costs += p.pay;
  for (const [id, sum] of expenses) row(id).costs += sum;
  return [...rows.values()];
}
