import type { Point } from '@glad/domain';
import { GRID_MM } from './drawing';

/** How far (degrees) a wall may lean from a multiple of 45° and still be pulled onto it. */
export const ANGLE_SNAP_DEG = 6;

interface Line {
  /** a point on the line */
  p: Point;
  /** unit direction */
  u: Point;
}

const round = (v: number, step: number) => Math.round(v / step) * step;

/** The 45°-multiple line through `from` that `to` nearly lies on, if any. */
function nearLine(from: Point, to: Point, maxDeg: number): Line | null {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (Math.hypot(dx, dy) < GRID_MM / 2) return null;
  const angle = Math.atan2(dy, dx);
  const step = Math.PI / 4;
  const snapped = Math.round(angle / step) * step;
  if (Math.abs(angle - snapped) > (maxDeg * Math.PI) / 180) return null;
  return {
    p: from,
    u: { x: Math.round(Math.cos(snapped) * 1e9) / 1e9, y: Math.round(Math.sin(snapped) * 1e9) / 1e9 },
  };
}

/** Where two lines cross; null when (nearly) parallel. */
function cross(a: Line, b: Line): Point | null {
  const det = a.u.x * b.u.y - a.u.y * b.u.x;
  if (Math.abs(det) < 1e-9) return null;
  const t = ((b.p.x - a.p.x) * b.u.y - (b.p.y - a.p.y) * b.u.x) / det;
  return { x: a.p.x + a.u.x * t, y: a.p.y + a.u.y * t };
}

/**
 * Where a dragged corner lands. With both neighbours' walls near a multiple of 45°, the corner goes where
 * both lines meet (a square corner stays square); with one, onto that line at a whole grid step from the
 * neighbour; otherwise onto the 10 cm grid. `snap: false` keeps the raw position (whole millimetres).
 */
export function snapPoint(raw: Point, prev: Point | null, next: Point | null, snap = true): Point {
  if (!snap) return { x: Math.round(raw.x), y: Math.round(raw.y) };
  const lines = [prev, next]
    .filter((p): p is Point => p !== null)
    .map((p) => nearLine(p, raw, ANGLE_SNAP_DEG))
    .filter((l): l is Line => l !== null);
  if (lines.length === 2) {
    const meet = cross(lines[0]!, lines[1]!);
    if (meet && Math.hypot(meet.x - raw.x, meet.y - raw.y) < GRID_MM * 3) {
      return { x: Math.round(meet.x), y: Math.round(meet.y) };
    }
  }
  const off = (l: Line) => Math.abs((raw.x - l.p.x) * l.u.y - (raw.y - l.p.y) * l.u.x);
  const line = lines.sort((a, b) => off(a) - off(b))[0];
  if (line) {
    // along the wall, a whole number of grid steps (diagonal walls: steps of the grid along x and y)
    const t = (raw.x - line.p.x) * line.u.x + (raw.y - line.p.y) * line.u.y;
    const diagonal = line.u.x !== 0 && line.u.y !== 0;
    const stepLength = diagonal ? GRID_MM * Math.SQRT2 : GRID_MM;
    const along = round(t, stepLength);
    return { x: Math.round(line.p.x + line.u.x * along), y: Math.round(line.p.y + line.u.y * along) };
  }
  return { x: round(raw.x, GRID_MM), y: round(raw.y, GRID_MM) };
}
