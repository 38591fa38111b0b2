/**
 * Russian phone numbers by hand (the domain package has no dependencies): `89991234567`,
 * `+7 999 123 45 67`, `9991234567` → `+7 (999) 123-45-67`. Anything else is returned trimmed, as typed.
 */
export function formatPhoneRu(input: string | null | undefined): string {
  const raw = (input ?? '').trim();
  const digits = russianDigits(raw);
  if (!digits) return raw;
  return `+7 (${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6, 8)}-${digits.slice(8, 10)}`;
}

/** The `tel:` link of a number: `tel:+79991234567`; null when there is nothing to call. */
export function phoneHref(input: string | null | undefined): string | null {
  const raw = (input ?? '').trim();
  const digits = russianDigits(raw);
  if (digits) return `tel:+7${digits}`;
  const other = raw.replace(/[^\d+]/g, '');
  return other.replace(/\D/g, '').length >= 5 ? `tel:${other}` : null;
}

/** The 10 national digits of a Russian number (after +7 or 8), or null. */
function russianDigits(raw: string): string | null {
  if (!raw || /[^\d\s()+\-.]/.test(raw)) return null;
  const digits = raw.replace(/\D/g, '');
  if (digits.length === 10 && !raw.startsWith('+')) return digits;
  if (digits.length === 11 && (digits.startsWith('7') || (digits.startsWith('8') && !raw.startsWith('+')))) {
    return digits.slice(1);
  }
  return null;
}
