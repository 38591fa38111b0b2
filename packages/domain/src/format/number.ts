/**
 * ru-RU number formatting. Every number a user reads goes through this module so that separators
 * (non-breaking space for thousands, comma for decimals) are the same on every screen.
 */

export const LOCALE = 'ru-RU';

/** ru-RU's thousands separator, as Intl writes it: a non-breaking space. */
const GROUP = '\u00a0';
/**
 * Whole numbers up to this are written digit by digit below (Intl's own output, tested against it):
 * a browser's first Intl formatter loads ICU's data, 20–55 ms on the main thread (docs/decisions/0059),
 * and a list's count or home's counters would pay it before their first paint.
 */
const PLAIN_INTEGER_LIMIT = Number.MAX_SAFE_INTEGER;

/** `1234567` → `1 234 567`: ru-RU grouping of a whole number without Intl. */
export function groupInteger(value: number): string {
  const digits = String(Math.abs(value));
  let out = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const part = digits.slice(Math.max(0, end - 3), end);
    out = out ? `${part}${GROUP}${out}` : part;
  }
  // Intl keeps the sign of −0 too
  return value < 0 || Object.is(value, -0) ? `-${out}` : out;
}

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
  if (Number.isInteger(value) && !fractionDigits && Math.abs(value) <= PLAIN_INTEGER_LIMIT)
    return groupInteger(value);
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
