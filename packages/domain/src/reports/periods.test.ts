import { describe, expect, it } from 'vitest';
import { daysIncluded, periodStart, presetRange, reportPeriods } from './periods.js';

describe('report periods', () => {
  it('starts a week on Monday and a month on its first day', () => {
    expect(periodStart('2026-11-25', 'week')).toBe('2026-11-23');
    expect(periodStart('2026-11-23', 'week')).toBe('2026-11-23');
    expect(periodStart('2026-11-22', 'week')).toBe('2026-11-16');
    expect(periodStart('2026-11-25', 'month')).toBe('2026-11-01');
    expect(periodStart('2026-11-25', 'day')).toBe('2026-11-25');
  });

  it('lists every period the days touch', () => {
    expect(reportPeriods('2026-01-30', '2026-03-01', 'month')).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ]);
    expect(reportPeriods('2026-11-25', '2026-12-08', 'week')).toEqual([
      '2026-11-23',
      '2026-11-30',
      '2026-12-07',
    ]);
    expect(reportPeriods('2026-02-27', '2026-03-02', 'day')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(daysIncluded('2026-02-27', '2026-03-02')).toBe(4);
  });

  it('gives the presets of a day', () => {
    expect(presetRange('month', '2026-11-25')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(presetRange('lastMonth', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetRange('quarter', '2026-11-25')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(presetRange('year', '2026-11-25')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(presetRange('month', '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});
