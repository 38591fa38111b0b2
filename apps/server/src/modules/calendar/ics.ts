import { type EventKind, eventKindLabels, formatPhone } from '@glad/contracts';
import { eventIcs, MOSCOW_ZONE, serializeCalendar } from '@glad/domain';
import type { EventWithNames } from './repository.js';

/** PRODID of every calendar the server writes. */
export const ICS_PRODUCT = '-//Гладь//Календарь//RU';

/** The iCalendar text of events (RFC 5545) in the Moscow zone, with their people named. */
export function calendarText(
  rows: readonly EventWithNames[],
  people: Map<number, string>,
  opts: { name: string; uidDomain: string },
): string {
  const described = rows.map(({ event, clientName, clientPhone, projectName }) =>
    eventIcs(
      {
        id: event.id,
        date: event.date,
        time: event.time,
        duration: event.duration,
        status: event.status,
        note: event.note,
        adresa: event.adresa,
        cancel_reason: event.cancel_reason,
        kindLabel: eventKindLabels[event.kind as EventKind] ?? eventKindLabels.other,
        clientName,
        clientPhone: formatPhone(clientPhone),
        projectName,
        people: event.assignees.map((id) => people.get(id) ?? `Сотрудник №${id}`),
        created: event.created_at,
        updated: event.updated_at,
        version: event.version,
      },
      opts.uidDomain,
    ),
  );
  return serializeCalendar({ product: ICS_PRODUCT, name: opts.name, zone: MOSCOW_ZONE, events: described });
}
