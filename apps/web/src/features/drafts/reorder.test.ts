import { describe, expect, it } from 'vitest';
import { arrayMove, reorderWrites, SORT_MAX, SORT_MIN, type Sortable } from './reorder';

/** Applies the writes and orders as the list does (sort ascending; the test rows have distinct sorts or keep position). */
function apply(list: Sortable[], writes: Map<number, number>): Sortable[] {
  const next = list.map((d, i) => ({ ...d, sort: writes.get(d.id) ?? d.sort, pos: i }));
  // ties keep the list's previous relative order, as "newest first" would for these rows
  return next.sort((a, b) => a.sort - b.sort || a.pos - b.pos).map(({ id, sort }) => ({ id, sort }));
}

const ids = (list: Sortable[]) => list.map((d) => d.id);

describe('reorderWrites', () => {
  it('moves a draft to the top of a list that never had an order with one write', () => {
    const list = [1, 2, 3, 4, 5].map((id) => ({ id, sort: 0 }));
    const moved = arrayMove(list, 3, 0);
    const writes = reorderWrites(moved, 3, 0);
    expect([...writes.keys()]).toEqual([4]);
    expect(ids(apply(moved, writes))).toEqual([4, 1, 2, 3, 5]);
  });

  it('moves a draft into the middle of an unordered list, numbering only the drafts on one side', () => {
    const list = [1, 2, 3, 4, 5].map((id) => ({ id, sort: 0 }));
    const moved = arrayMove(list, 4, 2);
    const writes = reorderWrites(moved, 4, 2);
    expect(ids(apply(moved, writes))).toEqual([1, 2, 5, 3, 4]);
    expect(writes.size).toBe(3);
  });

  it('moves down and up in a numbered list with gaps, touching only the moved draft', () => {
    const list = [1, 2, 3, 4].map((id) => ({ id, sort: id * 1024 }));
    const down = arrayMove(list, 0, 2);
    const writes = reorderWrites(down, 0, 2);
    expect([...writes.keys()]).toEqual([1]);
    expect(ids(apply(down, writes))).toEqual([2, 3, 1, 4]);
  });

  it('widens the stretch when neighbours leave no room', () => {
    const list = [1, 2, 3, 4, 5].map((id) => ({ id, sort: id }));
    const moved = arrayMove(list, 4, 1);
    const writes = reorderWrites(moved, 4, 1);
    expect(ids(apply(moved, writes))).toEqual([1, 5, 2, 3, 4]);
    for (const value of writes.values()) {
      expect(value).toBeGreaterThanOrEqual(SORT_MIN);
      expect(value).toBeLessThanOrEqual(SORT_MAX);
    }
  });

  it('keeps every random sequence of moves in the order asked for', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    let list: Sortable[] = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, sort: i % 3 === 0 ? 0 : i }));
    list.sort((a, b) => a.sort - b.sort);
    for (let step = 0; step < 300; step++) {
      const from = random(list.length);
      const to = random(list.length);
      const moved = arrayMove(list, from, to);
      const next = apply(moved, reorderWrites(moved, from, to));
      expect(ids(next)).toEqual(ids(moved));
      list = next;
    }
  });

  it('does nothing when the draft stays in place', () => {
    const list = [1, 2].map((id) => ({ id, sort: 0 }));
    expect(reorderWrites(list, 1, 1).size).toBe(0);
  });
});
