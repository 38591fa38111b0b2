import { describe, expect, it } from 'vitest';
import { priceCalculation } from './calculate.js';
import { smetaDefaults } from './settings.fixture.js';
import type { CalcRow, CalcRows, GeometryQuantities, PriceListItem } from './types.js';

const list: PriceListItem[] = [
  { uid: 'film', name: 'Полотно', category: 'Полотна', unit: 'm2', price: 50_000, costPrice: 20_000 },
  {
    uid: 'work',
    kind: 'work',
    name: 'Монтаж',
    category: 'Работы',
    unit: 'm2',
    price: 30_000,
    installerPrice: 20_000,
  },
  { uid: 'spot', kind: 'work', name: 'Светильник', category: 'Свет', unit: 'pcs', price: 45_000 },
  { uid: 'fuel', name: 'Бензин', category: 'Расходы', unit: 'pcs', price: 90_000, costPrice: 70_000 },
];
const room: GeometryQuantities = { area: 10, perimeter: 13, extraCorners: 0, curvedLength: 0, corners: 4 };
const settings = { ...smetaDefaults, SMETA_ROUND: false };
const base: CalcRows = {
  main: [
    { id: 'f', itemUid: 'film', source: { kind: 'area' } },
    { id: 'w', itemUid: 'work', source: { kind: 'area' } },
  ],
  other: [{ id: 's', itemUid: 'spot', source: { kind: 'manual' } }],
  road: [],
  prochee: [],
  costs: [],
  scripts: [],
};
const counts = { s: 3 };

describe('SMETA_MARKUP', () => {
  it('raises the unit price of every client line, not installer pay, costs or percent rates', () => {
    const rows: CalcRows = {
      ...base,
      prochee: [{ id: 'p', name: 'Скидка', unit: 'percent', price: -10, source: { kind: 'percentOfAbove' } }],
      costs: [{ id: 'c', itemUid: 'fuel', source: { kind: 'fixed' } }],
    };
    const r = priceCalculation(rows, room, counts, list, { ...settings, SMETA_MARKUP: 12.5 });
    // 500 × 1.125 = 562.50; 300 × 1.125 = 337.50; 450 × 1.125 = 506.25
    expect(r.lines.map((l) => l.price)).toEqual([56_250, 33_750, 50_625, 1_051_875, 70_000]);
    // the film is a material: no installer price of its own, so it pays the installer nothing
    expect(r.lines.map((l) => l.installerPrice)).toEqual([0, 20_000, 13_500, 0, 0]);
    // 5 625 + 3 375 + 1 518.75 = 10 518.75; −10 % = −1 051.875 → −1 051.88
    expect(r.lines[3]).toMatchObject({ quantity: -10, amount: -105_188 });
    expect(r.totals.subtotal).toBe(1_051_875 - 105_188);
    expect(r.lines[4]).toMatchObject({ group: 'costs', amount: 70_000, costAmount: 70_000 });
  });
});

describe('saleSelect and markupSelect', () => {
  it('markup is a percentage of the lines, the discount of lines plus markup', () => {
    // lines: 5 000 + 3 000 + 1 350 = 9 350; +7 % = 654.50; −15 % of 10 004.50 = 1 500.675 → 1 500.68
    const r = priceCalculation(base, room, counts, list, settings, { markupSelect: 7, saleSelect: 15 });
    expect(r.totals).toMatchObject({ subtotal: 935_000, markup: 65_450, discount: 150_068, client: 850_382 });
    expect(r.lines.reduce((sum, l) => sum + l.amount, 0)).toBe(935_000);
  });

  it('clamps a discount over 100 % and ignores negative or missing values', () => {
    expect(priceCalculation(base, room, counts, list, settings, { saleSelect: 150 }).totals.client).toBe(0);
    expect(priceCalculation(base, room, counts, list, settings, { saleSelect: -5 }).totals.discount).toBe(0);
    expect(priceCalculation(base, room, counts, list, settings, {}).totals.client).toBe(935_000);
  });
});

describe('installer and cost tracks', () => {
  it('installer price: explicit, else SMETA_PROCENT_SOOTNOSHENIE % of the list price of work, 0 for a material', () => {
    const at = (pct: number, items = list) =>
      priceCalculation(base, room, counts, items, { ...settings, SMETA_PROCENT_SOOTNOSHENIE: pct }).totals
        .installer;
    // 30 %: film (material) 0 + 200 × 10 + 135 × 3 = 2 405 ₽
    expect(at(30)).toBe(240_500);
    // 40 %: 0 + 200 × 10 + 180 × 3 = 2 540 ₽ (the explicit 200 ₽ of the work row does not move)
    expect(at(40)).toBe(254_000);
    // the owner pays 40 ₽/m² for the film by hand: 40 × 10 + 2 000 + 405 = 2 805 ₽
    const paidFilm = list.map((item) => (item.uid === 'film' ? { ...item, installerPrice: 4_000 } : item));
    expect(at(30, paidFilm)).toBe(280_500);
    // the film as a service: 30 % of 500 = 150 × 10 + 2 000 + 405 = 3 905 ₽
    const service = list.map((item) => (item.uid === 'film' ? { ...item, kind: 'service' as const } : item));
    expect(at(30, service)).toBe(390_500);
  });

  it('costs rows count only in cost; a percent costs row takes all lines above (a tax)', () => {
    const rows: CalcRows = {
      ...base,
      costs: [
        { id: 'fuel', itemUid: 'fuel', source: { kind: 'fixed' } },
        { id: 'tax', name: 'Налог', unit: 'percent', price: 6, source: { kind: 'percentOfAbove' } },
      ],
    };
    const r = priceCalculation(rows, room, counts, list, settings);
    expect(r.totals.subtotal).toBe(935_000);
    // material 200 × 10 = 2 000; fuel at cost 700; tax 6 % of (9 350 + 700) = 603
    expect(r.lines.at(-1)).toMatchObject({ amount: 60_300, costAmount: 60_300, installerAmount: 0 });
    expect(r.totals.cost).toBe(200_000 + 70_000 + 60_300);
    expect(r.totals.profit).toBe(r.totals.total - r.totals.installer - r.totals.cost);
  });

  it('a percent row pays the installer only at its own installer rate', () => {
    const urgent: CalcRow = {
      id: 'u',
      name: 'Срочно',
      unit: 'percent',
      price: 20,
      installerPrice: 10,
      source: { kind: 'percentOfAbove' },
    };
    const r = priceCalculation({ ...base, prochee: [urgent] }, room, counts, list, settings);
    // client +20 % of 9 350 = 1 870; installer +10 % of 2 405 (the film pays him nothing) = 240.50
    expect(r.lines.at(-1)).toMatchObject({ amount: 187_000, installerAmount: 24_050 });
    expect(r.lines.at(-1)?.percent).toMatchObject({
      client: 20,
      installer: 10,
      base: 935_000,
      installerBase: 240_500,
    });
  });
});

describe('rows and the price list', () => {
  it('a saved copy of the prices wins over the current list', () => {
    const saved: CalcRow = {
      id: 'f',
      itemUid: 'film',
      name: 'Полотно',
      unit: 'm2',
      price: 40_000,
      kind: 'work',
      source: { kind: 'area' },
    };
    const r = priceCalculation({ ...base, main: [saved] }, room, {}, list, settings);
    // the saved kind (work) wins over the list's (material): 30 % of 400 ₽ = 120 ₽
    expect(r.lines[0]).toMatchObject({
      price: 40_000,
      amount: 400_000,
      kind: 'work',
      installerPrice: 12_000,
      missingItem: false,
    });
  });

  it('an item gone from the list prices at zero and says so', () => {
    const gone: CalcRow = { id: 'g', itemUid: 'nope', source: { kind: 'area' } };
    const r = priceCalculation({ ...base, main: [gone] }, room, {}, list, settings);
    expect(r.lines[0]).toMatchObject({
      name: 'Позиция удалена из прайс-листа',
      amount: 0,
      missingItem: true,
    });
  });

  it('a custom row carries its own name, unit and price', () => {
    const custom: CalcRow = {
      id: 'x',
      name: 'Демонтаж',
      unit: 'm2',
      price: 15_000,
      source: { kind: 'area' },
    };
    const r = priceCalculation({ ...base, main: [custom] }, room, {}, [], settings);
    expect(r.lines[0]).toMatchObject({ name: 'Демонтаж', itemUid: null, unit: 'm2', amount: 150_000 });
  });
});
