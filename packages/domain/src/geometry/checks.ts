/**
 * Checks of a finished outline that do not depend on how it was built: short walls, needle-sharp corners,
 * walls that cross. (Checks of the readings themselves — triangles, closure, control diagonals — live in
 * outline.ts, where the readings are.)
 */
import { cornerLetter, sideName } from './letters.js';
import { problem } from './messages.js';
import { selfIntersections } from './polygon.js';
import type { Point, Problem } from './types.js';

export const SHORT_WALL_MM = 100;
export const SHARP_ANGLE_DEG = 10;

/**
 * @param outline the drawn contour (corners and arc points); `owner[k]` is the side that segment k
 *   (outline[k] → outline[k + 1]) belongs to.
 */
export function shapeProblems(
  sides: readonly number[],
  angles: readonly number[],
  outline: readonly Point[],
  owner: readonly number[],
): Problem[] {
  const n = sides.length;
  const problems: Problem[] = [];
  sides.forEach((length, i) => {
    if (length < SHORT_WALL_MM) problems.push(problem.shortWall(sideName(i, n), length));
  });
  angles.forEach((angle, i) => {
    if (angle < SHARP_ANGLE_DEG || angle > 360 - SHARP_ANGLE_DEG)
      problems.push(problem.sharpAngle(cornerLetter(i), angle));
  });
  const seen = new Set<string>();
  const pairs: [string, string][] = [];
  for (const [k1, k2] of selfIntersections(outline)) {
    const a = owner[k1]!;
    const b = owner[k2]!;
    if (a === b) continue;
    const key = `${Math.min(a, b)}:${Math.max(a, b)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    pairs.push([sideName(Math.min(a, b), n), sideName(Math.max(a, b), n)]);
  }
  if (pairs.length) problems.push(problem.selfIntersection(pairs));
  return problems;
}
