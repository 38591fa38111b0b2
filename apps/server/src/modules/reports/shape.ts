import type { ReportAnswer } from '@glad/contracts';
import type { StatusRow } from './repository.js';

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
