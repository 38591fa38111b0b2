import type { DatesSetArg, DayHeaderContentArg, EventChangeArg } from '@fullcalendar/core';
import ruLocale from '@fullcalendar/core/locales/ru';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type DateClickArg } from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { bookedMinutes, hoursText } from '@glad/domain';
import { Box } from '@mantine/core';
import { useMemo, useState } from 'react';
import { db, type EventRow, useEvents, useLiveRecords } from '../../../lib/offline-db';
import { type StaffMember, staffName } from '../api/staff-api';
import { type CalendarFilter, kindsOf } from '../hooks/use-calendar-filter';
import { moveEvent } from '../hooks/use-event-actions';
import type { EventPreset } from '../hooks/use-event-form';
import { isoDay, shiftDay } from '../lib/calendar-days';
import { personColor } from '../lib/event-looks';
import { gridChange, gridDayStart, gridEvent, MORE_PREFIX, monthDays, moreRow } from '../lib/grid-events';
import classes from './calendar-grid.module.css';
import { DayEventsModal } from './day-events-modal';

export interface CalendarGridProps {
  view: 'week' | 'month';
  filter: CalendarFilter;
  staff: readonly StaffMember[] | undefined;
  onOpen: (event: EventRow) => void;
  onCreate: (preset: EventPreset) => void;
}

const clock = { hour: '2-digit', minute: '2-digit', hour12: false } as const;

/**
 * The week and month grids (FullCalendar) over the offline copy: tap a day or a slot to book, drag to move,
 * pull the end to change the length; the week's day headers say each person's booked hours.
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
  const hours = useMemo(() => (view === 'week' ? bookedMinutes(events ?? []) : null), [events, view]);

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

  const dayHeader = (arg: DayHeaderContentArg) => {
    const people = hours?.get(isoDay(arg.date));
    return (
      <div className={classes.dayHeader}>
        <span>{arg.text}</span>
        {people &&
          [...people].map(([userId, minutes]) => (
            <span
              key={userId}
              className={classes.hours}
              style={{ borderColor: `var(--mantine-color-${personColor(userId)}-7)` }}
            >
              {staffName(staff, userId)}: {hoursText(minutes)}
            </span>
          ))}
      </div>
    );
  };

  return (
    <Box className={classes.grid} aria-busy={events === undefined}>
      <FullCalendar
        plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin]}
        initialView={view === 'week' ? 'timeGridWeek' : 'dayGridMonth'}
        locale={ruLocale}
        firstDay={1}
        headerToolbar={{ left: 'prev,next today', center: 'title', right: '' }}
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
