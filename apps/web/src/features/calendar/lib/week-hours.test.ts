import { describe, expect, it } from 'vitest';
import { weekHours } from './week-hours';

const days = ['2026-11-23', '2026-11-24', '2026-11-25'];
const staff = [
  { id: 3, name: 'Анна Смирнова' },
  { id: 1, name: 'Борис Иванов' },
  { id: 2, name: 'Вера Козлова' },
];
const booked = new Map([
  ['2026-11-23', new Map([[1, 90]])],
  [
    '2026-11-25',
    new Map([
      [1, 60],
      [9, 240],
    ]),
  ],
  ['2026-11-30', new Map([[2, 60]])],
]);

describe('week hours', () => {
  it('gives each booked person minutes per day and names the free ones', () => {
    expect(weekHours(days, booked, staff, undefined)).toEqual({
      rows: [
        { userId: 1, minutes: [90, 0, 60] },
        { userId: 9, minutes: [0, 0, 240] },
      ],
      // 2 is booked only on a day outside the week
      free: [3, 2],
    });
  });
  it('keeps to the person chosen in the filter', () => {
    expect(weekHours(days, booked, staff, 1)).toEqual({
      rows: [{ userId: 1, minutes: [90, 0, 60] }],
      free: [],
    });
    expect(weekHours(days, booked, staff, 3)).toEqual({ rows: [], free: [3] });
  });
});
