/**
 * ru-RU number formatting. Every number a user reads goes through this module so that separators
 * (non-breaking space for thousands, comma for decimals) are the same on every screen.
 */

export const LOCALE = 'ru-RU';

const cache = new Map<string, Intl.NumberFormat>();

/** Intl.NumberFormat instances are costly to build; lists format thousands of numbers. */
export function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(LOCALE, options);
    cache.set(key, f);
  }
  return f;
}

export interface NumberOptions {
  /** Exact number of decimals; by default up to 2, trailing zeros dropped. */
  fractionDigits?: number;
  maxFractionDigits?: number;
}

/** `1234567.5` → `1 234 567,5`. */
export function formatNumber(value: number, options: NumberOptions = {}): string {
  if (!Number.isFinite(value)) return '—';
  const { fractionDigits, maxFractionDigits = 2 } = options;
  return numberFormat(
    fractionDigits === undefined
      ? { maximumFractionDigits: maxFractionDigits }
      : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits },
  ).format(value);
}

/** `12.5` → `12,5 %`. */
export function formatPercent(percent: number, maxFractionDigits = 2): string {
  if (!Number.isFinite(percent)) return '—';
  return `${formatNumber(percent, { maxFractionDigits })}\u00a0%`;
}
