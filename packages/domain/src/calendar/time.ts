/**
 * Times of the calendar: a start is `HH:MM` on the event's own day, a duration whole minutes. An event
 * ends by midnight of its day (decision 0025), so a span never leaves its day.
 */

/** Minutes in a day. */
export const DAY_MINUTES = 24 * 60;

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A start, `HH:MM`, as minutes after midnight; null for '' (the whole day) or anything else. */
export function clockMinutes(time: string): number | null {
  const m = CLOCK.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** Minutes after midnight as `HH:MM` (1440 is `24:00`, the end of an event that ends at midnight). */
export function clockText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** When an event is: its start (`HH:MM`, '' for the whole day) and its length in minutes. */
export interface Timing {
  time: string;
  duration: number;
}

/** Minutes after the day's midnight; `end` is not part of the span (10:00–11:00 and 11:00–12:00 touch). */
export interface Span {
  start: number;
  end: number;
}

/** The span of an event with a start time; null for an event of the whole day. */
export function eventSpan(event: Timing): Span | null {
  const start = clockMinutes(event.time);
  if (start === null) return null;
  return { start, end: start + event.duration };
}
