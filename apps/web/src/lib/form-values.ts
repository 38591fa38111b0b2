import { parseRoublesToKopecks } from '@glad/domain';

/*
 * Values of form fields several forms share (expenses, client payments, events): the day a form starts on
 * and the amount typed in roubles.
 */

/** Today as YYYY-MM-DD in the device's zone (the day the user lives in, not UTC's). */
export function todayIso(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

/** Roubles typed by a person → kopecks; null when not a positive sum. */
export function amountFromText(text: string): number | null {
  const kopecks = parseRoublesToKopecks(text);
  return kopecks !== null && kopecks > 0 ? kopecks : null;
}

/** Kopecks → the text of an amount field: `1234.5 ₽` → «1234,50». */
export function amountToText(kopecks: number): string {
  return (kopecks / 100).toFixed(2).replace('.', ',');
}
