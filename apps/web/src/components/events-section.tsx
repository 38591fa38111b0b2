import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { EventRow } from '../lib/offline-db';
import { EventItem } from './event-item';

export interface EventsSectionProps {
  /** the heading's id, which names the section */
  headingId: string;
  /** undefined while the offline copy is read */
  events: EventRow[] | undefined;
  /** said when there are none, with a link to the calendar */
  emptyText: string;
  /** the calendar's «Новый замер» / «Новый монтаж», under the heading */
  actions?: ReactNode;
  /** the events, once there are some */
  children: (events: EventRow[]) => ReactNode;
}

/** A card's «События» section (a client's, a project's): its heading, the loading and the empty state. */
export function EventsSection({ headingId, events, emptyText, actions, children }: EventsSectionProps) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          События
        </Title>
        {actions}
        {events === undefined ? (
          <Text c="dimmed">Загрузка…</Text>
        ) : events.length === 0 ? (
          <Stack gap="xs" align="flex-start">
            <Text c="dimmed">{emptyText}</Text>
            <Button component={Link} to="/calendar/" variant="light" size="sm">
              Открыть календарь
            </Button>
          </Stack>
        ) : (
          children(events)
        )}
      </Stack>
    </Paper>
  );
}

/** The events as a plain list, without the client (the section is on a client's or a project's card). */
export function EventList({
  events,
  projectName,
}: {
  events: EventRow[];
  projectName?: (projectId: number) => string | undefined;
}) {
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {events.map((e) => (
        <li key={e.id}>
          <EventItem event={e} withClient={false} projectName={projectName?.(e.project)} />
        </li>
      ))}
    </Stack>
  );
}
