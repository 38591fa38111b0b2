import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { useUnsavedInput } from '../../../lib/unsaved-input';

export interface LeaveGuardProps {
  /** the editor holds changes the draft does not have */
  dirty: boolean;
  /** saves; answers false when it failed (then the user stays) */
  onSave: () => Promise<boolean>;
  /** forgets the changes before leaving */
  onDiscard: () => void;
}

/**
 * Leaving with unsaved changes asks: a link inside the app through the router's blocker, a reload or a
 * closed tab through the browser's own question. The unsaved input is also registered, so a new version
 * of the app never reloads the page under it.
 */
export function LeaveGuard({ dirty, onSave, onDiscard }: LeaveGuardProps) {
  useUnsavedInput(dirty);
  // The blocker reads the latest value: a save followed at once by navigation must not ask.
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation, historyAction }) =>
      dirtyRef.current &&
      // the editor's own address fixes (a new draft got its id) replace; people push and go back
      historyAction !== 'REPLACE' &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers show the question only when returnValue is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

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
              dirtyRef.current = false;
              blocker.proceed?.();
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
              if (ok) {
                dirtyRef.current = false;
                blocker.proceed?.();
              } else blocker.reset?.();
            }}
          >
            Сохранить
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
