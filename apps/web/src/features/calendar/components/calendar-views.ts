/** The calendar's child routes (docs/spec.md §2) and their Russian names. */
export const calendarViews = [
  { value: 'agenda', label: 'Список' },
  { value: 'expired', label: 'Просроченные' },
  { value: 'week', label: 'Неделя' },
  { value: 'month', label: 'Месяц' },
] as const;

export type CalendarView = (typeof calendarViews)[number]['value'];

/** The view named by a path like `/calendar/week/`; the agenda when none is. */
export function calendarViewOf(pathname: string): CalendarView {
  const segment = pathname.split('/').filter(Boolean)[1];
  return calendarViews.find((v) => v.value === segment)?.value ?? 'agenda';
}
