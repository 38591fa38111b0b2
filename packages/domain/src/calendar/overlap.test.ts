import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Booking, bookingClashes, spansOverlap } from './overlap.js';
import { clockText } from './time.js';

const ivan = 7;
const petr = 8;
const at = (
  id: number,
  time: string,
  duration: number,
  assignees: number[],
  extra: Partial<Booking> = {},
) => ({
  id,
  date: '2026-11-26',
  time,
  duration,
  assignees,
  status: 'planned',
  ...extra,
});

describe('a person booked twice', () => {
  it('finds the people two overlapping events share (hand-made day)', () => {
    // Иван: замер 09:00–10:30; монтаж 10:00–13:00 (overlaps by 30 min); встреча 13:00–14:00 (touches only)
    const zamer = at(1, '09:00', 90, [ivan]);
    const montazh = at(2, '10:00', 180, [ivan, petr]);
    const meeting = at(3, '13:00', 60, [ivan]);
    expect(bookingClashes(zamer, [zamer, montazh, meeting])).toEqual([{ userId: ivan, other: montazh }]);
    expect(bookingClashes(montazh, [zamer, montazh, meeting])).toEqual([{ userId: ivan, other: zamer }]);
    expect(bookingClashes(meeting, [zamer, montazh, meeting])).toEqual([]);
  });
  it('ignores other days, cancelled events, whole-day events and events without people', () => {
    const mine = at(1, '10:00', 60, [ivan]);
    expect(bookingClashes(mine, [at(2, '10:00', 60, [ivan], { date: '2026-11-27' })])).toEqual([]);
    expect(bookingClashes(mine, [at(2, '10:30', 60, [ivan], { status: 'cancelled' })])).toEqual([]);
    expect(bookingClashes(mine, [at(2, '', 60, [ivan])])).toEqual([]);
    expect(bookingClashes(at(1, '10:00', 60, []), [at(2, '10:00', 60, [ivan])])).toEqual([]);
    expect(bookingClashes(mine, [at(2, '10:00', 60, [petr])])).toEqual([]);
    // a done event still took the person's time
    expect(bookingClashes(mine, [at(2, '10:59', 5, [ivan], { status: 'done' })])).toHaveLength(1);
  });
});

const span = fc
  .tuple(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 1, max: 1440 }))
  .map(([start, length]) => ({ start, end: Math.min(1440, start + length) }));

describe('overlap laws', () => {
  it('two spans overlap exactly when they share a minute', () => {
    fc.assert(
      fc.property(span, span, (a, b) => {
        let shared = false;
        for (let m = a.start; m < a.end && !shared; m++) shared = m >= b.start && m < b.end;
        expect(spansOverlap(a, b)).toBe(shared);
      }),
    );
  });
  it('is symmetric, and a span overlaps itself', () => {
    fc.assert(
      fc.property(span, span, (a, b) => {
        expect(spansOverlap(a, b)).toBe(spansOverlap(b, a));
        expect(spansOverlap(a, a)).toBe(true);
      }),
    );
  });
  it('clashes are symmetric between two events and never name the event itself', () => {
    const booking = (id: number) =>
      fc
        .record({
          start: fc.integer({ min: 0, max: 1380 }),
          duration: fc.integer({ min: 1, max: 60 }),
          assignees: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 3 }),
          status: fc.constantFrom('planned', 'done', 'cancelled'),
        })
        .map((r) => at(id, clockText(r.start), r.duration, r.assignees, { status: r.status }));
    fc.assert(
      fc.property(booking(1), booking(2), (a, b) => {
        const ab = bookingClashes(a, [a, b]).map((c) => c.userId);
        const ba = bookingClashes(b, [a, b]).map((c) => c.userId);
        expect(ab.sort()).toEqual(ba.sort());
        expect(bookingClashes(a, [a])).toEqual([]);
      }),
    );
  });
});
