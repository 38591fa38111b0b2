import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ApiError } from '../lib/api-client';
import type { SyncedTable } from '../lib/offline-db';
import { type RemovedRecord, removeWithSnapshot, undoRemove } from '../lib/sync/undo-remove';

/** How long «Отменить» stays offered: the notification time-out of docs/spec.md §9 is too short to react. */
export const UNDO_MS = 8000;

export interface RemoveTarget {
  table: SyncedTable;
  id: number;
}

/**
 * Deletes records (they go to the trash) and shows a notification with «Отменить». `message` says what
 * went: «Клиент «Иван Петров» удалён». Answers false when the delete itself failed (already told).
 */
export async function removeWithUndo(targets: readonly RemoveTarget[], message: string): Promise<boolean> {
  const removed: RemovedRecord[] = [];
  try {
    for (const t of targets) removed.push(await removeWithSnapshot(t.table, t.id));
  } catch (error) {
    notifications.show({ color: 'red', title: 'Не удалось удалить', message: (error as Error).message });
    if (removed.length === 0) return false;
  }
  showUndo(message, () => undoRemove(removed), 'Удаление отменено', 'Запись можно вернуть из корзины.');
  return true;
}

/**
 * A notification that says what was just done, with «Отменить» for a while. `undo` puts things back;
 * when it fails the notification says why (and `fallback` where else to go).
 */
export function showUndo(message: string, undo: () => Promise<unknown>, undone = 'Отменено', fallback = '') {
  const id = `undo-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const run = async () => {
    notifications.update({
      id,
      message: 'Отменяем…',
      loading: true,
      autoClose: false,
      withCloseButton: false,
    });
    try {
      await undo();
      notifications.update({ id, color: 'teal', message: undone, loading: false, autoClose: 3000 });
    } catch (error) {
      notifications.update({
        id,
        color: 'red',
        title: 'Не удалось отменить',
        message: `${(error as Error).message}${fallback ? `. ${fallback}` : ''}`,
        loading: false,
        autoClose: false,
        withCloseButton: true,
      });
    }
  };
  notifications.show({
    id,
    autoClose: UNDO_MS,
    message: (
      // on a 360 px phone a long message wraps and the button goes under it rather than off the screen
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" style={{ flex: '1 1 10rem', minWidth: 0, overflowWrap: 'anywhere' }}>
          {message}
        </Text>
        <Button size="compact-sm" variant="light" onClick={() => void run()}>
          Отменить
        </Button>
      </Group>
    ),
  });
}

/** A copy the server made (`title` is the copy's): said with «Отменить», which puts the copy in the trash. */
export function showCopied(title: string, undo: () => Promise<unknown>) {
  showUndo(`Создана копия «${title}»`, undo, 'Копия удалена в корзину');
}

/** A copy the server did not make: copying needs the network, or the server said why not. */
export function showCopyFailed(error: unknown) {
  const offline = error instanceof ApiError && error.status === 0;
  notifications.show({
    color: 'red',
    title: 'Не удалось скопировать',
    message: offline
      ? 'Копирование делает сервер: подключитесь к сети и повторите'
      : (error as Error).message,
  });
}
