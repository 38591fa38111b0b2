import { formatNumber, LOCALE } from './number.js';

/** The three Russian forms: for 1, for 2–4, for 5 and more — `['клиент', 'клиента', 'клиентов']`. */
export type PluralForms = readonly [one: string, few: string, many: string];

const rules = new Intl.PluralRules(LOCALE);

/** The form of a noun that goes with `count`: 1 клиент, 2 клиента, 5 клиентов, 21 клиент. */
export function pluralRu(count: number, forms: PluralForms): string {
  switch (rules.select(count)) {
    case 'one':
      return forms[0];
    case 'few':
      return forms[1];
    case 'many':
      return forms[2];
    default:
      // 'other' is the fractional case (1,5 клиента): Russian uses the genitive singular.
      return forms[1];
  }
}

/** `formatCount(5, ['клиент', 'клиента', 'клиентов'])` → `5 клиентов`. */
export function formatCount(count: number, forms: PluralForms): string {
  return `${formatNumber(count)}\u00a0${pluralRu(count, forms)}`;
}
