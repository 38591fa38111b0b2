import { calcRowsSchema } from '@glad/contracts';
import {
  type CalcRows,
  type Calculation,
  type CalculatorTemplate,
  DEFAULT_CALC_SCHEMA,
  DEFAULT_CALC_TYPE,
  DEFAULT_CURRENCY,
  draftQuantities,
  type GeometryQuantities,
  type LightPoint,
  type PriceListItem,
  type PricingResult,
  type PricingSettings,
  priceCalculation,
} from '@glad/domain';

/**
 * What the calculation panel needs besides the drawing, composed by the /calc/ route from the device's
 * copies of the calculators, templates, price list and company settings (all readable offline).
 */
export interface PricingData {
  /** calculators, or templates when the company has none; the default one first by flag */
  templates: CalculatorTemplate[];
  priceList: PriceListItem[];
  settings: PricingSettings;
  /** the owner sees cost rows, cost price and profit */
  owner: boolean;
  /** false while calculators or the price list are still being read */
  ready: boolean;
}

type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);
const finite = (v: unknown, fallback = 0) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const groups = ['main', 'other', 'road', 'prochee', 'costs', 'scripts'] as const;

/**
 * The calculation stored on a draft row (or a stored current calculation), or null when it has none yet.
 * Read defensively: a group written in a shape this version does not know is left empty.
 */
export function calculationFromRow(row: Loose): Calculation | null {
  if (!Array.isArray(row.main)) return null;
  const rows = {} as CalcRows;
  for (const group of groups) {
    const parsed = calcRowsSchema.shape[group].safeParse(row[group] ?? []);
    (rows as unknown as Loose)[group] = parsed.success ? parsed.data : [];
  }
  const counts: Record<string, number> = {};
  if (isObject(row.counts)) {
    for (const [key, value] of Object.entries(row.counts)) {
      if (typeof value === 'number' && Number.isFinite(value) && value >= 0) counts[key] = value;
    }
  }
  return {
    ...rows,
    calc: finite(row.calc),
    type: finite(row.type, DEFAULT_CALC_TYPE),
    schema: finite(row.schema, DEFAULT_CALC_SCHEMA),
    currency: typeof row.currency === 'string' && row.currency ? row.currency : DEFAULT_CURRENCY,
    sales: Array.isArray(row.sales) ? row.sales.filter((s): s is number => Number.isFinite(s)) : [],
    saleSelect: finite(row.saleSelect),
    markupSelect: finite(row.markupSelect),
    counts,
  };
}

/** The draft fields of a calculation (docs/spec.md §3): its rows, counts, selections, template id and total. */
export function calculationFields(calculation: Calculation, price: number) {
  return { ...calculation, price };
}

/** What of the current calculation the quantities come from (kept structural: calc.ts imports this file). */
interface OutlineFields {
  ploshad: number;
  perimetr: number;
  /** m; 0 = not measured */
  ceiling_height: number;
  polygons: { L1: { coords: { x: number; y: number }[]; curvedWalls: { side: number; sagitta: number }[] } };
  lightPoints: readonly LightPoint[];
}

/**
 * The quantities the rows read, from the current outline, through the domain's one conversion (the
 * estimates use the same): m², m, corners beyond four, curved walls in m, points per kind, and the ceiling
 * height (m) when it was measured.
 */
export function geometryOf(calc: OutlineFields): GeometryQuantities {
  return draftQuantities({
    coords: calc.polygons.L1.coords,
    curvedWalls: calc.polygons.L1.curvedWalls,
    ploshad: calc.ploshad,
    perimetr: calc.perimetr,
    ceilingHeight: calc.ceiling_height,
    lightPoints: calc.lightPoints,
  });
}

/** Prices the calculation at the prices saved in its rows (a saved calculation keeps its prices). */
export function priceCurrent(
  calculation: Calculation,
  geometry: GeometryQuantities,
  settings: PricingSettings,
): PricingResult {
  return priceCalculation(calculation, geometry, calculation.counts, [], settings, calculation);
}

/** Markups offered in markupSelect, percent. */
export const MARKUP_CHOICES = [0, 5, 10, 15, 20, 25, 30, 40, 50];
