/**
 * The convex room with given sides and the largest area: all corners on one circle (a cyclic polygon).
 * Used to complete an outline while diagonals are still missing — the "convex room" guess without a sketch.
 * A at (0, 0), B on the positive x axis, clockwise on a y-down plane.
 */
import type { Point } from './types.js';

function halfAngles(sides: readonly number[], radius: number): number[] {
  return sides.map((s) => 2 * Math.asin(Math.min(1, s / (2 * radius))));
}

function bisect(f: (r: number) => number, low: number, high: number): number {
  let lo = low;
  let hi = high;
  for (let i = 0; i < 200 && hi - lo > 1e-15 * hi; i++) {
    const mid = (lo + hi) / 2;
    if (f(mid) > 0) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Undefined when the sides cannot close (the longest is not shorter than all the others together). */
export function cyclicPolygon(sides: readonly number[]): Point[] | undefined {
  const n = sides.length;
  if (n < 3) return undefined;
  const total = sides.reduce((a, b) => a + b, 0);
  const longest = Math.max(...sides);
  const longestIndex = sides.indexOf(longest);
  if (longest >= total - longest) return undefined;
  const sum = (r: number) => halfAngles(sides, r).reduce((a, b) => a + b, 0);
  let radius: number;
  let centreInside: boolean;
  if (sum(longest / 2) >= 2 * Math.PI) {
    centreInside = true;
    radius = bisect((r) => sum(r) - 2 * Math.PI, longest / 2, total);
  } else {
    // The centre lies outside, beyond the longest side: its arc equals all the others' together.
    centreInside = false;
    const gap = (r: number) => 2 * (2 * Math.asin(Math.min(1, longest / (2 * r)))) - sum(r);
    let high = longest;
    while (gap(high) > 0) high *= 2;
    radius = bisect(gap, longest / 2, high);
  }
  const angles = halfAngles(sides, radius);
  if (!centreInside) angles[longestIndex] = -angles[longestIndex]!;
  const raw: Point[] = [];
  let phi = 0;
  for (let i = 0; i < n; i++) {
    raw.push({ x: radius * Math.cos(phi), y: radius * Math.sin(phi) });
    phi += angles[i]!;
  }
  // Move A to the origin and turn AB onto the x axis.
  const a = raw[0]!;
  const b = raw[1]!;
  const turn = -Math.atan2(b.y - a.y, b.x - a.x);
  const cos = Math.cos(turn);
  const sin = Math.sin(turn);
  return raw.map((p) => {
    const x = p.x - a.x;
    const y = p.y - a.y;
    return { x: x * cos - y * sin, y: x * sin + y * cos };
  });
}
