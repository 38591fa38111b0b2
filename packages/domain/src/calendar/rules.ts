import { DAY_MINUTES, eventSpan, type Timing } from './time.js';

/** The fields the rules of a whole event look at (after a change is merged with what was there). */
export interface EventState extends Timing {
  status: string;
  cancel_reason: string;
}

export const eventMessages = {
  duration: 'Длительность — от 1 минуты до 24 часов',
  pastMidnight: 'Событие должно закончиться до полуночи: сократите длительность или начните раньше',
  noReason: 'Укажите причину отмены',
} as const;

/**
 * What is wrong with an event as a whole, in Russian, or null. Each field alone is checked by its schema;
 * these rules join fields: a start and a duration that run past midnight, a cancellation without a reason.
 */
export function eventProblem(event: EventState): string | null {
  if (!Number.isInteger(event.duration) || event.duration < 1 || event.duration > DAY_MINUTES) {
    return eventMessages.duration;
  }
  const span = eventSpan(event);
  if (span && span.end > DAY_MINUTES) return eventMessages.pastMidnight;
  if (event.status === 'cancelled' && !event.cancel_reason.trim()) return eventMessages.noReason;
  return null;
}
