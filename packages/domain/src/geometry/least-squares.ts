/**
 * Adjusting all corners together when there are more readings than needed: Levenberg–Marquardt on the
 * distance equations |Pa − Pb| = length, with A fixed at the origin and B on the x axis (2n − 3 unknowns),
 * starting from the trilateration. Every reading is trusted alike (weight 1); guesses get a small weight.
 */
import { cholesky, choleskySolve, forwardSubstitute } from './cholesky.js';
import type { Measurement } from './trilaterate.js';
import type { Point } from './types.js';

export interface AdjustOptions {
  /** Per measurement; 0 leaves it out. Readings are equally trusted (1); guesses get a small weight. */
  weights: readonly number[];
}

const MAX_ITERATIONS = 50;
/** Steps this small change nothing a tape can see; past them rounding noise only makes LM thrash. */
const STEP_DONE_MM = 1e-3;

/** Unknown index of corner i's x (y is the next one); corner 1 has only x, corner 0 none. */
function column(vertex: number): number {
  return vertex === 1 ? 0 : 2 * vertex - 3;
}

function toPoints(n: number, x: Float64Array): Point[] {
  const points: Point[] = [
    { x: 0, y: 0 },
    { x: x[0]!, y: 0 },
  ];
  for (let i = 2; i < n; i++) points.push({ x: x[2 * i - 3]!, y: x[2 * i - 2]! });
  return points;
}

function fromPoints(points: readonly Point[]): Float64Array {
  const x = new Float64Array(2 * points.length - 3);
  x[0] = points[1]!.x;
  for (let i = 2; i < points.length; i++) {
    x[2 * i - 3] = points[i]!.x;
    x[2 * i - 2] = points[i]!.y;
  }
  return x;
}

function coord(x: Float64Array, vertex: number, axis: 0 | 1): number {
  if (vertex === 0) return 0;
  if (vertex === 1) return axis === 0 ? x[0]! : 0;
  return x[2 * vertex - 3 + axis]!;
}

/** Jacobian row of one distance as (column, value) pairs; at most four non-zeros. */
function row(x: Float64Array, m: Measurement): { cols: number[]; vals: number[]; residual: number } {
  const dx = coord(x, m.a, 0) - coord(x, m.b, 0);
  const dy = coord(x, m.a, 1) - coord(x, m.b, 1);
  const d = Math.hypot(dx, dy) || 1e-12;
  const ex = dx / d;
  const ey = dy / d;
  const cols: number[] = [];
  const vals: number[] = [];
  const push = (vertex: number, sign: number) => {
    if (vertex === 0) return;
    cols.push(column(vertex));
    vals.push(sign * ex);
    if (vertex > 1) {
      cols.push(column(vertex) + 1);
      vals.push(sign * ey);
    }
  };
  push(m.a, 1);
  push(m.b, -1);
  return { cols, vals, residual: d - m.length };
}

function cost(x: Float64Array, ms: readonly Measurement[], weights: readonly number[]): number {
  let sum = 0;
  ms.forEach((m, i) => {
    const w = weights[i]!;
    if (w === 0) return;
    const dx = coord(x, m.a, 0) - coord(x, m.b, 0);
    const dy = coord(x, m.a, 1) - coord(x, m.b, 1);
    const r = Math.hypot(dx, dy) - m.length;
    sum += w * r * r;
  });
  return sum;
}

function normalEquations(x: Float64Array, ms: readonly Measurement[], weights: readonly number[]) {
  const u = x.length;
  const N = new Float64Array(u * u);
  const g = new Float64Array(u);
  ms.forEach((m, i) => {
    const w = weights[i]!;
    if (w === 0) return;
    const { cols, vals, residual } = row(x, m);
    for (let s = 0; s < cols.length; s++) {
      const cs = cols[s]!;
      const ws = w * vals[s]!;
      g[cs]! += ws * residual;
      for (let t = 0; t < cols.length; t++) N[cs * u + cols[t]!]! += ws * vals[t]!;
    }
  });
  return { N, g };
}

/** Least-squares corners for all weighted readings, starting from `start` (A at origin, B on the x axis). */
export function adjust(start: readonly Point[], ms: readonly Measurement[], options: AdjustOptions): Point[] {
  const n = start.length;
  const { weights } = options;
  let x = fromPoints(start);
  const u = x.length;
  let current = cost(x, ms, weights);
  let lambda = 1e-6;
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    const { N, g } = normalEquations(x, ms, weights);
    let accepted = false;
    let stepSize = 0;
    for (let attempt = 0; attempt < 12 && !accepted; attempt++) {
      const A = new Float64Array(N);
      for (let k = 0; k < u; k++) A[k * u + k] = N[k * u + k]! * (1 + lambda) + 1e-12;
      if (!cholesky(A, u)) {
        lambda *= 10;
        continue;
      }
      const step = choleskySolve(A, u, g);
      const trial = new Float64Array(u);
      stepSize = 0;
      for (let k = 0; k < u; k++) {
        trial[k] = x[k]! - step[k]!;
        stepSize = Math.max(stepSize, Math.abs(step[k]!));
      }
      if (stepSize < STEP_DONE_MM) return toPoints(n, trial);
      const trialCost = cost(trial, ms, weights);
      if (trialCost <= current) {
        x = trial;
        current = trialCost;
        lambda = Math.max(lambda / 10, 1e-12);
        accepted = true;
      } else {
        lambda *= 10;
      }
    }
    if (!accepted || stepSize < STEP_DONE_MM) break;
  }
  return toPoints(n, x);
}

export interface Snooping {
  /**
   * Per measurement: the share of an error in it that shows in its own residual, 1 − diag(W·J·N⁻¹·Jᵀ).
   * 0 means nothing checks the reading; the numbers add up to the count of spare readings.
   */
  redundancy: number[];
  /** Per measurement: residual (length at `points` minus reading) over its standard deviation. */
  normalized: number[];
  /** Correlation of two residuals: ±1 when nothing can tell the two readings apart. */
  correlation(i: number, k: number): number;
}

/** Residual statistics (Baarda's data snooping) linearised at `points`; weight-0 readings get zeros. */
export function snoop(
  points: readonly Point[],
  ms: readonly Measurement[],
  weights: readonly number[],
): Snooping {
  const x = fromPoints(points);
  const u = x.length;
  const { N } = normalEquations(x, ms, weights);
  for (let k = 0; k < u; k++) N[k * u + k]! += 1e-12;
  const factored = cholesky(N, u);
  const z: Float64Array[] = [];
  const redundancy: number[] = [];
  const normalized: number[] = [];
  ms.forEach((m, i) => {
    const w = weights[i]!;
    const { cols, vals, residual } = row(x, m);
    const dense = new Float64Array(u);
    for (let s = 0; s < cols.length; s++) dense[cols[s]!]! += Math.sqrt(w) * vals[s]!;
    const zi = factored && w > 0 ? forwardSubstitute(N, u, dense) : new Float64Array(u);
    let h = 0;
    for (let k = 0; k < u; k++) h += zi[k]! * zi[k]!;
    const r = factored && w > 0 ? Math.max(0, 1 - h) : 0;
    z.push(zi);
    redundancy.push(r);
    normalized.push(r > 1e-12 ? (Math.sqrt(w) * residual) / Math.sqrt(r) : 0);
  });
  return {
    redundancy,
    normalized,
    correlation(i, k) {
      if (i === k) return 1;
      const ri = redundancy[i]!;
      const rk = redundancy[k]!;
      if (ri <= 1e-12 || rk <= 1e-12) return 0;
      let dot = 0;
      for (let c = 0; c < u; c++) dot += z[i]![c]! * z[k]![c]!;
      return -dot / Math.sqrt(ri * rk);
    },
  };
}
