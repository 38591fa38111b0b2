import { eventSpan, type Span, type Timing } from './time.js';

/** An event as the overlap rule sees it. */
export interface Booking extends Timing {
  id: number;
  date: string;
  assignees: readonly number[];
  status: string;
}

/** A person booked by two events at once: who, and the other event. */
export interface Clash<B extends Booking = Booking> {
  userId: number;
  other: B;
}

/** Whether two spans share a minute; touching ends (10:00–11:00, 11:00–12:00) do not. */
export function spansOverlap(a: Span, b: Span): boolean {
  return a.start < b.end && b.start < a.end;
}

/**
 * Takes a person's time: not cancelled, and with a start. An event of the whole day (no start) books no
 * hours — it is a note on the day, such as «позвонить» — so it clashes with nothing.
 */
function booksTime(b: Booking): Span | null {
  return b.status === 'cancelled' ? null : eventSpan(b);
}

/**
 * The people of `event` booked by another of `others` at an overlapping time on the same day, one entry
 * per person and other event, in the order of `others`. Symmetric: a clashes with b exactly when b
 * clashes with a.
 */
export function bookingClashes<B extends Booking>(event: Booking, others: readonly B[]): Clash<B>[] {
  const span = booksTime(event);
  if (!span || event.assignees.length === 0) return [];
  const people = new Set(event.assignees);
  const clashes: Clash<B>[] = [];
  for (const other of others) {
    if (other.id === event.id || other.date !== event.date) continue;
    const otherSpan = booksTime(other);
    if (!otherSpan || !spansOverlap(span, otherSpan)) continue;
    for (const userId of other.assignees) if (people.has(userId)) clashes.push({ userId, other });
  }
  return clashes;
}
