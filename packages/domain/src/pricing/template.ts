import { indexPriceList } from './price-list.js';
import type { PriceListInput } from './price-room.js';
import {
  type CalcRow,
  type CalcRows,
  type Calculation,
  type CalculatorTemplate,
  calcGroups,
  type PriceListItem,
  type ScriptRule,
} from './types.js';

/** docs/spec.md §9: a new draft's currency, type and schema when the template says nothing. */
export const DEFAULT_CURRENCY = 'руб.';
export const DEFAULT_CALC_TYPE = 1;
export const DEFAULT_CALC_SCHEMA = 2;

/** Profile is sold in 2.5 m lengths. */
export const DEFAULT_PROFILE_LENGTH_MM = 2500;

const work = ['work'];

/**
 * The template a new company starts with, bound to `defaultPriceList()` by uid. Room: matte PVC film by
 * area, profile in whole 2.5 m lengths, masking insert by perimeter, installation by area; extra corners,
 * curved walls and spots, pipes and chandelier mounts counted from the points placed on the sketch (or typed
 * by hand while none is placed); the measurer's trip and delivery as
 * fixed sums. Scripts: ×1.3 on installation work above 3 m and a minimum order of 6 000 ₽.
 * The browser test of a 5.20 × 3.80 m room with four spots relies on these rows (see example.test.ts).
 */
export function defaultCalculatorTemplate(): CalculatorTemplate {
  return {
    id: 0,
    name: 'Стандартный потолок',
    default: 1,
    type: DEFAULT_CALC_TYPE,
    currency: DEFAULT_CURRENCY,
    sales: [0, 3, 5, 10],
    main: [
      { id: 'film', itemUid: 'pvh-mat', source: { kind: 'area' } },
      {
        id: 'profile',
        itemUid: 'profile',
        source: { kind: 'perimeterRounded', lengthMm: DEFAULT_PROFILE_LENGTH_MM },
      },
      { id: 'insert', itemUid: 'insert', source: { kind: 'perimeter' } },
      { id: 'mounting', itemUid: 'mounting', source: { kind: 'area' }, tags: work },
    ],
    other: [
      { id: 'corners', itemUid: 'corner', source: { kind: 'extraCorners' }, tags: work },
      { id: 'curved', itemUid: 'curved', source: { kind: 'curvedLength' }, tags: work },
      { id: 'spots', itemUid: 'spot', source: { kind: 'points', pointKind: 'spot' }, tags: work },
      { id: 'pipes', itemUid: 'pipe', source: { kind: 'points', pointKind: 'pipe' }, tags: work },
      {
        id: 'chandeliers',
        itemUid: 'chandelier',
        source: { kind: 'points', pointKind: 'chandelier' },
        tags: work,
      },
    ],
    road: [
      { id: 'measurer', itemUid: 'measurer', source: { kind: 'fixed' } },
      { id: 'delivery', itemUid: 'delivery', source: { kind: 'fixed' } },
    ],
    prochee: [],
    costs: [],
    scripts: [
      { id: 'height', kind: 'heightCoefficient', thresholdM: 3, factor: 1.3, tag: 'work' },
      { id: 'minimum', kind: 'minimumOrder', amount: 600_000 },
    ],
  };
}

function copyRow(row: CalcRow): CalcRow {
  const copy: CalcRow = { ...row, source: { ...row.source } };
  if (row.tags) copy.tags = [...row.tags];
  return copy;
}

function copyRows(rows: Partial<CalcRows>): CalcRows {
  return {
    main: (rows.main ?? []).map(copyRow),
    other: (rows.other ?? []).map(copyRow),
    road: (rows.road ?? []).map(copyRow),
    prochee: (rows.prochee ?? []).map(copyRow),
    costs: (rows.costs ?? []).map(copyRow),
    scripts: (rows.scripts ?? []).map((rule): ScriptRule => ({ ...rule })),
  };
}

/** The template a new draft takes (docs/spec.md §4): the default one, else the first, else none. */
export function pickTemplate<T extends Pick<CalculatorTemplate, 'default'>>(
  templates: readonly T[],
): T | null {
  return templates.find((t) => t.default === 1) ?? templates[0] ?? null;
}

/**
 * A new draft's calculation (docs/spec.md §4): copies type, currency, main, other, costs, scripts, road, prochee and
 * sales of the chosen template (the default one, else the first; without templates an empty calculation),
 * then saves the current prices into its rows so that the draft keeps them.
 */
export function newCalculationFromTemplate(
  templates: readonly CalculatorTemplate[],
  priceList: PriceListInput,
): Calculation {
  const template = pickTemplate(templates);
  const calculation: Calculation = {
    calc: template?.id ?? 0,
    type: template?.type ?? DEFAULT_CALC_TYPE,
    schema: DEFAULT_CALC_SCHEMA,
    currency: template?.currency || DEFAULT_CURRENCY,
    ...copyRows(template ?? {}),
    sales: [...(template?.sales ?? [])],
    saleSelect: 0,
    markupSelect: 0,
    counts: {},
  };
  return refreshPrices(calculation, priceList).calculation;
}

/** A row priced at an item: its uid, name, unit and the item's prices of the day copied in. */
export function withItemPrices(row: CalcRow, item: PriceListItem): CalcRow {
  const next: CalcRow = { ...row, itemUid: item.uid, name: item.name, unit: item.unit, price: item.price };
  delete next.installerPrice;
  delete next.costPrice;
  delete next.kind;
  if (item.installerPrice !== undefined) next.installerPrice = item.installerPrice;
  if (item.costPrice !== undefined) next.costPrice = item.costPrice;
  if (item.kind !== undefined) next.kind = item.kind;
  return next;
}

export interface RefreshResult {
  calculation: Calculation;
  /** Rows whose saved name, unit or prices differed from the list and were replaced. */
  changed: string[];
  /** Rows whose price item is no longer in the list: they keep what they had. */
  missing: string[];
}

/**
 * Saves the current price list into a calculation's item rows (name, unit, kind, client, installer and
 * cost prices). Custom rows (no item) are left alone. Not done automatically: a saved calculation keeps its
 * prices until the user asks; `changed` tells the screen whether the list has moved on.
 */
export function refreshPrices(calculation: Calculation, priceList: PriceListInput): RefreshResult {
  const items = priceList instanceof Map ? priceList : indexPriceList(priceList as readonly PriceListItem[]);
  const changed: string[] = [];
  const missing: string[] = [];
  const refreshRow = (row: CalcRow): CalcRow => {
    if (!row.itemUid) return row;
    const item = items.get(row.itemUid);
    if (!item) {
      missing.push(row.id);
      return row;
    }
    const next = withItemPrices(row, item);
    const same =
      row.name === next.name &&
      row.unit === next.unit &&
      row.kind === next.kind &&
      row.price === next.price &&
      row.installerPrice === next.installerPrice &&
      row.costPrice === next.costPrice;
    if (!same) changed.push(row.id);
    return next;
  };
  const next: Calculation = { ...calculation };
  for (const group of calcGroups) next[group] = (calculation[group] ?? []).map(refreshRow);
  return { calculation: next, changed, missing };
}
