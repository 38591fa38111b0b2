import { calcRowsSchema } from '@glad/contracts';
import {
  arcMeasure,
  type CalcRows,
  type Calculation,
  type EstimateCalculation,
  type EstimateDraftInput,
  type GeometryQuantities,
  type LightPoint,
  lightPointKinds,
} from '@glad/domain';

/*
 * A draft of the offline copy as the estimate reads it. Drafts are loose records (the drawing and the
 * calculation are stored as given, by this app's editor or another device), so every field is read
 * defensively: a malformed part is left out rather than breaking the whole estimate.
 */

type Loose = Record<string, unknown>;

const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);
const finite = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0);

interface Corner {
  x: number;
  y: number;
}

function corners(polygons: unknown): Corner[] {
  const l1 = isObject(polygons) && isObject(polygons.L1) ? polygons.L1 : null;
  const coords = l1 && Array.isArray(l1.coords) ? l1.coords : [];
  return coords.filter(
    (p): p is Corner => isObject(p) && Number.isFinite(p.x as number) && Number.isFinite(p.y as number),
  );
}

/** Length of the curved walls along their arcs, m (the chord is the distance between the wall's corners). */
function curvedLength(polygons: unknown, points: Corner[]): number {
  const l1 = isObject(polygons) && isObject(polygons.L1) ? polygons.L1 : null;
  const walls = l1 && Array.isArray(l1.curvedWalls) ? l1.curvedWalls : [];
  let mm = 0;
  for (const wall of walls) {
    if (!isObject(wall) || !Number.isInteger(wall.side) || !finite(Math.abs(Number(wall.sagitta)))) continue;
    const side = wall.side as number;
    const p = points[side];
    const q = points[(side + 1) % points.length];
    if (!p || !q || points.length < 3) continue;
    const chord = Math.hypot(q.x - p.x, q.y - p.y);
    if (chord > 0) mm += arcMeasure(chord, Number(wall.sagitta)).length;
  }
  return Math.round(mm / 10) / 100;
}

/**
 * The quantities a calculation reads, from the draft's stored drawing: area (ploshad, m²), perimeter
 * (perimetr, stored in mm), the corners of its outline, and curved walls. A draft not drawn yet prices at
 * zero area; four corners are assumed when the outline is missing (a rectangle has no extra corners).
 * The ceiling height (ceiling_height, m) goes to the height coefficient only when it was measured; the
 * draft's `height` is the plan's size, not the ceiling's.
 */
export function geometryOfDraft(row: Loose): GeometryQuantities {
  const points = corners(row.polygons);
  const count = points.length >= 3 ? points.length : 4;
  const ceiling = Math.round(finite(row.ceiling_height) * 100) / 100;
  return {
    area: finite(row.ploshad),
    perimeter: Math.round(finite(row.perimetr) / 10) / 100,
    extraCorners: Math.max(0, count - 4),
    curvedLength: curvedLength(row.polygons, points),
    corners: count,
    ...(ceiling > 0 ? { height: ceiling } : {}),
  };
}

const groups = ['main', 'other', 'road', 'prochee', 'costs', 'scripts'] as const;

/**
 * The calculation saved on a draft (its main/other/road/prochee/costs/scripts rows, counts, saleSelect and
 * markupSelect — the shape `newCalculationFromTemplate` gives), or null when the draft has none yet.
 */
export function savedCalculation(row: Loose): EstimateCalculation | null {
  if (!Array.isArray(row.main)) return null;
  const rows = {} as CalcRows;
  for (const group of groups) {
    const parsed = calcRowsSchema.shape[group].safeParse(row[group] ?? []);
    // a group another version wrote in a shape this one does not know is left out, not guessed at
    (rows as unknown as Record<string, unknown>)[group] = parsed.success ? parsed.data : [];
  }
  const counts: Record<string, number> = {};
  if (isObject(row.counts)) {
    for (const [key, value] of Object.entries(row.counts)) {
      if (typeof value === 'number' && Number.isFinite(value) && value >= 0) counts[key] = value;
    }
  }
  const percent = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  return { ...rows, counts, saleSelect: percent(row.saleSelect), markupSelect: percent(row.markupSelect) };
}

/** The sketch the estimate shows: the draft's SVG unless the user took it out (DI.in_smeta false). */
export function sketchOfDraft(row: Loose): string | null {
  const di = isObject(row.DI) ? row.DI : {};
  if (di.in_smeta === false) return null;
  const svg = typeof row.sketch === 'string' ? row.sketch.trim() : '';
  return svg.startsWith('<svg') ? svg : null;
}

/** The drawing's comment (polygons.comment), for the installer. */
function commentOf(row: Loose): string | null {
  const comment = isObject(row.polygons) ? row.polygons.comment : null;
  return typeof comment === 'string' && comment.trim() ? comment.trim() : null;
}

/** The draft's light points (lightPoints, mm in the outline's coordinates); malformed ones are left out. */
function lightPointsOf(row: Loose): LightPoint[] {
  const points = Array.isArray(row.lightPoints) ? row.lightPoints : [];
  return points.filter(
    (p): p is LightPoint =>
      isObject(p) &&
      typeof p.id === 'string' &&
      (lightPointKinds as readonly unknown[]).includes(p.kind) &&
      Number.isFinite(p.x as number) &&
      Number.isFinite(p.y as number),
  );
}

/**
 * A draft as the estimate model takes it. `fallback` prices a draft that has no calculation of its own:
 * the company's default calculator (SPEC §4: the default template, else the first), hand counts empty.
 */
export function draftInput(row: Loose & { id: number }, fallback: Calculation | null): EstimateDraftInput {
  const calculation = savedCalculation(row) ??
    fallback ?? { main: [], other: [], road: [], prochee: [], costs: [], scripts: [] };
  return {
    id: row.id,
    name: typeof row.name === 'string' ? row.name : '',
    sketchSvg: sketchOfDraft(row),
    geometry: geometryOfDraft(row),
    calculation,
    smeta_exclude: row.smeta_exclude === 1 ? 1 : 0,
    comment: commentOf(row),
    lightPoints: lightPointsOf(row),
    corners: corners(row.polygons),
  };
}
