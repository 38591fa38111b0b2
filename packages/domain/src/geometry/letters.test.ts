import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cornerIndex, cornerLetter, pairName, sideName, storedDiagonals } from './letters.js';

describe('corner letters', () => {
  it('runs A … Z, then A1 … Z1, A2 …', () => {
    expect([0, 1, 25, 26, 27, 51, 52].map(cornerLetter)).toEqual(['A', 'B', 'Z', 'A1', 'B1', 'Z1', 'A2']);
  });

  it('reads letters back, forgiving case and spaces, refusing strangers', () => {
    expect(cornerIndex(' b ')).toBe(1);
    expect(cornerIndex('A1')).toBe(26);
    for (const bad of ['', 'AA', '1', 'A0', 'A01', 'Ж', 'A-1']) expect(cornerIndex(bad)).toBe(-1);
  });

  it('round-trips every index', () => {
    fc.assert(fc.property(fc.nat(100_000), (i) => cornerIndex(cornerLetter(i)) === i));
  });

  it('names sides and diagonals by their corners, the last side closing back to A', () => {
    expect(sideName(0, 4)).toBe('AB');
    expect(sideName(3, 4)).toBe('DA');
    expect(sideName(26, 27)).toBe('A1A');
    expect(pairName(0, 2)).toBe('AC');
  });

  it('refuses a negative or fractional index', () => {
    expect(() => cornerLetter(-1)).toThrow(RangeError);
    expect(() => cornerLetter(1.5)).toThrow(RangeError);
  });

  it('stores diagonals lower corner first, sorted by name (numbers as numbers), a control one marked', () => {
    const stored = storedDiagonals([
      { corners: [27, 1], length: 5120 },
      { corners: [2, 0], length: 4310, control: true },
      { corners: [1, 3], length: 3900, control: false },
      { corners: [0, 26], length: 2500 },
      { corners: [0, 260], length: 900 },
      { corners: [0, 52], length: 800 },
    ]);
    expect(stored).toEqual([
      { from: 'A', to: 'A1', length: 2500 },
      { from: 'A', to: 'A2', length: 800 },
      { from: 'A', to: 'A10', length: 900 },
      { from: 'A', to: 'C', length: 4310, control: true },
      { from: 'B', to: 'B1', length: 5120 },
      { from: 'B', to: 'D', length: 3900 },
    ]);
  });
});
