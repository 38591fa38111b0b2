import { sideName } from './letters.js';
import type { Point } from './types.js';

/**
 * Points on a ceiling's plan where something is mounted through the film: a spot light, a chandelier's
 * mounting plate, a pipe the canvas goes around. Stored on the draft (`lightPoints`), in the outline's
 * coordinates (mm, y down, see types.ts); their counts feed the calculation's rows and their positions
 * reach the installer's estimate.
 */
export type LightPointKind = 'spot' | 'chandelier' | 'pipe';

export const lightPointKinds: readonly LightPointKind[] = ['spot', 'chandelier', 'pipe'];

export interface LightPoint {
  /** Unique within the draft. */
  id: string;
  kind: LightPointKind;
  /** mm, in the outline's coordinates. */
  x: number;
  y: number;
}

/** The distance from a point to one straight wall of the outline. */
export interface WallOffset {
  /** Index of the side: 0 = AB, 1 = BC, … */
  side: number;
  /** «AB», «BC», … */
  wall: string;
  /** mm, rounded to whole millimetres: the installer measures with a tape. */
  distance: number;
}

/** How many walls a position is given from: two fix a point on a plan, as an installer marks it. */
export const OFFSET_WALLS = 2;

function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/**
 * A point's position as an installer marks it: its distances to the nearest walls, nearest first. Of two
 * parallel walls only the nearer is given, so the two offsets cross (a corner of the room's grid).
 * Empty for an outline of fewer than three corners.
 */
export function wallOffsets(corners: readonly Point[], point: Point): WallOffset[] {
  const n = corners.length;
  if (n < 3) return [];
  const walls = corners.map((a, side) => {
    const b = corners[(side + 1) % n]!;
    return {
      side,
      wall: sideName(side, n),
      distance: Math.round(distanceToSegment(point, a, b)),
      angle: Math.atan2(b.y - a.y, b.x - a.x),
    };
  });
  walls.sort((p, q) => p.distance - q.distance || p.side - q.side);
  const chosen: typeof walls = [];
  for (const wall of walls) {
    const parallel = chosen.some((c) => Math.abs(Math.sin(c.angle - wall.angle)) < PARALLEL_SINE);
    if (!parallel) chosen.push(wall);
    if (chosen.length === OFFSET_WALLS) break;
  }
  return chosen.map(({ side, wall, distance }) => ({ side, wall, distance }));
}

/** Walls closer than about 6° to parallel count as parallel: an offset from both would not fix a point. */
const PARALLEL_SINE = 0.1;

/** Points per kind, for the rows whose quantity is a count of points. */
export function countLightPoints(points: readonly LightPoint[]): Record<LightPointKind, number> {
  const counts: Record<LightPointKind, number> = { spot: 0, chandelier: 0, pipe: 0 };
  for (const point of points) if (point.kind in counts) counts[point.kind] += 1;
  return counts;
}
