import { describe, expect, it } from 'vitest';
import { priceCalculation } from '../pricing/calculate.js';
import { defaultPriceList } from '../pricing/price-list.js';
import { buildClientEstimate } from './build.js';
import { calculation, drafts, input, settings } from './estimate.fixture.js';

const build = (s: Partial<typeof settings> = {}, rest: Parameters<typeof input>[0] = {}) =>
  buildClientEstimate(input({ settings: { ...settings, ...s }, ...rest }));

describe('client estimate: rooms and totals', () => {
  it('takes the drafts not excluded, one block per room with sketch and ordered rows', () => {
    const doc = build();
    expect(doc).toMatchObject({ kind: 'client', title: 'Смета' });
    // the rooms, then the trip and the delivery once for the whole flat (decision 0015)
    expect(doc.blocks.map((b) => [b.title, b.project])).toEqual([
      ['Гостиная', false],
      ['Спальня', false],
      ['На весь объект', true],
    ]);
    const [living] = doc.blocks;
    expect(living!.rooms).toEqual([
      {
        draftId: 1,
        name: 'Гостиная',
        area: 19.76,
        perimeter: 18,
        corners: 4,
        ceilingHeight: null,
        sketchSvg: '<svg id="living"></svg>',
        comment: null,
        points: [],
      },
    ]);
    // lines with nothing ordered (corners, curves, pipes, chandeliers) are left out
    expect(living!.rows.map((r) => [r.name, r.quantity, r.unit, r.price, r.amount])).toEqual([
      ['Полотно ПВХ матовое, белое', 19.76, 'm2', 45_000, 889_200],
      ['Профиль стеновой ПВХ (багет)', 20, 'mp', 25_000, 500_000],
      ['Вставка маскировочная', 18, 'mp', 9_000, 162_000],
      ['Монтаж полотна', 19.76, 'm2', 35_000, 691_600],
      ['Установка точечного светильника', 4, 'pcs', 45_000, 180_000],
    ]);
    // 8 892 + 5 000 + 1 620 + 6 916 + 1 800 = 24 228 ₽
    expect(living!.subtotal).toBe(2_422_800);
    // Спальня 3 × 3 m: 4 050 + 3 125 (5 lengths = 12.5 m) + 1 080 + 3 150 + 900 + 900 = 13 205 ₽
    expect(doc.blocks[1]!.subtotal).toBe(1_320_500);
    // both rooms carry the trip and the delivery; the flat pays them once: 1 000 + 1 500 = 2 500 ₽
    expect(doc.blocks[2]!.rows.map((r) => [r.name, r.quantity, r.amount])).toEqual([
      ['Выезд замерщика', 1, 100_000],
      ['Доставка', 1, 150_000],
    ]);
    expect(doc.blocks[2]!.rooms).toEqual([]);
    // 24 228 + 13 205 + 2 500 = 39 933 → 39 940 ₽ (was 42 440 ₽ with the road rows twice)
    expect(doc.totals).toEqual({
      subtotal: 3_993_300,
      markup: 0,
      discount: 0,
      discountPercent: null,
      minimumOrder: 0,
      rounding: 700,
      total: 3_994_000,
    });
    expect(JSON.stringify(doc)).not.toContain('Кладовка');
  });

  it('for a single room gives the same total as the calculation screen', () => {
    const one = drafts().slice(0, 1);
    const doc = build({}, { drafts: one });
    const screen = priceCalculation(one[0]!.calculation, one[0]!.geometry, { spots: 4 }, [], settings);
    expect(doc.totals.total).toBe(screen.totals.total);
    expect(doc.totals.total).toBe(2_673_000);
  });

  it('rounds the project total once, not room by room', () => {
    // 39 933 → 40 000 ₽; block by block it would be 24 300 + 13 300 + 2 500 = 40 100
    expect(build({ SMETA_ROUND_BY: 100 }).totals.total).toBe(4_000_000);
    expect(build({ SMETA_ROUND_BY: 1 }).totals.total).toBe(3_993_300);
    expect(build({ SMETA_ROUND: false }).totals).toMatchObject({ total: 3_993_300, rounding: 0 });
  });

  it('applies the minimum order once to the project', () => {
    const tiny = (name: string) => ({
      name,
      geometry: { area: 1, perimeter: 4, extraCorners: 0, curvedLength: 0, corners: 4 },
      calculation: { ...calculation(), road: [] },
      smeta_exclude: 0 as const,
    });
    // each room: 450 + 250 × 5 (2 lengths = 5 m) + 90 × 4 + 350 = 2 410 ₽; two rooms 4 820 < 6 000
    const doc = build({}, { drafts: [tiny('Санузел'), tiny('Коридор')] });
    expect(doc.totals).toMatchObject({ subtotal: 482_000, minimumOrder: 118_000, total: 600_000 });
  });

  it('shows the discount with its percentage when all rooms share it', () => {
    const withSale = (sale: number, i: number) => {
      const d = drafts()[i]!;
      return { ...d, calculation: { ...d.calculation, saleSelect: sale } };
    };
    const same = build({}, { drafts: [withSale(10, 0), withSale(10, 1)] });
    // 10 % of 24 228 = 2 422.80; of 13 205 = 1 320.50; of the project's 2 500 = 250;
    // 39 933 − 3 993.30 = 35 939.70 → 35 940
    expect(same.totals).toMatchObject({ discount: 399_330, discountPercent: 10, total: 3_594_000 });
    // the project rows are taken from the first room that carries them, at its 10 %: 250 ₽;
    // 2 422.80 + 5 % of 13 205 = 660.25 + 250 = 3 333.05 ₽
    const mixed = build({}, { drafts: [withSale(10, 0), withSale(5, 1)] });
    expect(mixed.totals).toMatchObject({ discount: 242_280 + 66_025 + 25_000, discountPercent: null });
    expect(build().totals.discountPercent).toBeNull();
  });

  it('has no blocks and zero totals when every draft is excluded', () => {
    const doc = build({}, { drafts: drafts().map((d) => ({ ...d, smeta_exclude: 1 as const })) });
    expect(doc.blocks).toEqual([]);
    expect(doc.totals.total).toBe(0);
    expect(build({ SMETA_POM: false }, { drafts: [] }).blocks).toEqual([]);
  });

  it('prices rows without saved prices from the given price list', () => {
    const d = drafts()[0]!;
    const bare = {
      ...d,
      calculation: { ...d.calculation, main: d.calculation.main.map(({ price: _p, ...r }) => r) },
    };
    const without = build({}, { drafts: [bare] });
    // the row keeps its saved name but has no price to use
    expect(without.blocks[0]!.rows[0]).toMatchObject({ name: 'Полотно ПВХ матовое, белое', amount: 0 });
    const withList = build({}, { drafts: [bare], priceList: defaultPriceList() });
    expect(withList.totals.total).toBe(2_673_000);
  });
});
