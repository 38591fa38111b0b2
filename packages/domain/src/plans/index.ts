import { addDays } from '../estimate/header.js';

/*
 * What a plan costs for a period, and what an upgrade mid-period owes (decision 0031). Money in kopecks,
 * dates as YYYY-MM-DD calendar days.
 */

/** The periods a plan is sold for, in months, and the discount each earns (longer = cheaper). */
export const PLAN_PERIODS = [1, 3, 12] as const;
export type PlanPeriod = (typeof PLAN_PERIODS)[number];
export const PERIOD_DISCOUNT: Record<PlanPeriod, number> = { 1: 0, 3: 10, 12: 20 };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The price of `months` of a plan of `monthly` kopecks, after the period's discount. */
export function periodPrice(monthly: number, months: PlanPeriod): number {
  return Math.round((monthly * months * (100 - PERIOD_DISCOUNT[months])) / 100);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * The last day of a period of `months` starting on `start`: the day before the same date `months` later,
 * or the month's last day when that month is too short (31 Jan + 1 month ends on 28/29 Feb).
 */
export function periodEnd(start: string, months: number): string {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const monthIndex = m - 1 + months;
  const lastOfTarget = new Date(Date.UTC(y, monthIndex + 1, 0)).getUTCDate();
  if (d > lastOfTarget) return new Date(Date.UTC(y, monthIndex, lastOfTarget)).toISOString().slice(0, 10);
  return addDays(new Date(Date.UTC(y, monthIndex, d)).toISOString().slice(0, 10), -1);
}

export interface CurrentPlan {
  /** monthly price, kopecks; 0 for the free plan */
  monthly: number;
  /** the last paid day; null for the free plan */
  end: string | null;
}

export interface Quote {
  /** the period's price */
  price: number;
  /** credited for the unused days of another paid plan */
  credit: number;
  /** to pay: price − credit − promocode discount, never below 0 */
  amount: number;
  /** the unused days counted */
  unusedDays: number;
  /** the new plan's first and last day */
  start: string;
  end: string;
}

/**
 * The quote for buying `months` of a plan on `today`. The same plan, not ended: the period is added after
 * its end. Another plan: it starts today, and the unused days of a current paid plan (today included) are
 * credited at its monthly price over 30 days. A discount in percent applies to what is left.
 */
export function quotePlan(opts: {
  today: string;
  current: CurrentPlan;
  samePlan: boolean;
  monthly: number;
  months: PlanPeriod;
  discountPercent?: number;
}): Quote {
  const price = periodPrice(opts.monthly, opts.months);
  const running = opts.current.end !== null && opts.current.end >= opts.today;
  if (opts.samePlan && running) {
    const start = addDays(opts.current.end!, 1);
    return withDiscount({ price, credit: 0, unusedDays: 0, start, end: periodEnd(start, opts.months) }, opts);
  }
  const unusedDays = running && opts.current.monthly > 0 ? daysBetween(opts.today, opts.current.end!) + 1 : 0;
  const credit = Math.min(price, Math.round((opts.current.monthly * unusedDays) / 30));
  return withDiscount(
    { price, credit, unusedDays, start: opts.today, end: periodEnd(opts.today, opts.months) },
    opts,
  );
}

function withDiscount(q: Omit<Quote, 'amount'>, opts: { discountPercent?: number }): Quote {
  const due = q.price - q.credit;
  const discount = Math.round((due * (opts.discountPercent ?? 0)) / 100);
  return { ...q, amount: Math.max(0, due - discount) };
}

export * from './payment-qr.js';
