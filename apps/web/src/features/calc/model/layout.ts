import type { Point } from '@glad/domain';

/** Where the drawing puts its texts: corner letters beyond the corners, side lengths beyond the walls. */

const unit = (x: number, y: number): Point => {
  const length = Math.hypot(x, y) || 1;
  return { x: x / length, y: y / length };
};

function signedArea(points: readonly Point[]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i++) {
    const p = points[i]!;
    const q = points[(i + 1) % points.length]!;
    sum += p.x * q.y - q.x * p.y;
  }
  return sum / 2;
}

/** The outward normal side of a y-down polygon: +1 clockwise (the lettering rule), −1 otherwise. */
export const orientation = (points: readonly Point[]) => (signedArea(points) < 0 ? -1 : 1);

/** Index in `outline` of each corner (outline = corners plus the points of curved walls, in order). */
export function cornerPositions(points: readonly Point[], outline: readonly Point[]): number[] {
  const positions: number[] = [];
  let k = 0;
  for (const p of points) {
    while (
      k < outline.length &&
      (Math.abs(outline[k]!.x - p.x) > 0.01 || Math.abs(outline[k]!.y - p.y) > 0.01)
    )
      k++;
    positions.push(Math.min(k, outline.length - 1));
  }
  return positions;
}

/** The points of side i along the outline (two for a straight wall, the arc's chain for a curved one). */
export function sideChain(i: number, positions: readonly number[], outline: readonly Point[]): Point[] {
  const n = positions.length;
  const from = positions[i]!;
  const to = i + 1 < n ? positions[i + 1]! : outline.length;
  const chain = outline.slice(from, to + 1);
  if (i + 1 >= n) chain.push(outline[0]!);
  return chain;
}

/** A corner letter's place: `gap` beyond the corner, away from the room. */
export function letterAt(points: readonly Point[], i: number, angle: number, gap: number): Point {
  const n = points.length;
  const p = points[i]!;
  const a = unit(points[(i + n - 1) % n]!.x - p.x, points[(i + n - 1) % n]!.y - p.y);
  const b = unit(points[(i + 1) % n]!.x - p.x, points[(i + 1) % n]!.y - p.y);
  const sense = orientation(points);
  let out = unit(-(a.x + b.x), -(a.y + b.y));
  // a straight corner: straight out of the wall; a jutting corner: the bisector points into the room
  if (Math.hypot(a.x + b.x, a.y + b.y) < 1e-6) out = { x: sense * b.y, y: -sense * b.x };
  else if (angle > 180) out = { x: -out.x, y: -out.y };
  return { x: p.x + out.x * gap, y: p.y + out.y * gap };
}

/** A side label's place: beyond the wall's middle (the arc's middle for a curved wall). */
export function sideLabelAt(
  points: readonly Point[],
  chain: readonly Point[],
  i: number,
  font: number,
): Point {
  const n = points.length;
  const p = points[i]!;
  const q = points[(i + 1) % n]!;
  const d = unit(q.x - p.x, q.y - p.y);
  const sense = orientation(points);
  const out = { x: sense * d.y, y: -sense * d.x };
  const mid =
    chain.length > 2 ? chain[Math.floor(chain.length / 2)]! : { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
  // horizontal text needs more room beside a vertical wall than above a horizontal one
  const offset = font * (0.8 + 1.4 * Math.abs(out.x));
  return { x: mid.x + out.x * offset, y: mid.y + out.y * offset };
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A view of the drawing: the box (mm) shown and the pixels per mm it is drawn at. */
export interface Frame {
  box: Box;
  scale: number;
}

/**
 * The frame that fits the points into `width` × `maxHeight` px with `pad` px around them for the letters
 * and lengths: texts keep their pixel size whatever the room's size.
 */
export function frameOf(points: readonly Point[], width: number, maxHeight: number, pad: number): Frame {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const minX = xs.length ? Math.min(...xs) : 0;
  const minY = ys.length ? Math.min(...ys) : 0;
  const spanX = Math.max((xs.length ? Math.max(...xs) : 4000) - minX, 200);
  const spanY = Math.max((ys.length ? Math.max(...ys) : 3000) - minY, 200);
  const scale = Math.max(Math.min((width - 2 * pad) / spanX, (maxHeight - 2 * pad) / spanY), 1e-4);
  const margin = pad / scale;
  return { box: { x: minX - margin, y: minY - margin, w: spanX + 2 * margin, h: spanY + 2 * margin }, scale };
}
