import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { useUnsavedInput } from '../../../lib/unsaved-input';

/**
 * Leaving the constructor with unsaved changes asks first: links inside the app through the router's
 * blocker, a reload or a closed tab through the browser's own question.
 */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  useUnsavedInput(dirty);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation, historyAction }) =>
      dirtyRef.current &&
      historyAction !== 'REPLACE' &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
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
          <Button color="red" onClick={() => blocker.proceed?.()}>
            Уйти
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
