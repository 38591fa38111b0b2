import { mulDiv, nonNegative, toHundredths, toTenThousandths } from './arithmetic.js';
import { MISSING_ITEM_NAME } from './labels.js';
import { DEFAULT_ITEM_KIND, defaultInstallerPrice, indexPriceList } from './price-list.js';
import { rowQuantity } from './quantity.js';
import {
  type CalcGroup,
  type CalcRow,
  type CalcRows,
  calcGroups,
  type GeometryQuantities,
  isProjectRow,
  type PricedLine,
  type PriceItemKind,
  type PriceListItem,
  type PriceUnit,
  type PricingOptions,
  type PricingSettings,
  type ScriptRule,
} from './types.js';

export type PriceListInput = readonly PriceListItem[] | ReadonlyMap<string, PriceListItem>;

/** Client sums of one part of a room: its own lines, or its project lines (`PricedLine.perProject`). */
export interface PartSums {
  /** Σ amount of the part's client lines. */
  subtotal: number;
  /** markupSelect % of the part's subtotal. */
  markup: number;
  /** saleSelect % of (subtotal + markup), positive. */
  discount: number;
}

/** A room priced line by line, before the minimum order and the rounding of the total. */
export interface PricedRoom {
  /** Lines of main, other, road, prochee and costs, in that order. */
  lines: PricedLine[];
  /** Σ amount of the client lines (own and project lines). */
  subtotal: number;
  /** own.markup + project.markup. */
  markup: number;
  /** own.discount + project.discount. */
  discount: number;
  /** The room's own lines: what an estimate of several rooms charges per room. */
  own: PartSums;
  /** The room's project lines: what an estimate charges once for the whole project. */
  project: PartSums;
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
  kind: PriceItemKind;
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
      kind: row.kind ?? item?.kind ?? DEFAULT_ITEM_KIND,
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
      kind: row.kind ?? item.kind ?? DEFAULT_ITEM_KIND,
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
    kind: row.kind ?? DEFAULT_ITEM_KIND,
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
 * The markup and discount of a part's subtotal under a calculation's options: markupSelect % of the
 * subtotal, then saleSelect % of (subtotal + markup). Each part of a room (its own lines, its project
 * lines) is taken separately, so a room's share and an estimate's project block add up the same.
 */
export function partSums(subtotal: number, options: PricingOptions): PartSums {
  const markupSelect = toHundredths(clampPercent(options.markupSelect, 1_000_000));
  const saleSelect = toHundredths(clampPercent(options.saleSelect, 100));
  const markup = mulDiv(subtotal, markupSelect, 10_000);
  const discount = mulDiv(subtotal + markup, saleSelect, 10_000);
  return { subtotal, markup, discount };
}

/** Running sums of the lines above, per track; the room's own lines and its project lines each have theirs. */
interface Above {
  client: number;
  installer: number;
  cost: number;
}

function addLine(sums: Above, line: PricedLine): void {
  sums.client += line.amount;
  sums.installer += line.installerAmount;
  sums.cost += line.costAmount;
}

/**
 * Prices every row of a calculation (or a template, which prices at the current list) for one room.
 * Per line: quantity in hundredths × unit price, rounded half away from zero to whole kopecks.
 * - client rows: unit price = list price × height factor × (1 + SMETA_MARKUP %), rounded once;
 *   installer price = explicit, else SMETA_PROCENT_SOOTNOSHENIE % of the list price, × height factor;
 * - 'costs' rows: the item's cost price (its price when it has none), counted in `cost` only;
 * - percent rows (source percentOfAbove or a percent unit): the row's price, installer price and cost price
 *   are percentages of the client, installer and cost sums of the lines above it of the same part: a room
 *   row's of the room's own lines, a project row's of the project lines (`isProjectRow`), so that an
 *   estimate which charges project rows once prices every line as the room's screen does.
 * Installer price: the row's or item's own, else `defaultInstallerPrice` by the item's kind (work and
 * services a share of the price, materials 0).
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
  const ownAbove: Above = { client: 0, installer: 0, cost: 0 };
  const projectAbove: Above = { client: 0, installer: 0, cost: 0 };
  // 'costs' rows come last and are the company's own: a percent one reads every line above it
  const allAbove: Above = { client: 0, installer: 0, cost: 0 };
  let ownSubtotal = 0;
  let projectSubtotal = 0;

  // The line is one literal filled in place (no object spreads): this runs for every row on every keystroke.
  function priceRow(row: CalcRow, group: CalcGroup, sums: Above, perProject: boolean): PricedLine {
    const r = resolveRow(row, items);
    const isCosts = group === 'costs';
    const line: PricedLine = {
      rowId: row.id,
      group,
      itemUid: r.itemUid,
      name: r.name,
      unit: r.unit,
      kind: r.kind,
      perProject,
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
      line.price = sums.client;
      line.amount = mulDiv(sums.client, client, 10_000);
      line.installerAmount = mulDiv(sums.installer, installer, 10_000);
      line.costAmount = isCosts ? line.amount : mulDiv(sums.cost, cost, 10_000);
      line.percent = {
        client: client / 100,
        installer: installer / 100,
        cost: cost / 100,
        base: sums.client,
        installerBase: sums.installer,
        costBase: sums.cost,
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
    const installerPrice = r.installerPrice ?? defaultInstallerPrice(r.price, settings, r.kind);
    line.installerPrice = mulDiv(installerPrice, f, 10_000);
    line.installerAmount = mulDiv(q, line.installerPrice, 100);
    line.costPrice = r.costPrice ?? 0;
    line.costAmount = mulDiv(q, line.costPrice, 100);
    return line;
  }

  for (const group of calcGroups) {
    for (const row of rows[group] ?? []) {
      // 'costs' rows are the company's own expenses: never charged, so never a project row either
      const perProject = group !== 'costs' && isProjectRow(group, row);
      const sums = group === 'costs' ? allAbove : perProject ? projectAbove : ownAbove;
      const line = priceRow(row, group, sums, perProject);
      lines.push(line);
      addLine(sums, line);
      if (group === 'costs') continue;
      addLine(allAbove, line);
      if (perProject) projectSubtotal += line.amount;
      else ownSubtotal += line.amount;
    }
  }

  const own = partSums(ownSubtotal, options);
  const project = partSums(projectSubtotal, options);
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
  return {
    lines,
    subtotal: own.subtotal + project.subtotal,
    markup: own.markup + project.markup,
    discount: own.discount + project.discount,
    own,
    project,
    installer,
    cost,
    minimumOrder,
    minimumOrderRuleId,
  };
}
