import {
  fieldText,
  isPhoneQuery,
  phoneMatches,
  type SearchSpec,
  searchSpecs,
  searchWords,
} from '@glad/domain';
import { Dexie, type Table } from 'dexie';
import type { SearchedTable } from './search-index';

/**
 * A searched table held in memory, in list order, with each record's search words prepared once, so a
 * keystroke in a search box filters 10,000 records without reading IndexedDB or folding their text again.
 * Dropped whenever any transaction — this tab's or another's — changes the table (Dexie's
 * `storagemutated`), and built again on the next search.
 */
interface Prepared<T> {
  row: T;
  /** folded words of the text fields, as the domain helper splits them */
  words: string[];
  /** the phone fields as stored */
  phones: string[];
}

interface Cached<T> {
  rows: T[];
  prepared: Prepared<T>[] | null;
}

/** Keys whose rows are loaded (not merely loading). */
const ready = new Set<string>();

const caches = new Map<string, Promise<Cached<unknown>>>();
const cacheKey = (dbName: string, table: string) => `${dbName}/${table}`;

Dexie.on('storagemutated', (parts: Record<string, unknown>) => {
  if ('all' in parts) {
    caches.clear();
    ready.clear();
    return;
  }
  for (const part of Object.keys(parts)) {
    const match = /^idb:\/\/([^/]+)\/([^/]+)\//.exec(part);
    if (!match) continue;
    caches.delete(cacheKey(match[1]!, match[2]!));
    ready.delete(cacheKey(match[1]!, match[2]!));
  }
});

function prepare<T>(row: T, spec: SearchSpec): Prepared<T> {
  return {
    row,
    words: spec.fields.flatMap((path) => searchWords(fieldText(row, path))),
    phones: (spec.phones ?? []).map((path) => fieldText(row, path)),
  };
}

/**
 * The domain's `compileSearch` over prepared records: the same rules (every typed word starts a word of
 * the record, or a word of digits is in a phone; a query that is a phone number may match the whole
 * number), without re-splitting each record's text on every search.
 */
function matcher<T>(query: string): (p: Prepared<T>) => boolean {
  const words = searchWords(query);
  if (words.length === 0) return () => true;
  const phoneQuery = isPhoneQuery(query) ? query : null;
  const digitWords = new Set(words.filter((w) => /^\d+$/.test(w)));
  return (p) => {
    if (phoneQuery && p.phones.some((phone) => phoneMatches(phone, phoneQuery))) return true;
    return words.every(
      (word) =>
        p.words.some((candidate) => candidate.startsWith(word)) ||
        (digitWords.has(word) && p.phones.some((phone) => phoneMatches(phone, word))),
    );
  };
}

const searchedOf = (name: string) => name as SearchedTable;

function load<T>(table: Table<T, number>, sort: (a: T, b: T) => number): Promise<Cached<T>> {
  const key = cacheKey(table.db.name, table.name);
  let entry = caches.get(key) as Promise<Cached<T>> | undefined;
  if (!entry) {
    const loading = table.toArray().then((rows) => {
      const cached: Cached<T> = { rows: rows.sort(sort), prepared: null };
      // still the current load (no change dropped it meanwhile): later searches may use it at once
      if (caches.get(key) === loading) {
        ready.add(key);
        // the words are prepared after the rows are shown, not before
        setTimeout(() => {
          cached.prepared ??= cached.rows.map((row) => prepare(row, searchSpecs[searchedOf(table.name)]));
        }, 0);
      }
      return cached;
    });
    entry = loading;
    caches.set(key, loading as Promise<Cached<unknown>>);
    // a failed read must not stay cached
    loading.catch(() => {
      if (caches.get(key) === loading) caches.delete(key);
    });
  }
  return entry;
}

/** Whether the table is in memory now, so a search of it costs no IndexedDB read of its rows. */
export function isCached(table: { db: { name: string }; name: string }): boolean {
  return ready.has(cacheKey(table.db.name, table.name));
}

/** Loads the table into memory in the background (for the next keystroke). */
export function warmCache<T>(table: Table<T, number>, sort: (a: T, b: T) => number) {
  load(table, sort).catch(() => undefined);
}

/**
 * Records of `table` matching `query`, in the order `sort` gives. `table.count()` is read every time so
 * a live query over this call depends on the whole table and runs again when it changes.
 */
export async function searchCached<T>(
  table: Table<T, number>,
  searched: SearchedTable,
  query: string,
  sort: (a: T, b: T) => number,
): Promise<T[]> {
  await table.count();
  const cached = await load(table, sort);
  if (searchWords(query).length === 0) return [...cached.rows];
  cached.prepared ??= cached.rows.map((row) => prepare(row, searchSpecs[searched]));
  const matches = matcher<T>(query);
  const found: T[] = [];
  for (const p of cached.prepared) if (matches(p)) found.push(p.row);
  return found;
}
