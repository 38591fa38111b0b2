import {
  fieldText,
  foldRu,
  isPhoneQuery,
  phoneSearchDigits,
  recordSearchWords,
  type SearchSpec,
  searchSpecs,
  searchWords,
} from '@glad/domain';
import type { Table } from 'dexie';

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
    // the phone read as the search helpers read it, so the index holds what they match
    const digits = phoneSearchDigits(fieldText(data, path));
    for (let i = 1; i + MIN_TAIL <= digits.length; i++) words.push(digits.slice(i));
  }
  // sorted, the words a word starts (itself again included) follow it at once
  words.sort();
  return words.filter((word, i) => !words[i + 1]?.startsWith(word));
}

/**
 * What a record's index holds when the search helpers may match it to `query` (a superset: the exact check
 * runs afterwards): for every group of `every` a word starting with one of the group's prefixes (one group
 * per query word: the word, and for digits typed from an 8 the same from a 7), or a word starting with one
 * of `whole` (the query as one phone number, when it is written like one). Null for a query without words.
 */
export interface Candidates {
  every: string[][];
  whole: string[];
}

const digitsOnly = /^\d+$/;

export function candidatePrefixes(query: string): Candidates | null {
  const words = [...new Set(searchWords(query))];
  if (words.length === 0) return null;
  // a word another one starts adds nothing: every record the longer one finds holds it too; nor does a
  // lone letter or digit beside a longer word (it starts a good part of the index: reading its keys costs
  // more than it narrows)
  const longer = words.some((w) => w.length > 1);
  const narrowest = words.filter(
    (w) => !(longer && w.length === 1) && !words.some((other) => other !== w && other.startsWith(w)),
  );
  const every = narrowest.map((w) => (digitsOnly.test(w) && w.startsWith('8') ? [w, `7${w.slice(1)}`] : [w]));
  const whole = new Set<string>();
  if (isPhoneQuery(query)) {
    // the whole query may be one number typed with spaces or brackets
    const digits = query.replace(/\D/g, '');
    whole.add(digits);
    const trimmed = query.trim();
    if (trimmed.startsWith('+7') || trimmed.startsWith('8')) whole.add(`7${digits.slice(1)}`);
  }
  return { every, whole: [...whole] };
}

/** The clients list order: the name folded (any case, ё as е), compared as plain strings. */
export function clientSortKey(name: unknown): string {
  return foldRu(typeof name === 'string' ? name : '').trim();
}

/** The ids of the rows whose `_words` index holds a word starting with one of `prefixes`. */
async function idsWithPrefix(
  rows: Table<unknown, number>,
  prefixes: readonly string[],
): Promise<Set<number>> {
  // one plain key range per prefix, so each is one `getAllKeys` of the index: Dexie's `startsWithAnyOf`
  // walks a cursor, one step per index entry, slow for a word thousands of rows share (docs/benchmarks.md)
  const lists = await Promise.all(prefixes.map((p) => rows.where('_words').startsWith(p).primaryKeys()));
  return new Set(lists.flat());
}

/**
 * The ids of the rows `candidates` describes, each once: keys only, each query word's rows read from the
 * `_words` index and intersected, so «ленина 12» reads the few rows holding both words, not every «ленина».
 */
export async function candidateIds(rows: Table<unknown, number>, candidates: Candidates): Promise<number[]> {
  const [groups, whole] = await Promise.all([
    Promise.all(candidates.every.map((prefixes) => idsWithPrefix(rows, prefixes))),
    idsWithPrefix(rows, candidates.whole),
  ]);
  groups.sort((a, b) => a.size - b.size);
  const [smallest, ...rest] = groups;
  const ids = new Set([...(smallest ?? [])].filter((id) => rest.every((group) => group.has(id))));
  for (const id of whole) ids.add(id);
  return [...ids];
}
