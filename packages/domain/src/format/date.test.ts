import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatLongDate, formatTime, toDate } from './date.js';
import { formatLastSeen, formatRelative } from './relative.js';

const tz = { timeZone: 'Europe/Moscow' };
const now = new Date('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;

describe('dates', () => {
  it('formats a moment as dd.mm.yyyy in the given zone', () => {
    expect(formatDate('2026-11-22T20:30:00Z', tz)).toBe('22.11.2026');
    expect(formatDate('2026-11-22T21:30:00Z', tz)).toBe('23.11.2026');
    expect(formatDate(new Date('2026-01-05T09:00:00Z'), tz)).toBe('05.01.2026');
  });
  it('keeps a calendar day as that day in any zone', () => {
    expect(formatDate('2026-11-22')).toBe('22.11.2026');
    expect(formatDate('2026-11-22', { timeZone: 'America/New_York' })).toBe('22.11.2026');
    expect(toDate('2026-11-22')?.getDate()).toBe(22);
  });
  it('formats date-time, time and the long date', () => {
    expect(formatDateTime('2026-11-22T11:05:00Z', tz)).toBe('22.11.2026, 14:05');
    expect(formatTime('2026-11-22T11:05:00Z', tz)).toBe('14:05');
    expect(formatLongDate('2026-11-22T11:05:00Z', tz)).toBe('воскресенье, 22 ноября');
  });
  it('writes dates and times in the device zone as Intl does', () => {
    const day = new Intl.DateTimeFormat('ru-RU', { day: '2-digit', month: '2-digit', year: 'numeric' });
    const time = new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit' });
    const both = new Intl.DateTimeFormat('ru-RU', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    const moments = fc.date({ min: new Date(1901, 0, 1), max: new Date(2199, 11, 31), noInvalidDate: true });
    fc.assert(
      fc.property(moments, (d) => {
        expect(formatDate(d)).toBe(day.format(d));
        expect(formatTime(d)).toBe(time.format(d));
        expect(formatDateTime(d)).toBe(both.format(d));
      }),
    );
    expect(formatDate('2026-01-05')).toBe('05.01.2026');
  });
  it('writes the long date in the device zone as Intl does, every day of a year', () => {
    const intl = new Intl.DateTimeFormat('ru-RU', { weekday: 'long', day: 'numeric', month: 'long' });
    for (let day = 0; day < 366; day++) {
      const d = new Date(2028, 0, 1 + day, 12);
      expect(formatLongDate(d)).toBe(intl.format(d));
    }
  });
  it('shows a dash for what is not a date', () => {
    expect(formatDate('вчера')).toBe('—');
    expect(formatDateTime(Number.NaN)).toBe('—');
  });
});

describe('relative time', () => {
  it('speaks Russian about the recent past and near future', () => {
    expect(formatRelative(ago(20_000), now)).toBe('только что');
    expect(formatRelative(ago(MIN), now)).toBe('1 минуту назад');
    expect(formatRelative(ago(5 * MIN), now)).toBe('5 минут назад');
    expect(formatRelative(ago(22 * MIN), now)).toBe('22 минуты назад');
    expect(formatRelative(ago(3 * 60 * MIN), now)).toBe('3 часа назад');
    expect(formatRelative(ago(26 * 60 * MIN), now)).toBe('вчера');
    expect(formatRelative(ago(3 * 24 * 60 * MIN), now)).toBe('3 дня назад');
    expect(formatRelative(new Date(now.getTime() + 2 * 60 * MIN), now)).toBe('через 2 часа');
  });
  it('gives the date from a week away on', () => {
    expect(formatRelative('2026-11-01T10:00:00Z', now, tz)).toBe('01.11.2026');
  });
  it('says when an employee was last seen', () => {
    expect(formatLastSeen(ago(5 * MIN), now)).toBe('был(а) в сети 5 минут назад');
    expect(formatLastSeen(ago(21 * MIN), now)).toBe('был(а) в сети 21 минуту назад');
    expect(formatLastSeen('2026-10-03T10:00:00Z', now, tz)).toBe('был(а) в сети 03.10.2026');
    expect(formatLastSeen(null, now)).toBe('ещё не заходил(а)');
    // A client clock behind the server's must not say «через …».
    expect(formatLastSeen(new Date(now.getTime() + 30_000), now)).toBe('был(а) в сети только что');
  });
});
