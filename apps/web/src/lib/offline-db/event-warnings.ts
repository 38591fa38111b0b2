import type { EventWarning } from '@glad/contracts';
import { DEFAULT_EVENT_MINUTES } from '@glad/contracts';
import { type Booking, eventWarnings, type WarnedEvent } from '@glad/domain';
import { db } from './schema';
import type { EventRow } from './types';

/** A row as the rules read it: a copy pulled before events had these fields counts as the server's defaults. */
function booking(e: Pick<EventRow, 'id' | 'date' | 'time'> & Partial<EventRow>): WarnedEvent {
  return {
    id: e.id,
    date: e.date,
    time: e.time,
    duration: e.duration ?? DEFAULT_EVENT_MINUTES,
    assignees: e.assignees ?? [],
    status: e.status ?? 'planned',
    kind: e.kind ?? 'other',
    project: e.project ?? 0,
  };
}

/**
 * The warnings the server would answer for `event` (domain `eventWarnings`), worked out on the offline
 * copy: the day's other events and whether the project has an approved client estimate here. `id` 0 for
 * an event not saved yet. `personName` names a user (the staff list is the screen's).
 */
export async function eventWarningsHere(
  event: Pick<EventRow, 'id' | 'date' | 'time'> & Partial<EventRow>,
  personName: (userId: number) => string,
): Promise<EventWarning[]> {
  const warned = booking(event);
  const others: Booking[] = (await db.events.where('date').equals(event.date).toArray()).map(booking);
  const estimates =
    warned.kind === 'montazh' && warned.project > 0
      ? await db.smety.where('projectid').equals(warned.project).toArray()
      : [];
  return eventWarnings(warned, {
    others,
    personName,
    projectApproved: estimates.some((s) => s.approved === 1),
  });
}
