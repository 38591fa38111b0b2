import { formatDate } from '../format/date.js';
import { type Booking, bookingClashes } from './overlap.js';
import { clockText, eventSpan } from './time.js';

/** Said about a saved event; the event is kept all the same (contracts `eventWarning`). */
export interface CalendarWarning {
  code: 'overlap' | 'no_approved_estimate';
  message: string;
  eventId?: number;
  userId?: number;
}

export interface WarnedEvent extends Booking {
  kind: string;
  project: number;
}

export interface WarningContext {
  /** the company's other events of the event's day (more do no harm) */
  others: readonly Booking[];
  /** a person's name as the company knows it */
  personName: (userId: number) => string;
  /** whether the event's project has an approved client estimate (asked only for an installation) */
  projectApproved: boolean;
}

function spanText(b: Booking): string {
  const span = eventSpan(b);
  return span ? `${clockText(span.start)}–${clockText(span.end)}` : '';
}

/**
 * The warnings of issue 10 §1: a person booked twice at overlapping times, and an installation
 * booked on a project whose client estimate is not approved yet. Run by the server on every REST write
 * and by the app on its offline copy, so both say the same.
 */
export function eventWarnings(event: WarnedEvent, ctx: WarningContext): CalendarWarning[] {
  const warnings: CalendarWarning[] = [];
  for (const { userId, other } of bookingClashes(event, ctx.others)) {
    warnings.push({
      code: 'overlap',
      message: `${ctx.personName(userId)}: в это время уже есть событие (${formatDate(other.date)}, ${spanText(other)})`,
      eventId: other.id,
      userId,
    });
  }
  if (event.kind === 'montazh' && event.status === 'planned' && event.project > 0 && !ctx.projectApproved) {
    warnings.push({
      code: 'no_approved_estimate',
      message: 'Монтаж назначен, а смета объекта ещё не утверждена',
    });
  }
  return warnings;
}
