import type { CalcRowsWire, CalcRowWire } from '@glad/contracts';
import { forbidden } from '../../lib/errors.js';
import { COSTS_RIGHT, canSeeCosts } from '../../lib/rights.js';
import type { AuthContext } from '../../plugins/auth.js';

/*
 * A template's or calculator's rows may carry a cost price of their own; like the price list's, it is
 * seen and changed only by the owner and rights group «Отчёты» (decision 0023).
 */

const priced = ['main', 'other', 'road', 'prochee', 'costs'] as const;

function withoutCost(row: CalcRowWire): CalcRowWire {
  const { costPrice: _hidden, ...rest } = row;
  return rest;
}

/** The rows as a user who does not see cost prices gets them: every row's own cost price left out. */
export function rowsForReader<T extends Partial<CalcRowsWire>>(rows: T, costs: boolean): T {
  if (costs) return rows;
  const out = { ...rows };
  for (const group of priced) {
    const list = rows[group];
    if (list) out[group] = list.map(withoutCost);
  }
  return out;
}

/**
 * The rows a user who does not see cost prices saves: he got them without, so each row keeps the cost
 * price it had under the same id (a new row has none); a cost price he sends anyway is refused (403).
 */
export function rowsFromWriter(
  auth: AuthContext,
  before: CalcRowsWire | null,
  next: CalcRowsWire,
): CalcRowsWire {
  if (canSeeCosts(auth)) return next;
  const out = { ...next };
  for (const group of priced) {
    const stored = new Map((before?.[group] ?? []).map((row) => [row.id, row.costPrice]));
    out[group] = next[group].map((row) => {
      const kept = stored.get(row.id);
      if (row.costPrice !== undefined && row.costPrice !== kept) throw forbidden(COSTS_RIGHT);
      const bare = withoutCost(row);
      return kept === undefined ? bare : { ...bare, costPrice: kept };
    });
  }
  return out;
}
