import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useStaff } from '../api/staff-api';
import { useCalendarFilter } from '../hooks/use-calendar-filter';
import { useEventDialog } from '../hooks/use-event-dialog';
import { CalendarFilters } from './calendar-filters';
import type { CalendarView } from './calendar-views';
import { EventFormModal } from './event-form-modal';
import { EventListView } from './event-list-view';

/** FullCalendar is loaded only when a week or a month is opened. */
const CalendarGrid = lazy(() => import('./calendar-grid'));

/** One view of the calendar with its filter, «Новое событие» and the event dialog. */
export function CalendarScreen({ view }: { view: CalendarView }) {
  const { filter, setFilter } = useCalendarFilter();
  const { dialog, create, edit } = useEventDialog();
  const staff = useStaff();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <CalendarFilters filter={filter} onChange={setFilter} staff={staff.data} />
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => create({ assignees: filter.person ? [filter.person] : [] })}
        >
          Новое событие
        </Button>
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
    </Stack>
  );
}
