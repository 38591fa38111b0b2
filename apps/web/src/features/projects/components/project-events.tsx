import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EventItem } from '../../../components/event-item';
import { useEvents } from '../../../lib/offline-db';

/**
 * The project's events (замер, монтаж…), by day and time, from the offline copy. `actions` (the calendar's
 * «Новый замер» / «Новый монтаж») sit under the heading.
 */
export function ProjectEvents({ projectId, actions }: { projectId: number; actions?: ReactNode }) {
  const events = useEvents({ project: projectId });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="project-events">
      <Stack gap="sm">
        <Title order={2} size="h4" id="project-events">
          События
        </Title>
        {actions}
        {events === undefined ? (
          <Text c="dimmed">Загрузка…</Text>
        ) : events.length === 0 ? (
          <Stack gap="xs" align="flex-start">
            <Text c="dimmed">Замеров и монтажей по объекту нет.</Text>
            <Button component={Link} to="/calendar/" variant="light" size="sm">
              Открыть календарь
            </Button>
          </Stack>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {events.map((e) => (
              <li key={e.id}>
                <EventItem event={e} withClient={false} />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
