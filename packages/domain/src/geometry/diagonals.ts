/**
 * Which diagonals to measure: a triangulation of the room by cutting off ears (docs/design.md §3) plus one
 * control diagonal that checks the rest.
 */
import { cornerLetter } from './letters.js';
import { pointInPolygon, segmentsIntersect } from './polygon.js';
import type { Point, ProposedDiagonal } from './types.js';

/**
 * Can a tape run from corner `ring[a]` to corner `ring[b]` inside the polygon whose corners are `ring`
 * (indices into `points`)? It must cross or touch no wall except at its own ends, and its midpoint must be
 * inside — together these rule out diagonals that run outside the room.
 */
function chordInside(points: readonly Point[], ring: readonly number[], a: number, b: number): boolean {
  const m = ring.length;
  const ia = ring[a]!;
  const ib = ring[b]!;
  const p = points[ia]!;
  const q = points[ib]!;
  for (let k = 0; k < m; k++) {
    const u = ring[k]!;
    const v = ring[(k + 1) % m]!;
    if (u === ia || u === ib || v === ia || v === ib) continue;
    if (segmentsIntersect(p, q, points[u]!, points[v]!)) return false;
  }
  const mid = { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
  return pointInPolygon(
    mid,
    ring.map((i) => points[i]!),
  );
}

/** Is the segment between corners i and j (not neighbours) a diagonal inside the room? */
export function isInsideDiagonal(points: readonly Point[], i: number, j: number): boolean {
  const n = points.length;
  if (i === j || (i + 1) % n === j || (j + 1) % n === i) return false;
  return chordInside(
    points,
    points.map((_, k) => k),
    i,
    j,
  );
}

function smallestAngle(a: Point, b: Point, c: Point): number {
  const angleAt = (p: Point, q: Point, r: Point) =>
    Math.abs(
      Math.atan2(
        (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x),
        (q.x - p.x) * (r.x - p.x) + (q.y - p.y) * (r.y - p.y),
      ),
    );
  return Math.min(angleAt(a, b, c), angleAt(b, c, a), angleAt(c, a, b));
}

/** The n − 3 diagonals of an ear-clipping triangulation as corner index pairs; fewer if the outline is not simple. */
export function triangulationDiagonals(points: readonly Point[]): [number, number][] {
  const ring = points.map((_, i) => i);
  const result: [number, number][] = [];
  while (ring.length > 3) {
    // Of all ears, cut the fattest triangle: slivers make the built corner sensitive to reading errors.
    let best = -1;
    let bestAngle = -1;
    for (let k = 0; k < ring.length; k++) {
      const prev = (k + ring.length - 1) % ring.length;
      const next = (k + 1) % ring.length;
      if (!chordInside(points, ring, prev, next)) continue;
      const angle = smallestAngle(points[ring[prev]!]!, points[ring[k]!]!, points[ring[next]!]!);
      if (angle > bestAngle) {
        bestAngle = angle;
        best = k;
      }
    }
    if (best < 0) break;
    const prev = ring[(best + ring.length - 1) % ring.length]!;
    const next = ring[(best + 1) % ring.length]!;
    result.push(prev < next ? [prev, next] : [next, prev]);
    ring.splice(best, 1);
  }
  return result;
}

/**
 * Diagonals to measure for a room drawn as `points` (any units, either orientation): n − 3 that
 * triangulate it (each inside the room, crossing no wall, midpoint inside) plus one control diagonal,
 * also inside, chosen to cross as many of the others as possible so that it checks as many readings as a
 * single extra reading can. No control when none exists (a triangle, a concave quadrilateral).
 */
export function proposeDiagonals(points: readonly Point[]): ProposedDiagonal[] {
  const n = points.length;
  if (n < 4) return [];
  const set = triangulationDiagonals(points);
  const taken = new Set(set.map(([i, j]) => i * n + j));
  let control: [number, number] | undefined;
  let bestScore = -1;
  let bestLength = -1;
  for (let i = 0; i < n; i++) {
    for (let j = i + 2; j < n; j++) {
      if (taken.has(i * n + j) || !isInsideDiagonal(points, i, j)) continue;
      const p = points[i]!;
      const q = points[j]!;
      // Readings checked by a control diagonal are the triangles it passes through, one per crossing.
      let score = 0;
      for (const [u, v] of set) {
        if (u === i || u === j || v === i || v === j) continue;
        if (segmentsIntersect(p, q, points[u]!, points[v]!)) score++;
      }
      const length = Math.hypot(q.x - p.x, q.y - p.y);
      if (score > bestScore || (score === bestScore && length > bestLength)) {
        bestScore = score;
        bestLength = length;
        control = [i, j];
      }
    }
  }
  const result: ProposedDiagonal[] = set.map(([i, j]) => ({
    from: cornerLetter(i),
    to: cornerLetter(j),
    control: false,
  }));
  if (control) result.push({ from: cornerLetter(control[0]), to: cornerLetter(control[1]), control: true });
  return result;
}
