import type { LightPointKind } from '../geometry/light-points.js';

/**
 * Shapes of pricing (docs/design.md §3 «Pricing»): price lists, calculator templates, calculations and their
 * priced lines. Money is integer kopecks everywhere; quantities are plain numbers in the line's unit.
 */

/** м², м.п. (running metre), шт., % — see `unitLabels`. */
export type PriceUnit = 'm2' | 'mp' | 'pcs' | 'percent';

/**
 * One item of a company's price list (pricelist/).
 * For an item with unit 'percent' the three prices are percentages (e.g. `10` = +10 %, `-5` = −5 %),
 * not kopecks: such an item only makes sense on a «percent of the rows above» row.
 */
/**
 * What an item is, which decides who is paid for it: a material is bought and mounted (the installer gets
 * nothing for it unless the owner says so), work and services are what the installer is paid for.
 */
export type PriceItemKind = 'material' | 'work' | 'service';

export interface PriceListItem {
  uid: string;
  name: string;
  category: string;
  unit: PriceUnit;
  /** Unset = 'material'. */
  kind?: PriceItemKind;
  /** Client price per unit, kopecks. */
  price: number;
  /**
   * Installer pay per unit, kopecks. Unset = `price × SMETA_PROCENT_SOOTNOSHENIE %` (30 % by default) for
   * work and services, 0 for a material (`defaultInstallerPrice`), worked out when pricing so it follows
   * the setting and the kind; for percent items unset means 0 %.
   */
  installerPrice?: number;
  /** The company's own cost per unit (material bought), kopecks; unset = 0. */
  costPrice?: number;
}

/** Row groups in their priced order. 'costs' rows are the company's own expenses (себестоимость). */
export type CalcGroup = 'main' | 'other' | 'road' | 'prochee' | 'costs';
export const calcGroups: readonly CalcGroup[] = ['main', 'other', 'road', 'prochee', 'costs'];
/** Groups whose lines the client pays for (everything except 'costs'). */
export const clientGroups: readonly CalcGroup[] = ['main', 'other', 'road', 'prochee'];

/** Where a row takes its quantity from. */
export type QuantitySource =
  /** The room's area, m². */
  | { kind: 'area' }
  /** The area plus a waste allowance: area × (1 + wastePercent / 100), m². */
  | { kind: 'areaWithWaste'; wastePercent: number }
  /** The perimeter, m. */
  | { kind: 'perimeter' }
  /**
   * The perimeter bought in whole lengths of profile (хлысты): ceil(perimeter / length) × length, m.
   * Rounded once per room, not per wall: offcuts of one wall are joined on another, so only the room's
   * total decides how many lengths are bought.
   */
  | { kind: 'perimeterRounded'; lengthMm: number }
  /** Corners beyond four, pieces. */
  | { kind: 'extraCorners' }
  /** Length of curved walls, m. */
  | { kind: 'curvedLength' }
  /** A count typed by hand (spots, pipes, chandeliers), from the calculation's `counts[row.id]`. */
  | { kind: 'manual'; defaultCount?: number }
  /**
   * The number of points of one kind placed on the sketch (spots, chandeliers, pipes). While none of that
   * kind is placed, the count typed by hand (`counts[row.id]`) is taken, so a room priced without placing
   * points still prices; once one is placed, the sketch decides.
   */
  | { kind: 'points'; pointKind: LightPointKind }
  /** Quantity 1: the row's price is a fixed amount (выезд, доставка). */
  | { kind: 'fixed' }
  /**
   * A percentage of the sum of every line above this one in the calculation (groups in `calcGroups`
   * order, rows in order; earlier percent lines included). The row's price is the percentage: positive
   * for a markup, negative for a discount.
   */
  | { kind: 'percentOfAbove' };

export type QuantitySourceKind = QuantitySource['kind'];

/**
 * A row of a template or a calculation. A template row names a price item (`itemUid`) and leaves the
 * prices unset, so it always prices at the current list. A calculation row keeps a copy of the item's
 * name, unit and prices (set when the draft was created or prices were refreshed), so a saved
 * calculation keeps its prices. A custom row has no `itemUid` and carries its own name, unit and price.
 */
export interface CalcRow {
  /** Unique within the template/calculation; keys the hand counts. */
  id: string;
  itemUid?: string | null;
  name?: string;
  unit?: PriceUnit;
  /** When set, the row is priced with its own fields, not the price list. */
  price?: number;
  installerPrice?: number;
  costPrice?: number;
  /** The item's kind, copied with its name and prices; unset = the list item's kind, else material. */
  kind?: PriceItemKind;
  source: QuantitySource;
  /** Tags chosen in the constructor; script rules select rows by tag ('work' = installation work). */
  tags?: string[];
  /**
   * The row belongs to the whole project (объект), not to one room: an estimate prices it once, in a block
   * after the rooms, whatever number of rooms carry it. Rows of the road group always do (`isProjectRow`).
   */
  perProject?: boolean;
}

/** Rows an estimate prices once per project: the road group (выезд, доставка) and rows marked «на объект». */
export function isProjectRow(group: CalcGroup, row: Pick<CalcRow, 'perProject'>): boolean {
  return group === 'road' || row.perProject === true;
}

/** Rules of the scripts group. */
export type ScriptRule =
  /**
   * Multiplies the client and installer prices of rows tagged `tag` by `factor` when the ceiling is
   * higher than `thresholdM`. Of several matching rules the one with the highest threshold wins
   * (tiers: above 3 m ×1.3, above 4 m ×1.5), they do not multiply together.
   */
  | { id: string; kind: 'heightCoefficient'; thresholdM: number; factor: number; tag: string }
  /** When the order total is below `amount` (kopecks) it is raised to it by a «Минимальный заказ» line. */
  | { id: string; kind: 'minimumOrder'; amount: number };

/** The row lists shared by templates and calculations. */
export interface CalcRows {
  main: CalcRow[];
  other: CalcRow[];
  road: CalcRow[];
  prochee: CalcRow[];
  costs: CalcRow[];
  scripts: ScriptRule[];
}

/** A calculator template (templatecalc/ and calculator/). */
export interface CalculatorTemplate extends CalcRows {
  id: number;
  name: string;
  /** 1 = the company's default template (docs/spec.md §4). */
  default: 0 | 1;
  type: number;
  currency: string;
  /** Discount percentages offered in the calculation's saleSelect, e.g. [0, 5, 10]. */
  sales: number[];
}

/** The calculation part of a draft (docs/spec.md §3 «Calculation draft»). */
export interface Calculation extends CalcRows {
  /** Template id it was made from, 0 when none. */
  calc: number;
  type: number;
  schema: number;
  currency: string;
  sales: number[];
  /** Discount on the whole calculation, percent (0…100). */
  saleSelect: number;
  /** Markup on the whole calculation, percent (≥ 0). */
  markupSelect: number;
  /** Hand counts by row id (manual rows). */
  counts: Record<string, number>;
}

/**
 * Geometry quantities of one room, as the outline gives them. A draft not drawn yet prices at zero;
 * negative or non-finite values count as 0.
 */
export interface GeometryQuantities {
  /** m² */
  area: number;
  /** m */
  perimeter: number;
  /** corners beyond four */
  extraCorners: number;
  /** m */
  curvedLength: number;
  /** corner count */
  corners: number;
  /** Light points placed on the sketch, per kind; absent when none is placed. */
  points?: Partial<Record<LightPointKind, number>>;
  /**
   * Ceiling height above the floor, m, for the height coefficient. Not the draft's `height` field
   * (that one is the plan's bounding-box size). Unknown = no coefficient.
   */
  height?: number;
}

/** The SMETA_* settings pricing reads (structurally the contracts' CompanySettings). */
export interface PricingSettings {
  /** Installer price as a percentage of the client price when an item has none. */
  SMETA_PROCENT_SOOTNOSHENIE: number;
  /** Round the total up to SMETA_ROUND_BY roubles. */
  SMETA_ROUND: boolean;
  /** Rounding step, roubles: 1, 10, 50 or 100. */
  SMETA_ROUND_BY: number;
  /** Markup on every client line, percent. */
  SMETA_MARKUP: number;
}

/** Whole-calculation options: the calculation's saleSelect and markupSelect. */
export interface PricingOptions {
  saleSelect?: number;
  markupSelect?: number;
}

/** Percentages and bases of a percent line (client, installer and cost tracks each have their own). */
export interface PercentDetail {
  client: number;
  installer: number;
  cost: number;
  /** Sums of the lines above, kopecks, per track. */
  base: number;
  installerBase: number;
  costBase: number;
}

export interface PricedLine {
  rowId: string;
  /** 'scripts' only for the «Минимальный заказ» line. */
  group: CalcGroup | 'scripts';
  itemUid: string | null;
  name: string;
  unit: PriceUnit;
  /** The item's kind (the row's copy, else the list's, else material); the minimum-order line is a service. */
  kind: PriceItemKind;
  /**
   * The line belongs to the whole project (`isProjectRow`, and the minimum order): an estimate of several
   * rooms charges it once, in its own block. The calculation screen labels it «на весь объект».
   */
  perProject: boolean;
  /** In `unit`, two decimals. For a percent line: the client percentage. */
  quantity: number;
  /**
   * Client price per unit, kopecks, after the height coefficient and SMETA_MARKUP (costs rows: their cost
   * per unit, no markup). For a percent line: the base it is a percentage of.
   */
  price: number;
  /** round(quantity × price), kopecks. For a 'costs' line this is the company's cost, not a client sum. */
  amount: number;
  /** Installer price per unit, kopecks (0 for percent lines: see `percent`). */
  installerPrice: number;
  installerAmount: number;
  costPrice: number;
  costAmount: number;
  /** The height coefficient applied to this line's prices, or null. */
  heightFactor: number | null;
  /** The row names a price item that is not in the list and has no saved copy: priced at 0. */
  missingItem: boolean;
  percent: PercentDetail | null;
}

/**
 * Sums of a calculation, kopecks. Each line is rounded to whole kopecks first; these are sums of rounded
 * lines, and `total` is the only rounding of the sum:
 *   client = subtotal + markup − discount + minimumOrder;  total = client rounded up to SMETA_ROUND_BY.
 */
export interface PricingTotals {
  /** Σ amount of the client lines (main, other, road, prochee). */
  subtotal: number;
  /** markupSelect % of subtotal. */
  markup: number;
  /** saleSelect % of (subtotal + markup), as a positive number. */
  discount: number;
  /** The «Минимальный заказ» addition, 0 when the order is big enough. */
  minimumOrder: number;
  client: number;
  /** total − client (≥ 0). */
  rounding: number;
  total: number;
  /** Σ installerAmount: what the installer is paid. */
  installer: number;
  /** Σ costAmount: materials at cost price plus the 'costs' rows. */
  cost: number;
  /** total − installer − cost. */
  profit: number;
}

export interface PricingResult {
  lines: PricedLine[];
  totals: PricingTotals;
}
