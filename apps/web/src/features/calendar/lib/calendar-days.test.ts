import { describe, expect, it } from 'vitest';
import { byDay, dayHeading, isoDay, shiftDay } from './calendar-days';

describe('calendar days', () => {
  it('shifts local days across months and years', () => {
    expect(isoDay(new Date(2026, 10, 25))).toBe('2026-11-25');
    expect(shiftDay('2026-11-30', 1)).toBe('2026-12-01');
    expect(shiftDay('2026-01-01', -1)).toBe('2025-12-31');
  });
  it('heads a day in Russian, naming today, tomorrow and yesterday', () => {
    expect(dayHeading('2026-11-25', '2026-11-25')).toBe('Сегодня, среда, 25 ноября');
    expect(dayHeading('2026-11-26', '2026-11-25')).toBe('Завтра, четверг, 26 ноября');
    expect(dayHeading('2026-11-24', '2026-11-25')).toBe('Вчера, вторник, 24 ноября');
    expect(dayHeading('2026-12-01', '2026-11-25')).toBe('Вторник, 1 декабря');
    expect(dayHeading('2027-01-04', '2026-11-25')).toBe('Понедельник, 4 января 2027 г.');
  });
  it('groups events by day in order', () => {
    const groups = byDay([
      { id: 1, date: '2026-06-01' },
      { id: 2, date: '2026-06-01' },
      { id: 3, date: '2026-06-03' },
    ]);
    expect(groups.map((g) => [g.day, g.events.map((e) => e.id)])).toEqual([
      ['2026-06-01', [1, 2]],
      ['2026-06-03', [3]],
    ]);
  });
});
