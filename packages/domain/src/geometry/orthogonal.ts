/**
 * Orthogonal quick mode: every corner is 90°, so the sides alone fix the room. Walking clockwise from A
 * along +x, each corner turns right ('R', an ordinary corner) or left ('L', a jutting one). Walls then run
 * along x or along y, and the room closes only if the x-walls and the y-walls each sum to zero; the least
 * squares fix of that (each measured length as trusted as the others) moves every x-wall by the same
 * amount and every y-wall by the same amount.
 */
import { orient, signedArea } from './polygon.js';
import type { Point, Turn } from './types.js';

export interface OrthogonalBuild {
  points: Point[];
  /** mm, the adjusted side lengths that close the room exactly. */
  adjusted: number[];
  /** mm, where the walk with the measured sides ends instead of A. */
  gap: Point;
  /** Which sides run along x (true) or y (false). */
  alongX: boolean[];
}

export function turnCounts(turns: readonly Turn[]): { rights: number; lefts: number } {
  const rights = turns.filter((t) => t === 'R').length;
  return { rights, lefts: turns.length - rights };
}

/** Turns read from a rough drawing, as if walked clockwise; flat sketch corners count as right turns. */
export function turnsFromSketch(sketch: readonly Point[]): Turn[] {
  const n = sketch.length;
  const sense = signedArea(sketch) < 0 ? -1 : 1;
  return sketch.map((p, i) =>
    orient(sketch[(i + n - 1) % n]!, p, sketch[(i + 1) % n]!) * sense >= 0 ? 'R' : 'L',
  );
}

export function buildOrthogonal(sides: readonly number[], turns: readonly Turn[]): OrthogonalBuild {
  const n = sides.length;
  const directions: Point[] = [{ x: 1, y: 0 }];
  for (let i = 1; i < n; i++) {
    const d = directions[i - 1]!;
    // On a y-down plane a clockwise (right) turn maps (x, y) to (−y, x).
    directions.push(turns[i] === 'R' ? { x: -d.y, y: d.x } : { x: d.y, y: -d.x });
  }
  const alongX = directions.map((d) => d.x !== 0);
  const gap = { x: 0, y: 0 };
  sides.forEach((s, i) => {
    gap.x += s * directions[i]!.x;
    gap.y += s * directions[i]!.y;
  });
  const countX = alongX.filter(Boolean).length;
  const countY = n - countX;
  const adjusted = sides.map((s, i) => {
    const d = directions[i]!;
    return alongX[i] ? s - (d.x * gap.x) / countX : s - (d.y * gap.y) / countY;
  });
  const points: Point[] = [{ x: 0, y: 0 }];
  for (let i = 0; i < n - 1; i++) {
    const p = points[i]!;
    const d = directions[i]!;
    points.push({ x: p.x + adjusted[i]! * d.x, y: p.y + adjusted[i]! * d.y });
  }
  return { points, adjusted, gap, alongX };
}
