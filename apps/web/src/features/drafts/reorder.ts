/**
 * New `sort` values after a draft was moved in a list shown in its order (sort ascending, then newest).
 * Only what must change is renumbered, so a move touches a few records (each is a synced write), not the
 * whole list: the moved draft gets a value strictly between its new neighbours; when no integer is left
 * there, the stretch around it is widened outwards until the integers between its neighbours suffice. Drafts that never had an order (sort 0, by
 * newest) are handled the same way: the moved ones get values below or above them.
 */

export interface Sortable {
  id: number;
  sort: number;
}

/** The server's limits of `sort` (contracts). */
export const SORT_MIN = -1_000_000_000;
export const SORT_MAX = 1_000_000_000;
/** Room left between values given to the open ends, so later moves rarely need to widen. */
const STEP = 1024;

/** The list with the item at `from` moved to `to`. */
export function arrayMove<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** Values strictly between `lower` and `upper` (null: open end) for `count` items, or null if none fit. */
function spread(count: number, lower: number | null, upper: number | null): number[] | null {
  const lo = lower ?? SORT_MIN - 1;
  const hi = upper ?? SORT_MAX + 1;
  if (hi - lo - 1 < count) return null;
  let step: number;
  let start: number;
  if (lower === null && upper !== null) {
    step = Math.min(STEP, Math.floor((hi - lo) / (count + 1)));
    start = hi - step * count;
  } else if (upper === null && lower !== null) {
    step = Math.min(STEP, Math.floor((hi - lo) / (count + 1)));
    start = lo + step;
  } else if (lower === null && upper === null) {
    step = STEP;
    start = STEP;
  } else {
    step = Math.floor((hi - lo) / (count + 1));
    start = lo + step;
  }
  return Array.from({ length: count }, (_, i) => start + i * step);
}

/**
 * The drafts whose `sort` must change, and to what, so that `moved` (the list after the move) reads in
 * that order. `from` and `to` are the old and new places of the moved draft. The list without the moved
 * draft is in the order shown (sort ascending), which the drafts outside the renumbered stretch keep.
 */
export function reorderWrites(moved: readonly Sortable[], from: number, to: number): Map<number, number> {
  const writes = new Map<number, number>();
  if (from === to || moved.length < 2) return writes;
  const last = moved.length - 1;
  const fit = (a: number, b: number) =>
    spread(b - a + 1, a > 0 ? moved[a - 1]!.sort : null, b < last ? moved[b + 1]!.sort : null);
  // the narrowest stretch around the moved draft that fits: `extra` more drafts, split every way
  for (let extra = 0; extra <= last; extra++) {
    for (let left = 0; left <= extra; left++) {
      const a = to - left;
      const b = to + extra - left;
      if (a < 0 || b > last) continue;
      const values = fit(a, b);
      if (!values) continue;
      values.forEach((value, i) => {
        const item = moved[a + i]!;
        if (item.sort !== value) writes.set(item.id, value);
      });
      return writes;
    }
  }
  // unreachable: the whole list always fits between the open ends
  return writes;
}
