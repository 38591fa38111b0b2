/**
 * Building corners from distances (docs/design.md §3): A at (0, 0), B at (|AB|, 0), then each next corner is the
 * intersection of two circles around corners already placed. Of the two intersections, the one whose
 * turning direction matches the sketch is kept; without a sketch, the one that keeps the three corners in
 * clockwise (lettering) order — exact whenever the two circles' centres are joined by a measured diagonal
 * or side, because measured diagonals run inside the room, and the convex-room assumption otherwise.
 */
import { orient, signedArea } from './polygon.js';
import type { Point } from './types.js';

export interface Measurement {
  /** Corner indices. */
  a: number;
  b: number;
  /** mm */
  length: number;
  name: string;
  kind: 'side' | 'diagonal' | 'pseudo';
  /** Lower ranks are used first when building; readings left unused check the others. */
  rank: number;
}

/** A corner that could not be placed exactly because its three distances break the triangle inequality. */
export interface TriangleFailure {
  /** The two placed corners and the new one. */
  p: number;
  q: number;
  v: number;
  /** Measurements p–v and q–v. */
  mp: number;
  mq: number;
  /** Distance p–q in the built outline, mm. */
  pq: number;
}

export interface Trilateration {
  points: (Point | undefined)[];
  /** Per measurement: was it needed to place a corner? */
  used: boolean[];
  complete: boolean;
  failures: TriangleFailure[];
}

export interface TrilaterateOptions {
  /** Measurements to leave out entirely. */
  skip?: (index: number) => boolean;
  sketch?: readonly Point[];
}

/** Violations smaller than this are rounding, not a wrong reading. */
const TRIANGLE_SLACK_MM = 0.05;
/** Sketch triangles flatter than this (sine of the angle) are too rough to decide a mirror choice. */
const SKETCH_RELIABLE_SINE = 0.02;

function expectedTurn(
  p: number,
  q: number,
  v: number,
  n: number,
  sketch: readonly Point[] | undefined,
): number {
  if (sketch) {
    const sp = sketch[p]!;
    const sq = sketch[q]!;
    const sv = sketch[v]!;
    const o = orient(sp, sq, sv);
    const scale = Math.hypot(sq.x - sp.x, sq.y - sp.y) * Math.hypot(sv.x - sp.x, sv.y - sp.y);
    // A sketch lettered anticlockwise is a mirror drawing of the same room: read its turns mirrored.
    const sense = signedArea(sketch) < 0 ? -1 : 1;
    if (scale > 0 && Math.abs(o) > SKETCH_RELIABLE_SINE * scale) return Math.sign(o) * sense;
  }
  // Corners p, q, v in lettering order turn clockwise, i.e. positive orient() on a y-down plane.
  return (q - p + n) % n < (v - p + n) % n ? 1 : -1;
}

interface Candidate {
  v: number;
  e1: number;
  e2: number;
  rank: number;
  triangle: number;
  sine: number;
}

/** Ranks from this on are guesses, not readings (see input.ts). */
const GUESS_RANK = 9;

/**
 * Readings before guesses; then a triangle of readings (whose turning is known, see the header) before
 * two circles around unjoined corners (whose turning is only assumed); then the preferred readings; then
 * the better-conditioned crossing.
 */
function better(a: Candidate, b: Candidate | undefined): boolean {
  if (!b) return true;
  const guessA = a.rank >= GUESS_RANK ? 1 : 0;
  const guessB = b.rank >= GUESS_RANK ? 1 : 0;
  if (guessA !== guessB) return guessA < guessB;
  if (a.triangle !== b.triangle) return a.triangle < b.triangle;
  if (a.rank !== b.rank) return a.rank < b.rank;
  return a.sine > b.sine;
}

export function trilaterate(
  n: number,
  ms: readonly Measurement[],
  options: TrilaterateOptions = {},
): Trilateration {
  const skip = options.skip ?? (() => false);
  const sketch = options.sketch && options.sketch.length === n ? options.sketch : undefined;
  const points: (Point | undefined)[] = new Array(n).fill(undefined);
  const used = ms.map(() => false);
  const failures: TriangleFailure[] = [];
  const adjacency: number[][] = Array.from({ length: n }, () => []);
  const measuredPairs = new Set<number>();
  let base = -1;
  ms.forEach((m, i) => {
    if (skip(i)) return;
    adjacency[m.a]!.push(i);
    adjacency[m.b]!.push(i);
    measuredPairs.add(Math.min(m.a, m.b) * n + Math.max(m.a, m.b));
    if (base < 0 && m.kind === 'side' && Math.min(m.a, m.b) === 0 && Math.max(m.a, m.b) === 1) base = i;
  });
  if (base < 0) return { points, used, complete: false, failures };
  // How many placed corners each corner has readings to: only corners with two can be placed next.
  const anchors = new Array<number>(n).fill(0);
  const place = (v: number, point: Point) => {
    points[v] = point;
    for (const e of adjacency[v]!) anchors[other(ms[e]!, v)]!++;
  };
  place(0, { x: 0, y: 0 });
  place(1, { x: ms[base]!.length, y: 0 });
  used[base] = true;
  let placed = 2;

  while (placed < n) {
    let best: Candidate | undefined;
    for (let v = 0; v < n; v++) {
      if (points[v] || anchors[v]! < 2) continue;
      const edges = adjacency[v]!.filter((e) => points[other(ms[e]!, v)]);
      for (let i = 0; i < edges.length; i++) {
        for (let j = i + 1; j < edges.length; j++) {
          const e1 = edges[i]!;
          const e2 = edges[j]!;
          const p = other(ms[e1]!, v);
          const q = other(ms[e2]!, v);
          if (p === q) continue;
          const d = dist(points[p]!, points[q]!);
          if (d < 1e-9) continue;
          const r1 = ms[e1]!.length;
          const r2 = ms[e2]!.length;
          const a = (r1 * r1 - r2 * r2 + d * d) / (2 * d);
          const h = Math.sqrt(Math.max(0, r1 * r1 - a * a));
          const candidate: Candidate = {
            v,
            e1,
            e2,
            rank: Math.max(ms[e1]!.rank, ms[e2]!.rank),
            triangle: measuredPairs.has(Math.min(p, q) * n + Math.max(p, q)) ? 0 : 1,
            sine: (d * h) / (r1 * r2),
          };
          if (better(candidate, best)) best = candidate;
        }
      }
    }
    if (!best) break;
    const { v, e1, e2 } = best;
    const p = other(ms[e1]!, v);
    const q = other(ms[e2]!, v);
    const pp = points[p]!;
    const pq = points[q]!;
    const d = dist(pp, pq);
    const r1 = ms[e1]!.length;
    const r2 = ms[e2]!.length;
    if (d - r1 - r2 > TRIANGLE_SLACK_MM || Math.abs(r1 - r2) - d > TRIANGLE_SLACK_MM) {
      failures.push({ p, q, v, mp: e1, mq: e2, pq: d });
    }
    const ux = (pq.x - pp.x) / d;
    const uy = (pq.y - pp.y) / d;
    // Clamp so an impossible triangle still yields the nearest flat one and the outline stays drawable.
    const a = Math.min(r1, Math.max(-r1, (r1 * r1 - r2 * r2 + d * d) / (2 * d)));
    const h = Math.sqrt(Math.max(0, r1 * r1 - a * a)) * expectedTurn(p, q, v, n, sketch);
    // (-uy, ux) is the side where orient(p, q, v) > 0.
    place(v, { x: pp.x + a * ux - h * uy, y: pp.y + a * uy + h * ux });
    used[e1] = true;
    used[e2] = true;
    placed++;
  }
  return { points, used, complete: placed === n, failures };
}

function other(m: Measurement, v: number): number {
  return m.a === v ? m.b : m.a;
}

function dist(a: Point, b: Point): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}
