import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDeviceMobileShare, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useStaffMembers } from '../../../lib/staff';
import { useCalendarFilter } from '../hooks/use-calendar-filter';
import { useEventDialog } from '../hooks/use-event-dialog';
import { CalendarFilters } from './calendar-filters';
import { CalendarSyncModal } from './calendar-sync-modal';
import type { CalendarView } from './calendar-views';
import { EventFormModal } from './event-form-modal';
import { EventListView } from './event-list-view';

/** FullCalendar is loaded only when a week or a month is opened. */
const CalendarGrid = lazy(() => import('./calendar-grid'));

/** One view of the calendar with its filter, «Новое событие» and the event dialog. */
export function CalendarScreen({
  view,
  canSetReminders,
}: {
  view: CalendarView;
  /** the owner (or an admin) sets the company's reminder hour */
  canSetReminders: boolean;
}) {
  const { filter, setFilter } = useCalendarFilter();
  const { dialog, create, edit } = useEventDialog();
  const staff = useStaffMembers();
  const [syncOpen, setSyncOpen] = useState(false);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <CalendarFilters filter={filter} onChange={setFilter} staff={staff.data} />
        <Group gap="xs" wrap="wrap">
          <Button
            variant="default"
            leftSection={<IconDeviceMobileShare size={16} />}
            onClick={() => setSyncOpen(true)}
          >
            В телефон
          </Button>
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => create({ assignees: filter.person ? [filter.person] : [] })}
          >
            Новое событие
          </Button>
        </Group>
      </Group>
      {view === 'week' || view === 'month' ? (
        <Suspense fallback={<Text c="dimmed">Загрузка календаря…</Text>}>
          <CalendarGrid
            key={view}
            view={view}
            filter={filter}
            staff={staff.data}
            onOpen={edit}
            onCreate={create}
          />
        </Suspense>
      ) : (
        <EventListView key={view} mode={view} filter={filter} onOpen={edit} />
      )}
      <EventFormModal {...dialog} />
      <CalendarSyncModal
        opened={syncOpen}
        onClose={() => setSyncOpen(false)}
        canSetReminders={canSetReminders}
      />
    </Stack>
  );
}
