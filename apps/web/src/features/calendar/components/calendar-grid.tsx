import type { DatesSetArg, DayHeaderContentArg, EventChangeArg, FormatterInput } from '@fullcalendar/core';
import ruLocale from '@fullcalendar/core/locales/ru';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type DateClickArg } from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { Box } from '@mantine/core';
import { useMemo, useState } from 'react';
import { db, type EventRow, useEvents, useLiveRecords } from '../../../lib/offline-db';
import type { StaffMember } from '../../../lib/staff';
import { type CalendarFilter, kindsOf } from '../hooks/use-calendar-filter';
import { moveEvent } from '../hooks/use-event-actions';
import type { EventPreset } from '../hooks/use-event-form';
import { isoDay, shiftDay } from '../lib/calendar-days';
import { gridChange, gridDayStart, gridEvent, MORE_PREFIX, monthDays, moreRow } from '../lib/grid-events';
import { monthTitle, spanTitle } from '../lib/grid-titles';
import classes from './calendar-grid.module.css';
import { DayEventsModal } from './day-events-modal';
import { WeekHours } from './week-hours';

export interface CalendarGridProps {
  view: 'week' | 'month';
  filter: CalendarFilter;
  staff: readonly StaffMember[] | undefined;
  onOpen: (event: EventRow) => void;
  onCreate: (preset: EventPreset) => void;
}

const clock = { hour: '2-digit', minute: '2-digit', hour12: false } as const;

/** «Ноябрь 2026» over the month, «23–29 ноября 2026» over the week (FullCalendar's own adds «г.»). */
const titles: Record<CalendarGridProps['view'], FormatterInput> = {
  month: ({ date }) => monthTitle(date.year, date.month),
  week: ({ start, end }) => spanTitle(start, end ?? start),
};

const weekday = new Intl.DateTimeFormat('ru-RU', { weekday: 'short' });

/** A week day's heading: «пн» and «23.11», on two lines when the column is a phone's narrow one. */
function dayHeader(arg: DayHeaderContentArg) {
  const d = arg.date;
  return (
    <span className={classes.dayHeader}>
      <span>{weekday.format(d)}</span>{' '}
      <span>
        {d.getDate()}.{String(d.getMonth() + 1).padStart(2, '0')}
      </span>
    </span>
  );
}

/**
 * The week and month grids (FullCalendar) over the offline copy: tap a day or a slot to book, drag to move,
 * pull the end to change the length; above the week, each person's booked hours (WeekHours).
 */
export default function CalendarGrid({ view, filter, staff, onOpen, onCreate }: CalendarGridProps) {
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const events = useEvents(
    range
      ? { from: range.from, to: range.to, assignee: filter.person, kind: kindsOf(filter) }
      : { from: '9999-12-31' },
  );
  const [moreDay, setMoreDay] = useState<string | null>(null);
  // the month draws a few events a day and «+ ещё N»; the week draws them all
  const month = useMemo(() => (view === 'month' && events ? monthDays(events) : null), [events, view]);
  const shown = month?.shown ?? events;
  const clientIds = useMemo(
    () => [...new Set((shown ?? []).map((e) => e.client).filter((id) => id > 0))].sort((a, b) => a - b),
    [shown],
  );
  const clients = useLiveRecords(
    async () => new Map((await db.clients.bulkGet(clientIds)).flatMap((c) => (c ? [[c.id, c.name]] : []))),
    [clientIds.join(',')],
  );
  const byId = useMemo(() => new Map((shown ?? []).map((e) => [String(e.id), e])), [shown]);
  const gridEvents = useMemo(
    () => [
      ...(shown ?? []).map((e, i) => gridEvent(e, clients?.get(e.client), i)),
      ...[...(month?.more ?? [])].map(([date, count]) => moreRow(date, count)),
    ],
    [shown, month, clients],
  );
  const dayStart = useMemo(() => gridDayStart(events ?? []), [events]);
  const weekDays = useMemo(
    () => (range && view === 'week' ? Array.from({ length: 7 }, (_, i) => shiftDay(range.from, i)) : []),
    [range, view],
  );

  const onDatesSet = (arg: DatesSetArg) => {
    const from = isoDay(arg.start);
    const to = shiftDay(isoDay(arg.end), -1);
    if (range?.from !== from || range?.to !== to) setRange({ from, to });
  };

  const onChange = async (arg: EventChangeArg) => {
    const row = byId.get(arg.event.id);
    const start = arg.event.start;
    if (!row || !start) return arg.revert();
    const ok = await moveEvent(row, gridChange(start, arg.event.end, arg.event.allDay, row));
    if (!ok) arg.revert();
  };

  const onDateClick = (arg: DateClickArg) => {
    const date = isoDay(arg.date);
    if (arg.allDay) onCreate({ date });
    else
      onCreate({
        date,
        time: `${String(arg.date.getHours()).padStart(2, '0')}:${String(arg.date.getMinutes()).padStart(2, '0')}`,
      });
  };

  return (
    <Box className={classes.grid} aria-busy={events === undefined}>
      {view === 'week' && events && (
        <WeekHours days={weekDays} events={events} staff={staff} person={filter.person} />
      )}
      <FullCalendar
        plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin]}
        initialView={view === 'week' ? 'timeGridWeek' : 'dayGridMonth'}
        locale={ruLocale}
        firstDay={1}
        headerToolbar={{ left: 'prev,next today', center: 'title', right: '' }}
        titleFormat={titles[view]}
        defaultRangeSeparator="–"
        buttonIcons={false}
        buttonText={{ prev: '‹ Назад', next: 'Вперёд ›', today: 'Сегодня' }}
        buttonHints={{ prev: 'Назад', next: 'Вперёд', today: 'К сегодняшнему дню' }}
        eventTimeFormat={clock}
        slotLabelFormat={clock}
        events={gridEvents}
        eventOrder="order"
        eventDisplay="block"
        editable
        eventDurationEditable={view === 'week'}
        dayMaxEventRows={false}
        slotMinTime={dayStart}
        // the whole day on the page, no inner scroller (a scrolled region would need its own keyboard stop)
        height="auto"
        nowIndicator
        datesSet={onDatesSet}
        dateClick={onDateClick}
        eventClick={(arg) => {
          arg.jsEvent.preventDefault();
          if (arg.event.id.startsWith(MORE_PREFIX)) return setMoreDay(arg.event.id.slice(MORE_PREFIX.length));
          const row = byId.get(arg.event.id);
          if (row) onOpen(row);
        }}
        eventChange={(arg) => void onChange(arg)}
        dayHeaderContent={view === 'week' ? dayHeader : undefined}
      />
      <DayEventsModal day={moreDay} filter={filter} onClose={() => setMoreDay(null)} onOpen={onOpen} />
    </Box>
  );
}
