import { describe, expect, it } from 'vitest';
import { calcFromRow, draftFieldsOf, NO_PROJECT, newCalc } from './calc';
import { drawingOf, presets, setDiagonal, setSide } from './drawing';
import { placePoint, pointName, pointPlace, removePoint } from './light-points';
import { geometryOf } from './pricing';
import { proposalsFor, solve } from './solve';

/** A 520 × 380 cm rectangle in the measuring mode, as far as `typed` sides go. */
function measuring(sides: number, diagonals: Record<string, number> = {}) {
  let d = drawingOf(presets[0]!.corners());
  [5200, 3800, 5200, 3800].slice(0, sides).forEach((mm, i) => {
    d = setSide(d, i, mm);
  });
  for (const [key, mm] of Object.entries(diagonals)) {
    const [i, j] = key.split('-').map(Number) as [number, number];
    d = setDiagonal(d, i, j, mm);
  }
  return { d, solved: solve(d, proposalsFor(d)) };
}

describe('no made-up figures', () => {
  it('a half-measured room lists what is missing and gets no area, perimeter or sketch', () => {
    const { d, solved } = measuring(2);
    expect(solved.complete).toBe(false);
    expect(solved.readings.missing).toEqual(['сторона CD', 'сторона DA', 'диагональ BD']);
    const calc = newCalc(NO_PROJECT, d, solved);
    expect([calc.ploshad, calc.perimetr, calc.sketch]).toEqual([0, 0, '']);
    expect(geometryOf(calc)).toMatchObject({ area: 0, perimeter: 0 });
  });

  it('every side but no diagonal: still missing the one that fixes the shape', () => {
    const { solved } = measuring(4);
    expect(solved.readings.missing).toEqual(['диагональ BD']);
    expect(solved.complete).toBe(false);
  });

  it('sides and one diagonal: built, and said to be unchecked; with the control one: checked', () => {
    // √(520² + 380²) = 644,05 cm
    const one = measuring(4, { '1-3': 6441 });
    expect(one.solved.complete).toBe(true);
    expect(one.solved.readings.unchecked).toBe(true);
    expect(newCalc(NO_PROJECT, one.d, one.solved).ploshad).toBe(19.76);
    const both = measuring(4, { '1-3': 6441, '0-2': 6441 });
    expect(both.solved.readings).toEqual({ missing: [], unchecked: false });
  });
});

describe('light points of the current calculation', () => {
  const room = [
    { x: 0, y: 0 },
    { x: 5200, y: 0 },
    { x: 5200, y: 3800 },
    { x: 0, y: 3800 },
  ];

  it('are placed inside the room only, numbered per kind, and measured from the walls', () => {
    let points = [] as ReturnType<typeof removePoint>;
    for (const at of [
      { x: 1000, y: 800 },
      { x: 2600.4, y: 1900.6 },
    ]) {
      const placed = placePoint(points, 'spot', at, room);
      if (!placed.ok) throw new Error(placed.error);
      points = placed.points;
    }
    expect(points[1]).toEqual({ id: 'spot-2', kind: 'spot', x: 2600, y: 1901 });
    expect(placePoint(points, 'pipe', { x: 6000, y: 100 }, room)).toEqual({
      ok: false,
      error: 'Точка вне комнаты: поставьте её внутри контура',
    });
    expect(pointName(points, points[1]!)).toBe('Светильник 2');
    expect(pointPlace(room, points[0]!)).toBe('AB — 80\u00a0см, DA — 100\u00a0см');
    // a number freed by a removal is taken again
    const left = removePoint(points, 'spot-1');
    const again = placePoint(left, 'spot', { x: 300, y: 300 }, room);
    expect(again.ok && again.points.map((p) => p.id)).toEqual(['spot-2', 'spot-1']);
  });

  it('go with the draft and come back; their counts reach the rows', () => {
    const { d, solved } = measuring(4, { '1-3': 6441 });
    const calc = {
      ...newCalc(NO_PROJECT, d, solved),
      lightPoints: [
        { id: 'spot-1', kind: 'spot' as const, x: 1000, y: 800 },
        { id: 'chandelier-1', kind: 'chandelier' as const, x: 2600, y: 1900 },
      ],
    };
    const row = { id: 5, ...draftFieldsOf(calc) };
    expect(calcFromRow(row).lightPoints).toEqual(calc.lightPoints);
    expect(geometryOf(calc).points).toEqual({ spot: 1, chandelier: 1, pipe: 0 });
  });
});
