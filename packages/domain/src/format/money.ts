import { groupInteger } from './number.js';

/** What ru-RU writes after a sum in roubles: a non-breaking space and the sign. */
const ROUBLE = '\u00a0₽';
/** Sums up to this many kopecks are exact in a double; every sum we keep is far below it. */
const EXACT_KOPECKS = Number.MAX_SAFE_INTEGER;

export interface MoneyOptions {
  /** Drop «,00» for whole roubles (price cards, tariff prices). */
  hideZeroKopecks?: boolean;
}

/**
 * Money is stored in integer kopecks and formatted only here: `1234500` → `12 345,00 ₽`, with the
 * non-breaking spaces and the sign exactly as Intl's ru-RU currency format writes them (money.test.ts
 * checks it against Intl). Written from the kopecks' digits rather than asked of Intl: a browser's first
 * Intl formatter loads ICU's data on the main thread, before a list of sums can paint (decision 0059).
 */
export function formatMoney(kopecks: number, options: MoneyOptions = {}): string {
  if (!Number.isFinite(kopecks) || Math.abs(kopecks) > EXACT_KOPECKS) return '—';
  const rounded = Math.round(kopecks);
  const negative = rounded < 0 || Object.is(rounded, -0);
  const whole = Math.trunc(Math.abs(rounded) / 100);
  const cents = Math.abs(rounded) % 100;
  const sign = negative ? '-' : '';
  if (options.hideZeroKopecks && cents === 0) return `${sign}${groupInteger(whole)}${ROUBLE}`;
  return `${sign}${groupInteger(whole)},${String(cents).padStart(2, '0')}${ROUBLE}`;
}

/** Roubles typed by a person (`"1 234,5"`, `"1234.50"`) → kopecks, or null when it is not a sum. */
export function parseRoublesToKopecks(input: string): number | null {
  const cleaned = input.replace(/[\s\u00a0\u202f₽]/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d{0,2})?$/.test(cleaned)) return null;
  const [whole = '0', frac = ''] = cleaned.replace('-', '').split('.');
  const kopecks = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return cleaned.startsWith('-') ? -kopecks : kopecks;
}
