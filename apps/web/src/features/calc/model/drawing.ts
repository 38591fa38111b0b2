import { type CurvedWallInput, formatCount, type Point, type Turn } from '@glad/domain';

/**
 * The room as the editor holds it (lengths and coordinates in mm, y down, corners clockwise).
 *
 * - `measure`: the outline is built from the typed sides and diagonals; `corners` is the rough sketch that
 *   picks mirror solutions and the diagonals to propose.
 * - `ortho`: every corner 90° (or 270° where `turns` says L); only the sides are needed.
 * - `hand`: drawn on the grid; `corners` is the outline itself, `sides` are not used.
 */
export type Mode = 'measure' | 'ortho' | 'hand';

export interface Drawing {
  mode: Mode;
  corners: Point[];
  /** Measured sides, one per corner: AB, BC, …, the closing side; null until typed. */
  sides: (number | null)[];
  /** Measured diagonals by corner indices, `"i-j"` with i < j, in mm. */
  diagonals: Record<string, number>;
  /** One per corner, for `ortho`: R — an ordinary 90° corner, L — a jutting 270° one. */
  turns: Turn[];
  curvedWalls: CurvedWallInput[];
}

export const GRID_MM = 100;

export const pairKey = (i: number, j: number) => (i < j ? `${i}-${j}` : `${j}-${i}`);
export function parsePairKey(key: string): [number, number] {
  const [a, b] = key.split('-').map(Number);
  return [a!, b!];
}

const pt = (x: number, y: number): Point => ({ x, y });

/** Turns read from corner positions: a left turn walking clockwise on a y-down plane is a jutting corner. */
export function turnsOf(corners: readonly Point[]): Turn[] {
  const n = corners.length;
  let area = 0;
  for (let i = 0; i < n; i++) {
    const p = corners[i]!;
    const q = corners[(i + 1) % n]!;
    area += p.x * q.y - q.x * p.y;
  }
  const sense = area < 0 ? -1 : 1;
  return corners.map((p, i) => {
    const a = corners[(i + n - 1) % n]!;
    const b = corners[(i + 1) % n]!;
    const cross = (p.x - a.x) * (b.y - p.y) - (p.y - a.y) * (b.x - p.x);
    return cross * sense < 0 ? 'L' : 'R';
  });
}

export function drawingOf(corners: Point[], mode: Mode = 'measure'): Drawing {
  return {
    mode,
    corners,
    sides: corners.map(() => null),
    diagonals: {},
    turns: turnsOf(corners),
    curvedWalls: [],
  };
}

/** A convex room with `n` corners on an ellipse, snapped to the grid, A top-left and lettered clockwise. */
function convex(n: number): Point[] {
  const rx = 2500;
  const ry = 2000;
  return Array.from({ length: n }, (_, i) => {
    const angle = Math.PI + Math.PI / n + (2 * Math.PI * i) / n;
    const snap = (v: number) => Math.round(v / GRID_MM) * GRID_MM;
    return pt(snap(rx + rx * Math.cos(angle)), snap(ry + ry * Math.sin(angle)));
  });
}

export interface Preset {
  id: string;
  label: string;
  corners: () => Point[];
}

/** Room shapes to start from (cm in comments): the measurer then types the real lengths. */
export const presets: Preset[] = [
  {
    id: '4',
    label: 'Прямоугольник — 4 угла',
    corners: () => [pt(0, 0), pt(4000, 0), pt(4000, 3000), pt(0, 3000)],
  },
  {
    id: '5',
    label: 'Скошенный угол — 5 углов',
    corners: () => [pt(0, 0), pt(3000, 0), pt(4000, 1000), pt(4000, 3000), pt(0, 3000)],
  },
  {
    id: 'L',
    label: 'Г-образная — 6 углов',
    corners: () => [pt(0, 0), pt(4000, 0), pt(4000, 2000), pt(2000, 2000), pt(2000, 4000), pt(0, 4000)],
  },
  {
    id: 'bay',
    label: 'С эркером — 8 углов',
    corners: () => [
      pt(0, 0),
      pt(4000, 0),
      pt(4000, 3000),
      pt(3000, 3000),
      pt(2600, 3600),
      pt(1400, 3600),
      pt(1000, 3000),
      pt(0, 3000),
    ],
  },
  {
    id: 'U',
    label: 'П-образная — 8 углов',
    corners: () => [
      pt(0, 0),
      pt(5000, 0),
      pt(5000, 4000),
      pt(3500, 4000),
      pt(3500, 2000),
      pt(1500, 2000),
      pt(1500, 4000),
      pt(0, 4000),
    ],
  },
  ...[3, 6, 7, 8, 10, 12].map((n) => ({
    id: `n${n}`,
    label: `Многоугольник — ${formatCount(n, ['угол', 'угла', 'углов'])}`,
    corners: () => convex(n),
  })),
];

/** Replaces the room by a preset, keeping the mode (undo brings the old one back). */
export function applyPreset(d: Drawing, preset: Preset): Drawing {
  return drawingOf(preset.corners(), d.mode);
}

/** Diagonal keys after inserting a corner at `at` (indices from `at` up shift by one). */
function shiftDiagonals(diagonals: Record<string, number>, map: (i: number) => number | null) {
  const out: Record<string, number> = {};
  for (const [key, mm] of Object.entries(diagonals)) {
    const [a, b] = parsePairKey(key);
    const i = map(a);
    const j = map(b);
    if (i !== null && j !== null) out[pairKey(i, j)] = mm;
  }
  return out;
}

/**
 * A new corner in the middle of side `side` (between corner `side` and the next). The side becomes two
 * unmeasured ones; diagonals keep their corners.
 */
export function insertCorner(d: Drawing, side: number): Drawing {
  const n = d.corners.length;
  const p = d.corners[side]!;
  const q = d.corners[(side + 1) % n]!;
  const mid = pt(Math.round((p.x + q.x) / 2), Math.round((p.y + q.y) / 2));
  const at = side + 1;
  const corners = [...d.corners.slice(0, at), mid, ...d.corners.slice(at)];
  const sides = [...d.sides.slice(0, side), null, null, ...d.sides.slice(side + 1)];
  const turns = [...d.turns.slice(0, at), 'R' as Turn, ...d.turns.slice(at)];
  const curvedWalls = d.curvedWalls
    .filter((c) => c.side !== side)
    .map((c) => (c.side > side ? { ...c, side: c.side + 1 } : c));
  const diagonals = shiftDiagonals(d.diagonals, (i) => (i >= at ? i + 1 : i));
  return { ...d, corners, sides, turns, curvedWalls, diagonals };
}

/** Removes corner `index` (at least three stay): its two sides merge into one unmeasured side. */
export function removeCorner(d: Drawing, index: number): Drawing {
  const n = d.corners.length;
  if (n <= 3) return d;
  const prev = (index + n - 1) % n;
  const corners = d.corners.filter((_, i) => i !== index);
  const sides: (number | null)[] = [];
  for (let i = 0; i < n; i++) {
    if (i === index) continue;
    sides.push(i === prev ? null : d.sides[i]!);
  }
  const turns = d.turns.filter((_, i) => i !== index);
  const shift = (i: number) => (i > index ? i - 1 : i);
  const curvedWalls = d.curvedWalls
    .filter((c) => c.side !== index && c.side !== prev)
    .map((c) => ({ ...c, side: shift(c.side) }));
  const m = n - 1;
  const diagonals = shiftDiagonals(d.diagonals, (i) => (i === index ? null : shift(i)));
  // A diagonal whose corners became neighbours is now a side, not a diagonal.
  for (const key of Object.keys(diagonals)) {
    const [a, b] = parsePairKey(key);
    if (b - a === 1 || (a === 0 && b === m - 1)) delete diagonals[key];
  }
  return { ...d, corners, sides, turns, curvedWalls, diagonals };
}

export function moveCorner(d: Drawing, index: number, to: Point): Drawing {
  const corners = d.corners.slice();
  corners[index] = pt(Math.round(to.x), Math.round(to.y));
  return { ...d, corners };
}

/**
 * Hand mode: side `side` gets length `mm` by sliding the next corner along the side, and every later
 * corner with it, so the sides already drawn keep their lengths (the closing side takes up the change).
 * The closing side itself is set by sliding corner A's neighbour before it, the last corner.
 */
export function setDrawnSide(d: Drawing, side: number, mm: number): Drawing {
  const n = d.corners.length;
  const last = side === n - 1;
  const from = last ? 0 : side;
  const to = last ? n - 1 : side + 1;
  const p = d.corners[from]!;
  const q = d.corners[to]!;
  const length = Math.hypot(q.x - p.x, q.y - p.y);
  const ux = length > 0 ? (q.x - p.x) / length : 1;
  const uy = length > 0 ? (q.y - p.y) / length : 0;
  const dx = Math.round(p.x + ux * mm) - q.x;
  const dy = Math.round(p.y + uy * mm) - q.y;
  const corners = d.corners.map((c, i) => ((last ? i === to : i >= to) ? pt(c.x + dx, c.y + dy) : c));
  return { ...d, corners };
}

export function setSide(d: Drawing, side: number, mm: number | null): Drawing {
  const sides = d.sides.slice();
  sides[side] = mm;
  return { ...d, sides };
}

export function setDiagonal(d: Drawing, i: number, j: number, mm: number | null): Drawing {
  const diagonals = { ...d.diagonals };
  if (mm === null) delete diagonals[pairKey(i, j)];
  else diagonals[pairKey(i, j)] = mm;
  return { ...d, diagonals };
}

export function setTurn(d: Drawing, index: number, turn: Turn): Drawing {
  const turns = d.turns.slice();
  turns[index] = turn;
  return { ...d, turns };
}

/** A curved wall on `side` with `sagitta` mm (null: the wall is straight again). */
export function setCurve(d: Drawing, side: number, sagitta: number | null): Drawing {
  const rest = d.curvedWalls.filter((c) => c.side !== side);
  const curvedWalls = sagitta === null ? rest : [...rest, { side, sagitta }].sort((a, b) => a.side - b.side);
  return { ...d, curvedWalls };
}

export function setMode(d: Drawing, mode: Mode, built?: readonly Point[]): Drawing {
  if (mode === d.mode) return d;
  // Leaving a built outline for the hand drawing continues from the exact room, not the rough sketch.
  const corners =
    mode === 'hand' && built && built.length === d.corners.length
      ? built.map((p) => pt(Math.round(p.x), Math.round(p.y)))
      : d.corners;
  const turns = mode === 'ortho' ? turnsOf(corners) : d.turns;
  return { ...d, mode, corners, turns };
}
