import { describe, expect, it } from 'vitest';
import type { EventRow } from '../../../lib/offline-db';
import { eventRow } from '../../../lib/offline-db/event-row.fixture';
import { gridChange, gridDayStart, gridEvent, MONTH_DAY_ROWS, monthDays, moreRow } from './grid-events';

const row = (fields: Partial<EventRow>): EventRow =>
  eventRow({ id: 5, time: '10:00', duration: 90, kind: 'zamer', assignees: [7], ...fields });

describe('gridEvent', () => {
  it('draws a timed event from its start to its end, titled by kind and client', () => {
    const e = gridEvent(row({}), 'Иванов');
    expect(e).toMatchObject({
      id: '5',
      title: 'Замер — Иванов',
      start: '2026-06-01T10:00',
      end: '2026-06-01T11:30',
      allDay: false,
    });
    expect(e.borderColor).toContain('--mantine-color-');
  });
  it('ends an event at midnight on the next day and draws a whole-day event as such', () => {
    expect(gridEvent(row({ time: '23:00', duration: 60 }), undefined).end).toBe('2026-06-02T00:00');
    expect(gridEvent(row({ time: '', kind: 'montazh' }), undefined)).toMatchObject({
      title: 'Монтаж',
      start: '2026-06-01',
      allDay: true,
    });
  });
});

describe('gridChange', () => {
  it('reads a drop as the new day and start, keeping the length', () => {
    expect(gridChange(new Date(2026, 5, 3, 14, 30), null, false, { duration: 90 })).toEqual({
      date: '2026-06-03',
      time: '14:30',
      duration: 90,
    });
    expect(gridChange(new Date(2026, 5, 3), null, true, { duration: 90 })).toEqual({
      date: '2026-06-03',
      time: '',
      duration: 90,
    });
  });
  it('reads a resize as the new length, never past midnight', () => {
    expect(
      gridChange(new Date(2026, 5, 3, 10, 0), new Date(2026, 5, 3, 12, 15), false, { duration: 60 }),
    ).toEqual({ date: '2026-06-03', time: '10:00', duration: 135 });
    expect(
      gridChange(new Date(2026, 5, 3, 23, 0), new Date(2026, 5, 4, 1, 0), false, { duration: 60 }),
    ).toEqual({ date: '2026-06-03', time: '23:00', duration: 60 });
  });
});

describe('gridDayStart', () => {
  it('starts the week at 07:00 unless an event starts earlier, at that event’s hour', () => {
    expect(gridDayStart([])).toBe('07:00:00');
    expect(gridDayStart([row({ time: '09:30' }), row({ time: '' })])).toBe('07:00:00');
    expect(gridDayStart([row({ time: '10:00' }), row({ time: '05:45' })])).toBe('05:00:00');
  });
});

describe('monthDays', () => {
  const day = (date: string, n: number) => Array.from({ length: n }, (_, i) => row({ id: i + 1, date }));
  it('keeps a day that fits whole and cuts a fuller one to the first events and «+ ещё N»', () => {
    const events = [...day('2026-06-01', MONTH_DAY_ROWS), ...day('2026-06-02', 60)];
    const { shown, more } = monthDays(events);
    expect(shown.filter((e) => e.date === '2026-06-01')).toHaveLength(MONTH_DAY_ROWS);
    expect(shown.filter((e) => e.date === '2026-06-02').map((e) => e.id)).toEqual([1, 2, 3]);
    expect([...more]).toEqual([['2026-06-02', 57]]);
  });
  it('draws «+ ещё N» as the day’s last row, neither an event nor movable', () => {
    expect(moreRow('2026-06-02', 57)).toMatchObject({
      id: 'more:2026-06-02',
      title: '+ ещё 57',
      start: '2026-06-02',
      allDay: true,
      editable: false,
    });
    expect(moreRow('2026-06-02', 57).order).toBeGreaterThan(gridEvent(row({}), undefined, 10_000).order);
  });
});
