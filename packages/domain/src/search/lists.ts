/** Ordering and slicing of the offline lists (docs/spec.md §3, §4, §9). */

export interface DraftOrderFields {
  sort?: number | string | null;
  timestamp?: number | string | null;
}

const sortKey = (value: DraftOrderFields['sort']) => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : Number.POSITIVE_INFINITY;
};

/** A timestamp as ms: numbers as they are (seconds when small), strings as dates or digits. */
const timeKey = (value: DraftOrderFields['timestamp']) => {
  if (typeof value === 'number') return value < 1e11 ? value * 1000 : value;
  if (typeof value === 'string' && value) {
    if (/^\d+$/.test(value)) return timeKey(Number(value));
    const parsed = Date.parse(value);
    if (!Number.isNaN(parsed)) return parsed;
  }
  return Number.NEGATIVE_INFINITY;
};

/** Drafts in list order: by `sort` ascending (drafts without one last), then newest first. */
export function compareDrafts(a: DraftOrderFields, b: DraftOrderFields): number {
  const bySort = sortKey(a.sort) - sortKey(b.sort);
  if (bySort !== 0 && !Number.isNaN(bySort)) return bySort;
  const byTime = timeKey(b.timestamp) - timeKey(a.timestamp);
  return Number.isNaN(byTime) ? 0 : byTime;
}

export function sortDrafts<T extends DraftOrderFields>(drafts: readonly T[]): T[] {
  return [...drafts].sort(compareDrafts);
}

/** How many records `getByIds` answers by default (docs/spec.md §9: slice 0 to 14). */
export const GET_BY_IDS_END = 14;

/**
 * The records with the given ids, in the order of `ids` (ids not held are skipped), sliced from `start`
 * to `end` (exclusive) as docs/spec.md §9 says: the first 14 by default.
 */
export function getByIds<T extends { id: number }>(
  records: Iterable<T> | ReadonlyMap<number, T>,
  ids: readonly number[],
  start = 0,
  end = GET_BY_IDS_END,
): T[] {
  const byId =
    records instanceof Map ? records : new Map([...(records as Iterable<T>)].map((r) => [r.id, r]));
  const found: T[] = [];
  for (const id of ids) {
    const record = byId.get(id);
    if (record) found.push(record);
  }
  return found.slice(start, end);
}

/**
 * docs/spec.md §4: a local list is cleared and rewritten when the count it holds differs from the length of the
 * list received; when they agree the received rows are written over the stored ones in place.
 */
export function localListWrite(storedCount: number, receivedLength: number): 'rewrite' | 'update' {
  return storedCount === receivedLength ? 'update' : 'rewrite';
}
