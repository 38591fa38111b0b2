import {
  foldRu,
  isPhoneQuery,
  phoneSearchDigits,
  recordSearchWords,
  type SearchSpec,
  searchSpecs,
  searchWords,
} from '@glad/domain';

/** Tables searched by words (docs/spec.md §3): clients, projects, drafts. */
export type SearchedTable = keyof typeof searchSpecs;

export function isSearched(table: string): table is SearchedTable {
  return table in searchSpecs;
}

/** Shortest tail of a phone number worth indexing: the search helpers ignore fewer than 3 digits. */
const MIN_TAIL = 3;

/**
 * The index entries of a record: every word of its searched fields (folded: lower case, ё → е), and for
 * each phone every tail of its normalised digits, so that "digits anywhere in the number" — what the
 * search helpers match — is a word-start lookup too. A word that starts another entry is left out: any
 * prefix of it finds the record through the longer one, and every entry is an index write at each sync.
 * Undefined for tables that are not searched.
 */
export function indexWords(table: string, data: Record<string, unknown>): string[] | undefined {
  if (!isSearched(table)) return undefined;
  const spec: SearchSpec = searchSpecs[table];
  const words = recordSearchWords(data, spec);
  for (const path of spec.phones ?? []) {
    const value = valueAt(data, path);
    const digits = phoneSearchDigits(typeof value === 'string' ? value : '');
    for (let i = 1; i + MIN_TAIL <= digits.length; i++) words.push(digits.slice(i));
  }
  // sorted, the words a word starts (itself again included) follow it at once
  words.sort();
  return words.filter((word, i) => !words[i + 1]?.startsWith(word));
}

function valueAt(record: unknown, path: string): unknown {
  let value: unknown = record;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/**
 * Prefixes that every record the search helpers would match holds in its index (a superset: the exact
 * check runs afterwards). One query word is enough to narrow the candidates; the longest narrows most.
 */
export function candidatePrefixes(query: string): string[] {
  const words = searchWords(query);
  if (words.length === 0) return [];
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  const prefixes = new Set([longest]);
  if (/^\d+$/.test(longest) && longest.startsWith('8')) prefixes.add(`7${longest.slice(1)}`);
  if (isPhoneQuery(query)) {
    // the whole query may be one number typed with spaces or brackets
    const digits = query.replace(/\D/g, '');
    prefixes.add(digits);
    const trimmed = query.trim();
    if (trimmed.startsWith('+7') || trimmed.startsWith('8')) prefixes.add(`7${digits.slice(1)}`);
  }
  return [...prefixes];
}

/** The clients list order: the name folded (any case, ё as е), compared as plain strings. */
export function clientSortKey(name: unknown): string {
  return foldRu(typeof name === 'string' ? name : '').trim();
}
