import { MINIMUM_ORDER_LINE } from './labels.js';
import { type PriceListInput, priceRoom } from './price-room.js';
import { finishTotals } from './totals.js';
import type {
  CalcRows,
  GeometryQuantities,
  PricedLine,
  PricingOptions,
  PricingResult,
  PricingSettings,
} from './types.js';

/**
 * Prices one room's calculation (or a template, which prices at the current price list):
 * every row becomes a line rounded to whole kopecks, then
 *   subtotal = Σ client lines;  markup = markupSelect % of subtotal;
 *   discount = saleSelect % of (subtotal + markup);
 *   client = subtotal + markup − discount, raised to the minimum order by a «Минимальный заказ» line;
 *   total = client rounded up to SMETA_ROUND_BY roubles when SMETA_ROUND.
 * SMETA_MARKUP is already inside each client line's price. Pure: same input, same result.
 * Lines of project rows (road group, rows marked «на объект», the minimum order) carry `perProject`: the
 * room's screen shows them as its share «на весь объект, считается один раз»; markup and discount are taken
 * of the room's own lines and of its project lines separately (`partSums`), so an estimate of this one
 * room gives the same total.
 */
export function priceCalculation(
  rows: CalcRows,
  geometry: GeometryQuantities,
  counts: Readonly<Record<string, number>>,
  priceList: PriceListInput,
  settings: PricingSettings,
  options: PricingOptions = {},
): PricingResult {
  const room = priceRoom(rows, geometry, counts, priceList, settings, options);
  const totals = finishTotals(room, room.minimumOrder, settings);
  const lines = room.lines;
  if (totals.minimumOrder > 0) {
    lines.push(minimumOrderLine(room.minimumOrderRuleId ?? 'minimum-order', totals.minimumOrder));
  }
  return { lines, totals };
}

/** The explicit line that raises a small order to the minimum. */
export function minimumOrderLine(rowId: string, amount: number): PricedLine {
  return {
    rowId,
    group: 'scripts',
    itemUid: null,
    name: MINIMUM_ORDER_LINE,
    unit: 'pcs',
    kind: 'service',
    // the minimum order compares with the whole project's total, never one room's
    perProject: true,
    quantity: 1,
    price: amount,
    amount,
    installerPrice: 0,
    installerAmount: 0,
    costPrice: 0,
    costAmount: 0,
    heightFactor: null,
    missingItem: false,
    percent: null,
  };
}
