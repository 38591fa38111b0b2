/** A LIKE pattern that finds the text anywhere; a typed % or _ matches itself. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Digits of a search text worth comparing with a phone's: fewer than 3 would match almost every number. */
export function phoneDigitsOf(text: string): string | null {
  const digits = text.replace(/\D/g, '');
  return digits.length >= 3 ? digits : null;
}
