/**
 * Curved walls as arcs. A measurer takes the chord (corner to corner, the side's length) and the sagitta
 * (the deepest gap between chord and wall, at the middle). From the two: radius R = (c²/4 + s²) / 2s,
 * central angle θ = 4·atan(2s / c), arc length R·θ and the circular segment R²/2·(θ − sin θ) that the
 * arc adds to (bulging out) or cuts from (bulging in) the room. For drawing, the arc becomes a chain of
 * short straight pieces.
 */
import type { Point } from './types.js';

export interface ArcMeasure {
  radius: number;
  /** Central angle, radians. */
  angle: number;
  length: number;
  /** Area between chord and arc. */
  segmentArea: number;
}

/** Target length of one straight piece of a drawn arc, mm. */
const PIECE_MM = 100;

export function arcMeasure(chord: number, sagitta: number): ArcMeasure {
  const s = Math.abs(sagitta);
  const angle = 4 * Math.atan((2 * s) / chord);
  const radius = chord / (2 * Math.sin(angle / 2));
  return {
    radius,
    angle,
    length: radius * angle,
    segmentArea: ((radius * radius) / 2) * (angle - Math.sin(angle)),
  };
}

/** How many straight pieces draw an arc of this length: even (so the deepest point is a vertex), 4 … 64. */
export function arcPieces(length: number): number {
  const pieces = Math.min(64, Math.max(4, Math.ceil(length / PIECE_MM)));
  return pieces % 2 === 0 ? pieces : pieces + 1;
}

/**
 * Points strictly between corners p and q of an arc wall. `outward` is the unit normal of the chord that
 * points out of the room; a positive sagitta bulges that way.
 */
export function arcPoints(p: Point, q: Point, sagitta: number, outward: Point): Point[] {
  const chord = Math.hypot(q.x - p.x, q.y - p.y);
  if (chord === 0 || sagitta === 0) return [];
  const { radius, angle, length } = arcMeasure(chord, sagitta);
  const side = Math.sign(sagitta);
  const mid = { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
  // The centre sits on the chord's normal, |s| − R beyond the middle toward the bulge.
  const shift = (Math.abs(sagitta) - radius) * side;
  const centre = { x: mid.x + outward.x * shift, y: mid.y + outward.y * shift };
  const start = Math.atan2(p.y - centre.y, p.x - centre.x);
  const bulge = { x: mid.x + outward.x * sagitta, y: mid.y + outward.y * sagitta };
  // Sweep the way that passes through the bulge rather than around the other side of the circle.
  const probe = (sweep: number) => {
    const a = start + sweep / 2;
    return Math.hypot(centre.x + radius * Math.cos(a) - bulge.x, centre.y + radius * Math.sin(a) - bulge.y);
  };
  const sweep = probe(angle) <= probe(-angle) ? angle : -angle;
  const pieces = arcPieces(length);
  const points: Point[] = [];
  for (let k = 1; k < pieces; k++) {
    const a = start + (sweep * k) / pieces;
    points.push({ x: centre.x + radius * Math.cos(a), y: centre.y + radius * Math.sin(a) });
  }
  return points;
}
