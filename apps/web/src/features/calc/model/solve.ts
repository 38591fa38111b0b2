import {
  buildOutline,
  cornerIndex,
  cornerLetter,
  type DiagonalInput,
  type OutlineResult,
  outlineFromPoints,
  type ProposedDiagonal,
  proposeDiagonals,
  type ReadingsStatus,
  type RoomReadiness,
  readingsStatus,
  roomReadiness,
  sideName,
} from '@glad/domain';
import { type Drawing, pairKey, parsePairKey } from './drawing';

export interface DiagonalRow {
  i: number;
  j: number;
  key: string;
  name: string;
  /** proposed to measure (triangulating), or the control one */
  proposed: boolean;
  control: boolean;
  mm: number | null;
}

export interface Solved {
  result: OutlineResult;
  /** the outline comes from the readings (`measure`, `ortho` with every side typed) or from the drawing */
  measured: boolean;
  /** sides still to type (names) before the readings can build the room */
  missingSides: string[];
  diagonals: DiagonalRow[];
  /** readings still missing («сторона BC», «диагональ AC») and whether a control reading checked them */
  readings: ReadingsStatus;
  /**
   * The readings fix the room (or it was drawn by hand): only then has it an area, a perimeter and a
   * price. Otherwise the outline on screen is partly the rough sketch, and its figures would be made up.
   */
  complete: boolean;
  /**
   * The domain's word on it (decision 0024), the one the estimates give the saved draft: measured, or
   * what is missing, or not built.
   */
  readiness: RoomReadiness;
}

/** What is missing and whether the room is fixed by its readings. */
function status(d: Drawing, diagonals: DiagonalRow[], result: OutlineResult, measured: boolean) {
  const n = d.corners.length;
  const readings = readingsStatus({
    mode: d.mode,
    sides: d.sides.map((length, i) => ({ name: sideName(i, n), length })),
    diagonals: diagonals
      .filter((r) => r.proposed)
      .map((r) => ({ name: r.name, length: r.mm, control: r.control })),
  });
  const guessed = result.problems.some((p) => p.code === 'not-enough-measurements');
  // readings that contradict each other can close on a flat (zero-area) outline: that is no room to price
  const complete =
    result.points.length >= 3 &&
    result.area > 0 &&
    (d.mode === 'hand' || (measured && readings.missing.length === 0 && !guessed));
  return { readings, complete, readiness: roomReadiness(readings, complete) };
}

/** The diagonals the table offers: the proposed set (on the sketch), then any other typed one. */
export function diagonalRows(d: Drawing, proposals: readonly ProposedDiagonal[]): DiagonalRow[] {
  const letters = d.corners.map((_, i) => cornerLetter(i));
  const index = new Map(letters.map((l, i) => [l, i]));
  const rows: DiagonalRow[] = [];
  const seen = new Set<string>();
  for (const p of proposals) {
    const i = index.get(p.from);
    const j = index.get(p.to);
    if (i === undefined || j === undefined) continue;
    const key = pairKey(i, j);
    if (seen.has(key)) continue;
    seen.add(key);
    const [a, b] = parsePairKey(key);
    rows.push({
      i: a,
      j: b,
      key,
      name: letters[a]! + letters[b]!,
      proposed: true,
      control: p.control,
      mm: d.diagonals[key] ?? null,
    });
  }
  for (const [key, mm] of Object.entries(d.diagonals).sort(([a], [b]) =>
    a.localeCompare(b, 'en', { numeric: true }),
  )) {
    if (seen.has(key)) continue;
    const [a, b] = parsePairKey(key);
    if (a >= letters.length || b >= letters.length) continue;
    rows.push({ i: a, j: b, key, name: letters[a]! + letters[b]!, proposed: false, control: false, mm });
  }
  return rows;
}

/** The diagonals to offer for measuring (only the measuring mode uses them). */
export function proposalsFor({ corners, mode }: Pick<Drawing, 'corners' | 'mode'>): ProposedDiagonal[] {
  return mode === 'measure' && corners.length > 3 ? proposeDiagonals(corners) : [];
}

/** The room from the drawing: built from the readings when they are all there, else the drawing itself. */
export function solve(d: Drawing, proposals: readonly ProposedDiagonal[]): Solved {
  const n = d.corners.length;
  const diagonals = d.mode === 'measure' ? diagonalRows(d, proposals) : [];
  const curvedWalls = d.curvedWalls.filter((c) => c.side < n);
  const missingSides =
    d.mode === 'hand' ? [] : d.sides.flatMap((s, i) => (s === null ? [sideName(i, n)] : []));
  if (d.mode === 'hand' || missingSides.length > 0) {
    const result = outlineFromPoints(d.corners, { curvedWalls });
    return { result, measured: false, missingSides, diagonals, ...status(d, diagonals, result, false) };
  }
  const sides = d.sides as number[];
  if (d.mode === 'ortho') {
    const result = buildOutline({ sides, orthogonal: { turns: d.turns }, curvedWalls });
    return { result, measured: true, missingSides, diagonals, ...status(d, diagonals, result, true) };
  }
  const typed: DiagonalInput[] = diagonals
    .filter((r) => r.mm !== null)
    .map((r) => ({
      from: cornerLetter(r.i),
      to: cornerLetter(r.j),
      length: r.mm!,
      ...(r.control ? { control: true } : {}),
    }));
  const result = buildOutline({ sides, diagonals: typed, sketch: d.corners, curvedWalls });
  return { result, measured: true, missingSides, diagonals, ...status(d, diagonals, result, true) };
}

/** What a problem's `where` names, split into corners, sides and diagonals (indices) for marking. */
export interface Marks {
  corners: Set<number>;
  sides: Set<number>;
  diagonals: Set<string>;
}

export function marksOf(result: OutlineResult, n: number): Marks {
  const marks: Marks = { corners: new Set(), sides: new Set(), diagonals: new Set() };
  const names = [
    ...result.problems.flatMap((p) => p.where),
    ...result.residuals.filter((r) => r.suspect).map((r) => r.name),
  ];
  for (const name of names) {
    const match = /^([A-Z]\d*)([A-Z]\d*)?$/.exec(name);
    if (!match) continue;
    const i = cornerIndex(match[1]!);
    const j = match[2] ? cornerIndex(match[2]) : -1;
    if (i < 0 || i >= n) continue;
    if (j < 0) marks.corners.add(i);
    else if (j >= n) continue;
    else if ((i + 1) % n === j) marks.sides.add(i);
    else if ((j + 1) % n === i) marks.sides.add(j);
    else marks.diagonals.add(pairKey(i, j));
  }
  return marks;
}
