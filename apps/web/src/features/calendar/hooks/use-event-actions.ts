import { eventKindLabels } from '@glad/contracts';
import { notifications } from '@mantine/notifications';
import type { EventRow } from '../../../lib/offline-db';
import { putRecord } from '../../../lib/sync';

/** «Выполнено» in one tap: the event is marked done on the device and sent when there is a network. */
export async function markDone(event: EventRow): Promise<void> {
  try {
    await putRecord('events', { status: 'done' }, event.id);
    notifications.show({ color: 'teal', message: `${eventKindLabels[event.kind]}: выполнено` });
  } catch (err) {
    notifications.show({
      color: 'red',
      message: err instanceof Error ? err.message : 'Не удалось сохранить',
    });
  }
}

/** A drag or a resize in the grid: the new day, start and length, saved as the form would. */
export async function moveEvent(
  event: EventRow,
  change: { date: string; time: string; duration: number },
): Promise<boolean> {
  try {
    await putRecord('events', change, event.id);
    return true;
  } catch (err) {
    notifications.show({
      color: 'red',
      message: err instanceof Error ? err.message : 'Не удалось перенести',
    });
    return false;
  }
}
