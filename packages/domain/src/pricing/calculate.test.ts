import { describe, expect, it } from 'vitest';
import { priceCalculation } from './calculate.js';
import { smetaDefaults } from './settings.fixture.js';
import type { CalcRow, CalcRows, GeometryQuantities, PriceListItem, ScriptRule } from './types.js';

const list: PriceListItem[] = [
  { uid: 'film', name: 'Полотно', category: 'Полотна', unit: 'm2', price: 50_000 },
  {
    uid: 'work',
    kind: 'work',
    name: 'Монтаж',
    category: 'Работы',
    unit: 'm2',
    price: 30_000,
    installerPrice: 20_000,
  },
  { uid: 'profile', name: 'Профиль', category: 'Профиль', unit: 'mp', price: 25_000 },
  { uid: 'corner', kind: 'work', name: 'Угол', category: 'Работы', unit: 'pcs', price: 20_000 },
  {
    uid: 'trip',
    kind: 'service',
    name: 'Выезд',
    category: 'Выезд',
    unit: 'pcs',
    price: 100_000,
    installerPrice: 0,
  },
  { uid: 'sale', kind: 'service', name: 'Скидка', category: 'Скидки', unit: 'percent', price: -10 },
];
const room: GeometryQuantities = { area: 10, perimeter: 13, extraCorners: 2, curvedLength: 1.5, corners: 6 };
const noRounding = { ...smetaDefaults, SMETA_ROUND: false };

function rows(main: CalcRow[], extra: Partial<CalcRows> = {}): CalcRows {
  return { main, other: [], road: [], prochee: [], costs: [], scripts: [], ...extra };
}
const area = (id: string, itemUid: string, tags?: string[]): CalcRow => ({
  id,
  itemUid,
  source: { kind: 'area' },
  ...(tags ? { tags } : {}),
});
const percent = (id: string, value: number): CalcRow => ({
  id,
  name: value < 0 ? 'Скидка' : 'Наценка',
  unit: 'percent',
  price: value,
  source: { kind: 'percentOfAbove' },
});
const price = (r: CalcRows, geometry = room, counts = {}, settings = noRounding, options = {}) =>
  priceCalculation(r, geometry, counts, list, settings, options);

describe('percent rows', () => {
  it('take a percentage of the lines above only, so their position matters', () => {
    // film 10 m² × 500 = 5 000 ₽; +10 % of 5 000 = 500; work 10 × 300 = 3 000 after it
    const early = price(rows([area('f', 'film'), percent('p', 10), area('w', 'work')]));
    expect(early.lines.map((l) => l.amount)).toEqual([500_000, 50_000, 300_000]);
    expect(early.totals.subtotal).toBe(850_000);
    // at the end: 10 % of (5 000 + 3 000) = 800
    const late = price(rows([area('f', 'film'), area('w', 'work'), percent('p', 10)]));
    expect(late.lines.at(-1)?.amount).toBe(80_000);
    expect(late.totals.subtotal).toBe(880_000);
  });

  it('discount with a negative percentage, compounding over earlier percent lines', () => {
    // 5 000 + 20 % = 6 000; −10 % of 6 000 = −600 → 5 400
    const r = price(rows([area('f', 'film'), percent('m', 20), percent('d', -10)]));
    expect(r.lines.map((l) => l.amount)).toEqual([500_000, 100_000, -60_000]);
    expect(r.totals.client).toBe(540_000);
    const line = r.lines[2]!;
    expect(line).toMatchObject({ unit: 'percent', quantity: -10, price: 600_000 });
  });

  it('see rows of earlier groups, and a price-list percent item works the same way', () => {
    const r = price(
      rows([area('f', 'film')], {
        other: [{ id: 't', itemUid: 'trip', source: { kind: 'fixed' } }],
        prochee: [{ id: 's', itemUid: 'sale', source: { kind: 'percentOfAbove' } }],
      }),
    );
    // −10 % of (5 000 + 1 000)
    expect(r.lines.at(-1)?.amount).toBe(-60_000);
    expect(r.totals.subtotal).toBe(540_000);
  });

  it('a room row does not see the project rows above it, a project row sees only those', () => {
    const r = price(
      rows([area('f', 'film')], {
        road: [{ id: 't', itemUid: 'trip', source: { kind: 'fixed' } }],
        prochee: [
          { id: 's', itemUid: 'sale', source: { kind: 'percentOfAbove' } },
          { id: 'ps', itemUid: 'sale', source: { kind: 'percentOfAbove' }, perProject: true },
        ],
      }),
    );
    // the room's −10 % is of the film only: −10 % of 5 000 = −500 ₽; the project's −10 % of the trip's
    // 1 000 = −100 ₽; subtotal 5 000 + 1 000 − 500 − 100 = 5 400 ₽
    expect(r.lines.map((l) => [l.rowId, l.amount, l.perProject])).toEqual([
      ['f', 500_000, false],
      ['t', 100_000, true],
      ['s', -50_000, false],
      ['ps', -10_000, true],
    ]);
    expect(r.totals.subtotal).toBe(540_000);
  });

  it('round half away from zero per line', () => {
    // 3 × 1.05 ₽ = 3.15 ₽; 5 % of 315 kopecks = 15.75 → 16; −5 % → −15.75 → −16
    const coin: PriceListItem = { uid: 'c', name: 'c', category: '', unit: 'pcs', price: 105 };
    const r = priceCalculation(
      rows([{ id: 'c', itemUid: 'c', source: { kind: 'manual' } }, percent('p', 5)]),
      room,
      { c: 3 },
      [coin],
      noRounding,
    );
    expect(r.lines.map((l) => l.amount)).toEqual([315, 16]);
    const d = priceCalculation(
      rows([{ id: 'c', itemUid: 'c', source: { kind: 'manual' } }, percent('p', -5)]),
      room,
      { c: 3 },
      [coin],
      noRounding,
    );
    expect(d.lines.map((l) => l.amount)).toEqual([315, -16]);
  });
});

describe('rounding of the total (SMETA_ROUND, SMETA_ROUND_BY)', () => {
  // 10.01 m² × 500 ₽ = 5 005.00 ₽; +1 kopeck piece makes 5 005.01
  const odd: PriceListItem = { uid: 'k', name: 'Копейка', category: '', unit: 'pcs', price: 1 };
  const r = (settings: typeof smetaDefaults) =>
    priceCalculation(
      rows([area('f', 'film'), { id: 'k', itemUid: 'k', source: { kind: 'fixed' } }]),
      { ...room, area: 10.01 },
      {},
      [...list, odd],
      settings,
    ).totals;

  it.each([
    [1, 500_600],
    [10, 501_000],
    [50, 505_000],
    [100, 510_000],
  ])('rounds 5 005.01 ₽ up to %i ₽ → %i kopecks', (by, total) => {
    const totals = r({ ...smetaDefaults, SMETA_ROUND: true, SMETA_ROUND_BY: by });
    expect(totals.client).toBe(500_501);
    expect(totals.total).toBe(total);
    expect(totals.rounding).toBe(total - 500_501);
  });

  it('leaves an exact multiple alone and keeps kopecks when rounding is off', () => {
    const exact = priceCalculation(rows([area('f', 'film')]), room, {}, list, {
      ...smetaDefaults,
      SMETA_ROUND_BY: 100,
    }).totals;
    expect(exact.total).toBe(500_000);
    expect(r({ ...smetaDefaults, SMETA_ROUND: false, SMETA_ROUND_BY: 100 }).total).toBe(500_501);
  });
});

describe('height coefficient', () => {
  const rule: ScriptRule = { id: 'h', kind: 'heightCoefficient', thresholdM: 3, factor: 1.3, tag: 'work' };
  const r = (height: number | undefined, scripts: ScriptRule[] = [rule]) =>
    price(rows([area('f', 'film'), area('w', 'work', ['work'])], { scripts }), { ...room, height });

  it('multiplies client and installer prices of tagged rows above the threshold', () => {
    const high = r(3.2);
    const [film, work] = high.lines;
    expect(film).toMatchObject({ price: 50_000, heightFactor: null });
    // 300 ₽ × 1.3 = 390 ₽; installer 200 ₽ × 1.3 = 260 ₽
    expect(work).toMatchObject({ price: 39_000, amount: 390_000, installerPrice: 26_000, heightFactor: 1.3 });
    expect(high.totals.subtotal).toBe(890_000);
  });

  it('does nothing at or below the threshold, or with the height unknown', () => {
    for (const height of [3, 2.7, undefined]) expect(r(height).totals.subtotal).toBe(800_000);
  });

  it('takes the highest matching tier instead of multiplying tiers', () => {
    const tier: ScriptRule = { id: 'h4', kind: 'heightCoefficient', thresholdM: 4, factor: 1.5, tag: 'work' };
    expect(r(4.5, [rule, tier]).lines[1]?.price).toBe(45_000);
    expect(r(3.5, [tier, rule]).lines[1]?.price).toBe(39_000);
  });

  it('uses its parameters: another factor, threshold and tag', () => {
    const custom: ScriptRule = {
      id: 'x',
      kind: 'heightCoefficient',
      thresholdM: 2.5,
      factor: 1.25,
      tag: 'film',
    };
    const res = price(
      rows([area('f', 'film', ['film']), area('w', 'work', ['work'])], { scripts: [custom] }),
      { ...room, height: 2.8 },
    );
    expect(res.lines.map((l) => l.price)).toEqual([62_500, 30_000]);
  });
});

describe('minimum order', () => {
  const minimum: ScriptRule = { id: 'min', kind: 'minimumOrder', amount: 700_000 };

  it('raises a small order to the minimum with an explicit line', () => {
    const r = price(rows([area('f', 'film')], { scripts: [minimum] }));
    expect(r.totals).toMatchObject({
      subtotal: 500_000,
      minimumOrder: 200_000,
      client: 700_000,
      total: 700_000,
    });
    expect(r.lines.at(-1)).toMatchObject({
      rowId: 'min',
      group: 'scripts',
      name: 'Минимальный заказ',
      amount: 200_000,
    });
  });

  it('applies after the discount and leaves a big enough order alone', () => {
    const big = price(rows([area('f', 'film'), area('w', 'work')], { scripts: [minimum] }));
    expect(big.totals.minimumOrder).toBe(0);
    expect(big.lines.some((l) => l.group === 'scripts')).toBe(false);
    // 8 000 − 20 % = 6 400 < 7 000
    const sale = price(
      rows([area('f', 'film'), area('w', 'work')], { scripts: [minimum] }),
      room,
      {},
      noRounding,
      {
        saleSelect: 20,
      },
    );
    expect(sale.totals).toMatchObject({ discount: 160_000, minimumOrder: 60_000, client: 700_000 });
  });
});

describe('quantity sources', () => {
  const one = (row: CalcRow, geometry = room, counts = {}) =>
    priceCalculation(rows([row]), geometry, counts, list, noRounding).lines[0]!;

  it('extra corners: corners beyond four, at the corner price', () => {
    const line = one({ id: 'c', itemUid: 'corner', source: { kind: 'extraCorners' } });
    expect(line).toMatchObject({ quantity: 2, amount: 40_000 });
    expect(
      one({ id: 'c', itemUid: 'corner', source: { kind: 'extraCorners' } }, { ...room, extraCorners: 0 })
        .amount,
    ).toBe(0);
  });

  it('perimeter rounded up to whole profile lengths of the room total', () => {
    const row: CalcRow = {
      id: 'p',
      itemUid: 'profile',
      source: { kind: 'perimeterRounded', lengthMm: 2500 },
    };
    // 13 m / 2.5 = 5.2 → 6 lengths = 15 m
    expect(one(row)).toMatchObject({ quantity: 15, amount: 375_000 });
    expect(one(row, { ...room, perimeter: 12.5 }).quantity).toBe(12.5);
    expect(one(row, { ...room, perimeter: 12.501 }).quantity).toBe(15);
    // 2.7 m lengths: 13 / 2.7 = 4.81 → 5 lengths = 13.5 m
    expect(one({ ...row, source: { kind: 'perimeterRounded', lengthMm: 2700 } }).quantity).toBe(13.5);
    expect(one(row, { ...room, perimeter: 0 }).quantity).toBe(0);
  });

  it('area with waste: area × (1 + waste %), two decimals', () => {
    const row: CalcRow = { id: 'f', itemUid: 'film', source: { kind: 'areaWithWaste', wastePercent: 10 } };
    // 19.76 × 1.1 = 21.736 → 21.74 m² × 500 ₽ = 10 870 ₽
    expect(one(row, { ...room, area: 19.76 })).toMatchObject({ quantity: 21.74, amount: 1_087_000 });
    expect(one({ ...row, source: { kind: 'areaWithWaste', wastePercent: 0 } }).quantity).toBe(10);
  });

  it('perimeter, curved length, fixed and hand counts', () => {
    expect(one({ id: 'p', itemUid: 'profile', source: { kind: 'perimeter' } }).amount).toBe(325_000);
    expect(one({ id: 'c', itemUid: 'profile', source: { kind: 'curvedLength' } }).amount).toBe(37_500);
    expect(one({ id: 't', itemUid: 'trip', source: { kind: 'fixed' } })).toMatchObject({
      quantity: 1,
      amount: 100_000,
    });
    const manual: CalcRow = { id: 's', itemUid: 'corner', source: { kind: 'manual' } };
    expect(one(manual).quantity).toBe(0);
    expect(one(manual, room, { s: 4 }).amount).toBe(80_000);
    expect(one({ ...manual, source: { kind: 'manual', defaultCount: 2 } }).quantity).toBe(2);
  });

  it('treats a room not drawn yet (zeros, NaN, negatives) as zero quantities', () => {
    const blank = { area: Number.NaN, perimeter: -3, extraCorners: 0, curvedLength: 0, corners: 0 };
    expect(one(area('f', 'film'), blank).amount).toBe(0);
    expect(one({ id: 'p', itemUid: 'profile', source: { kind: 'perimeter' } }, blank).amount).toBe(0);
  });
});
