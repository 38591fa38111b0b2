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
  /** the order within a day (FullCalendar's `eventOrder`): the events as listed, «+ ещё N» last */
  order: number;
  editable?: boolean;
}

/** A month cell shows this many rows: the first events of the day, the last row «+ ещё N» when more. */
export const MONTH_DAY_ROWS = 4;

/** The id of a day's «+ ещё N» row in the month grid (not an event: opens the day's list). */
export const MORE_PREFIX = 'more:';

/** The end of a timed event as `YYYY-MM-DDTHH:MM`; one ending at 24:00 ends at the next day's 00:00. */
function endOf(date: string, end: number): string {
  return end >= 24 * 60 ? `${shiftDay(date, 1)}T00:00` : `${date}T${clockText(end)}`;
}

/**
 * The grid's event: coloured by its first person (light fill, the person's colour as the border, dark
 * text that reads on every fill); the title says the kind and the client.
 */
export function gridEvent(event: EventRow, clientName: string | undefined, order = 0): GridEvent {
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
    order,
  };
}

/**
 * The month grid's rows: at most `MONTH_DAY_ROWS` a day, the events in the order given (the offline copy
 * answers by day and time) and, when a day holds more, «+ ещё N» in its last row. The grid then draws
 * about a hundred rows for a month of 2,000 events instead of drawing and measuring every one.
 */
export function monthDays<E extends Pick<EventRow, 'date'>>(
  events: readonly E[],
  rows = MONTH_DAY_ROWS,
): { shown: E[]; more: Map<string, number> } {
  const perDay = new Map<string, number>();
  for (const e of events) perDay.set(e.date, (perDay.get(e.date) ?? 0) + 1);
  const shown: E[] = [];
  const more = new Map<string, number>();
  const taken = new Map<string, number>();
  for (const e of events) {
    const total = perDay.get(e.date) ?? 0;
    const room = total > rows ? rows - 1 : rows;
    const n = taken.get(e.date) ?? 0;
    if (n < room) {
      shown.push(e);
      taken.set(e.date, n + 1);
    } else more.set(e.date, total - room);
  }
  return { shown, more };
}

/** «+ ещё 5»: the last row of a month day that has more events than fit. */
export function moreRow(date: string, count: number): GridEvent {
  return {
    id: `${MORE_PREFIX}${date}`,
    title: `+ ещё ${count}`,
    start: date,
    allDay: true,
    backgroundColor: 'transparent',
    borderColor: 'transparent',
    textColor: 'var(--mantine-color-anchor)',
    classNames: ['glad-more'],
    order: Number.MAX_SAFE_INTEGER,
    editable: false,
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
