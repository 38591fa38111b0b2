/**
 * Small polygon helpers on plain points (any units, y down — see types.ts). Orientation-independent unless
 * the name says "signed".
 */
import type { Point } from './types.js';

/** Twice the signed area of triangle abc: > 0 when a → b → c turns clockwise on a y-down screen. */
export function orient(a: Point, b: Point, c: Point): number {
  return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
}

/** Shoelace area, positive for corners listed clockwise on a y-down screen (our lettering). */
export function signedArea(points: readonly Point[]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % points.length]!;
    sum += a.x * b.y - b.x * a.y;
  }
  return sum / 2;
}

/** Area enclosed by a simple polygon, in the square of the points' units. */
export function polygonArea(points: readonly Point[]): number {
  return Math.abs(signedArea(points));
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

export function perimeterOf(points: readonly Point[]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i++) sum += distance(points[i]!, points[(i + 1) % points.length]!);
  return sum;
}

export function boundingBox(points: readonly Point[]): {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
} {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const p of points) {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  return points.length ? { minX, minY, maxX, maxY } : { minX: 0, minY: 0, maxX: 0, maxY: 0 };
}

function onSegment(a: Point, b: Point, p: Point): boolean {
  return (
    Math.min(a.x, b.x) <= p.x &&
    p.x <= Math.max(a.x, b.x) &&
    Math.min(a.y, b.y) <= p.y &&
    p.y <= Math.max(a.y, b.y)
  );
}

/** Closed segments ab and cd share at least one point (touching counts). */
export function segmentsIntersect(a: Point, b: Point, c: Point, d: Point): boolean {
  const d1 = orient(c, d, a);
  const d2 = orient(c, d, b);
  const d3 = orient(a, b, c);
  const d4 = orient(a, b, d);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  return (
    (d1 === 0 && onSegment(c, d, a)) ||
    (d2 === 0 && onSegment(c, d, b)) ||
    (d3 === 0 && onSegment(a, b, c)) ||
    (d4 === 0 && onSegment(a, b, d))
  );
}

/** Even–odd ray test; points exactly on the boundary may fall either way. */
export function pointInPolygon(p: Point, points: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const a = points[i]!;
    const b = points[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/**
 * Pairs of edges (edge i runs from point i to point i + 1) that cross or touch where they should not:
 * non-neighbouring edges sharing any point, and neighbouring edges folding back onto each other.
 */
export function selfIntersections(points: readonly Point[]): [number, number][] {
  const n = points.length;
  const pairs: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % n]!;
    const c = points[(i + 2) % n]!;
    // Neighbours share a corner by design; they only clash when the second doubles back along the first.
    if (n >= 3 && orient(a, b, c) === 0 && (b.x - a.x) * (c.x - b.x) + (b.y - a.y) * (c.y - b.y) < 0) {
      pairs.push([i, (i + 1) % n]);
    }
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue;
      if (segmentsIntersect(a, b, points[j]!, points[(j + 1) % n]!)) pairs.push([i, j]);
    }
  }
  return pairs;
}

/** A polygon with at least 3 corners whose walls neither cross nor touch except at shared corners. */
export function isSimple(points: readonly Point[]): boolean {
  if (points.length < 3) return false;
  for (let i = 0; i < points.length; i++) {
    if (distance(points[i]!, points[(i + 1) % points.length]!) === 0) return false;
  }
  return selfIntersections(points).length === 0;
}

/**
 * Angle inside the polygon at each corner, degrees in [0, 360): under 180 for an ordinary corner, over 180
 * for a jutting one. Works for either orientation.
 */
export function interiorAngles(points: readonly Point[]): number[] {
  const n = points.length;
  const sign = signedArea(points) < 0 ? -1 : 1;
  const angles: number[] = [];
  for (let i = 0; i < n; i++) {
    const cur = points[i]!;
    const prev = points[(i + n - 1) % n]!;
    const next = points[(i + 1) % n]!;
    const nx = next.x - cur.x;
    const ny = next.y - cur.y;
    const px = prev.x - cur.x;
    const py = prev.y - cur.y;
    // Turning from the outgoing wall to the incoming one sweeps the inside for a clockwise (y-down) room.
    let angle = (Math.atan2(nx * py - ny * px, nx * px + ny * py) * 180) / Math.PI;
    if (sign < 0) angle = -angle;
    if (angle < 0) angle += 360;
    angles.push(angle);
  }
  return angles;
}
