/** Days of the calendar as the offline copy keeps them: `YYYY-MM-DD` in the device's time. */

/** A date as `YYYY-MM-DD` of its local day. */
export function isoDay(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The local day `YYYY-MM-DD` plus `days` (negative: back). */
export function shiftDay(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return isoDay(new Date(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days));
}

const heading = new Intl.DateTimeFormat('ru-RU', { weekday: 'long', day: 'numeric', month: 'long' });
const headingYear = new Intl.DateTimeFormat('ru-RU', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** A day's heading in a list: «Сегодня, среда, 25 ноября», «Завтра, …», the year when it is not this one. */
export function dayHeading(day: string, today: string): string {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
  const text = (y === Number(today.slice(0, 4)) ? heading : headingYear).format(date);
  if (day === today) return `Сегодня, ${text}`;
  if (day === shiftDay(today, 1)) return `Завтра, ${text}`;
  if (day === shiftDay(today, -1)) return `Вчера, ${text}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Events grouped by day, in the order given (the offline copy answers them by day and time). */
export function byDay<E extends { date: string }>(events: readonly E[]): { day: string; events: E[] }[] {
  const groups: { day: string; events: E[] }[] = [];
  for (const e of events) {
    const last = groups.at(-1);
    if (last?.day === e.date) last.events.push(e);
    else groups.push({ day: e.date, events: [e] });
  }
  return groups;
}
