import { describe, expect, it } from 'vitest';
import { compareDrafts, getByIds, localListWrite, sortDrafts } from './lists.js';

describe('drafts order', () => {
  it('sorts by sort, then newest first, drafts without sort last', () => {
    const drafts = [
      { id: 1, sort: 2, timestamp: 100 },
      { id: 2, sort: 1, timestamp: 100 },
      { id: 3, sort: 1, timestamp: 300 },
      { id: 4, sort: null, timestamp: 900 },
      { id: 5, sort: '1', timestamp: '1970-01-01T00:03:20Z' },
      { id: 6, timestamp: 50 },
    ];
    expect(sortDrafts(drafts).map((d) => d.id)).toEqual([3, 5, 2, 1, 4, 6]);
    expect(drafts[0]?.id).toBe(1);
  });

  it('reads timestamps in seconds, milliseconds and date strings alike', () => {
    expect(
      compareDrafts({ sort: 0, timestamp: 1_700_000_000 }, { sort: 0, timestamp: 1_600_000_000_000 }),
    ).toBeLessThan(0);
    expect(
      compareDrafts({ sort: 0, timestamp: '2026-05-02' }, { sort: 0, timestamp: '1777000000' }),
    ).toBeLessThan(0);
    expect(compareDrafts({ sort: 0 }, { sort: 0 })).toBe(0);
  });
});

describe('getByIds', () => {
  const records = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, name: `Запись ${i + 1}` }));

  it('answers the first 14 found records in the order of the ids', () => {
    const ids = [30, 2, 999, ...Array.from({ length: 20 }, (_, i) => i + 3)];
    const got = getByIds(records, ids);
    expect(got).toHaveLength(14);
    expect(got.slice(0, 3).map((r) => r.id)).toEqual([30, 2, 3]);
  });

  it('slices from start to end and takes a map as well', () => {
    const byId = new Map(records.map((r) => [r.id, r]));
    expect(getByIds(byId, [1, 2, 3, 4, 5], 1, 3).map((r) => r.id)).toEqual([2, 3]);
    expect(getByIds(records, [])).toEqual([]);
  });
});

describe('local list write', () => {
  it('rewrites when the stored count differs from the received length, otherwise updates', () => {
    expect(localListWrite(10, 10)).toBe('update');
    expect(localListWrite(10, 9)).toBe('rewrite');
    expect(localListWrite(0, 3)).toBe('rewrite');
    expect(localListWrite(0, 0)).toBe('update');
  });
});
