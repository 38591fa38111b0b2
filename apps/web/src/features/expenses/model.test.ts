import { describe, expect, it } from 'vitest';
import { totalsByCategory } from './model';

describe('expenses model', () => {
  it('sums by category, largest first', () => {
    const rows = [
      { category: 'Транспорт', amount: 74_950 },
      { category: 'Материалы', amount: 100_000 },
      { category: 'Материалы', amount: 25_050 },
    ];
    expect(totalsByCategory(rows).map((c) => [c.category, c.amount])).toEqual([
      ['Материалы', 125_050],
      ['Транспорт', 74_950],
    ]);
  });
});
