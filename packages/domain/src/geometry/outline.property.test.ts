/**
 * Properties of buildOutline on random rooms: star-shaped outlines (simple, often concave) of 3 to 50
 * corners, clockwise on a y-down plane, walls of roughly 0,3–6 m. Run counts keep the file to a few
 * seconds on two cores.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isInsideDiagonal, proposeDiagonals } from './diagonals.js';
import { cornerIndex, cornerLetter, sideName } from './letters.js';
import { buildOutline, outlineFromPoints } from './outline.js';
import { interiorAngles, polygonArea, signedArea } from './polygon.js';
import type { DiagonalInput, Point } from './types.js';

const room = (minCorners: number, maxCorners: number) =>
  fc.integer({ min: minCorners, max: maxCorners }).chain((n) =>
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

/**
 * Rooms whose corners all turn by 2° or more. Two walls meeting almost straight are almost one wall: an
 * error in one then looks like an error in the other, and both are rightly named.
 */
const turning = (min: number, max: number) =>
  room(min, max).filter((points) => interiorAngles(points).every((a) => Math.abs(a - 180) >= 2));

const distance = (a: Point, b: Point) => Math.hypot(b.x - a.x, b.y - a.y);

/** Exact readings of a known room: every side and the given corner pairs. */
function measure(points: Point[], pairs: { from: string; to: string; control?: boolean }[]) {
  return {
    sides: points.map((p, i) => distance(p, points[(i + 1) % points.length]!)),
    diagonals: pairs.map((d) => ({
      ...d,
      length: distance(points[cornerIndex(d.from)]!, points[cornerIndex(d.to)]!),
    })),
  };
}

/** The room moved so that A is at the origin and B on the positive x axis, as buildOutline places it. */
function aligned(points: Point[]): Point[] {
  const a = points[0]!;
  const b = points[1]!;
  const turn = -Math.atan2(b.y - a.y, b.x - a.x);
  return points.map((p) => ({
    x: (p.x - a.x) * Math.cos(turn) - (p.y - a.y) * Math.sin(turn),
    y: (p.x - a.x) * Math.sin(turn) + (p.y - a.y) * Math.cos(turn),
  }));
}

/** One reading of `input` made wrong by `error` mm: index < n is a side, otherwise a diagonal. */
function spoil(input: { sides: number[]; diagonals: DiagonalInput[] }, index: number, error: number) {
  const n = input.sides.length;
  const sides = [...input.sides];
  const diagonals = input.diagonals.map((d) => ({ ...d }));
  let name: string;
  if (index < n) {
    sides[index]! += error;
    name = sideName(index, n);
  } else {
    const d = diagonals[index - n]!;
    d.length += error;
    name = cornerLetter(cornerIndex(d.from)) + cornerLetter(cornerIndex(d.to));
  }
  return { input: { sides, diagonals }, name };
}

const wrongBy = fc
  .tuple(fc.double({ min: 50, max: 500, noNaN: true }), fc.boolean())
  .map(([mm, up]) => (up ? mm : -mm));

describe('buildOutline on random rooms', () => {
  it('rebuilds a room from its exact sides and proposed diagonals within 0,1 mm', () => {
    fc.assert(
      fc.property(room(3, 50), (points) => {
        const result = buildOutline(measure(points, proposeDiagonals(points)));
        const expected = aligned(points);
        result.points.forEach((p, i) => {
          expect(distance(p, expected[i]!)).toBeLessThan(0.1);
        });
        expect(result.area).toBeCloseTo(polygonArea(points) / 1e6, 2);
        const blocking = [
          'not-enough-measurements',
          'triangle-impossible',
          'closure-error',
          'control-mismatch',
        ];
        expect(result.problems.filter((x) => blocking.includes(x.code))).toEqual([]);
        expect(result.residuals.every((r) => Math.abs(r.mm) <= 0.1)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('a wrong control diagonal is always reported, and named among the readings to re-measure', () => {
    fc.assert(
      fc.property(turning(4, 30), wrongBy, (points, error) => {
        const proposed = proposeDiagonals(points);
        const control = proposed.findIndex((d) => d.control);
        if (control < 0) return;
        const measured = measure(points, proposed);
        const { input, name } = spoil(measured, points.length + control, error);
        const result = buildOutline(input);
        const mismatch = result.problems.find((x) => x.code === 'control-mismatch');
        expect(mismatch?.message).toContain(`Контрольная диагональ ${name}`);
        expect(mismatch?.where).toContain(name);
        expect(result.residuals.find((r) => r.name === name)?.suspect).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('whenever one wrong reading sets off a check, it is among the readings named', () => {
    // One control diagonal detects an error in the readings it checks but cannot say which of them, so
    // every one of them is named and the wrong one must be there. (A reading it does not check can still
    // break a triangle: then the triangle problem names it.)
    fc.assert(
      fc.property(turning(4, 30), fc.nat(), wrongBy, (points, pick, error) => {
        const proposed = proposeDiagonals(points);
        const measured = measure(points, proposed);
        const index = pick % (points.length + proposed.length);
        const { input, name } = spoil(measured, index, error);
        const result = buildOutline(input);
        const checks = ['control-mismatch', 'closure-error', 'triangle-impossible'];
        const alarms = result.problems.filter((x) => checks.includes(x.code));
        if (alarms.length) expect(alarms.flatMap((x) => x.where)).toContain(name);
      }),
      { numRuns: 150 },
    );
  });

  it('with readings to spare, a single wrong reading shows up as the largest (normalised) residual', () => {
    // Every diagonal that runs inside the room measured: enough spare readings to single the wrong one out.
    fc.assert(
      fc.property(turning(6, 12), fc.nat(), wrongBy, (points, pick, error) => {
        const pairs: { from: string; to: string }[] = [];
        for (let i = 0; i < points.length; i++) {
          for (let j = i + 2; j < points.length; j++) {
            if (isInsideDiagonal(points, i, j)) pairs.push({ from: cornerLetter(i), to: cornerLetter(j) });
          }
        }
        const measured = measure(points, pairs);
        const { input, name } = spoil(measured, pick % (points.length + pairs.length), error);
        const result = buildOutline(input);
        const suspects = result.residuals.filter((r) => r.suspect).map((r) => r.name);
        // Alone as a rule; rarely tied with one reading the geometry cannot tell it from.
        expect(suspects).toContain(name);
        expect(suspects.length).toBeLessThanOrEqual(2);
        const alarm = result.problems.find(
          (x) => x.code === 'control-mismatch' || x.code === 'closure-error',
        );
        if (suspects.length === 1) expect(alarm?.message).toContain(`Вероятно, ошибка в замере ${name}`);
      }),
      { numRuns: 100 },
    );
  });
});

describe('outlineFromPoints on random rooms', () => {
  it('agrees with the shoelace area, the wall sum and the angle sum (n − 2)·180°', () => {
    fc.assert(
      fc.property(room(3, 50), (points) => {
        const result = outlineFromPoints(points);
        expect(result.area).toBeCloseTo(polygonArea(points) / 1e6, 2);
        const walls = points.reduce((sum, p, i) => sum + distance(p, points[(i + 1) % points.length]!), 0);
        expect(result.perimeter).toBeCloseTo(walls / 1000, 2);
        const sum = result.angles.reduce((a, b) => a + b, 0);
        expect(Math.abs(sum - (points.length - 2) * 180)).toBeLessThan(0.05 * points.length + 1e-9);
        expect(result.innerCorners + result.outerCorners).toBeLessThanOrEqual(points.length);
        expect(signedArea(points)).toBeGreaterThan(0);
      }),
      { numRuns: 100 },
    );
  });
});
