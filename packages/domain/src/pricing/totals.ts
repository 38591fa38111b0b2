import { roundUpTo } from './arithmetic.js';
import type { PricingSettings, PricingTotals } from './types.js';

/** The sums a total is made of: one room's (`priceRoom`) or a whole project's added together. */
export interface TotalParts {
  subtotal: number;
  markup: number;
  discount: number;
  installer: number;
  cost: number;
}

/** The rounding step in kopecks, or 1 when the total is not rounded. */
export function roundingStep(settings: Pick<PricingSettings, 'SMETA_ROUND' | 'SMETA_ROUND_BY'>): number {
  if (!settings.SMETA_ROUND) return 1;
  const roubles = Math.round(settings.SMETA_ROUND_BY);
  return roubles >= 1 ? roubles * 100 : 1;
}

/**
 * The one place a total is finished: the minimum order, then the rounding up to SMETA_ROUND_BY roubles
 * (when SMETA_ROUND). Everything before it is sums of lines already rounded to whole kopecks.
 */
export function finishTotals(
  parts: TotalParts,
  minimumOrder: number,
  settings: Pick<PricingSettings, 'SMETA_ROUND' | 'SMETA_ROUND_BY'>,
): PricingTotals {
  const beforeMinimum = parts.subtotal + parts.markup - parts.discount;
  const minimum = minimumOrder > 0 ? Math.max(0, minimumOrder - beforeMinimum) : 0;
  const client = beforeMinimum + minimum;
  const total = roundUpTo(client, roundingStep(settings));
  return {
    subtotal: parts.subtotal,
    markup: parts.markup,
    discount: parts.discount,
    minimumOrder: minimum,
    client,
    rounding: total - client,
    total,
    installer: parts.installer,
    cost: parts.cost,
    profit: total - parts.installer - parts.cost,
  };
}
