import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EventItem } from '../../../components/event-item';
import { todayIso } from '../../../lib/form-values';
import { db, useEvents, useLiveRecords } from '../../../lib/offline-db';

/**
 * The client's events: what is coming first, then the past ones, newest first. `actions` (the calendar's
 * «Новый замер» / «Новый монтаж») sit under the heading.
 */
export function ClientEvents({ clientId, actions }: { clientId: number; actions?: ReactNode }) {
  const events = useEvents({ client: clientId });
  const projectIds = [...new Set((events ?? []).map((e) => e.project).filter((id) => id > 0))];
  const projects = useLiveRecords(() => db.projects.bulkGet(projectIds), [projectIds.join(',')], []);
  const projectName = (id: number) => projects?.find((p) => p?.id === id)?.name;
  const today = todayIso();
  const upcoming = (events ?? []).filter((e) => e.date >= today);
  const past = (events ?? []).filter((e) => e.date < today).reverse();

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="client-events">
      <Stack gap="sm">
        <Title order={2} size="h4" id="client-events">
          События
        </Title>
        {actions}
        {events === undefined ? (
          <Text c="dimmed">Загрузка…</Text>
        ) : events.length === 0 ? (
          <Stack gap="xs" align="flex-start">
            <Text c="dimmed">Замеров, монтажей и встреч с этим клиентом нет.</Text>
            <Button component={Link} to="/calendar/" variant="light" size="sm">
              Открыть календарь
            </Button>
          </Stack>
        ) : (
          [
            { title: 'Предстоящие', list: upcoming },
            { title: 'Прошедшие', list: past },
          ]
            .filter((g) => g.list.length > 0)
            .map((g) => (
              <Stack gap="xs" key={g.title}>
                <Title order={3} size="h5">
                  {g.title}
                </Title>
                <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {g.list.map((e) => (
                    <li key={e.id}>
                      <EventItem event={e} withClient={false} projectName={projectName(e.project)} />
                    </li>
                  ))}
                </Stack>
              </Stack>
            ))
        )}
      </Stack>
    </Paper>
  );
}
