import { describe, expect, it } from 'vitest';
import { priceCalculation } from './calculate.js';
import { defaultPriceList } from './price-list.js';
import { smetaDefaults } from './settings.fixture.js';
import { defaultCalculatorTemplate, newCalculationFromTemplate } from './template.js';
import type { GeometryQuantities } from './types.js';

/**
 * The room of the browser test (issue 5 §6): 5.20 × 3.80 m, default price list and template, four spots,
 * default settings (no markup, total rounded up to 10 ₽).
 *
 *   area      = 5.20 × 3.80            = 19.76 m²
 *   perimeter = 2 × (5.20 + 3.80)      = 18.00 m
 *   Полотно ПВХ матовое        19.76 м²  × 450 ₽ =  8 892.00 ₽
 *   Профиль (хлысты по 2.5 м)  18.00 / 2.5 = 7.2 → 8 хлыстов = 20.00 м.п. × 250 ₽ = 5 000.00 ₽
 *   Вставка маскировочная      18.00 м.п. ×  90 ₽ =  1 620.00 ₽
 *   Монтаж полотна             19.76 м²  × 350 ₽ =  6 916.00 ₽
 *   Установка светильника       4 шт.    × 450 ₽ =  1 800.00 ₽
 *   Выезд замерщика             1        × 1000 ₽ = 1 000.00 ₽
 *   Доставка                    1        × 1500 ₽ = 1 500.00 ₽
 *   (углы, кривые участки, трубы, люстры — 0)
 *   subtotal = 8 892 + 5 000 + 1 620 + 6 916 + 1 800 + 1 000 + 1 500 = 26 728.00 ₽
 *   above the 6 000 ₽ minimum; rounded up to 10 ₽ → 26 730 ₽ (rounding 2.00 ₽)
 *
 *   installer (30 % of the list price of work; materials — film, profile, insert — 0; trip and
 *   delivery are services with installer price 0):
 *     105 × 19.76 + 135 × 4 = 2 074.80 + 540 = 2 614.80 ₽
 *   cost: 190 × 19.76 + 70 × 20 + 25 × 18 + 90 × 4 + 500 = 3 754.40 + 1 400 + 450 + 360 + 500 = 6 464.40 ₽
 *   profit = 26 730 − 2 614.80 − 6 464.40 = 17 650.80 ₽
 */
const EXAMPLE_ROOM_TOTAL_KOPECKS = 2_673_000;

const room: GeometryQuantities = { area: 19.76, perimeter: 18, extraCorners: 0, curvedLength: 0, corners: 4 };

describe('the 5.20 × 3.80 m room with four spots', () => {
  it('prices the default template to the hand-computed total', () => {
    const { lines, totals } = priceCalculation(
      defaultCalculatorTemplate(),
      room,
      { spots: 4 },
      defaultPriceList(),
      smetaDefaults,
    );
    const amounts = Object.fromEntries(lines.map((l) => [l.rowId, l.amount]));
    expect(amounts).toEqual({
      film: 889_200,
      profile: 500_000,
      insert: 162_000,
      mounting: 691_600,
      corners: 0,
      curved: 0,
      spots: 180_000,
      pipes: 0,
      chandeliers: 0,
      measurer: 100_000,
      delivery: 150_000,
    });
    expect(lines.find((l) => l.rowId === 'profile')?.quantity).toBe(20);
    // the trip and the delivery are the project's: charged once however many rooms carry them
    expect(lines.filter((l) => l.perProject).map((l) => l.rowId)).toEqual(['measurer', 'delivery']);
    expect(totals).toEqual({
      subtotal: 2_672_800,
      markup: 0,
      discount: 0,
      minimumOrder: 0,
      client: 2_672_800,
      rounding: 200,
      total: EXAMPLE_ROOM_TOTAL_KOPECKS,
      installer: 261_480,
      cost: 646_440,
      profit: 1_765_080,
    });
  });

  it('gives the same total from a new draft made from the template (prices saved into the rows)', () => {
    const calculation = newCalculationFromTemplate([defaultCalculatorTemplate()], defaultPriceList());
    calculation.counts.spots = 4;
    const { totals } = priceCalculation(
      calculation,
      room,
      calculation.counts,
      [],
      smetaDefaults,
      calculation,
    );
    expect(totals.total).toBe(EXAMPLE_ROOM_TOTAL_KOPECKS);
  });
});
