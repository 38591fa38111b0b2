import { eventSpan, type Span, type Timing } from './time.js';

/** An event as the booked-hours count sees it. */
export interface HoursEvent extends Timing {
  date: string;
  assignees: readonly number[];
  status: string;
}

/** Minutes covered by `spans` together: two overlapping events of one person take their time once. */
export function coveredMinutes(spans: readonly Span[]): number {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  let total = 0;
  let end = -1;
  for (const span of sorted) {
    if (span.end <= end) continue;
    total += span.end - Math.max(span.start, end);
    end = span.end;
  }
  return total;
}

/**
 * Each person's booked minutes on each day: day (`YYYY-MM-DD`) → user id → minutes. Cancelled events and
 * events of the whole day (no start) book no time; overlapping events of one person count once, so the
 * figure is how much of the day the person is taken.
 */
export function bookedMinutes(events: readonly HoursEvent[]): Map<string, Map<number, number>> {
  const spans = new Map<string, Map<number, Span[]>>();
  for (const event of events) {
    if (event.status === 'cancelled') continue;
    const span = eventSpan(event);
    if (!span) continue;
    let day = spans.get(event.date);
    if (!day) {
      day = new Map();
      spans.set(event.date, day);
    }
    for (const userId of new Set(event.assignees)) {
      const list = day.get(userId);
      if (list) list.push(span);
      else day.set(userId, [span]);
    }
  }
  const result = new Map<string, Map<number, number>>();
  for (const [date, people] of spans) {
    const day = new Map<number, number>();
    for (const [userId, list] of people) day.set(userId, coveredMinutes(list));
    result.set(date, day);
  }
  return result;
}

/** Minutes as Russian hours: «45 мин», «2 ч», «1 ч 30 мин». */
export function hoursText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} мин`;
  return m === 0 ? `${h} ч` : `${h} ч ${m} мин`;
}
