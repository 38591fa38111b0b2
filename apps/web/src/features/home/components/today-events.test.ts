import { describe, expect, it } from 'vitest';
import { mineFirst } from './today-events';

describe('mineFirst', () => {
  it('puts the signed-in person’s events first, each part in its order', () => {
    const events = [
      { id: 1, assignees: [2] },
      { id: 2, assignees: [7, 2] },
      { id: 3, assignees: [] },
      { id: 4, assignees: [7] },
    ];
    expect(mineFirst(events, 7).map((e) => e.id)).toEqual([2, 4, 1, 3]);
    expect(mineFirst(events, null).map((e) => e.id)).toEqual([1, 2, 3, 4]);
  });
});
