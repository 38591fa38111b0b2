import { MONTHS_GENITIVE } from '@glad/domain';

/**
 * The titles above the week and month grids, in Russian as people write them: «Ноябрь 2026» (not
 * FullCalendar's «ноябрь 2026 г.»), «23–29 ноября 2026», «30 ноября – 6 декабря 2026».
 */

/** A calendar day: year, month 0–11, day of the month. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const monthNames = [
  'Январь',
  'Февраль',
  'Март',
  'Апрель',
  'Май',
  'Июнь',
  'Июль',
  'Август',
  'Сентябрь',
  'Октябрь',
  'Ноябрь',
  'Декабрь',
] as const;

/** «Ноябрь 2026». */
export function monthTitle(year: number, month: number): string {
  return `${monthNames[month] ?? ''} ${year}`;
}

/** A span of days, both ends included: «23–29 ноября 2026», «30 ноября – 6 декабря 2026», across a year with both. */
export function spanTitle(start: CalendarDay, end: CalendarDay): string {
  const dayOf = (d: CalendarDay) => `${d.day} ${MONTHS_GENITIVE[d.month] ?? ''}`;
  if (start.year !== end.year) return `${dayOf(start)} ${start.year} – ${dayOf(end)} ${end.year}`;
  if (start.month !== end.month) return `${dayOf(start)} – ${dayOf(end)} ${end.year}`;
  if (start.day === end.day) return `${dayOf(start)} ${start.year}`;
  return `${start.day}–${dayOf(end)} ${end.year}`;
}
