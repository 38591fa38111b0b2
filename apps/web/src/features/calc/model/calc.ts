import {
  type Calculation,
  type CurvedWallInput,
  cornerLetter,
  type LightPoint,
  lightPointsOf,
  type OutlineResult,
  outlineFigures,
  type Point,
  sketchSvg,
  storedDiagonals,
  type Turn,
} from '@glad/domain';
import { type Drawing, drawingOf, type Mode, pairKey, parsePairKey, presets } from './drawing';
import { calculationFields, calculationFromRow } from './pricing';
import type { Solved } from './solve';

/** DI of docs/spec.md §3: the drawing's picture for the estimate. */
export interface DrawingImage {
  /** an uploaded picture of the drawing; '' while the estimate uses `sketch` */
  url: string;
  /** the outline was drawn or moved by hand, not built from readings only */
  edited: boolean;
  /** show the sketch in the estimate */
  in_smeta: boolean;
}

/** polygons.L1 of docs/spec.md §3: the outline (coords) and everything needed to edit it again. */
export interface PolygonL1 {
  /** the room's corners, mm, y down, A first, clockwise */
  coords: Point[];
  /** the diagonals typed, by corner letters, mm */
  diagonals: { from: string; to: string; length: number; control?: boolean }[];
  /** the sides typed (mm; null not typed), AB first */
  sides: (number | null)[];
  mode: Mode;
  /** the rough corners that picked mirror solutions and diagonals (the hand drawing in `hand` mode) */
  sketch: Point[];
  turns: Turn[];
  curvedWalls: CurvedWallInput[];
}

export interface Polygons {
  L1: PolygonL1;
  comment: string;
}

/**
 * The current calculation of docs/spec.md §3, geometry part: what /calc/ edits, kept in local storage until saved
 * to the draft. Units: height and width (bounding box) and perimetr in integer mm, as every length is kept;
 * ploshad in m² with two decimals; ceiling_height in m with two decimals.
 */
export interface CurrentCalc {
  /** the draft's id; null for a new draft not saved yet */
  id: number | null;
  projectid: number;
  project: string;
  clientid: number;
  client: string;
  name: string;
  smeta_exclude: 0 | 1;
  /** the plan's bounding-box height, mm (not the ceiling height) */
  height: number;
  width: number;
  /**
   * The ceiling's height above the floor, m, two decimals; 0 = not measured. A draft field of its own
   * (not in docs/spec.md §3): the height coefficient of the calculators reads it (decision 0010).
   */
  ceiling_height: number;
  ploshad: number;
  perimetr: number;
  polygons: Polygons;
  DI: DrawingImage;
  sketch: string;
  /** Spots, chandeliers and pipes placed on the plan, mm in the outline's coordinates (not in docs/spec.md §3). */
  lightPoints: LightPoint[];
  /**
   * The calculator part (docs/spec.md §3): rows, counts, saleSelect and markupSelect copied from a template; absent
   * until the calculators are known. `price` is its total, kopecks, as last priced on this screen.
   */
  calculation?: Calculation | null;
  price?: number;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown, fallback = 0) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const isPoint = (v: unknown): v is Point => isObject(v) && Number.isFinite(v.x) && Number.isFinite(v.y);
const points = (v: unknown): Point[] | null =>
  Array.isArray(v) && v.length >= 3 && v.every(isPoint) ? v.map((p) => ({ x: p.x, y: p.y })) : null;

/** A stored ceiling height (read defensively): metres with two decimals, 0 when absent or not a height. */
export function ceilingHeightOf(v: unknown): number {
  const m = Math.round(num(v) * 100) / 100;
  return m > 0 ? m : 0;
}

/** The drawing kept in a draft's polygons (stored as given, so read defensively); a rectangle when none. */
export function drawingFromPolygons(polygons: unknown): Drawing {
  const l1 = isObject(polygons) && isObject(polygons.L1) ? polygons.L1 : null;
  const corners = l1 ? (points(l1.sketch) ?? points(l1.coords)) : null;
  if (!l1 || !corners) return drawingOf(presets[0]!.corners());
  const n = corners.length;
  const base = drawingOf(corners, l1.mode === 'ortho' || l1.mode === 'hand' ? l1.mode : 'measure');
  const sides =
    Array.isArray(l1.sides) && l1.sides.length === n
      ? l1.sides.map((s) => (typeof s === 'number' && s > 0 ? Math.round(s) : null))
      : base.sides;
  const diagonals: Record<string, number> = {};
  const letters = new Map(corners.map((_, i) => [cornerLetter(i), i]));
  for (const d of Array.isArray(l1.diagonals) ? l1.diagonals : []) {
    if (!isObject(d)) continue;
    const i = letters.get(str(d.from));
    const j = letters.get(str(d.to));
    const length = num(d.length);
    if (i !== undefined && j !== undefined && i !== j && length > 0)
      diagonals[pairKey(i, j)] = Math.round(length);
  }
  const turns =
    Array.isArray(l1.turns) && l1.turns.length === n && l1.turns.every((t) => t === 'L' || t === 'R')
      ? (l1.turns as Turn[])
      : base.turns;
  const curvedWalls = (Array.isArray(l1.curvedWalls) ? l1.curvedWalls : [])
    .filter((c): c is CurvedWallInput => isObject(c) && Number.isInteger(c.side) && num(c.sagitta) !== 0)
    .filter((c) => c.side >= 0 && c.side < n)
    .map((c) => ({ side: c.side, sagitta: Math.round(c.sagitta) }));
  return { ...base, sides, diagonals, turns, curvedWalls };
}

/** polygons of docs/spec.md §3 for a drawing and its outline. */
export function polygonsOf(
  d: Drawing,
  result: Pick<OutlineResult, 'points'>,
  comment: string,
  controls: ReadonlySet<string> = new Set(),
): Polygons {
  const coords = (result.points.length === d.corners.length ? result.points : d.corners).map((p) => ({
    x: Math.round(p.x),
    y: Math.round(p.y),
  }));
  const diagonals = storedDiagonals(
    Object.entries(d.diagonals).map(([key, length]) => ({
      corners: parsePairKey(key),
      length,
      control: controls.has(key),
    })),
  );
  return {
    L1: {
      coords,
      diagonals,
      sides: d.sides.slice(),
      mode: d.mode,
      sketch: d.corners.map((p) => ({ x: p.x, y: p.y })),
      turns: d.turns.slice(),
      curvedWalls: d.curvedWalls.map((c) => ({ ...c })),
    },
    comment,
  };
}

/**
 * docs/spec.md §4: setting the drawn polygons updates height, width, perimetr, ploshad, polygons and sketch.
 * An outline its readings do not fix yet (a side or a diagonal still missing) keeps zeros and an empty
 * sketch, so no screen shows an area or a price made up from the rough sketch.
 */
export function withPolygons(calc: CurrentCalc, d: Drawing, solved: Solved): CurrentCalc {
  const { result } = solved;
  const controls = new Set(solved.diagonals.filter((r) => r.control).map((r) => r.key));
  const built = solved.complete;
  return {
    ...calc,
    polygons: polygonsOf(d, result, calc.polygons.comment, controls),
    ...(built ? outlineFigures(result, d.curvedWalls) : { width: 0, height: 0, ploshad: 0, perimetr: 0 }),
    sketch: built
      ? sketchSvg(result, { title: calc.name.trim() || 'Эскиз помещения', lightPoints: calc.lightPoints })
      : '',
    DI: { ...calc.DI, edited: d.mode === 'hand' },
  };
}

export interface ProjectLink {
  projectid: number;
  project: string;
  clientid: number;
  client: string;
}

export const NO_PROJECT: ProjectLink = { projectid: 0, project: '', clientid: 0, client: '' };

/** A new draft (docs/spec.md §4): attached to the chosen project and its client, or to none when not found. */
export function newCalc(link: ProjectLink, d: Drawing, solved: Solved): CurrentCalc {
  const calc: CurrentCalc = {
    id: null,
    ...link,
    name: '',
    smeta_exclude: 0,
    height: 0,
    width: 0,
    ceiling_height: 0,
    ploshad: 0,
    perimetr: 0,
    polygons: polygonsOf(d, solved.result, ''),
    DI: { url: '', edited: false, in_smeta: true },
    sketch: '',
    lightPoints: [],
  };
  return withPolygons(calc, d, solved);
}

/**
 * The current calculation of a draft row from the offline copy (its fields stored as given). Well-formed
 * polygons are kept as stored, so an unchanged draft compares equal to its row.
 */
export function calcFromRow(row: { id: number } & Record<string, unknown>): CurrentCalc {
  const form = isObject(row.form) ? row.form : {};
  const di = isObject(row.DI) ? row.DI : {};
  const stored = isObject(row.polygons) ? row.polygons : {};
  const wellFormed =
    isObject(stored.L1) && points(stored.L1.coords) !== null && typeof stored.comment === 'string';
  const drawing = drawingFromPolygons(row.polygons);
  return {
    id: row.id,
    projectid: num(row.projectid),
    project: str(row.project),
    clientid: num(row.clientid) || num(form.clientid),
    client: str(row.client),
    name: str(row.name),
    smeta_exclude: row.smeta_exclude === 1 ? 1 : 0,
    height: num(row.height),
    width: num(row.width),
    ceiling_height: ceilingHeightOf(row.ceiling_height),
    ploshad: num(row.ploshad),
    perimetr: num(row.perimetr),
    polygons: wellFormed
      ? (stored as unknown as Polygons)
      : polygonsOf(drawing, { points: drawing.corners }, str(stored.comment)),
    DI: { url: str(di.url), edited: di.edited === true, in_smeta: di.in_smeta !== false },
    sketch: str(row.sketch),
    lightPoints: lightPointsOf(row.lightPoints),
    calculation: calculationFromRow(row),
    price: num(row.price),
  };
}

/** What a saved draft and the editor must agree on; a difference means someone else changed the draft. */
export function calcSignature(calc: CurrentCalc): string {
  const { name, projectid, smeta_exclude, ceiling_height, polygons, DI, lightPoints } = calc;
  return stableJson([name.trim(), projectid, smeta_exclude, ceiling_height, polygons, DI, lightPoints]);
}

/** JSON with object keys sorted: the server's jsonb gives keys back in its own order. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (isObject(value)) {
    const keys = Object.keys(value)
      .filter((k) => value[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${stableJson(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The draft fields the editor writes (the rest of a draft — calculator rows, prices — is left as it is). */
export function draftFieldsOf(calc: CurrentCalc) {
  return {
    name: calc.name.trim(),
    projectid: calc.projectid,
    form: { clientid: calc.clientid },
    clientid: calc.clientid,
    client: calc.client,
    smeta_exclude: calc.smeta_exclude,
    height: calc.height,
    width: calc.width,
    ceiling_height: calc.ceiling_height,
    ploshad: calc.ploshad,
    perimetr: calc.perimetr,
    polygons: calc.polygons,
    DI: calc.DI,
    sketch: calc.sketch,
    lightPoints: calc.lightPoints,
    ...(calc.calculation ? calculationFields(calc.calculation, calc.price ?? 0) : {}),
  };
}
