import { describe, expect, it } from 'vitest';
import { priceCalculation } from '../pricing/calculate.js';
import { defaultPriceList } from '../pricing/price-list.js';
import { projectCostPrice } from './build.js';
import { drafts, input, settings } from './estimate.fixture.js';

describe('projectCostPrice', () => {
  it('equals the cost of the calculation screen for one room', () => {
    const [living] = drafts();
    const screen = priceCalculation(living!.calculation, living!.geometry, { spots: 4 }, [], settings);
    expect(screen.totals.cost).toBeGreaterThan(0);
    expect(projectCostPrice(input({ drafts: [living!] }))).toBe(screen.totals.cost);
  });

  it('adds the rooms of the estimate only, the project rows once', () => {
    const [living, bedroom, closet] = drafts();
    const one = (d: typeof living) => projectCostPrice(input({ drafts: [d!] }));
    const both = projectCostPrice(input({ drafts: [living!, bedroom!] }));
    // the excluded closet adds nothing
    expect(projectCostPrice(input({ drafts: [living!, bedroom!, closet!] }))).toBe(both);
    expect(both).toBeGreaterThan(one(living));
    expect(both).toBeLessThanOrEqual(one(living) + one(bedroom));
  });

  it('is 0 when no item has a cost price', () => {
    const list = defaultPriceList().map((item) => ({ ...item, costPrice: 0 }));
    const free = input({ priceList: list });
    const rooms = free.drafts.map((d) => ({
      ...d,
      calculation: {
        ...d.calculation,
        costs: [],
        main: d.calculation.main.map((r) => ({ ...r, costPrice: 0 })),
        other: d.calculation.other.map((r) => ({ ...r, costPrice: 0 })),
        road: d.calculation.road.map((r) => ({ ...r, costPrice: 0 })),
        prochee: d.calculation.prochee.map((r) => ({ ...r, costPrice: 0 })),
      },
    }));
    expect(projectCostPrice({ ...free, drafts: rooms })).toBe(0);
  });
});
