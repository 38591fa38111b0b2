import { formatMoney } from '@glad/domain';

/** Sums by category, largest first, for the totals block. */
export function totalsByCategory(rows: readonly { category: string; amount: number }[]) {
  const sums = new Map<string, number>();
  for (const r of rows) sums.set(r.category, (sums.get(r.category) ?? 0) + r.amount);
  return [...sums]
    .map(([category, amount]) => ({ category, amount, text: formatMoney(amount) }))
    .sort((a, b) => b.amount - a.amount || a.category.localeCompare(b.category, 'ru'));
}
