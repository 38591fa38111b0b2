/** How a series groups days (contracts' reportGroups). */
export type PeriodGroup = 'day' | 'week' | 'month';

/*
 * Report periods (issue 11 §3): the days a preset covers and the periods a series has. Days are
 * `YYYY-MM-DD`; weeks start on Monday, as in Russia.
 */

import { daysBetween } from '../plans/index.js';

const DAY_MS = 86_400_000;
const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);

/** The first day of the period `day` falls in. */
export function periodStart(day: string, group: PeriodGroup): string {
  if (group === 'day') return day;
  if (group === 'month') return `${day.slice(0, 8)}01`;
  const date = toDate(day);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return toDay(new Date(date.getTime() - sinceMonday * DAY_MS));
}

function nextPeriod(start: string, group: PeriodGroup): string {
  const date = toDate(start);
  if (group === 'month') return toDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)));
  return toDay(new Date(date.getTime() + (group === 'week' ? 7 : 1) * DAY_MS));
}

/** Every period from the one holding `from` to the one holding `to`, by its first day. */
export function reportPeriods(from: string, to: string, group: PeriodGroup): string[] {
  const out: string[] = [];
  for (let p = periodStart(from, group); p <= to; p = nextPeriod(p, group)) out.push(p);
  return out;
}

/** Days from `from` to `to`, both counted. */
export const daysIncluded = (from: string, to: string) => daysBetween(from, to) + 1;

export const reportPresets = ['month', 'lastMonth', 'quarter', 'year'] as const;
export type ReportPreset = (typeof reportPresets)[number];
export const reportPresetLabels: Record<ReportPreset | 'custom', string> = {
  month: 'Этот месяц',
  lastMonth: 'Прошлый месяц',
  quarter: 'Квартал',
  year: 'Год',
  custom: 'Любые даты',
};

const utcDay = (y: number, m: number, d: number) => toDay(new Date(Date.UTC(y, m, d)));

/** The days a preset covers on `today`: the month, the month before, the calendar quarter, the year. */
export function presetRange(preset: ReportPreset, today: string): { from: string; to: string } {
  const date = toDate(today);
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth();
  switch (preset) {
    case 'month':
      return { from: utcDay(y, m, 1), to: utcDay(y, m + 1, 0) };
    case 'lastMonth':
      return { from: utcDay(y, m - 1, 1), to: utcDay(y, m, 0) };
    case 'quarter': {
      const q = m - (m % 3);
      return { from: utcDay(y, q, 1), to: utcDay(y, q + 3, 0) };
    }
    case 'year':
      return { from: utcDay(y, 0, 1), to: utcDay(y, 11, 31) };
  }
}
