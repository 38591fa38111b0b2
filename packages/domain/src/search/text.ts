/**
 * Local search of the offline copy (docs/spec.md §3): case-insensitive Russian search by word start over the named
 * fields, and phone numbers by their digits whatever the formatting.
 */

/**
 * Lower case with ё read as е, the way people type Russian in a search box. Russian has no casing rules
 * of its own, so the plain lower case is the Russian one (and several times cheaper than asking ICU for
 * `ru-RU`: it runs for every word of every row a sync stores).
 */
export function foldRu(text: string): string {
  return text.toLowerCase().replaceAll('ё', 'е');
}

/** The words of a text: letters and digits; hyphens, spaces and punctuation separate them. */
export function searchWords(text: string): string[] {
  return foldRu(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * The digits of a phone number in one form, so `8 (999) 123-45-67`, `+7 999 123 45 67` and `9991234567`
 * all read `79991234567`. Other numbers are left as their digits.
 */
export function phoneSearchDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 11 && (digits.startsWith('8') || digits.startsWith('7')))
    return `7${digits.slice(1)}`;
  if (digits.length === 10 && digits.startsWith('9')) return `7${digits}`;
  return digits;
}

/** Shortest run of digits searched inside phone numbers: fewer would match nearly every number. */
const MIN_PHONE_DIGITS = 3;

/**
 * Does a phone number hold the digits of `query`, anywhere? A query starting with 8 or +7 may also be the
 * number typed from its start, the two prefixes meaning the same: `8 999` finds `+7 (999) …`.
 */
export function phoneMatches(phone: string, query: string): boolean {
  const digits = query.replace(/\D/g, '');
  if (digits.length < MIN_PHONE_DIGITS) return false;
  const number = phoneSearchDigits(phone);
  if (!number) return false;
  if (number.includes(digits)) return true;
  const trimmed = query.trim();
  const fromStart = trimmed.startsWith('+7') || trimmed.startsWith('8');
  return fromStart && number.startsWith(`7${digits.slice(1)}`);
}

/** A query that is a phone number as typed: only digits and the characters numbers are written with. */
export function isPhoneQuery(query: string): boolean {
  return /\d/.test(query) && /^[\d\s()+\-.]+$/.test(query.trim());
}

export interface SearchSpec {
  /** dotted paths of text fields, e.g. `name` or `client_properties.notes` */
  fields: readonly string[];
  /** dotted paths of phone fields, searched by digits */
  phones?: readonly string[];
}

function valueAt(record: unknown, path: string): unknown {
  let value: unknown = record;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** The text a search reads at a dotted path of a record: a string, a number written out, else ''. */
export function fieldText(record: unknown, path: string): string {
  return asText(valueAt(record, path));
}

/** A prepared query, so a list of 10,000 records is searched without folding the query each time. */
export function compileSearch(query: string, spec: SearchSpec): (record: unknown) => boolean {
  const words = searchWords(query);
  if (words.length === 0) return () => true;
  const phoneQuery = isPhoneQuery(query) ? query : null;
  const phones = spec.phones ?? [];
  return (record) => {
    if (phoneQuery && phones.some((path) => phoneMatches(fieldText(record, path), phoneQuery))) {
      return true;
    }
    const haystack = spec.fields.flatMap((path) => searchWords(fieldText(record, path)));
    // every word typed must start some word of the record; a word of digits may also be in a phone
    return words.every(
      (word) =>
        haystack.some((candidate) => candidate.startsWith(word)) ||
        (/^\d+$/.test(word) && phones.some((path) => phoneMatches(fieldText(record, path), word))),
    );
  };
}

/**
 * Every word a record can be found by (folded), plus its phone numbers as digits: what a Dexie multi-entry
 * index holds so that a word-start query is an index range instead of a scan.
 */
export function recordSearchWords(record: unknown, spec: SearchSpec): string[] {
  const words = new Set(spec.fields.flatMap((path) => searchWords(fieldText(record, path))));
  for (const path of spec.phones ?? []) {
    const digits = phoneSearchDigits(fieldText(record, path));
    if (digits) words.add(digits);
  }
  return [...words];
}

export function searchRecords<T>(records: readonly T[], query: string, spec: SearchSpec): T[] {
  const matches = compileSearch(query, spec);
  return records.filter((record) => matches(record));
}

/**
 * What docs/spec.md §3 says each offline table is searched over; projects also by their own work address and
 * notes (issue 8), as `GET project/?q=` searches on the server.
 */
export const searchSpecs = {
  clients: { fields: ['name', 'adresa', 'phone', 'notes'], phones: ['phone'] },
  projects: {
    fields: ['name', 'client', 'adresa', 'notes', 'client_properties.phone', 'client_properties.notes'],
    phones: ['client_properties.phone'],
  },
  drafts: { fields: ['name', 'project'] },
} as const satisfies Record<string, SearchSpec>;
