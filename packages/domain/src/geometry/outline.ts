/**
 * `buildOutline`: from tape readings to the room (docs/design.md §3). Trilateration gives the first outline;
 * with readings to spare, all corners are adjusted together by least squares and each reading gets its
 * residual; the checks turn disagreements into Russian problems. `outlineFromPoints` gives the same fields
 * for a room drawn by hand.
 */
import { cyclicPolygon } from './cyclic.js';
import { type ParsedInput, parseInput, RANK, validCurves } from './input.js';
import { adjust } from './least-squares.js';
import { cornerLetter, pairName, sideName } from './letters.js';
import { problem } from './messages.js';
import { buildOrthogonal, turnCounts, turnsFromSketch } from './orthogonal.js';
import { distance, perimeterOf } from './polygon.js';
import { emptyResult, summarize } from './summary.js';
import { findSuspects } from './suspects.js';
import { type Measurement, trilaterate } from './trilaterate.js';
import type {
  CurvedWallInput,
  OrthogonalOptions,
  OutlineInput,
  OutlineResult,
  Point,
  Problem,
  Residual,
} from './types.js';

/** Disagreements up to this are tape and rounding, not a wrong reading (docs/design.md: warn above 1 cm). */
export const TOLERANCE_MM = 10;
/** A guess only fixes what the readings leave free; a real reading outweighs it ten-thousandfold. */
const GUESS_WEIGHT = 1e-4;

const round1 = (value: number) => Math.round(value * 10) / 10 + 0;

export function buildOutline(input: OutlineInput): OutlineResult {
  const parsed = parseInput(input);
  if (parsed.fatal) return emptyResult(parsed.problems);
  return input.orthogonal ? buildRightAngled(parsed, input.orthogonal) : buildMeasured(parsed);
}

/** Result fields for corners placed by hand (mm, clockwise expected); no readings, so no residuals. */
export function outlineFromPoints(
  points: Point[],
  options: { curvedWalls?: CurvedWallInput[] } = {},
): OutlineResult {
  const problems: Problem[] = [];
  if (points.length < 3 || points.some((p) => !Number.isFinite(p.x) || !Number.isFinite(p.y))) {
    return emptyResult([problem.invalid('Нужно не меньше трёх углов с координатами.')]);
  }
  const sides = points.map((p, i) => distance(p, points[(i + 1) % points.length]!));
  const curves = validCurves(options.curvedWalls, points.length, problems);
  return summarize(points, sides, curves, { closureError: 0, residuals: [], problems });
}

/** Where to take missing diagonals from: the sketch scaled to the sides, or the convex room with those sides. */
function guessShape(parsed: ParsedInput): Point[] | undefined {
  const { sketch, sides } = parsed;
  if (sketch && perimeterOf(sketch) > 0) {
    const scale = sides.reduce((a, b) => a + b, 0) / perimeterOf(sketch);
    return sketch.map((p) => ({ x: p.x * scale, y: p.y * scale }));
  }
  return cyclicPolygon(sides);
}

function buildMeasured(parsed: ParsedInput): OutlineResult {
  const { n, sketch, closingIndex } = parsed;
  const problems = [...parsed.problems];
  const ms: Measurement[] = [...parsed.measurements];
  // The readings alone: what they place is known for sure, and what they leave unused checks the rest.
  const byReadings = trilaterate(n, ms, { sketch });
  let build = byReadings;
  if (!byReadings.complete) {
    const guess = guessShape(parsed);
    for (let i = 2; guess && i < n - 1; i++) {
      ms.push({
        a: 0,
        b: i,
        length: distance(guess[0]!, guess[i]!),
        name: pairName(0, i),
        kind: 'pseudo',
        rank: RANK.guess,
      });
    }
    build = trilaterate(n, ms, { sketch });
    const guessed = ms.filter((m, i) => m.kind === 'pseudo' && build.used[i]).length;
    problems.push(problem.notEnough(guessed, sketch ? 'sketch' : 'convex'));
  }
  for (const failure of build.failures) problems.push(triangleProblem(ms, failure));
  if (!build.complete) return emptyResult(problems);

  const weights = ms.map((m, i) => (m.kind !== 'pseudo' ? 1 : build.used[i] ? GUESS_WEIGHT : 0));
  const spare = ms.some((m, i) => m.kind !== 'pseudo' && !build.used[i]);
  const points = spare ? adjust(build.points as Point[], ms, { weights }) : (build.points as Point[]);

  // Every reading the build could do without checks the others, each reported once: the closing side as
  // the closure error, the rest (control diagonals) as mismatches.
  const mismatches: { index: number; mm: number }[] = [];
  let closureError = 0;
  ms.forEach((m, i) => {
    const a = byReadings.points[m.a];
    const b = byReadings.points[m.b];
    if (m.kind === 'pseudo' || byReadings.used[i] || !a || !b) return;
    const misfit = Math.abs(distance(a, b) - m.length);
    if (i === closingIndex) closureError = misfit;
    if (misfit > TOLERANCE_MM) mismatches.push({ index: i, mm: misfit });
  });

  let suspects: number[] = [];
  if (mismatches.length) {
    const report = findSuspects(build.points as Point[], points, ms, weights);
    suspects = report.suspects;
    const names = suspects.map((i) => ms[i]!.name);
    const hint = problem.suspectHint(names, report.expected);
    for (const { index, mm } of mismatches) {
      const m = ms[index]!;
      problems.push(
        index === closingIndex
          ? problem.closure(m.name, mm, hint, names)
          : problem.mismatch(m.name, m.kind === 'side', mm, hint, names),
      );
    }
  }
  const residuals: Residual[] = spare
    ? ms.flatMap((m, i) =>
        m.kind === 'pseudo'
          ? []
          : [
              {
                name: m.name,
                mm: round1(distance(points[m.a]!, points[m.b]!) - m.length),
                suspect: suspects.includes(i),
              },
            ],
      )
    : [];
  return summarize(points, parsed.sides, parsed.curves, { closureError, residuals, problems });
}

function triangleProblem(
  ms: Measurement[],
  f: { p: number; q: number; v: number; mp: number; mq: number; pq: number },
): Problem {
  const corners = [f.p, f.q, f.v]
    .sort((x, y) => x - y)
    .map(cornerLetter)
    .join('');
  const base = ms.find((m) => (m.a === f.p && m.b === f.q) || (m.a === f.q && m.b === f.p));
  // The third side may be no reading at all but the distance the earlier corners put it at.
  const pq: [string, number] = [
    base && base.kind !== 'pseudo' ? base.name : `${pairName(f.p, f.q)} (по построению)`,
    f.pq,
  ];
  const pv: [string, number] = [ms[f.mp]!.name, ms[f.mp]!.length];
  const qv: [string, number] = [ms[f.mq]!.name, ms[f.mq]!.length];
  const sorted = [pq, pv, qv].sort((x, y) => y[1] - x[1]);
  return problem.triangle(corners, sorted[0]!, sorted[1]!, sorted[2]!);
}

function buildRightAngled(parsed: ParsedInput, option: OrthogonalOptions | true): OutlineResult {
  const { n, sides, sketch } = parsed;
  const problems = [...parsed.problems];
  const turns =
    (typeof option === 'object' && option.turns) ||
    (sketch ? turnsFromSketch(sketch) : sides.map(() => 'R' as const));
  if (turns.length !== n || turns.some((t) => t !== 'L' && t !== 'R')) {
    return emptyResult([
      ...problems,
      problem.invalid('Прямые углы: укажите поворот (R или L) для каждого угла.'),
    ]);
  }
  const { rights, lefts } = turnCounts(turns);
  if (rights - lefts !== 4) return emptyResult([...problems, problem.turns(rights, lefts)]);
  const build = buildOrthogonal(sides, turns);
  const closureError = Math.hypot(build.gap.x, build.gap.y);
  // Only walls along the axis that misses can explain it; the least squares fix moves all of them alike.
  const suspectSides = new Set<number>();
  if (closureError > TOLERANCE_MM) {
    sides.forEach((_, i) => {
      const gap = build.alongX[i] ? build.gap.x : build.gap.y;
      if (Math.abs(gap) > TOLERANCE_MM / 2) suspectSides.add(i);
    });
    const names = [...suspectSides].map((i) => sideName(i, n));
    problems.push(problem.closure(sideName(n - 1, n), closureError, problem.suspectHint(names), names));
  }
  const residuals: Residual[] = sides.map((s, i) => ({
    name: sideName(i, n),
    mm: round1(build.adjusted[i]! - s),
    suspect: suspectSides.has(i),
  }));
  for (const m of parsed.measurements.slice(n)) {
    const misfit = distance(build.points[m.a]!, build.points[m.b]!) - m.length;
    residuals.push({ name: m.name, mm: round1(misfit), suspect: Math.abs(misfit) > TOLERANCE_MM });
    if (Math.abs(misfit) > TOLERANCE_MM)
      problems.push(problem.mismatch(m.name, false, Math.abs(misfit), '', []));
  }
  return summarize(build.points, sides, parsed.curves, { closureError, residuals, problems });
}
