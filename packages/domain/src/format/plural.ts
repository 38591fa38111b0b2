import { formatNumber } from './number.js';

/** The three Russian forms: for 1, for 2–4, for 5 and more — `['клиент', 'клиента', 'клиентов']`. */
export type PluralForms = readonly [one: string, few: string, many: string];

/**
 * The form of a noun that goes with `count`: 1 клиент, 2 клиента, 5 клиентов, 21 клиент. CLDR's Russian
 * rule, written out rather than asked of Intl.PluralRules (whose first use loads ICU's data on the main
 * thread, docs/decisions/0059); plural.test.ts checks it against Intl.PluralRules.
 */
export function pluralRu(count: number, forms: PluralForms): string {
  // a fraction is CLDR's 'other' (1,5 клиента): Russian uses the genitive singular
  if (!Number.isInteger(count)) return forms[1];
  const n = Math.abs(count);
  const last = n % 10;
  const lastTwo = n % 100;
  if (last === 1 && lastTwo !== 11) return forms[0];
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return forms[1];
  return forms[2];
}

/** `formatCount(5, ['клиент', 'клиента', 'клиентов'])` → `5 клиентов`. */
export function formatCount(count: number, forms: PluralForms): string {
  return `${formatNumber(count)}\u00a0${pluralRu(count, forms)}`;
}
