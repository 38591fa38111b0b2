import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useLeaveBlocker } from '../../../lib/leave-blocker';

export interface LeaveGuardProps {
  /** the editor holds changes the draft does not have */
  dirty: boolean;
  /** saves; answers false when it failed (then the user stays) */
  onSave: () => Promise<boolean>;
  /** forgets the changes before leaving */
  onDiscard: () => void;
}

/** Leaving the drawing with unsaved changes asks: save, give them up, or stay. */
export function LeaveGuard({ dirty, onSave, onDiscard }: LeaveGuardProps) {
  const { blocker, leave } = useLeaveBlocker(dirty);
  const [saving, setSaving] = useState(false);

  const open = blocker.state === 'blocked';
  return (
    <Modal
      opened={open}
      onClose={() => blocker.reset?.()}
      title="Сохранить чертёж?"
      centered
      closeButtonProps={{ 'aria-label': 'Остаться на странице' }}
    >
      <Stack gap="md">
        <Text size="sm">В чертеже есть несохранённые изменения. Если уйти без сохранения, они пропадут.</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => blocker.reset?.()}>
            Остаться
          </Button>
          <Button
            variant="light"
            color="red"
            onClick={() => {
              onDiscard();
              leave();
            }}
          >
            Не сохранять
          </Button>
          <Button
            loading={saving}
            onClick={async () => {
              setSaving(true);
              const ok = await onSave();
              setSaving(false);
              if (ok) leave();
              else blocker.reset?.();
            }}
          >
            Сохранить
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
