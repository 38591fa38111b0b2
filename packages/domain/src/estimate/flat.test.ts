import { describe, expect, it } from 'vitest';
import { priceCalculation } from '../pricing/calculate.js';
import { defaultPriceList } from '../pricing/price-list.js';
import { defaultCalculatorTemplate, newCalculationFromTemplate } from '../pricing/template.js';
import type { CalcRow, Calculation, GeometryQuantities, PriceListItem } from '../pricing/types.js';
import { buildClientEstimate, buildInstallerEstimate } from './build.js';
import { input, settings } from './estimate.fixture.js';
import type { EstimateDraftInput } from './types.js';

/*
 * A three-room flat, priced by hand (issue 8 §1). Default price list and template, except that the
 * delivery pays the installer 300 ₽ (he brings the film) and, in the second case, the minimum order is
 * 50 000 ₽. Every room carries «Выезд замерщика» and «Доставка»; the flat pays each once.
 *
 *   Гостиная 5.20 × 3.80 m, 4 spots: 19.76 m², perimeter 18 m
 *     film 19.76 × 450 = 8 892; profile 8 lengths = 20 m × 250 = 5 000; insert 18 × 90 = 1 620;
 *     mounting 19.76 × 350 = 6 916; spots 4 × 450 = 1 800                       → 24 228.00 ₽
 *   Спальня 3 × 3 m, 2 spots, 1 chandelier mount: 9 m², perimeter 12 m
 *     4 050 + 5 lengths = 12.5 m × 250 = 3 125 + 12 × 90 = 1 080 + 3 150 + 900 + 900 → 13 205.00 ₽
 *   Санузел 2 × 1.5 m, 1 pipe: 3 m², perimeter 7 m
 *     1 350 + 3 lengths = 7.5 m × 250 = 1 875 + 7 × 90 = 630 + 1 050 + 400          →  5 305.00 ₽
 *   На весь объект: Выезд замерщика 1 000 + Доставка 1 500                           →  2 500.00 ₽
 *   subtotal 24 228 + 13 205 + 5 305 + 2 500 = 45 238 ₽ (with the road rows three times: 50 238 ₽)
 *   minimum 6 000 ₽: not reached; rounded up to 10 ₽ → 45 240 ₽
 *   minimum 50 000 ₽: compared with the whole flat, + 4 762 ₽ → 50 000 ₽
 *
 * The installer (30 % of the list price of work, materials and the measurer's trip nothing):
 *   Гостиная mounting 19.76 × 105 = 2 074.80 + spots 4 × 135 = 540                 → 2 614.80 ₽
 *   Спальня  mounting 9 × 105 = 945 + spots 2 × 135 = 270 + mount 1 × 270 = 270     → 1 485.00 ₽
 *   Санузел  mounting 3 × 105 = 315 + pipe 1 × 120 = 120                            →   435.00 ₽
 *   На весь объект: Доставка 1 × 300 (once, not 900)                                  →   300.00 ₽
 *   total 2 614.80 + 1 485 + 435 + 300 = 4 834.80 ₽; the film, profile and insert are listed to mount
 */

const rect = (a: number, b: number): GeometryQuantities => ({
  area: Math.round(a * b * 100) / 100,
  perimeter: 2 * (a + b),
  extraCorners: 0,
  curvedLength: 0,
  corners: 4,
});

const list: PriceListItem[] = defaultPriceList().map((item) =>
  item.uid === 'delivery' ? { ...item, installerPrice: 30_000 } : item,
);

function flat(minimumOrder = 600_000, extra: (c: Calculation, room: number) => Calculation = (c) => c) {
  const template = defaultCalculatorTemplate();
  template.scripts = template.scripts.map((r) =>
    r.kind === 'minimumOrder' ? { ...r, amount: minimumOrder } : r,
  );
  const calc = (counts: Record<string, number>, room: number) =>
    extra({ ...newCalculationFromTemplate([template], list), counts }, room);
  const rooms: EstimateDraftInput[] = [
    {
      id: 1,
      name: 'Гостиная',
      geometry: rect(5.2, 3.8),
      calculation: calc({ spots: 4 }, 0),
      smeta_exclude: 0,
      comment: '  Люстра по центру, споты по схеме  ',
      corners: [
        { x: 0, y: 0 },
        { x: 5200, y: 0 },
        { x: 5200, y: 3800 },
        { x: 0, y: 3800 },
      ],
      lightPoints: [
        { id: 's1', kind: 'spot', x: 1200, y: 800 },
        { id: 'c1', kind: 'chandelier', x: 2600, y: 1900 },
        { id: 's2', kind: 'spot', x: 4000, y: 800 },
      ],
    },
    {
      id: 2,
      name: 'Спальня',
      geometry: rect(3, 3),
      calculation: calc({ spots: 2, chandeliers: 1 }, 1),
      smeta_exclude: 0,
    },
    { id: 3, name: 'Санузел', geometry: rect(2, 1.5), calculation: calc({ pipes: 1 }, 2), smeta_exclude: 0 },
  ];
  return input({ drafts: rooms });
}

const installer = { name: 'Сидоров Алексей', phone: '+7 926 000-00-02' };

describe('a three-room flat: project rows once', () => {
  it('charges the trip and the delivery once, after the rooms', () => {
    const doc = buildClientEstimate(flat());
    expect(doc.blocks.map((b) => [b.title, b.subtotal])).toEqual([
      ['Гостиная', 2_422_800],
      ['Спальня', 1_320_500],
      ['Санузел', 530_500],
      ['На весь объект', 250_000],
    ]);
    const names = doc.blocks.flatMap((b) => b.rows.map((r) => r.name));
    expect(names.filter((n) => n === 'Выезд замерщика')).toHaveLength(1);
    expect(names.filter((n) => n === 'Доставка')).toHaveLength(1);
    expect(doc.totals).toEqual({
      subtotal: 4_523_800,
      markup: 0,
      discount: 0,
      discountPercent: null,
      minimumOrder: 0,
      rounding: 200,
      total: 4_524_000,
    });
  });

  it('compares the minimum order with the whole flat', () => {
    const doc = buildClientEstimate(flat(5_000_000));
    expect(doc.totals).toMatchObject({ subtotal: 4_523_800, minimumOrder: 476_200, total: 5_000_000 });
  });

  it('pays the installer for work once per project row, materials to mount with no money', () => {
    const doc = buildInstallerEstimate({ ...flat(), installer });
    expect(doc.header.installer).toEqual(installer);
    expect(doc.blocks.map((b) => [b.title, b.subtotal])).toEqual([
      ['Гостиная', 261_480],
      ['Спальня', 148_500],
      ['Санузел', 43_500],
      ['На весь объект', 30_000],
    ]);
    expect(doc.blocks[3]!.rows.map((r) => [r.name, r.quantity, r.price, r.amount])).toEqual([
      ['Доставка', 1, 30_000, 30_000],
    ]);
    expect(doc.blocks[2]!.rows.map((r) => [r.name, r.quantity, r.price, r.amount])).toEqual([
      ['Полотно ПВХ матовое, белое', 3, null, null],
      ['Профиль стеновой ПВХ (багет)', 7.5, null, null],
      ['Вставка маскировочная', 7, null, null],
      ['Монтаж полотна', 3, 10_500, 31_500],
      ['Обход трубы', 1, 12_000, 12_000],
    ]);
    expect(doc.totals.total).toBe(483_480);
  });

  it('gives the installer the drawing comment and where each light point is', () => {
    const doc = buildInstallerEstimate({ ...flat(), installer });
    const living = doc.blocks[0]!.rooms[0]!;
    expect(living.comment).toBe('Люстра по центру, споты по схеме');
    // (1200, 800): 800 mm from AB (y = 0), 1 200 mm from DA (x = 0); the chandelier in the middle is
    // 1 900 mm from AB and CD — the nearer of two parallel walls is given, AB — and 2 600 mm from BC
    expect(living.points).toEqual([
      {
        kind: 'spot',
        label: 'Светильник 1',
        offsets: [
          { side: 0, wall: 'AB', distance: 800 },
          { side: 3, wall: 'DA', distance: 1200 },
        ],
      },
      {
        kind: 'chandelier',
        label: 'Люстра 1',
        offsets: [
          { side: 0, wall: 'AB', distance: 1900 },
          { side: 1, wall: 'BC', distance: 2600 },
        ],
      },
      {
        kind: 'spot',
        label: 'Светильник 2',
        offsets: [
          { side: 0, wall: 'AB', distance: 800 },
          { side: 1, wall: 'BC', distance: 1200 },
        ],
      },
    ]);
    expect(doc.blocks[1]!.rooms[0]).toMatchObject({ comment: null, points: [] });
    // the client's estimate lists neither
    const client = buildClientEstimate(flat()).blocks[0]!.rooms[0]!;
    expect(client).toMatchObject({ comment: null, points: [] });
  });

  it('merged rooms (SMETA_POM off) still carry the project rows once', () => {
    const f = flat();
    const doc = buildClientEstimate({ ...f, settings: { ...settings, SMETA_POM: false } });
    expect(doc.blocks.map((b) => [b.title, b.subtotal])).toEqual([
      ['Все помещения', 2_422_800 + 1_320_500 + 530_500],
      ['На весь объект', 250_000],
    ]);
    expect(doc.totals.total).toBe(4_524_000);
  });

  it('takes the largest quantity of a project row among the rooms, not their sum', () => {
    const waste: CalcRow = {
      id: 'waste',
      name: 'Вывоз мусора',
      unit: 'pcs',
      price: 70_000,
      kind: 'service',
      source: { kind: 'manual' },
      perProject: true,
    };
    // 2, 3 and 1 bags: the flat pays for 3 × 700 = 2 100 ₽, once
    const bags = [2, 3, 1];
    const f = flat(600_000, (c, room) => ({
      ...c,
      prochee: [waste],
      counts: { ...c.counts, waste: bags[room]! },
    }));
    const doc = buildClientEstimate(f);
    expect(doc.blocks[3]!.rows.map((r) => [r.name, r.quantity, r.amount])).toEqual([
      ['Выезд замерщика', 1, 100_000],
      ['Доставка', 1, 150_000],
      ['Вывоз мусора', 3, 210_000],
    ]);
    // 45 238 + 2 100 = 47 338 → 47 340 ₽
    expect(doc.totals.total).toBe(4_734_000);
  });

  it('for one room with road rows, a discount and a markup, equals its calculation screen', () => {
    const f = flat(600_000, (c) => ({ ...c, saleSelect: 7, markupSelect: 3 }));
    for (const room of f.drafts) {
      const doc = buildClientEstimate({ ...f, drafts: [room] });
      const c = room.calculation;
      const screen = priceCalculation(c, room.geometry, c.counts ?? {}, [], settings, c);
      expect(doc.totals.total).toBe(screen.totals.total);
      expect(doc.totals.discount).toBe(screen.totals.discount);
      const installerDoc = buildInstallerEstimate({ ...f, drafts: [room], installer });
      expect(installerDoc.totals.total).toBe(screen.totals.installer);
    }
  });
});
