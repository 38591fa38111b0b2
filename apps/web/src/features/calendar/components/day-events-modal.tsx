import { Modal, Stack, Text } from '@mantine/core';
import { type EventRow, useEvents } from '../../../lib/offline-db';
import { useStaffMembers } from '../../../lib/staff';
import { type CalendarFilter, kindsOf } from '../hooks/use-calendar-filter';
import { markDone } from '../hooks/use-event-actions';
import { dayHeading, isoDay } from '../lib/calendar-days';
import { EventCard } from './event-card';
import { useEventNames } from './event-list-view';

export interface DayEventsModalProps {
  /** the day shown (`YYYY-MM-DD`); null: closed */
  day: string | null;
  filter: CalendarFilter;
  onClose: () => void;
  onOpen: (event: EventRow) => void;
}

/** «+ ещё N» of a month day: every event of that day as the agenda lists them, each with its actions. */
export function DayEventsModal({ day, filter, onClose, onOpen }: DayEventsModalProps) {
  const events = useEvents(
    day ? { from: day, to: day, assignee: filter.person, kind: kindsOf(filter) } : { from: '9999-12-31' },
  );
  const names = useEventNames(events ?? []);
  const staff = useStaffMembers();
  return (
    <Modal
      opened={day !== null}
      onClose={onClose}
      title={day ? dayHeading(day, isoDay(new Date())) : ''}
      size="lg"
    >
      {events === undefined ? (
        <Text c="dimmed">Загрузка…</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {events.map((e) => (
            <EventCard
              key={e.id}
              event={e}
              client={names?.clients.get(e.client)}
              project={names?.projects.get(e.project)}
              staff={staff.data}
              onOpen={(ev) => {
                onClose();
                onOpen(ev);
              }}
              onDone={(ev) => void markDone(ev)}
            />
          ))}
        </Stack>
      )}
    </Modal>
  );
}
