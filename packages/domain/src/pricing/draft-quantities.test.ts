import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildOutline } from '../geometry/outline.js';
import { priceCalculation } from './calculate.js';
import {
  type DraftDrawing,
  draftDrawingOf,
  draftMeasures,
  draftQuantities,
  lightPointsOf,
} from './draft-quantities.js';
import { defaultPriceList } from './price-list.js';
import { rowQuantity } from './quantity.js';
import { defaultCalculatorTemplate, newCalculationFromTemplate } from './template.js';

const NONE: Pick<DraftDrawing, 'curvedWalls' | 'ceilingHeight' | 'lightPoints'> = {
  curvedWalls: [],
  ceilingHeight: 0,
  lightPoints: [],
};

// 5200 × 3800 mm: 19 760 000 mm² = 19,76 m²; 2 × (5200 + 3800) = 18 000 mm = 18,00 m
const rectangle: DraftDrawing = {
  ...NONE,
  coords: [
    { x: 0, y: 0 },
    { x: 5200, y: 0 },
    { x: 5200, y: 3800 },
    { x: 0, y: 3800 },
  ],
  ploshad: 19.76,
  perimetr: 18_000,
};

// L: 4000 × 3500 with a 1500 × 1500 corner cut off: 14 000 000 − 2 250 000 = 11 750 000 mm² = 11,75 m²;
// 4000 + 2000 + 1500 + 1500 + 2500 + 3500 = 15 000 mm; six corners, two beyond four
const lShape: DraftDrawing = {
  ...NONE,
  coords: [
    { x: 0, y: 0 },
    { x: 4000, y: 0 },
    { x: 4000, y: 2000 },
    { x: 2500, y: 2000 },
    { x: 2500, y: 3500 },
    { x: 0, y: 3500 },
  ],
  ploshad: 11.75,
  perimetr: 15_000,
};

/*
 * The rectangle 4000 × 3000 mm with its wall BC (chord 3000) bulging out by a sagitta of 300 mm:
 *   R = (c²/4 + s²) / 2s = (2 250 000 + 90 000) / 600 = 3 900 mm; θ = 4·atan(2s/c) = 4·atan(0,2) = 0,789582 rad
 *   arc = R·θ = 3 079,37 mm → 3 079 mm → 3,08 m; perimeter 4000 + 3079 + 4000 + 3000 = 14 079 mm → 14,08 m
 *   area 12 m² + segment R²/2·(θ − sin θ) = 7 605 000 × (0,789582 − 0,710060) = 604 765 mm² → 12,60 m²
 */
const curved: DraftDrawing = {
  ...NONE,
  coords: [
    { x: 0, y: 0 },
    { x: 4000, y: 0 },
    { x: 4000, y: 3000 },
    { x: 0, y: 3000 },
  ],
  curvedWalls: [{ side: 1, sagitta: 300 }],
  ploshad: 12.6,
  perimetr: 14_079,
};

describe('draftQuantities: a draft drawing → the quantities of its rows', () => {
  it('a rectangle: m², m, four corners', () => {
    expect(draftMeasures(rectangle)).toMatchObject({ areaMm2: 19_760_000, perimeterMm: 18_000, corners: 4 });
    expect(draftQuantities(rectangle)).toEqual({
      area: 19.76,
      perimeter: 18,
      extraCorners: 0,
      curvedLength: 0,
      corners: 4,
    });
  });

  it('an L-shape: two corners beyond four', () => {
    expect(draftQuantities(lShape)).toEqual({
      area: 11.75,
      perimeter: 15,
      extraCorners: 2,
      curvedLength: 0,
      corners: 6,
    });
  });

  it('a curved wall: its arc length in whole mm, then metres', () => {
    expect(draftMeasures(curved).curvedMm).toBe(3079);
    // the editor's outline of the same readings says the same
    const built = buildOutline({
      sides: [4000, 3000, 4000, 3000],
      orthogonal: true,
      curvedWalls: [{ side: 1, sagitta: 300 }],
    });
    expect([built.area, built.perimeter, built.curvedLength]).toEqual([12.6, 14.08, 3.08]);
    expect(draftQuantities(curved)).toMatchObject({
      area: 12.6,
      curvedLength: 3.08,
      perimeter: 14.08,
      corners: 4,
    });
  });

  it('the ceiling height, when measured, and the light points per kind', () => {
    const q = draftQuantities({
      ...rectangle,
      ceilingHeight: 3.2,
      lightPoints: [
        { id: 'a', kind: 'spot', x: 1000, y: 1000 },
        { id: 'b', kind: 'spot', x: 2000, y: 1000 },
        { id: 'c', kind: 'chandelier', x: 2600, y: 1900 },
      ],
    });
    expect(q.height).toBe(3.2);
    expect(q.points).toEqual({ spot: 2, chandelier: 1, pipe: 0 });
  });

  it('a room not built prices at zero, taken as four corners', () => {
    expect(draftQuantities({ ...lShape, ploshad: 0, perimetr: 0 })).toEqual({
      area: 0,
      perimeter: 0,
      extraCorners: 0,
      curvedLength: 0,
      corners: 4,
    });
  });
});

describe('draftDrawingOf: a stored draft read defensively', () => {
  it('reads what the editor stores and leaves out what is malformed', () => {
    const row = {
      ploshad: 12.6,
      perimetr: 14_079,
      ceiling_height: 2.7,
      polygons: {
        L1: {
          coords: [...curved.coords, { x: 'a' }],
          curvedWalls: [{ side: 1, sagitta: 300 }, { side: 'x' }],
        },
      },
      lightPoints: [{ id: 's', kind: 'spot', x: 1, y: 2 }, { id: 'z', kind: 'lamp', x: 1, y: 1 }, 7],
    };
    expect(draftDrawingOf(row)).toEqual({
      ...curved,
      ceilingHeight: 2.7,
      lightPoints: [{ id: 's', kind: 'spot', x: 1, y: 2 }],
    });
    expect(draftQuantities(draftDrawingOf({ ploshad: 'x', perimetr: -5, polygons: 3 }))).toEqual({
      area: 0,
      perimeter: 0,
      extraCorners: 0,
      curvedLength: 0,
      corners: 4,
    });
    expect(lightPointsOf('nope')).toEqual([]);
  });
});

describe('rows counted from the points on the sketch', () => {
  const spots = { id: 'spots', itemUid: 'spot', source: { kind: 'points', pointKind: 'spot' } } as const;

  it('takes the points placed; the typed count only while none of the kind is placed', () => {
    expect(rowQuantity(spots, { ...draftQuantities(rectangle), points: { spot: 4 } }, { spots: 9 })).toBe(
      400,
    );
    expect(rowQuantity(spots, draftQuantities(rectangle), { spots: 3 })).toBe(300);
    expect(rowQuantity(spots, { ...draftQuantities(rectangle), points: { pipe: 2 } }, {})).toBe(0);
  });

  it('four spots on the default calculator: 4 × 450 ₽ = 1 800 ₽ in the spots row', () => {
    const calculation = newCalculationFromTemplate([defaultCalculatorTemplate()], defaultPriceList());
    const points = ['a', 'b', 'c', 'd'].map((id, i) => ({
      id,
      kind: 'spot' as const,
      x: 1000 + i * 800,
      y: 1900,
    }));
    const geometry = draftQuantities({ ...rectangle, lightPoints: points });
    const settings = {
      SMETA_PROCENT_SOOTNOSHENIE: 30,
      SMETA_ROUND: false,
      SMETA_ROUND_BY: 1,
      SMETA_MARKUP: 0,
    };
    const line = priceCalculation(calculation, geometry, {}, [], settings, calculation).lines.find(
      (l) => l.rowId === 'spots',
    );
    expect(line).toMatchObject({ quantity: 4, amount: 180_000 });
  });
});

describe('laws', () => {
  const side = fc.integer({ min: 100, max: 20_000 });

  it('a rectangle of w × h mm gives its area and perimeter rounded once, at the boundary', () => {
    fc.assert(
      fc.property(side, side, fc.integer({ min: -50_000, max: 50_000 }), (w, h, shift) => {
        const area = Math.round((w * h) / 10_000) / 100;
        const coords = [
          { x: shift, y: shift },
          { x: shift + w, y: shift },
          { x: shift + w, y: shift + h },
          { x: shift, y: shift + h },
        ];
        const q = draftQuantities({ ...NONE, coords, ploshad: area, perimetr: 2 * (w + h) });
        expect(q.area).toBe(area);
        expect(q.perimeter).toBe(Math.round((2 * (w + h)) / 10) / 100);
        expect(q.corners).toBe(4);
        expect(q.extraCorners).toBe(0);
      }),
    );
  });

  it('a curved wall is as long wherever the room lies, and never shorter than its chord', () => {
    fc.assert(
      fc.property(
        side,
        fc.integer({ min: 10, max: 1000 }),
        fc.integer({ min: -9000, max: 9000 }),
        (c, s, dx) => {
          const at = (x0: number) => ({
            ...NONE,
            coords: [
              { x: x0, y: 0 },
              { x: x0 + c, y: 0 },
              { x: x0 + c, y: 2000 },
              { x: x0, y: 2000 },
            ],
            curvedWalls: [{ side: 0, sagitta: s }],
            ploshad: 1,
            perimetr: 1,
          });
          const here = draftMeasures(at(0)).curvedMm;
          expect(draftMeasures(at(dx)).curvedMm).toBe(here);
          expect(here).toBeGreaterThanOrEqual(c);
        },
      ),
    );
  });

  it('the count per kind is the number of points of that kind', () => {
    const kind = fc.constantFrom('spot' as const, 'chandelier' as const, 'pipe' as const);
    fc.assert(
      fc.property(fc.array(kind, { maxLength: 40 }), (kinds) => {
        const lightPoints = kinds.map((k, i) => ({ id: String(i), kind: k, x: i, y: i }));
        const q = draftQuantities({ ...rectangle, lightPoints });
        for (const k of ['spot', 'chandelier', 'pipe'] as const)
          expect(q.points?.[k] ?? 0).toBe(kinds.filter((x) => x === k).length);
      }),
    );
  });
});
