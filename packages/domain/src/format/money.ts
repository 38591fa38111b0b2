import { numberFormat } from './number.js';

export interface MoneyOptions {
  /** Drop «,00» for whole roubles (price cards, tariff prices). */
  hideZeroKopecks?: boolean;
}

/**
 * Money is stored in integer kopecks and formatted only here: `1234500` → `12 345,00 ₽`
 * (non-breaking spaces exactly as Intl gives them).
 */
export function formatMoney(kopecks: number, options: MoneyOptions = {}): string {
  if (!Number.isFinite(kopecks)) return '—';
  const roubles = Math.round(kopecks) / 100;
  const whole = options.hideZeroKopecks && Number.isInteger(roubles);
  return numberFormat({
    style: 'currency',
    currency: 'RUB',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(roubles);
}

/** Roubles typed by a person (`"1 234,5"`, `"1234.50"`) → kopecks, or null when it is not a sum. */
export function parseRoublesToKopecks(input: string): number | null {
  const cleaned = input.replace(/[\s\u00a0\u202f₽]/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d{0,2})?$/.test(cleaned)) return null;
  const [whole = '0', frac = ''] = cleaned.replace('-', '').split('.');
  const kopecks = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return cleaned.startsWith('-') ? -kopecks : kopecks;
}
