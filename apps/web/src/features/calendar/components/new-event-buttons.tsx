import { Button, Group } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { useEventDialog } from '../hooks/use-event-dialog';
import type { EventPreset } from '../hooks/use-event-form';
import { eventKindLooks } from '../lib/event-looks';

/** The dialog's code (its pickers and selects) comes with the first tap, not with home (decision 0036). */
const EventFormModal = lazy(() => import('./event-form-modal').then((m) => ({ default: m.EventFormModal })));

/**
 * «Новый замер» and «Новый монтаж»: the event dialog with what the page knows (its client, project and
 * address) already filled in.
 */
export function NewEventButtons({ preset = {}, size = 'sm' }: { preset?: EventPreset; size?: 'xs' | 'sm' }) {
  const { dialog, create } = useEventDialog();
  const used = useOpenedOnce(dialog.opened);
  return (
    <>
      <Group gap="xs">
        <Button
          size={size}
          variant="light"
          leftSection={eventKindLooks.zamer.icon(16)}
          onClick={() => create({ ...preset, kind: 'zamer' })}
        >
          Новый замер
        </Button>
        <Button
          size={size}
          variant="light"
          leftSection={eventKindLooks.montazh.icon(16)}
          onClick={() => create({ ...preset, kind: 'montazh' })}
        >
          Новый монтаж
        </Button>
      </Group>
      {used && (
        <Suspense fallback={null}>
          <EventFormModal {...dialog} />
        </Suspense>
      )}
    </>
  );
}
