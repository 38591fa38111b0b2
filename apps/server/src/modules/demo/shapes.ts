import type { CurvedWallInput, Point, Turn } from '@glad/domain';
import type { Random } from './random.js';

/**
 * The outlines of the demo rooms: every kind a measurer meets. Corners in mm, y down, A top-left, lettered
 * clockwise (docs/design.md §3). Right-angled rooms are measured in the quick orthogonal mode (sides only); a room
 * with slanted walls by tape, with the diagonals the app proposes.
 */
export const shapeKinds = ['rect', 'L', 'T', 'bay', 'curve', 'poly12'] as const;
export type ShapeKind = (typeof shapeKinds)[number];

export interface Shape {
  kind: ShapeKind;
  mode: 'ortho' | 'measure';
  corners: Point[];
  /** R: an ordinary corner, L: a jutting one (walking clockwise) */
  turns: Turn[];
  curvedWalls: CurvedWallInput[];
}

/** Width × depth of a room by its name, mm, before its shape cuts into it. */
const sizes: Record<string, [number, number, number, number]> = {
  Гостиная: [4200, 6000, 3600, 4800],
  Зал: [7000, 9000, 5200, 6500],
  Холл: [4000, 5200, 3600, 4600],
  Спальня: [3400, 4400, 3000, 3800],
  Детская: [3000, 3800, 2800, 3500],
  Кабинет: [3000, 3600, 2600, 3200],
  Кухня: [2800, 3800, 2400, 3200],
  'Кухня-гостиная': [4800, 6200, 3800, 4600],
  Мансарда: [5000, 7000, 3600, 4400],
  Коридор: [1200, 1600, 3500, 6000],
  Прихожая: [1800, 2600, 1600, 2400],
  Ванная: [1700, 2400, 1500, 2000],
  Санузел: [1000, 1400, 1400, 1800],
  Балкон: [2800, 3400, 900, 1200],
};
const DEFAULT_SIZE: [number, number, number, number] = [3000, 4000, 2800, 3600];

const pt = (x: number, y: number): Point => ({ x, y });
/** A tape reads whole centimetres. */
const cm = (mm: number) => Math.round(mm / 10) * 10;
const R: Turn = 'R';
const L: Turn = 'L';

/** The 12-corner room at 5,2 × 4,2 m: a step, two chamfers and a niche; scaled to the room's size. */
const TWELVE: readonly [number, number][] = [
  [0, 0],
  [3200, 0],
  [3200, 500],
  [4600, 500],
  [5200, 1100],
  [5200, 3600],
  [4000, 3600],
  [4000, 4200],
  [2400, 4200],
  [2400, 3600],
  [600, 3600],
  [0, 3000],
];
const TWELVE_TURNS: Turn[] = [R, R, L, R, R, R, L, R, R, L, R, R];

function outline(kind: ShapeKind, w: number, h: number): Omit<Shape, 'kind'> {
  switch (kind) {
    case 'rect':
      return {
        mode: 'ortho',
        corners: [pt(0, 0), pt(w, 0), pt(w, h), pt(0, h)],
        turns: [R, R, R, R],
        curvedWalls: [],
      };
    case 'L': {
      // the bottom-right corner cut off: a room around a lift shaft or a bathroom
      const cw = cm(w * 0.4);
      const ch = cm(h * 0.4);
      const corners = [pt(0, 0), pt(w, 0), pt(w, h - ch), pt(w - cw, h - ch), pt(w - cw, h), pt(0, h)];
      return { mode: 'ortho', corners, turns: [R, R, R, L, R, R], curvedWalls: [] };
    }
    case 'T': {
      // a full-width front part and a narrower one behind it
      const front = cm(h * 0.45);
      const stem = cm(w * 0.45);
      const x1 = cm((w - stem) / 2);
      const x2 = x1 + stem;
      const corners = [
        pt(0, 0),
        pt(w, 0),
        pt(w, front),
        pt(x2, front),
        pt(x2, h),
        pt(x1, h),
        pt(x1, front),
        pt(0, front),
      ];
      return { mode: 'ortho', corners, turns: [R, R, R, L, R, R, L, R], curvedWalls: [] };
    }
    case 'bay': {
      // a trapezoid bay window in the far wall: its slanted sides need the tape and diagonals
      const bayWidth = cm(w * 0.5);
      const depth = cm(Math.min(900, h * 0.2));
      const slant = cm(bayWidth * 0.22);
      const x1 = cm((w - bayWidth) / 2);
      const x4 = x1 + bayWidth;
      const corners = [
        pt(0, 0),
        pt(w, 0),
        pt(w, h),
        pt(x4, h),
        pt(x4 - slant, h + depth),
        pt(x1 + slant, h + depth),
        pt(x1, h),
        pt(0, h),
      ];
      return { mode: 'measure', corners, turns: [R, R, R, L, R, R, L, R], curvedWalls: [] };
    }
    case 'curve':
      // the right wall is an arc bulging out by a tenth of the width (the chord is the side read)
      return {
        mode: 'ortho',
        corners: [pt(0, 0), pt(w, 0), pt(w, h), pt(0, h)],
        turns: [R, R, R, R],
        curvedWalls: [{ side: 1, sagitta: cm(w * 0.1) }],
      };
    case 'poly12': {
      const sx = w / 5200;
      const sy = h / 4200;
      const corners = TWELVE.map(([x, y]) => pt(cm(x * sx), cm(y * sy)));
      return { mode: 'measure', corners, turns: TWELVE_TURNS.slice(), curvedWalls: [] };
    }
  }
}

/** A room of this name and kind, its size drawn from the room's usual range. */
export function roomShape(name: string, kind: ShapeKind, random: Random): Shape {
  const [wMin, wMax, hMin, hMax] = sizes[name] ?? DEFAULT_SIZE;
  const w = random.cm(wMin, wMax);
  const h = random.cm(hMin, hMax);
  return { kind, ...outline(kind, w, h) };
}
