import { Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { db, type EventRow, useEvents, useLiveRecords } from '../../../lib/offline-db';
import { useStaffMembers } from '../../../lib/staff';
import { type CalendarFilter, kindsOf } from '../hooks/use-calendar-filter';
import { markDone } from '../hooks/use-event-actions';
import { byDay, dayHeading, isoDay, shiftDay } from '../lib/calendar-days';
import { CalendarEmpty } from './calendar-empty';
import { EventCard } from './event-card';

/** Events shown at first and added by «Показать ещё». */
const PAGE = 100;

export interface EventListViewProps {
  /** agenda: from today on; expired: past events still planned, oldest first */
  mode: 'agenda' | 'expired';
  filter: CalendarFilter;
  onOpen: (event: EventRow) => void;
}

/** The clients and projects of these events, from the offline copy. */
export function useEventNames(events: EventRow[]) {
  const clientIds = [...new Set(events.map((e) => e.client).filter((id) => id > 0))];
  const projectIds = [...new Set(events.map((e) => e.project).filter((id) => id > 0))];
  return useLiveRecords(
    async () => ({
      clients: new Map((await db.clients.bulkGet(clientIds)).flatMap((c) => (c ? [[c.id, c]] : []))),
      projects: new Map((await db.projects.bulkGet(projectIds)).flatMap((p) => (p ? [[p.id, p]] : []))),
    }),
    [clientIds.join(','), projectIds.join(',')],
  );
}

/** The agenda and the expired list: events by day under Russian headings, each with its actions. */
export function EventListView({ mode, filter, onOpen }: EventListViewProps) {
  const [shown, setShown] = useState(PAGE);
  const today = isoDay(new Date());
  const all = useEvents(
    mode === 'agenda'
      ? { from: today, assignee: filter.person, kind: kindsOf(filter), status: ['planned', 'done'] }
      : { to: shiftDay(today, -1), assignee: filter.person, kind: kindsOf(filter), status: ['planned'] },
  );
  const events = (all ?? []).slice(0, shown);
  const names = useEventNames(events);
  const staff = useStaffMembers();
  if (all === undefined) return <Text c="dimmed">Загрузка…</Text>;
  if (all.length === 0) return <CalendarEmpty view={mode} />;
  return (
    <Stack gap="lg">
      {byDay(events).map((group) => (
        <Stack gap="xs" key={group.day} component="section" aria-labelledby={`day-${group.day}`}>
          <Title order={2} size="h5" id={`day-${group.day}`}>
            {dayHeading(group.day, today)}
          </Title>
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {group.events.map((e) => (
              <EventCard
                key={e.id}
                event={e}
                client={names?.clients.get(e.client)}
                project={names?.projects.get(e.project)}
                staff={staff.data}
                onOpen={onOpen}
                onDone={(ev) => void markDone(ev)}
                onMove={mode === 'expired' ? onOpen : undefined}
              />
            ))}
          </Stack>
        </Stack>
      ))}
      {all.length > shown && (
        <Button variant="default" onClick={() => setShown((n) => n + PAGE)} style={{ alignSelf: 'center' }}>
          Показать ещё
        </Button>
      )}
    </Stack>
  );
}
