import { formatCount } from '@glad/domain';
import { Text } from '@mantine/core';
import { openConfirmModal } from '../../lib/confirm-dialog';
import { clearOfflineCopy, pushPendingChanges } from '../../lib/sync';

/**
 * Before signing out: tries once more to send what waits in the outbox, and when something still could not
 * be sent asks the user — signing out empties the offline copy (another person may sign in on this
 * device), and those changes would be lost. Answers whether to go on; on yes the copy is emptied.
 */
export async function confirmLogout(): Promise<boolean> {
  const left = await pushPendingChanges();
  if (left > 0) {
    const agreed = await new Promise<boolean>((resolve) => {
      openConfirmModal({
        title: 'Выйти без отправки изменений?',
        children: (
          <Text size="sm">
            {`Есть несохранённые на сервере изменения (${formatCount(left, ['изменение', 'изменения', 'изменений'])}). Они ещё не дошли до сервера: нет связи. При выходе данные удаляются с этого устройства, и эти изменения пропадут. Подключитесь к сети и подождите, пока они отправятся, или выйдите без них.`}
          </Text>
        ),
        labels: { confirm: 'Выйти и потерять изменения', cancel: 'Остаться' },
        confirmProps: { color: 'red' },
        onConfirm: () => resolve(true),
        onCancel: () => resolve(false),
        onClose: () => resolve(false),
      });
    });
    if (!agreed) return false;
  }
  await clearOfflineCopy();
  return true;
}
