import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { EventList, EventsSection } from '../../../components/events-section';
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
    <EventsSection
      headingId="client-events"
      events={events}
      emptyText="Замеров, монтажей и встреч с этим клиентом нет."
      actions={actions}
    >
      {() =>
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
              <EventList events={g.list} projectName={projectName} />
            </Stack>
          ))
      }
    </EventsSection>
  );
}
