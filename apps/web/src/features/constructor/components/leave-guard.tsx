import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useLeaveBlocker } from '../../../lib/leave-blocker';

/** Leaving the constructor with unsaved changes asks first: stay, or go without them. */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  const { blocker, leave } = useLeaveBlocker(dirty);
  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title="Уйти без сохранения?"
      closeButtonProps={{ 'aria-label': 'Закрыть' }}
    >
      <Stack gap="md">
        <Text size="sm">Изменения шаблона не сохранены и пропадут.</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            Остаться
          </Button>
          <Button color="red" onClick={leave}>
            Уйти
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
