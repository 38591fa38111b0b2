import { describe, expect, it } from 'vitest';
import { bookedMinutes, coveredMinutes, hoursText } from './hours.js';

const ev = (date: string, time: string, duration: number, assignees: number[], status = 'planned') => ({
  date,
  time,
  duration,
  assignees,
  status,
});

describe('coveredMinutes', () => {
  it('adds separate spans and counts overlaps once', () => {
    expect(coveredMinutes([])).toBe(0);
    expect(
      coveredMinutes([
        { start: 600, end: 660 },
        { start: 720, end: 780 },
      ]),
    ).toBe(120);
    expect(
      coveredMinutes([
        { start: 600, end: 720 },
        { start: 660, end: 780 },
      ]),
    ).toBe(180);
    expect(
      coveredMinutes([
        { start: 600, end: 780 },
        { start: 620, end: 640 },
      ]),
    ).toBe(180);
    expect(
      coveredMinutes([
        { start: 660, end: 700 },
        { start: 600, end: 660 },
      ]),
    ).toBe(100);
  });
});

describe('bookedMinutes', () => {
  it('counts each person per day, leaving out cancelled and whole-day events', () => {
    const hours = bookedMinutes([
      ev('2026-06-01', '10:00', 120, [7, 8]),
      ev('2026-06-01', '11:00', 120, [7]),
      ev('2026-06-01', '15:00', 60, [8], 'cancelled'),
      ev('2026-06-01', '', 60, [9]),
      ev('2026-06-02', '09:00', 30, [8, 8]),
      ev('2026-06-02', '23:00', 60, [7], 'done'),
    ]);
    expect(Object.fromEntries(hours.get('2026-06-01') ?? [])).toEqual({ 7: 180, 8: 120 });
    expect(Object.fromEntries(hours.get('2026-06-02') ?? [])).toEqual({ 8: 30, 7: 60 });
    expect(hours.has('2026-06-03')).toBe(false);
  });
});

describe('hoursText', () => {
  it('says minutes as Russian hours', () => {
    expect(hoursText(45)).toBe('45 мин');
    expect(hoursText(120)).toBe('2 ч');
    expect(hoursText(90)).toBe('1 ч 30 мин');
    expect(hoursText(1440)).toBe('24 ч');
  });
});
