import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isInsideDiagonal, proposeDiagonals } from './diagonals.js';
import { cornerIndex } from './letters.js';
import { polygonArea, segmentsIntersect } from './polygon.js';
import type { Point, ProposedDiagonal } from './types.js';

const p = (x: number, y: number): Point => ({ x, y });
const lRoom = [p(0, 0), p(6000, 0), p(6000, 2500), p(1875, 2500), p(1875, 4500), p(0, 4500)];

/**
 * The triangles a set of diagonals cuts the room into: every corner triple joined pairwise by sides or
 * diagonals. For a true triangulation there are n − 2 of them and their areas add up to the room's.
 */
function triangles(points: Point[], diagonals: ProposedDiagonal[]): number[][] {
  const n = points.length;
  const joined = new Set<string>();
  const join = (a: number, b: number) => {
    joined.add(`${Math.min(a, b)}-${Math.max(a, b)}`);
  };
  for (let i = 0; i < n; i++) join(i, (i + 1) % n);
  for (const d of diagonals.filter((x) => !x.control)) join(cornerIndex(d.from), cornerIndex(d.to));
  const has = (a: number, b: number) => joined.has(`${Math.min(a, b)}-${Math.max(a, b)}`);
  const result: number[][] = [];
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++)
      for (let k = j + 1; k < n; k++) if (has(i, j) && has(j, k) && has(i, k)) result.push([i, j, k]);
  return result;
}

function expectTriangulation(points: Point[], diagonals: ProposedDiagonal[]) {
  const n = points.length;
  expect(diagonals.filter((d) => !d.control)).toHaveLength(n - 3);
  const faces = triangles(points, diagonals);
  expect(faces).toHaveLength(n - 2);
  const total = faces.reduce((sum, f) => sum + polygonArea(f.map((i) => points[i]!)), 0);
  expect(total).toBeCloseTo(polygonArea(points), 3);
  for (const d of diagonals)
    expect(isInsideDiagonal(points, cornerIndex(d.from), cornerIndex(d.to))).toBe(true);
}

/** A star-shaped room (simple, often concave): corners at jittered angles around a centre, y down. */
const room = (maxCorners: number) =>
  fc.integer({ min: 4, max: maxCorners }).chain((n) =>
    fc
      .array(
        fc.tuple(
          fc.double({ min: -0.3, max: 0.3, noNaN: true }),
          fc.double({ min: 0.5, max: 1, noNaN: true }),
        ),
        {
          minLength: n,
          maxLength: n,
        },
      )
      .map((jitter) =>
        jitter.map(([da, r], i) => {
          const angle = (2 * Math.PI * (i + da)) / n;
          const radius = r * ((n * 600) / (2 * Math.PI) + 2000);
          return { x: radius * Math.cos(angle), y: radius * Math.sin(angle) };
        }),
      ),
  );

describe('proposeDiagonals', () => {
  it('for a rectangle: one diagonal and the other as control', () => {
    const result = proposeDiagonals([p(0, 0), p(5200, 0), p(5200, 3800), p(0, 3800)]);
    expect(result).toHaveLength(2);
    expect(result.filter((d) => d.control)).toHaveLength(1);
    expectTriangulation([p(0, 0), p(5200, 0), p(5200, 3800), p(0, 3800)], result);
  });

  it('for an L room: three inside diagonals and a control, none through the missing corner', () => {
    const result = proposeDiagonals(lRoom);
    expect(result).toHaveLength(4);
    expectTriangulation(lRoom, result);
    const names = result.map((d) => d.from + d.to);
    // CE and BE would run outside the room, across the notch.
    expect(names).not.toContain('CE');
    expect(names).not.toContain('BE');
  });

  it('for a concave quadrilateral: the only inside diagonal, no control', () => {
    const dart = [p(0, 0), p(4000, 0), p(4000, 4000), p(2000, 1500)];
    expect(proposeDiagonals(dart)).toEqual([{ from: 'B', to: 'D', control: false }]);
  });

  it('nothing for a triangle', () => {
    expect(proposeDiagonals([p(0, 0), p(10, 0), p(0, 10)])).toEqual([]);
  });

  it('works whichever way the corners run', () => {
    expectTriangulation([...lRoom].reverse(), proposeDiagonals([...lRoom].reverse()));
  });

  it('triangulates random rooms up to 50 corners, plus a control that crosses the most diagonals', () => {
    fc.assert(
      fc.property(room(50), (points) => {
        const result = proposeDiagonals(points);
        expectTriangulation(points, result);
        const control = result.find((d) => d.control);
        if (!control) return;
        const set = result
          .filter((d) => !d.control)
          .map((d) => [cornerIndex(d.from), cornerIndex(d.to)] as const);
        const crossings = (i: number, j: number) =>
          set.filter(
            ([u, v]) =>
              ![i, j].includes(u) &&
              ![i, j].includes(v) &&
              segmentsIntersect(points[i]!, points[j]!, points[u]!, points[v]!),
          ).length;
        let most = 0;
        for (let i = 0; i < points.length; i++)
          for (let j = i + 2; j < points.length; j++)
            if (isInsideDiagonal(points, i, j)) most = Math.max(most, crossings(i, j));
        expect(crossings(cornerIndex(control.from), cornerIndex(control.to))).toBe(most);
      }),
      { numRuns: 40 },
    );
  });

  it('rejects sides, the same corner, and chords that leave the room', () => {
    expect(isInsideDiagonal(lRoom, 0, 1)).toBe(false);
    expect(isInsideDiagonal(lRoom, 5, 0)).toBe(false);
    expect(isInsideDiagonal(lRoom, 2, 2)).toBe(false);
    expect(isInsideDiagonal(lRoom, 2, 4)).toBe(false);
    expect(isInsideDiagonal(lRoom, 0, 3)).toBe(true);
  });
});
