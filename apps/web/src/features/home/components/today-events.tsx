import { formatCount } from '@glad/domain';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { memo } from 'react';
import { Link } from 'react-router';
import { EventItem, type EventItemProps } from '../../../components/event-item';
import { db, type EventRow, useEvents, useLiveRecords } from '../../../lib/offline-db';
import { useFirstSyncPending } from '../../../lib/sync';
import { currentUserId } from '../../../lib/tokens';
import { TodayEventsEmpty } from './home-empty-sections';

/** Overdue events listed on the home page; the calendar's «Просроченные» has them all. */
const OVERDUE_SHOWN = 5;
/**
 * How far back an event counts as overdue here: a past event neither done nor cancelled is overdue; the
 * home page keeps to the recent ones that may still need a call.
 */
const OVERDUE_DAYS = 30;

function iso(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The signed-in person's own events first, each part keeping its order (by day and time). */
export function mineFirst<E extends { assignees: readonly number[] }>(events: E[], me: number | null): E[] {
  if (me === null) return events;
  return [
    ...events.filter((e) => e.assignees.includes(me)),
    ...events.filter((e) => !e.assignees.includes(me)),
  ];
}

function EventList({ events, label, withDate }: { events: EventRow[]; label: string; withDate: boolean }) {
  const clientIds = [...new Set(events.map((e) => e.client).filter((id) => id > 0))];
  const projectIds = [...new Set(events.map((e) => e.project).filter((id) => id > 0))];
  const names = useLiveRecords(
    async () => ({
      clients: await db.clients.bulkGet(clientIds),
      projects: await db.projects.bulkGet(projectIds),
    }),
    [clientIds.join(','), projectIds.join(',')],
  );
  const clientName = (id: number) => names?.clients.find((c) => c?.id === id)?.name;
  const projectName = (id: number) => names?.projects.find((p) => p?.id === id)?.name;
  return (
    <Stack gap="xs" component="ul" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {events.map((e) => (
        <EventCard
          key={e.id}
          event={e}
          withDate={withDate}
          clientName={clientName(e.client)}
          projectName={projectName(e.project)}
        />
      ))}
    </Stack>
  );
}

/** One event of the lists as a card; rendered again only when its props change. */
const EventCard = memo(function EventCard(props: EventItemProps) {
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <EventItem {...props} />
    </Paper>
  );
});

/** Today's measurements, installations and other events, and the overdue ones before them. */
export function TodayEvents({ now = new Date() }: { now?: Date }) {
  const today = iso(now);
  const yesterday = iso(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
  const todays = useEvents({ from: today, to: today });
  const since = iso(new Date(now.getFullYear(), now.getMonth(), now.getDate() - OVERDUE_DAYS));
  const past = useEvents({ from: since, to: yesterday });
  // a new device's copy is empty until its first sync: not «no events today» yet
  const filling = useFirstSyncPending() && todays?.length === 0 && past?.length === 0;
  if (todays === undefined || past === undefined || filling) return <Text c="dimmed">Загрузка…</Text>;
  const me = currentUserId();
  const overdue = past.filter((e) => e.status !== 'done' && e.status !== 'cancelled');
  const late = mineFirst([...overdue].reverse(), me).slice(0, OVERDUE_SHOWN);
  const mine = mineFirst(todays, me);
  return (
    <Stack gap="md">
      {todays.length === 0 ? (
        <TodayEventsEmpty today={now} />
      ) : (
        <EventList events={mine} label="События на сегодня" withDate={false} />
      )}
      {late.length > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h5" c="red.8">
            Просрочено за {OVERDUE_DAYS} дней:{' '}
            {formatCount(overdue.length, ['событие', 'события', 'событий'])}
          </Title>
          <EventList events={late} label="Просроченные события" withDate />
          <Anchor component={Link} to="/calendar/expired/" size="sm">
            Все просроченные
          </Anchor>
        </Stack>
      )}
    </Stack>
  );
}
