import { describe, expect, it } from 'vitest';
import { monthTitle, spanTitle } from './grid-titles';

describe('grid titles', () => {
  it('names a month in the nominative with its year, without «г.»', () => {
    expect(monthTitle(2026, 10)).toBe('Ноябрь 2026');
    expect(monthTitle(2027, 0)).toBe('Январь 2027');
  });
  it('names a week within a month, across months and across years', () => {
    expect(spanTitle({ year: 2026, month: 10, day: 23 }, { year: 2026, month: 10, day: 29 })).toBe(
      '23–29 ноября 2026',
    );
    expect(spanTitle({ year: 2026, month: 10, day: 30 }, { year: 2026, month: 11, day: 6 })).toBe(
      '30 ноября – 6 декабря 2026',
    );
    expect(spanTitle({ year: 2026, month: 11, day: 28 }, { year: 2027, month: 0, day: 3 })).toBe(
      '28 декабря 2026 – 3 января 2027',
    );
    expect(spanTitle({ year: 2026, month: 4, day: 9 }, { year: 2026, month: 4, day: 9 })).toBe('9 мая 2026');
  });
});
