import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatArea, formatLengthCm, formatRunningMetres } from './measure.js';
import { formatMoney, parseRoublesToKopecks } from './money.js';
import { formatNumber, formatPercent } from './number.js';

const NBSP = '\u00a0';

describe('formatMoney', () => {
  it('formats kopecks as roubles with non-breaking spaces', () => {
    expect(formatMoney(1_234_500)).toBe(`12${NBSP}345,00${NBSP}₽`);
    expect(formatMoney(123_450)).toBe(`1${NBSP}234,50${NBSP}₽`);
    expect(formatMoney(5)).toBe(`0,05${NBSP}₽`);
    expect(formatMoney(0)).toBe(`0,00${NBSP}₽`);
  });
  it('matches what Intl gives for roubles', () => {
    const intl = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB' });
    for (const k of [1, 99, 100, 123_456_789, -250_000]) expect(formatMoney(k)).toBe(intl.format(k / 100));
  });
  it('writes any sum as Intl does, with kopecks or whole roubles', () => {
    const intl = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB' });
    const whole = new Intl.NumberFormat('ru-RU', {
      style: 'currency',
      currency: 'RUB',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    const sums = fc.oneof(
      fc.integer(),
      fc.integer({ min: -1e13, max: 1e13 }),
      fc.double({ min: -1e9, max: 1e9, noNaN: true }),
    );
    fc.assert(
      fc.property(sums, (k) => {
        const roubles = Math.round(k) / 100;
        expect(formatMoney(k)).toBe(intl.format(roubles));
        const shown = Number.isInteger(roubles) ? whole.format(roubles) : intl.format(roubles);
        expect(formatMoney(k, { hideZeroKopecks: true })).toBe(shown);
      }),
    );
  });
  it('drops zero kopecks when asked, but keeps real ones', () => {
    expect(formatMoney(99_000, { hideZeroKopecks: true })).toBe(`990${NBSP}₽`);
    expect(formatMoney(99_050, { hideZeroKopecks: true })).toBe(`990,50${NBSP}₽`);
  });
  it('shows a dash for a value that is not a number', () => {
    expect(formatMoney(Number.NaN)).toBe('—');
  });
});

describe('parseRoublesToKopecks', () => {
  it('reads what people type', () => {
    expect(parseRoublesToKopecks('1 234,5')).toBe(123_450);
    expect(parseRoublesToKopecks('1234.50')).toBe(123_450);
    expect(parseRoublesToKopecks(`12${NBSP}345,00${NBSP}₽`)).toBe(1_234_500);
    expect(parseRoublesToKopecks('-3')).toBe(-300);
  });
  it('refuses what is not a sum', () => {
    expect(parseRoublesToKopecks('abc')).toBeNull();
    expect(parseRoublesToKopecks('1,234')).toBeNull();
    expect(parseRoublesToKopecks('')).toBeNull();
  });
});

describe('numbers and measures', () => {
  it('formats numbers the Russian way', () => {
    expect(formatNumber(1_234_567.5)).toBe(`1${NBSP}234${NBSP}567,5`);
    expect(formatNumber(2.456)).toBe('2,46');
    expect(formatNumber(3, { fractionDigits: 2 })).toBe('3,00');
    expect(formatPercent(12.5)).toBe(`12,5${NBSP}%`);
  });
  it('formats area with two decimals', () => {
    expect(formatArea(12.45)).toBe(`12,45${NBSP}м²`);
    expect(formatArea(8)).toBe(`8,00${NBSP}м²`);
    expect(formatArea(1234.5)).toBe(`1${NBSP}234,50${NBSP}м²`);
  });
  it('gives lengths stored in mm as centimetres', () => {
    expect(formatLengthCm(2455)).toBe(`245,5${NBSP}см`);
    expect(formatLengthCm(3000)).toBe(`300${NBSP}см`);
    expect(formatLengthCm(12_345)).toBe(`1${NBSP}234,5${NBSP}см`);
    expect(formatRunningMetres(12_340)).toBe(`12,34${NBSP}м.п.`);
  });
});
