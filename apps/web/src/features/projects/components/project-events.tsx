import type { ReactNode } from 'react';
import { EventList, EventsSection } from '../../../components/events-section';
import { useEvents } from '../../../lib/offline-db';

/**
 * The project's events (замер, монтаж…), by day and time, from the offline copy. `actions` (the calendar's
 * «Новый замер» / «Новый монтаж») sit under the heading.
 */
export function ProjectEvents({ projectId, actions }: { projectId: number; actions?: ReactNode }) {
  const events = useEvents({ project: projectId });
  return (
    <EventsSection
      headingId="project-events"
      events={events}
      emptyText="Замеров и монтажей по объекту нет."
      actions={actions}
    >
      {(list) => <EventList events={list} />}
    </EventsSection>
  );
}
