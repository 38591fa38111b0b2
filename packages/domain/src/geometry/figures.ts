import { arcMeasure } from './curved.js';
import type { CurvedWallInput, OutlineResult } from './types.js';

/**
 * The figures a draft keeps of its built outline (docs/spec.md §3: height, width, ploshad, perimetr). Lengths are
 * whole millimetres, as every length is kept; the area is the outline's m² with two decimals. The drawing
 * editor and the demo company both write drafts with them, so a room reads the same whoever drew it.
 */
export interface OutlineFigures {
  /** the bounding box across, mm (curved walls included) */
  width: number;
  /** the bounding box down the plan, mm — not the ceiling's height */
  height: number;
  /** m², two decimals */
  ploshad: number;
  /** mm */
  perimetr: number;
}

/** The perimeter in whole mm: the measured sides, a curved wall along its arc. */
export function perimeterMm(result: Pick<OutlineResult, 'sides'>, curvedWalls: readonly CurvedWallInput[]) {
  const sagitta = new Map(curvedWalls.map((c) => [c.side, c.sagitta]));
  const total = result.sides.reduce((sum, side, i) => {
    const s = sagitta.get(i);
    return sum + (s === undefined ? side : arcMeasure(side, s).length);
  }, 0);
  return Math.round(total);
}

/** The draft's figures of a built outline (an outline with no points has none: all zero). */
export function outlineFigures(
  result: OutlineResult,
  curvedWalls: readonly CurvedWallInput[],
): OutlineFigures {
  if (result.outline.length === 0) return { width: 0, height: 0, ploshad: 0, perimetr: 0 };
  const xs = result.outline.map((p) => p.x);
  const ys = result.outline.map((p) => p.y);
  return {
    width: Math.round(Math.max(...xs) - Math.min(...xs)),
    height: Math.round(Math.max(...ys) - Math.min(...ys)),
    ploshad: result.area,
    perimetr: perimeterMm(result, curvedWalls),
  };
}
