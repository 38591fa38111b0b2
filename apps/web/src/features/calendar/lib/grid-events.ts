import { eventKindLabels } from '@glad/contracts';
import { clockText, eventSpan } from '@glad/domain';
import type { EventRow } from '../../../lib/offline-db';
import { shiftDay } from './calendar-days';
import { personColor } from './event-looks';

/** An event as FullCalendar draws it: the row's id, its span, its words and colours. */
export interface GridEvent {
  id: string;
  title: string;
  start: string;
  end?: string;
  allDay: boolean;
  backgroundColor: string;
  borderColor: string;
  textColor: string;
  classNames: string[];
}

/** The end of a timed event as `YYYY-MM-DDTHH:MM`; one ending at 24:00 ends at the next day's 00:00. */
function endOf(date: string, end: number): string {
  return end >= 24 * 60 ? `${shiftDay(date, 1)}T00:00` : `${date}T${clockText(end)}`;
}

/**
 * The grid's event: coloured by its first person (light fill, the person's colour as the border, dark
 * text that reads on every fill); the title says the kind and the client.
 */
export function gridEvent(event: EventRow, clientName: string | undefined): GridEvent {
  const color = personColor(event.assignees[0] ?? 0);
  const span = eventSpan(event);
  const who = clientName?.trim();
  return {
    id: String(event.id),
    title: `${eventKindLabels[event.kind]}${who ? ` — ${who}` : ''}`,
    start: span ? `${event.date}T${clockText(span.start)}` : event.date,
    end: span ? endOf(event.date, span.end) : undefined,
    allDay: !span,
    backgroundColor: `var(--mantine-color-${color}-1)`,
    borderColor: `var(--mantine-color-${color}-7)`,
    textColor: 'var(--mantine-color-dark-9)',
    classNames: [`glad-event-${event.status}`],
  };
}

/** What a drop or a resize in the grid means for the event: its day, start and length. */
export function gridChange(
  start: Date,
  end: Date | null,
  allDay: boolean,
  before: Pick<EventRow, 'duration'>,
): { date: string; time: string; duration: number } {
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${start.getFullYear()}-${pad(start.getMonth() + 1)}-${pad(start.getDate())}`;
  if (allDay) return { date, time: '', duration: before.duration };
  const time = `${pad(start.getHours())}:${pad(start.getMinutes())}`;
  const minutes = end ? Math.round((end.getTime() - start.getTime()) / 60_000) : before.duration;
  const startMinutes = start.getHours() * 60 + start.getMinutes();
  // an event ends by midnight of its day
  const duration = Math.max(1, Math.min(minutes, 24 * 60 - startMinutes));
  return { date, time, duration };
}

/**
 * The week grid shows the whole day without an inner scroller, so the night hours would push the working day
 * below the fold: it starts at 07:00 (ceiling crews rarely start earlier), or at the hour of an earlier event.
 */
export const WORKDAY_START = '07:00';

/** The first hour the week grid shows, as FullCalendar's `slotMinTime` (`HH:00:00`). */
export function gridDayStart(events: readonly Pick<EventRow, 'time'>[]): string {
  const earliest = events.reduce(
    (first, e) => (e.time !== '' && e.time < first ? e.time : first),
    WORKDAY_START,
  );
  return `${earliest.slice(0, 2)}:00:00`;
}
