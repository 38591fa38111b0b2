import { Button, Group } from '@mantine/core';
import { useEventDialog } from '../hooks/use-event-dialog';
import type { EventPreset } from '../hooks/use-event-form';
import { eventKindLooks } from '../lib/event-looks';
import { EventFormModal } from './event-form-modal';

/**
 * «Новый замер» and «Новый монтаж»: the event dialog with what the page knows (its client, project and
 * address) already filled in.
 */
export function NewEventButtons({ preset = {}, size = 'sm' }: { preset?: EventPreset; size?: 'xs' | 'sm' }) {
  const { dialog, create } = useEventDialog();
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
      <EventFormModal {...dialog} />
    </>
  );
}
