/**
 * µs per `buildOutline` solve for rooms of 4, 12 and 50 corners measured with redundancy: every side, the
 * proposed triangulating diagonals and the control diagonal, rounded to whole millimetres as a measurer
 * types them (so the least-squares adjustment has real work). Run: `npx tsx packages/domain/bench/geometry.bench.ts`.
 */
import {
  buildOutline,
  cornerIndex,
  type OutlineInput,
  outlineFromPoints,
  type Point,
  proposeDiagonals,
} from '../src/index.js';
import { random } from './random.js';

/** A star-shaped (so simple, often concave) room, clockwise on a y-down plane, in mm. */
function room(corners: number, seed: number): Point[] {
  const next = random(seed);
  const radius = (corners * 600) / (2 * Math.PI) + 2000;
  return Array.from({ length: corners }, (_, i) => {
    const angle = (2 * Math.PI * (i + (next() - 0.5) * 0.6)) / corners;
    const r = radius * (0.6 + 0.4 * next());
    return { x: r * Math.cos(angle), y: r * Math.sin(angle) };
  });
}

function measure(points: Point[]): OutlineInput {
  const length = (a: Point, b: Point) => Math.round(Math.hypot(b.x - a.x, b.y - a.y));
  return {
    sides: points.map((p, i) => length(p, points[(i + 1) % points.length]!)),
    diagonals: proposeDiagonals(points).map((d) => ({
      ...d,
      length: length(points[cornerIndex(d.from)]!, points[cornerIndex(d.to)]!),
    })),
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

/** Median and p95 in µs of `solve` over the inputs, after a warm-up. */
function time<T>(
  inputs: T[],
  iterations: number,
  solve: (input: T) => unknown,
): { median: string; p95: string } {
  for (let i = 0; i < iterations / 4; i++) solve(inputs[i % inputs.length]!);
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const input = inputs[i % inputs.length]!;
    const start = process.hrtime.bigint();
    solve(input);
    samples.push(Number(process.hrtime.bigint() - start) / 1000);
  }
  samples.sort((a, b) => a - b);
  const fmt = (us: number) => (us < 100 ? us.toFixed(1) : Math.round(us).toString());
  return { median: fmt(percentile(samples, 0.5)), p95: fmt(percentile(samples, 0.95)) };
}

for (const corners of [4, 12, 50]) {
  const inputs = Array.from({ length: 8 }, (_, k) => measure(room(corners, 1000 * corners + k)));
  for (const input of inputs) {
    const result = buildOutline(input);
    if (result.residuals.length === 0 || result.points.length !== corners) {
      throw new Error(`${corners} corners: expected a redundant, complete build`);
    }
  }
  const iterations = Math.max(200, Math.round(40_000 / corners));
  const { median, p95 } = time(inputs, iterations, buildOutline);
  console.log(
    `buildOutline ${corners} corners (redundant): median ${median} µs, p95 ${p95} µs (${iterations} solves)`,
  );
}

// What a hand-drawn room costs per drag frame.
const drawn = Array.from({ length: 8 }, (_, k) => room(50, 77 + k));
const { median, p95 } = time(drawn, 2000, (points) => outlineFromPoints(points));
console.log(`outlineFromPoints 50 corners (drawn): median ${median} µs, p95 ${p95} µs (2000 solves)`);
