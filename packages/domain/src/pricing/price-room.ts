import { mulDiv, nonNegative, toHundredths, toTenThousandths } from './arithmetic.js';
import { MISSING_ITEM_NAME } from './labels.js';
import { defaultInstallerPrice, indexPriceList } from './price-list.js';
import { rowQuantity } from './quantity.js';
import {
  type CalcGroup,
  type CalcRow,
  type CalcRows,
  calcGroups,
  type GeometryQuantities,
  type PricedLine,
  type PriceListItem,
  type PriceUnit,
  type PricingOptions,
  type PricingSettings,
  type ScriptRule,
} from './types.js';

export type PriceListInput = readonly PriceListItem[] | ReadonlyMap<string, PriceListItem>;

/** A room priced line by line, before the minimum order and the rounding of the total. */
export interface PricedRoom {
  /** Lines of main, other, road, prochee and costs, in that order. */
  lines: PricedLine[];
  /** Σ amount of the client lines. */
  subtotal: number;
  /** markupSelect % of subtotal. */
  markup: number;
  /** saleSelect % of (subtotal + markup), positive. */
  discount: number;
  installer: number;
  cost: number;
  /** The largest minimum-order amount among the scripts, 0 when none. */
  minimumOrder: number;
  /** Id of that rule, null when none. */
  minimumOrderRuleId: string | null;
}

interface ResolvedRow {
  itemUid: string | null;
  name: string;
  unit: PriceUnit;
  price: number;
  /** undefined = the SMETA_PROCENT_SOOTNOSHENIE share of `price` */
  installerPrice: number | undefined;
  costPrice: number | undefined;
  missing: boolean;
}

/** A row's own copy (saved calculation, custom row) wins over the price list. */
function resolveRow(row: CalcRow, items: ReadonlyMap<string, PriceListItem>): ResolvedRow {
  const item = row.itemUid ? items.get(row.itemUid) : undefined;
  const itemUid = row.itemUid ?? null;
  if (typeof row.price === 'number') {
    return {
      itemUid,
      name: row.name ?? item?.name ?? MISSING_ITEM_NAME,
      unit: row.unit ?? item?.unit ?? 'pcs',
      price: row.price,
      installerPrice: row.installerPrice,
      costPrice: row.costPrice,
      missing: false,
    };
  }
  if (item) {
    return {
      itemUid,
      name: row.name ?? item.name,
      unit: item.unit,
      price: item.price,
      installerPrice: row.installerPrice ?? item.installerPrice,
      costPrice: row.costPrice ?? item.costPrice,
      missing: false,
    };
  }
  return {
    itemUid,
    name: row.name ?? MISSING_ITEM_NAME,
    unit: row.unit ?? 'pcs',
    price: 0,
    installerPrice: 0,
    costPrice: 0,
    missing: true,
  };
}

/** The coefficient of the highest matching height tier, or null. */
function heightFactorFor(row: CalcRow, rules: readonly HeightRule[]): number | null {
  if (!row.tags || rules.length === 0) return null;
  let best: HeightRule | null = null;
  for (const rule of rules) {
    if (row.tags.includes(rule.tag) && (!best || rule.thresholdM > best.thresholdM)) best = rule;
  }
  return best ? best.factor : null;
}

type HeightRule = Extract<ScriptRule, { kind: 'heightCoefficient' }>;

function clampPercent(value: number | undefined, max: number): number {
  return Math.min(max, nonNegative(value));
}

/**
 * Prices every row of a calculation (or a template, which prices at the current list) for one room.
 * Per line: quantity in hundredths × unit price, rounded half away from zero to whole kopecks.
 * - client rows: unit price = list price × height factor × (1 + SMETA_MARKUP %), rounded once;
 *   installer price = explicit, else SMETA_PROCENT_SOOTNOSHENIE % of the list price, × height factor;
 * - 'costs' rows: the item's cost price (its price when it has none), counted in `cost` only;
 * - percent rows (source percentOfAbove or a percent unit): the row's price, installer price and cost price
 *   are percentages of the client, installer and cost sums of all lines above it.
 */
export function priceRoom(
  rows: CalcRows,
  geometry: GeometryQuantities,
  counts: Readonly<Record<string, number>>,
  priceList: PriceListInput,
  settings: PricingSettings,
  options: PricingOptions = {},
): PricedRoom {
  const items = priceList instanceof Map ? priceList : indexPriceList(priceList as readonly PriceListItem[]);
  const height = geometry.height;
  const heightRules = (rows.scripts ?? []).filter(
    (rule): rule is HeightRule =>
      rule.kind === 'heightCoefficient' && typeof height === 'number' && height > rule.thresholdM,
  );
  const markupFactor = 10_000 + toHundredths(nonNegative(settings.SMETA_MARKUP));
  const lines: PricedLine[] = [];
  let above = 0;
  let aboveInstaller = 0;
  let aboveCost = 0;
  let subtotal = 0;

  // A closure: a percent row reads the running sums of the lines above it. The line is one literal
  // filled in place (no object spreads): this runs for every row on every keystroke.
  function priceRow(row: CalcRow, group: CalcGroup): PricedLine {
    const r = resolveRow(row, items);
    const isCosts = group === 'costs';
    const line: PricedLine = {
      rowId: row.id,
      group,
      itemUid: r.itemUid,
      name: r.name,
      unit: r.unit,
      quantity: 0,
      price: 0,
      amount: 0,
      installerPrice: 0,
      installerAmount: 0,
      costPrice: 0,
      costAmount: 0,
      heightFactor: null,
      missingItem: r.missing,
      percent: null,
    };
    if (row.source.kind === 'percentOfAbove' || r.unit === 'percent') {
      const client = toHundredths(r.price);
      const installer = isCosts ? 0 : toHundredths(r.installerPrice ?? 0);
      const cost = isCosts ? client : toHundredths(r.costPrice ?? 0);
      line.unit = 'percent';
      line.quantity = client / 100;
      line.price = above;
      line.amount = mulDiv(above, client, 10_000);
      line.installerAmount = mulDiv(aboveInstaller, installer, 10_000);
      line.costAmount = isCosts ? line.amount : mulDiv(aboveCost, cost, 10_000);
      line.percent = {
        client: client / 100,
        installer: installer / 100,
        cost: cost / 100,
        base: above,
        installerBase: aboveInstaller,
        costBase: aboveCost,
      };
      return line;
    }
    const q = rowQuantity(row, geometry, counts);
    line.quantity = q / 100;
    if (isCosts) {
      const unitCost = r.costPrice ?? r.price;
      line.price = unitCost;
      line.amount = mulDiv(q, unitCost, 100);
      line.costPrice = unitCost;
      line.costAmount = line.amount;
      return line;
    }
    const factor = heightFactorFor(row, heightRules);
    const f = factor === null ? 10_000 : toTenThousandths(factor);
    line.heightFactor = factor;
    line.price = mulDiv(r.price, f * markupFactor, 100_000_000);
    line.amount = mulDiv(q, line.price, 100);
    line.installerPrice = mulDiv(r.installerPrice ?? defaultInstallerPrice(r.price, settings), f, 10_000);
    line.installerAmount = mulDiv(q, line.installerPrice, 100);
    line.costPrice = r.costPrice ?? 0;
    line.costAmount = mulDiv(q, line.costPrice, 100);
    return line;
  }

  for (const group of calcGroups) {
    for (const row of rows[group] ?? []) {
      const line = priceRow(row, group);
      lines.push(line);
      above += line.amount;
      aboveInstaller += line.installerAmount;
      aboveCost += line.costAmount;
      if (group !== 'costs') subtotal += line.amount;
    }
  }

  const markupSelect = toHundredths(clampPercent(options.markupSelect, 1_000_000));
  const saleSelect = toHundredths(clampPercent(options.saleSelect, 100));
  const markup = mulDiv(subtotal, markupSelect, 10_000);
  const discount = mulDiv(subtotal + markup, saleSelect, 10_000);
  let minimumOrder = 0;
  let minimumOrderRuleId: string | null = null;
  for (const rule of rows.scripts ?? []) {
    const amount = rule.kind === 'minimumOrder' ? Math.round(nonNegative(rule.amount)) : 0;
    if (amount > minimumOrder) {
      minimumOrder = amount;
      minimumOrderRuleId = rule.id;
    }
  }
  let installer = 0;
  let cost = 0;
  for (const line of lines) {
    installer += line.installerAmount;
    cost += line.costAmount;
  }
  return { lines, subtotal, markup, discount, installer, cost, minimumOrder, minimumOrderRuleId };
}
