import { isPhoneQuery } from '@glad/domain';
import { or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** A LIKE pattern that finds the text anywhere; a typed % or _ matches itself. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Shortest run of digits searched in phones: fewer would match almost every number. */
const MIN_PHONE_DIGITS = 3;

/**
 * LIKE patterns of a search text over a phone's digits (phones are stored +7XXXXXXXXXX): the digits
 * anywhere, and — for a number typed from its start with the trunk 8 (`8 912 345`) — the same number
 * after +7, as the offline search reads it (domain `phoneMatches`).
 */
export function phonePatterns(text: string): string[] {
  const digits = text.replace(/\D/g, '');
  if (digits.length < MIN_PHONE_DIGITS) return [];
  const patterns = [containing(digits)];
  if (isPhoneQuery(text) && text.trim().startsWith('8')) patterns.push(`7${digits.slice(1)}%`);
  return patterns;
}

/** `digits` (a column or expression holding a phone's digits) matches the search text as a phone; undefined when it cannot. */
export function phoneDigitsMatch(digits: SQLWrapper, text: string): SQL | undefined {
  const patterns = phonePatterns(text);
  return patterns.length ? or(...patterns.map((p) => sql`${digits} like ${p}`)) : undefined;
}
