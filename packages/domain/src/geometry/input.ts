/** Reading an `OutlineInput` into measurements, with Russian complaints about what cannot be used. */
import { cornerIndex, pairName, sideName } from './letters.js';
import { problem } from './messages.js';
import type { ValidCurve } from './summary.js';
import type { Measurement } from './trilaterate.js';
import type { CurvedWallInput, OutlineInput, Point, Problem } from './types.js';

/** Build order: sides first, then the diagonals, the closing side, control diagonals, and guesses last. */
export const RANK = { side: 0, diagonal: 1, closingSide: 2, control: 3, guess: 9 } as const;

export interface ParsedInput {
  n: number;
  sides: number[];
  /** Sides (index = side number), then the usable diagonals. */
  measurements: Measurement[];
  closingIndex: number;
  curves: ValidCurve[];
  sketch?: Point[];
  problems: Problem[];
  /** Nothing can be built. */
  fatal: boolean;
}

const isLength = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

export function validCurves(
  curves: readonly CurvedWallInput[] | undefined,
  n: number,
  problems: Problem[],
): ValidCurve[] {
  const result: ValidCurve[] = [];
  for (const curve of curves ?? []) {
    const inRange = Number.isInteger(curve.side) && curve.side >= 0 && curve.side < n;
    if (!inRange) {
      problems.push(problem.invalid(`Кривая стена: нет стороны с номером ${curve.side}.`));
    } else if (!Number.isFinite(curve.sagitta) || curve.sagitta === 0) {
      problems.push(
        problem.invalid(`Кривая стена ${sideName(curve.side, n)}: укажите прогиб в миллиметрах.`, [
          sideName(curve.side, n),
        ]),
      );
    } else if (result.some((c) => c.side === curve.side)) {
      problems.push(
        problem.invalid(`Стена ${sideName(curve.side, n)} описана кривой дважды.`, [sideName(curve.side, n)]),
      );
    } else {
      result.push({ side: curve.side, sagitta: curve.sagitta });
    }
  }
  return result;
}

export function parseInput(input: OutlineInput): ParsedInput {
  const problems: Problem[] = [];
  const sides = Array.isArray(input.sides) ? [...input.sides] : [];
  const n = sides.length;
  const empty = { n, sides, measurements: [], closingIndex: n - 1, curves: [], problems, fatal: true };
  if (n < 3) {
    problems.push(problem.invalid('Нужно не меньше трёх стен.'));
    return empty;
  }
  const bad = sides.findIndex((s) => !isLength(s));
  if (bad >= 0) {
    problems.push(
      problem.invalid(`Стена ${sideName(bad, n)}: длина должна быть больше нуля.`, [sideName(bad, n)]),
    );
    return empty;
  }
  const total = sides.reduce((a, b) => a + b, 0);
  const longest = Math.max(...sides);
  if (longest >= total - longest) {
    problems.push(problem.cannotClose(sideName(sides.indexOf(longest), n), longest, total - longest));
    return empty;
  }
  const measurements: Measurement[] = sides.map((length, i) => ({
    a: i,
    b: (i + 1) % n,
    length,
    name: sideName(i, n),
    kind: 'side',
    rank: i === n - 1 ? RANK.closingSide : RANK.side,
  }));
  for (const diagonal of input.diagonals ?? []) {
    const a = cornerIndex(String(diagonal.from ?? ''));
    const b = cornerIndex(String(diagonal.to ?? ''));
    const label = `${diagonal.from ?? ''}${diagonal.to ?? ''}`;
    if (a < 0 || b < 0 || a >= n || b >= n) {
      problems.push(problem.invalid(`Диагональ ${label}: в комнате нет такого угла.`));
    } else if (a === b) {
      problems.push(problem.invalid(`Диагональ ${label} начинается и кончается в одном углу.`));
    } else if (!isLength(diagonal.length)) {
      problems.push(
        problem.invalid(`Диагональ ${pairName(a, b)}: длина должна быть больше нуля.`, [pairName(a, b)]),
      );
    } else {
      measurements.push({
        a,
        b,
        length: diagonal.length,
        name: pairName(a, b),
        kind: 'diagonal',
        rank: diagonal.control ? RANK.control : RANK.diagonal,
      });
    }
  }
  const sketch =
    input.sketch?.length === n && input.sketch.every((p) => Number.isFinite(p.x) && Number.isFinite(p.y))
      ? input.sketch
      : undefined;
  return {
    n,
    sides,
    measurements,
    closingIndex: n - 1,
    curves: validCurves(input.curvedWalls, n, problems),
    sketch,
    problems,
    fatal: false,
  };
}
