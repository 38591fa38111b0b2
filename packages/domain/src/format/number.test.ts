import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber } from './number.js';

const NBSP = '\u00a0';
const intl = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });

describe('whole numbers without Intl', () => {
  it('groups thousands with a non-breaking space, as ru-RU does', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe(`1${NBSP}000`);
    expect(formatNumber(-12_345)).toBe(`-12${NBSP}345`);
    expect(formatNumber(10_000, { fractionDigits: 0 })).toBe(`10${NBSP}000`);
    expect(formatNumber(3, { fractionDigits: 2 })).toBe('3,00');
  });
  it('writes every whole number as Intl.NumberFormat does', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.constant(-0)), (n) => {
        expect(formatNumber(n)).toBe(intl.format(n));
        expect(formatNumber(n, { maxFractionDigits: 1 })).toBe(intl.format(n));
      }),
    );
  });
});
