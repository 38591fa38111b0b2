import { calcRowsSchema } from '@glad/contracts';
import {
  type CalcRows,
  type Calculation,
  draftDrawingOf,
  draftQuantities,
  draftReadiness,
  type EstimateCalculation,
  type EstimateDraftInput,
  type GeometryQuantities,
} from '@glad/domain';

/*
 * A draft of the offline copy as the estimate reads it. Drafts are loose records (the drawing and the
 * calculation are stored as given, by this app's editor or another device), so every field is read
 * defensively: a malformed part is left out rather than breaking the whole estimate.
 */

type Loose = Record<string, unknown>;

const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);
/**
 * The quantities a calculation reads, from the draft's stored drawing (area, perimeter, corners, curved
 * walls, the measured ceiling height and the light points on the sketch): the domain's one conversion,
 * `draftQuantities`, shared with the /calc/ screen.
 */
export function geometryOfDraft(row: Loose): GeometryQuantities {
  return draftQuantities(draftDrawingOf(row));
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

/**
 * A draft as the estimate model takes it. `fallback` prices a draft that has no calculation of its own:
 * the company's default calculator (docs/spec.md §4: the default template, else the first), hand counts empty.
 */
export function draftInput(row: Loose & { id: number }, fallback: Calculation | null): EstimateDraftInput {
  const calculation = savedCalculation(row) ??
    fallback ?? { main: [], other: [], road: [], prochee: [], costs: [], scripts: [] };
  const drawing = draftDrawingOf(row);
  return {
    id: row.id,
    name: typeof row.name === 'string' ? row.name : '',
    sketchSvg: sketchOfDraft(row),
    geometry: draftQuantities(drawing),
    calculation,
    smeta_exclude: row.smeta_exclude === 1 ? 1 : 0,
    comment: commentOf(row),
    lightPoints: drawing.lightPoints,
    corners: drawing.coords,
    // a room its readings do not fix is named, not priced (decision 0024): the rule /calc/ applies
    readiness: draftReadiness(row),
  };
}
