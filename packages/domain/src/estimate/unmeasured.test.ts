import { describe, expect, it } from 'vitest';
import { defaultPriceList } from '../pricing/price-list.js';
import { defaultCalculatorTemplate, newCalculationFromTemplate } from '../pricing/template.js';
import type { CalcRow, GeometryQuantities } from '../pricing/types.js';
import { buildClientEstimate, buildInstallerEstimate } from './build.js';
import { input } from './estimate.fixture.js';
import type { EstimateDraftInput } from './types.js';

/*
 * The three-room flat of flat.test.ts (45 240 ₽ to the client, 4 834,80 ₽ to the installer) with a fourth
 * room, «Кухня», whose diagonal was never measured. An older save stored an area for it from the rough
 * sketch (10 m², 13 m): priced, it would add 10 × 450 = 4 500 ₽ of film alone — made-up money. Decision
 * 0024: it is named with what it lacks, and adds nothing, to either estimate.
 */

const rect = (a: number, b: number): GeometryQuantities => ({
  area: Math.round(a * b * 100) / 100,
  perimeter: 2 * (a + b),
  extraCorners: 0,
  curvedLength: 0,
  corners: 4,
});

const calc = (counts: Record<string, number>, prochee: CalcRow[] = []) => ({
  ...newCalculationFromTemplate([defaultCalculatorTemplate()], defaultPriceList()),
  counts,
  prochee,
});

const missingBD = { state: 'missing', missing: ['диагональ BD'] } as const;

function flat(kitchen: Partial<EstimateDraftInput> = {}): EstimateDraftInput[] {
  return [
    { id: 1, name: 'Гостиная', geometry: rect(5.2, 3.8), calculation: calc({ spots: 4 }), smeta_exclude: 0 },
    {
      id: 4,
      name: 'Кухня',
      geometry: rect(4, 2.5),
      calculation: calc({ spots: 6 }),
      smeta_exclude: 0,
      readiness: missingBD,
      ...kitchen,
    },
    {
      id: 2,
      name: 'Спальня',
      geometry: rect(3, 3),
      calculation: calc({ spots: 2, chandeliers: 1 }),
      smeta_exclude: 0,
    },
    { id: 3, name: 'Санузел', geometry: rect(2, 1.5), calculation: calc({ pipes: 1 }), smeta_exclude: 0 },
  ];
}

describe('a room not fully measured in an estimate', () => {
  it('is named with what it lacks and left out of the rows and the total', () => {
    const doc = buildClientEstimate(input({ drafts: flat() }));
    expect(doc.blocks.map((b) => [b.title, b.subtotal])).toEqual([
      ['Гостиная', 2_422_800],
      ['Спальня', 1_320_500],
      ['Санузел', 530_500],
      ['На весь объект', 250_000],
    ]);
    expect(doc.unmeasured).toEqual([{ draftId: 4, name: 'Кухня', note: 'Не хватает замеров: диагональ BD' }]);
    // 24 228 + 13 205 + 5 305 + 2 500 = 45 238 → 45 240 ₽, as without the kitchen
    expect(doc.totals.total).toBe(4_524_000);
  });

  it('gives the installer nothing to mount or be paid for in it', () => {
    const doc = buildInstallerEstimate({ ...input({ drafts: flat() }), installer: null });
    expect(doc.blocks.map((b) => b.title)).toEqual(['Гостиная', 'Спальня', 'Санузел']);
    expect(doc.unmeasured.map((u) => u.note)).toEqual(['Не хватает замеров: диагональ BD']);
    // 30 % of the work: 2 074,80 + 540 + 945 + 270 + 270 + 315 + 120 = 4 534,80 ₽ (the trip and the
    // delivery pay the installer nothing in the default list, so there is no block «На весь объект»)
    expect(doc.totals.total).toBe(453_480);
  });

  it('adds none of its project rows: a row only it carries is not charged', () => {
    // «Вывоз мусора» once per project, the largest count among the rooms: the kitchen's 3 bags are not
    // counted, the living room's 1 is: 45 238 + 700 = 45 938 → 45 940 ₽
    const waste: CalcRow = {
      id: 'waste',
      name: 'Вывоз мусора',
      unit: 'pcs',
      price: 70_000,
      kind: 'service',
      source: { kind: 'manual' },
      perProject: true,
    };
    const drafts = flat({ calculation: calc({ spots: 6, waste: 3 }, [waste]) });
    drafts[0] = { ...drafts[0]!, calculation: calc({ spots: 4, waste: 1 }, [waste]) };
    const doc = buildClientEstimate(input({ drafts }));
    expect(doc.blocks.at(-1)!.rows.map((r) => [r.name, r.quantity])).toEqual([
      ['Выезд замерщика', 1],
      ['Доставка', 1],
      ['Вывоз мусора', 1],
    ]);
    expect(doc.totals.total).toBe(4_594_000);
  });

  it('with no room measured, the estimate has no rows, no minimum order and a total of zero', () => {
    const doc = buildClientEstimate(
      input({ drafts: flat().map((d) => ({ ...d, readiness: { state: 'unbuilt' } as const })) }),
    );
    expect(doc.blocks).toEqual([]);
    expect(doc.unmeasured.map((u) => [u.name, u.note])).toEqual([
      ['Гостиная', 'Контур не построен: проверьте замеры'],
      ['Кухня', 'Контур не построен: проверьте замеры'],
      ['Спальня', 'Контур не построен: проверьте замеры'],
      ['Санузел', 'Контур не построен: проверьте замеры'],
    ]);
    expect(doc.totals).toMatchObject({ subtotal: 0, minimumOrder: 0, rounding: 0, total: 0 });
  });

  it('a room without a name keeps its place among the rooms; an excluded one is not listed', () => {
    const drafts = flat({ name: ' ' });
    drafts[2] = { ...drafts[2]!, smeta_exclude: 1, readiness: missingBD };
    const doc = buildClientEstimate(input({ drafts }));
    expect(doc.unmeasured).toEqual([
      { draftId: 4, name: 'Помещение 2', note: 'Не хватает замеров: диагональ BD' },
    ]);
    expect(doc.blocks.map((b) => b.title)).toEqual(['Гостиная', 'Санузел', 'На весь объект']);
  });

  it('a measured room, checked or not, is priced as before', () => {
    const doc = buildClientEstimate(
      input({ drafts: flat({ readiness: { state: 'measured', unchecked: true } }) }),
    );
    expect(doc.unmeasured).toEqual([]);
    expect(doc.blocks.map((b) => b.title)).toContain('Кухня');
  });
});
