import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareIso } from './iso-order.js';

const day = fc
  .date({ min: new Date(Date.UTC(1970, 0, 1)), max: new Date(Date.UTC(2099, 11, 31)), noInvalidDate: true })
  .map((d) => d.toISOString());

describe('compareIso', () => {
  it('orders hand-picked dates and times as a calendar does', () => {
    expect(['2026-12-01', '2026-11-29', '2025-12-31'].sort(compareIso)).toEqual([
      '2025-12-31',
      '2026-11-29',
      '2026-12-01',
    ]);
    expect(['18:00', '09:30', '10:05'].sort(compareIso)).toEqual(['09:30', '10:05', '18:00']);
    expect(compareIso('2026-11-29', '2026-11-29')).toBe(0);
  });

  it('agrees with the moments themselves, for the date, the time and both', () => {
    fc.assert(
      fc.property(day, day, (a, b) => {
        const moments = Math.sign(Date.parse(a) - Date.parse(b));
        expect(compareIso(a, b)).toBe(moments);
        expect(Math.sign(compareIso(a.slice(0, 10), b.slice(0, 10)))).toBe(
          Math.sign(Date.parse(a.slice(0, 10)) - Date.parse(b.slice(0, 10))),
        );
      }),
    );
  });
});
