import { daysBetween } from '@glad/domain';
import { todayIso } from '../../lib/form-values';

/** Days left of a paid plan from today (its last day counts), or null on the free plan. */
export function daysLeft(end: string | null, today = todayIso()): number | null {
  return end ? daysBetween(today, end) + 1 : null;
}

/** A paid plan's last day when it is at most 7 days away (the header shows it), else null. */
export function planEndSoon(end: string | null, today = todayIso()): string | null {
  const left = daysLeft(end, today);
  return left !== null && left >= 1 && left <= 7 ? end : null;
}
