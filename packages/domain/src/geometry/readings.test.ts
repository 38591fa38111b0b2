import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { missingReadingsText, readingsStatus } from './readings.js';

const sides = (lengths: (number | null)[]) =>
  lengths.map((length, i) => ({ name: ['AB', 'BC', 'CD', 'DA', 'DE', 'EF'][i]!, length }));

// a rectangle ABCD: BD builds it, AC checks it
const rect = (bd: number | null, ac: number | null) => [
  { name: 'BD', length: bd, control: false },
  { name: 'AC', length: ac, control: true },
];

describe('readingsStatus', () => {
  it('names the side and the diagonal still to take', () => {
    const status = readingsStatus({
      mode: 'measure',
      sides: sides([4000, null, 4000, 3000]),
      diagonals: rect(null, null),
    });
    expect(status).toEqual({ missing: ['сторона BC', 'диагональ BD'], unchecked: false });
    expect(missingReadingsText(status.missing)).toBe('Не хватает замеров: сторона BC, диагональ BD');
  });

  it('a room measured without the control diagonal is complete but unchecked', () => {
    expect(
      readingsStatus({
        mode: 'measure',
        sides: sides([4000, 3000, 4000, 3000]),
        diagonals: rect(5000, null),
      }),
    ).toEqual({
      missing: [],
      unchecked: true,
    });
    expect(
      readingsStatus({
        mode: 'measure',
        sides: sides([4000, 3000, 4000, 3000]),
        diagonals: rect(5000, 5000),
      }),
    ).toEqual({
      missing: [],
      unchecked: false,
    });
  });

  it('the control diagonal typed instead of the other builds the room, unchecked', () => {
    expect(
      readingsStatus({
        mode: 'measure',
        sides: sides([4000, 3000, 4000, 3000]),
        diagonals: rect(null, 5000),
      }),
    ).toEqual({
      missing: [],
      unchecked: true,
    });
  });

  it('right angles need the sides only; a drawing by hand needs nothing', () => {
    expect(
      readingsStatus({ mode: 'ortho', sides: sides([4000, null, null, 3000]), diagonals: [] }).missing,
    ).toEqual(['сторона BC', 'сторона CD']);
    expect(readingsStatus({ mode: 'hand', sides: sides([null, null, null, null]), diagonals: [] })).toEqual({
      missing: [],
      unchecked: false,
    });
  });

  it('a triangle needs no diagonal and has none to check it', () => {
    expect(readingsStatus({ mode: 'measure', sides: sides([3000, 4000, 5000]), diagonals: [] })).toEqual({
      missing: [],
      unchecked: false,
    });
  });

  it('law: with every side typed, missing diagonals + typed ones = n − 3 while short', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 6 }),
        fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
        (n, typed) => {
          const diagonals = typed
            .slice(0, n - 2)
            .map((t, i) => ({ name: `D${i}`, length: t ? 1000 : null, control: i === n - 3 }));
          const status = readingsStatus({ mode: 'measure', sides: sides(Array(n).fill(1000)), diagonals });
          const count = diagonals.filter((d) => d.length !== null).length;
          expect(status.missing.length).toBe(Math.max(0, n - 3 - count));
          expect(status.unchecked).toBe(count === n - 3);
        },
      ),
    );
  });
});
