/** The result fields every outline gets, however its corners were found (measured or drawn). */
import { shapeProblems } from './checks.js';
import { arcMeasure, arcPoints } from './curved.js';
import { boundingBox, distance, interiorAngles, signedArea } from './polygon.js';
import type { OutlineResult, Point, Problem, Residual } from './types.js';

export interface ValidCurve {
  side: number;
  sagitta: number;
}

export interface Extras {
  closureError: number;
  residuals: Residual[];
  problems: Problem[];
}

/** Corners within this of 180° are points on a straight wall, neither inner nor outer corners. */
const STRAIGHT_DEG = 0.5;

const round = (value: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f + 0;
};

export function emptyResult(problems: Problem[]): OutlineResult {
  return {
    points: [],
    outline: [],
    sides: [],
    area: 0,
    perimeter: 0,
    width: 0,
    height: 0,
    angles: [],
    innerCorners: 0,
    outerCorners: 0,
    extraCorners: 0,
    curvedLength: 0,
    closureError: 0,
    residuals: [],
    problems,
  };
}

/**
 * @param points corners, any orientation (clockwise expected)
 * @param sides measured lengths (mm) used for the perimeter and the labels; chords for curved walls
 */
export function summarize(
  points: readonly Point[],
  sides: readonly number[],
  curves: readonly ValidCurve[],
  extras: Extras,
): OutlineResult {
  const n = points.length;
  const sense = signedArea(points) < 0 ? -1 : 1;
  const sagittaOf = new Map(curves.map((c) => [c.side, c.sagitta]));
  const angles = interiorAngles(points);
  const outline: Point[] = [];
  const owner: number[] = [];
  let area = Math.abs(signedArea(points));
  let perimeter = 0;
  let curvedLength = 0;
  for (let i = 0; i < n; i++) {
    const p = points[i]!;
    const q = points[(i + 1) % n]!;
    outline.push(p);
    owner.push(i);
    const sagitta = sagittaOf.get(i);
    if (sagitta === undefined) {
      perimeter += sides[i]!;
      continue;
    }
    const chord = distance(p, q) || 1;
    const outward = { x: (sense * (q.y - p.y)) / chord, y: (-sense * (q.x - p.x)) / chord };
    for (const point of arcPoints(p, q, sagitta, outward)) {
      outline.push(point);
      owner.push(i);
    }
    const arc = arcMeasure(sides[i]!, sagitta);
    area += Math.sign(sagitta) * arc.segmentArea;
    perimeter += arc.length;
    curvedLength += arc.length;
    // The wall leaves each end along the arc's tangent, half the central angle off the chord.
    const half = (Math.sign(sagitta) * arc.angle * 90) / Math.PI;
    angles[i]! += half;
    angles[(i + 1) % n]! += half;
  }
  const normalized = angles.map((a) => ((a % 360) + 360) % 360);
  const box = boundingBox(outline);
  const problems = [...extras.problems, ...shapeProblems(sides, normalized, outline, owner)];
  const roundPoint = (p: Point) => ({ x: round(p.x, 2), y: round(p.y, 2) });
  return {
    points: points.map(roundPoint),
    outline: outline.map(roundPoint),
    sides: [...sides],
    area: round(area / 1e6, 2),
    perimeter: round(perimeter / 1000, 2),
    width: round((box.maxX - box.minX) / 1000, 2),
    height: round((box.maxY - box.minY) / 1000, 2),
    angles: normalized.map((a) => round(a, 1)),
    innerCorners: normalized.filter((a) => a < 180 - STRAIGHT_DEG).length,
    outerCorners: normalized.filter((a) => a > 180 + STRAIGHT_DEG).length,
    extraCorners: Math.max(0, n - 4),
    curvedLength: round(curvedLength / 1000, 2),
    closureError: round(extras.closureError, 1),
    residuals: extras.residuals,
    problems,
  };
}
