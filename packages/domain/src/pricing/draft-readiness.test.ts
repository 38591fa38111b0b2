import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sideName } from '../geometry/letters.js';
import { readinessText, UNBUILT_TEXT } from '../geometry/room-readiness.js';
import type { Point } from '../geometry/types.js';
import { draftReadiness, ROOM_NOT_MEASURED } from './draft-readiness.js';

// A 4000 × 3000 mm sketch. Four corners need 4 − 3 = 1 diagonal to be fixed: BD (the triangulation of
// proposeDiagonals); AC is left over to check it.
const rect: Point[] = [
  { x: 0, y: 0 },
  { x: 4000, y: 0 },
  { x: 4000, y: 3000 },
  { x: 0, y: 3000 },
];
// L: 4000 × 3500 without a 1500 × 1500 corner. Six corners need 3 diagonals: BF, BD, DF; AC checks.
const lShape: Point[] = [
  { x: 0, y: 0 },
  { x: 4000, y: 0 },
  { x: 4000, y: 2000 },
  { x: 2500, y: 2000 },
  { x: 2500, y: 3500 },
  { x: 0, y: 3500 },
];

type Diagonal = { from: string; to: string; length: number; control?: boolean };

/** A draft as /calc/ stores it: the readings in polygons.L1, the area once they fix the room. */
const draft = (
  mode: string,
  sides: (number | null)[],
  diagonals: Diagonal[],
  ploshad: number,
  sketch: Point[] = rect,
) => ({ ploshad, polygons: { L1: { coords: sketch, sketch, mode, sides, diagonals }, comment: '' } });

const BD = { from: 'B', to: 'D', length: 5000 };
const AC = { from: 'A', to: 'C', length: 5000, control: true };

describe('draftReadiness: a stored draft judged as /calc/ judges it', () => {
  it('names the readings a half-measured room lacks, even when an older save stored an area', () => {
    const r = draftReadiness(draft('measure', [4000, 3000, 4000, 3000], [], 12));
    expect(r).toEqual({ state: 'missing', missing: ['диагональ BD'] });
    expect(readinessText(r)).toBe('Не хватает замеров: диагональ BD');
    expect(draftReadiness(draft('measure', [4000, null, 4000, null], [BD], 0))).toEqual({
      state: 'missing',
      missing: ['сторона BC', 'сторона DA'],
    });
  });

  it('reads a diagonal stored either way round', () => {
    const reversed = { from: 'D', to: 'B', length: 5000 };
    expect(draftReadiness(draft('measure', [4000, 3000, 4000, 3000], [reversed], 12))).toEqual({
      state: 'measured',
      unchecked: true,
    });
  });

  it('a room fixed by its readings is measured; checked only with a spare diagonal', () => {
    const sides = [4000, 3000, 4000, 3000];
    expect(draftReadiness(draft('measure', sides, [BD], 12))).toEqual({ state: 'measured', unchecked: true });
    expect(draftReadiness(draft('measure', sides, [BD, AC], 12))).toEqual({
      state: 'measured',
      unchecked: false,
    });
    // the control diagonal typed instead of BD builds the room, and nothing checks it
    expect(draftReadiness(draft('measure', sides, [AC], 12))).toEqual({ state: 'measured', unchecked: true });
    expect(readinessText({ state: 'measured', unchecked: true })).toBeNull();
  });

  it('every reading typed but no outline stored: not built', () => {
    const r = draftReadiness(draft('measure', [4000, 3000, 4000, 3000], [BD, AC], 0));
    expect(r).toEqual({ state: 'unbuilt' });
    expect(readinessText(r)).toBe(UNBUILT_TEXT);
  });

  it('an L-shaped room needs three diagonals, the triangulating ones before the control one', () => {
    const sides = [4000, 2000, 1500, 1500, 2500, 3500];
    const bf = { from: 'B', to: 'F', length: 4031 };
    const df = { from: 'D', to: 'F', length: 2915 };
    expect(draftReadiness(draft('measure', sides, [bf, df], 11.75, lShape))).toEqual({
      state: 'missing',
      missing: ['диагональ BD'],
    });
    expect(draftReadiness(draft('measure', sides, [], 11.75, lShape))).toEqual({
      state: 'missing',
      missing: ['диагональ BF', 'диагональ BD', 'диагональ DF'],
    });
  });

  it('right angles need the sides only; a hand drawing needs nothing', () => {
    expect(draftReadiness(draft('ortho', [4000, 3000, 4000, 3000], [], 12))).toEqual({
      state: 'measured',
      unchecked: false,
    });
    expect(draftReadiness(draft('ortho', [4000, 3000, null, 3000], [], 0))).toEqual({
      state: 'missing',
      missing: ['сторона CD'],
    });
    expect(draftReadiness(draft('hand', [null, null, null, null], [], 12))).toEqual({
      state: 'measured',
      unchecked: false,
    });
    expect(draftReadiness(draft('hand', [], [], 0))).toEqual({ state: 'unbuilt' });
  });

  it('sides stored for another number of corners are no readings of this outline', () => {
    expect(draftReadiness(draft('ortho', [4000, 3000, 4000], [], 12))).toEqual({
      state: 'missing',
      missing: ['сторона AB', 'сторона BC', 'сторона CD', 'сторона DA'],
    });
  });

  it('the readings are read off the sketch they were typed over, not the built outline', () => {
    const built = rect.map((p) => ({ x: p.x + 7, y: p.y }));
    const row = {
      ploshad: 11.75,
      polygons: {
        L1: { coords: built, sketch: lShape, mode: 'measure', sides: [4000, 2000, 1500, 1500, 2500, 3500] },
      },
    };
    expect(draftReadiness(row)).toMatchObject({
      state: 'missing',
      missing: ['диагональ BF', 'диагональ BD', 'диагональ DF'],
    });
  });

  it('an older editor save with its sides and no mode was measured with the tape', () => {
    const row = { ploshad: 13.5, polygons: { L1: { coords: rect, sides: [4500, 3000, 4500, 3000] } } };
    expect(draftReadiness(row)).toEqual({ state: 'missing', missing: ['диагональ BD'] });
  });

  it('a drawing that records no readings is judged by its stored area', () => {
    // docs/spec.md §3's bare coords (another system), an area typed elsewhere, a record with garbage in it
    expect(draftReadiness({ ploshad: 12, polygons: { L1: { coords: rect } } })).toEqual({
      state: 'measured',
      unchecked: false,
    });
    expect(draftReadiness({ ploshad: 12.45 })).toEqual({ state: 'measured', unchecked: false });
    for (const row of [
      {},
      { ploshad: 'x', polygons: 3 },
      { ploshad: -1, polygons: { L1: { coords: [[0, 0]] } } },
    ]) {
      const r = draftReadiness(row);
      expect(r).toEqual({ state: 'missing', missing: [ROOM_NOT_MEASURED] });
      expect(readinessText(r)).toBe('Не хватает замеров: размеры помещения');
    }
  });

  it('law: a convex room lacks exactly the sides not typed; with all its readings it is measured and checked', () => {
    // a convex polygon of n corners on a circle (clockwise on a y-down plane), each side typed or not
    const room = fc
      .integer({ min: 3, max: 9 })
      .chain((n) => fc.tuple(fc.constant(n), fc.array(fc.boolean(), { minLength: n, maxLength: n })));
    fc.assert(
      fc.property(room, ([n, typed]) => {
        const corners = Array.from({ length: n }, (_, i) => ({
          x: Math.round(3000 * Math.cos((2 * Math.PI * i) / n)),
          y: Math.round(3000 * Math.sin((2 * Math.PI * i) / n)),
        }));
        const dist = (a: Point, b: Point) => Math.round(Math.hypot(a.x - b.x, a.y - b.y));
        const sides = corners.map((p, i) => (typed[i] ? dist(p, corners[(i + 1) % n]!) : null));
        const letters = 'ABCDEFGHI';
        const every: Diagonal[] = [];
        for (let i = 0; i < n; i++)
          for (let j = i + 2; j < n; j++)
            if (!(i === 0 && j === n - 1))
              every.push({ from: letters[i]!, to: letters[j]!, length: dist(corners[i]!, corners[j]!) });
        const r = draftReadiness(draft('measure', sides, every, 20, corners));
        const untyped = typed.flatMap((t, i) => (t ? [] : [`сторона ${sideName(i, n)}`]));
        if (untyped.length === 0) expect(r).toEqual({ state: 'measured', unchecked: false });
        else expect(r).toEqual({ state: 'missing', missing: untyped });
      }),
    );
  });
});
