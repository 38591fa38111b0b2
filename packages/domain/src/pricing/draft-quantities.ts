import { arcMeasure } from '../geometry/curved.js';
import {
  countLightPoints,
  type LightPoint,
  type LightPointKind,
  lightPointKinds,
} from '../geometry/light-points.js';
import type { Point } from '../geometry/types.js';
import { finite, isObject, isPoint, type Loose } from './loose.js';
import type { GeometryQuantities } from './types.js';

/**
 * The one way from a draft's stored drawing to the quantities its price rows read (the calculation screen,
 * the estimate on screen, its PDF and XLSX all come here). Lengths are integer millimetres and the area
 * integer mm² until the boundary, where they become the m and m² (two decimals) that pricing reads.
 */

/** What of a draft the quantities come from, in the units the draft stores them. */
export interface DraftDrawing {
  /** polygons.L1.coords: the outline's corners, mm, y down. */
  coords: readonly Point[];
  /** polygons.L1.curvedWalls: the side (0 = AB) and its sagitta, mm. */
  curvedWalls: readonly { side: number; sagitta: number }[];
  /** ploshad: m², two decimals, 0 = not built. */
  ploshad: number;
  /** perimetr: mm. */
  perimetr: number;
  /** ceiling_height: m, 0 = not measured. */
  ceilingHeight: number;
  /** lightPoints: spots, chandeliers and pipes placed on the sketch. */
  lightPoints: readonly LightPoint[];
}

/** A draft's measures in integer mm and mm², before any rounding to what a price row shows. */
export interface DraftMeasures {
  /** the room has an area: a room not built (or not fully measured) prices at zero */
  built: boolean;
  areaMm2: number;
  perimeterMm: number;
  curvedMm: number;
  corners: number;
  /** 0 = not measured */
  ceilingMm: number;
  points: Record<LightPointKind, number>;
}

/**
 * A room without an outline (not drawn, or an area typed elsewhere) is taken as four corners: a rectangle
 * has no extra corners to charge.
 */
const CORNERS_WHEN_NOT_BUILT = 4;
const MM2_PER_M2 = 1_000_000;

const positive = (v: number) => (Number.isFinite(v) && v > 0 ? v : 0);

export function draftMeasures(d: DraftDrawing): DraftMeasures {
  const built = positive(d.ploshad) > 0;
  const outline = built && d.coords.length >= 3;
  let curved = 0;
  if (outline) {
    for (const wall of d.curvedWalls) {
      const p = d.coords[wall.side];
      const q = d.coords[(wall.side + 1) % d.coords.length];
      if (!p || !q || !positive(Math.abs(wall.sagitta))) continue;
      const chord = Math.hypot(q.x - p.x, q.y - p.y);
      if (chord > 0) curved += arcMeasure(chord, wall.sagitta).length;
    }
  }
  return {
    built,
    areaMm2: built ? Math.round(positive(d.ploshad) * MM2_PER_M2) : 0,
    perimeterMm: built ? Math.round(positive(d.perimetr)) : 0,
    curvedMm: Math.round(curved),
    corners: outline ? d.coords.length : CORNERS_WHEN_NOT_BUILT,
    ceilingMm: Math.round(positive(d.ceilingHeight) * 1000),
    points: countLightPoints(d.lightPoints),
  };
}

/** mm → m, mm² → m², rounded to the hundredths a price row shows. */
const metres = (mm: number) => Math.round(mm / 10) / 100;
const squareMetres = (mm2: number) => Math.round(mm2 / 10_000) / 100;

/** The boundary: measures in mm → the GeometryQuantities (m, m²) that pricing reads. */
export function quantitiesOfMeasures(m: DraftMeasures): GeometryQuantities {
  const height = metres(m.ceilingMm);
  const placed = Object.values(m.points).some((n) => n > 0);
  return {
    area: squareMetres(m.areaMm2),
    perimeter: metres(m.perimeterMm),
    extraCorners: Math.max(0, m.corners - 4),
    curvedLength: metres(m.curvedMm),
    corners: m.corners,
    ...(placed ? { points: { ...m.points } } : {}),
    ...(height > 0 ? { height } : {}),
  };
}

/** A draft's drawing → the quantities every price row uses. */
export function draftQuantities(d: DraftDrawing): GeometryQuantities {
  return quantitiesOfMeasures(draftMeasures(d));
}

/** Light points stored on a draft, read defensively: a malformed one is left out. */
export function lightPointsOf(value: unknown): LightPoint[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((p): LightPoint[] => {
    if (!isObject(p) || !isPoint(p)) return [];
    const { id, kind } = p as Loose;
    return typeof id === 'string' && lightPointKinds.includes(kind as LightPointKind)
      ? [{ id, kind: kind as LightPointKind, x: p.x, y: p.y }]
      : [];
  });
}

/**
 * A draft record as stored (drafts are loose records, written by this app or another device) → its
 * drawing. Every field is read defensively: a malformed part is left out rather than guessed at.
 */
export function draftDrawingOf(row: Loose): DraftDrawing {
  const polygons = isObject(row.polygons) ? row.polygons : {};
  const l1 = isObject(polygons.L1) ? polygons.L1 : {};
  const coords = Array.isArray(l1.coords) ? l1.coords.filter(isPoint).map((p) => ({ x: p.x, y: p.y })) : [];
  const curvedWalls = (Array.isArray(l1.curvedWalls) ? l1.curvedWalls : []).flatMap((w) =>
    isObject(w) && Number.isInteger(w.side) && finite(w.sagitta) !== 0
      ? [{ side: w.side as number, sagitta: finite(w.sagitta) }]
      : [],
  );
  return {
    coords,
    curvedWalls,
    ploshad: finite(row.ploshad),
    perimetr: finite(row.perimetr),
    ceilingHeight: finite(row.ceiling_height),
    lightPoints: lightPointsOf(row.lightPoints),
  };
}
