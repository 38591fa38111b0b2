import {
  buildOutline,
  type Calculation,
  type CalculatorTemplate,
  cornerIndex,
  type DiagonalInput,
  draftDrawingOf,
  draftQuantities,
  type GeometryQuantities,
  newCalculationFromTemplate,
  type OutlineResult,
  outlineFigures,
  type Point,
  type PriceListItem,
  type PricingSettings,
  priceCalculation,
  proposeDiagonals,
  sketchSvg,
  storedDiagonals,
  swapRowItem,
} from '@glad/domain';
import { demoLightPoints } from './light-points.js';
import type { Shape } from './shapes.js';

/**
 * A demo room as the drawing screen would have saved it: the tape readings of its outline, the outline the
 * domain builds from them, its figures and sketch, light points, and the calculation of the company's
 * default calculator priced at its price list. Every figure comes from the domain code the app runs.
 */

/** What the app prices with: the company's calculators, price list and SMETA_* settings. */
export interface PricingContext {
  templates: CalculatorTemplate[];
  priceList: PriceListItem[];
  settings: PricingSettings;
}

export interface RoomPlan {
  name: string;
  shape: Shape;
  /** the ceiling's height above the floor, m */
  ceiling: number;
  /** another film than the calculator's first (a price-list uid) */
  film?: string;
  /** left out of the estimates */
  exclude?: boolean;
  /** the drawing's comment, for the installer */
  comment?: string;
  /** the calculation's discount, percent (one of the calculator's offers) */
  sale?: number;
}

export interface DraftLink {
  projectid: number;
  project: string;
  clientid: number;
  client: string;
  date: string;
  sort: number;
}

const dist = (p: Point, q: Point) => Math.round(Math.hypot(q.x - p.x, q.y - p.y));

/** The readings a measurer takes (whole mm, as the laser shows them) and the outline built from them. */
export function measureRoom(shape: Shape): {
  result: OutlineResult;
  sides: number[];
  diagonals: DiagonalInput[];
} {
  const { corners, curvedWalls } = shape;
  const sides = corners.map((p, i) => dist(p, corners[(i + 1) % corners.length]!));
  if (shape.mode === 'ortho') {
    return {
      result: buildOutline({ sides, orthogonal: { turns: shape.turns }, curvedWalls }),
      sides,
      diagonals: [],
    };
  }
  // the diagonals the app proposes for this sketch, in its order, the control one included
  const diagonals = proposeDiagonals(corners).map((d) => ({
    from: d.from,
    to: d.to,
    length: dist(corners[cornerIndex(d.from)]!, corners[cornerIndex(d.to)]!),
    ...(d.control ? { control: true } : {}),
  }));
  return { result: buildOutline({ sides, diagonals, sketch: corners, curvedWalls }), sides, diagonals };
}

/** polygons of docs/spec.md §3 as the editor stores them: diagonals lettered low to high, sorted. */
function polygonsOf(
  shape: Shape,
  result: OutlineResult,
  sides: number[],
  diagonals: DiagonalInput[],
  comment: string,
) {
  const stored = storedDiagonals(
    diagonals.map((d) => ({
      corners: [cornerIndex(d.from), cornerIndex(d.to)],
      length: d.length,
      control: d.control,
    })),
  );
  return {
    L1: {
      coords: result.points.map((p) => ({ x: Math.round(p.x), y: Math.round(p.y) })),
      diagonals: stored,
      sides,
      mode: shape.mode,
      sketch: shape.corners.map((p) => ({ ...p })),
      turns: shape.turns.slice(),
      curvedWalls: shape.curvedWalls.map((c) => ({ ...c })),
    },
    comment,
  };
}

/** The calculation of a new draft (docs/spec.md §4) with the room's film and discount. */
function calculationOf(room: RoomPlan, pricing: PricingContext): Calculation {
  let calculation = newCalculationFromTemplate(pricing.templates, pricing.priceList);
  const film = room.film ? pricing.priceList.find((item) => item.uid === room.film) : undefined;
  if (film) calculation = swapRowItem(calculation, 'film', film);
  return { ...calculation, saleSelect: room.sale ?? 0 };
}

/** A room ready to store: the draft record's fields (the wire names the app writes) and what they price. */
export interface BuiltRoom {
  fields: Record<string, unknown>;
  calculation: Calculation;
  /** the quantities its rows read, from the stored drawing */
  geometry: GeometryQuantities;
  /** the drawing screen's total, kopecks (the draft's `price`) */
  price: number;
  /** the drawing's comment, for the installer */
  comment: string;
}

export function buildRoom(room: RoomPlan, link: DraftLink, pricing: PricingContext): BuiltRoom {
  const { result, sides, diagonals } = measureRoom(room.shape);
  const lightPoints = demoLightPoints(room.name, result.points);
  const calculation = calculationOf(room, pricing);
  const fields: Record<string, unknown> = {
    name: room.name,
    date: link.date,
    projectid: link.projectid,
    project: link.project,
    form: { clientid: link.clientid },
    clientid: link.clientid,
    client: link.client,
    smeta_exclude: room.exclude ? 1 : 0,
    sort: link.sort,
    ...outlineFigures(result, room.shape.curvedWalls),
    ceiling_height: room.ceiling,
    polygons: polygonsOf(room.shape, result, sides, diagonals, room.comment ?? ''),
    DI: { url: '', edited: false, in_smeta: true },
    sketch: sketchSvg(result, { title: room.name, lightPoints }),
    lightPoints,
    ...calculation,
  };
  // priced as the drawing screen prices it: the rows' saved prices, quantities from the stored drawing
  const geometry = draftQuantities(draftDrawingOf(fields));
  const price = priceCalculation(calculation, geometry, calculation.counts, [], pricing.settings, calculation)
    .totals.total;
  return { fields: { ...fields, price }, calculation, geometry, price, comment: room.comment ?? '' };
}
