import { formatCount, type SyncFailure } from '@glad/domain';
import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCopy } from '@tabler/icons-react';
import { useEffect, useSyncExternalStore } from 'react';
import { dismissFailure, useSyncStatus } from '../../lib/sync';
import { describeRejected, rejectedAsText } from './rejected-values';

const changes = ['изменение', 'изменения', 'изменений'] as const;

/* Whether the list is open: one list for the whole shell, opened from the banner or the sync indicator. */
let opened = false;
const listeners = new Set<() => void>();
function setOpened(value: boolean) {
  opened = value;
  for (const listener of listeners) listener();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Opens the list of changes the server refused. */
export const openRejectedChanges = () => setOpened(true);

async function copy(failure: SyncFailure) {
  try {
    await navigator.clipboard.writeText(rejectedAsText(failure));
    notifications.show({ color: 'teal', message: 'Значения скопированы' });
  } catch {
    notifications.show({ color: 'red', message: 'Не удалось скопировать: браузер не дал доступ к буферу' });
  }
}

function RejectedChange({ failure }: { failure: SyncFailure }) {
  const view = describeRejected(failure);
  return (
    <Stack
      component="section"
      aria-label={view.title}
      gap="xs"
      p="sm"
      style={{ border: '1px solid var(--mantine-color-red-3)', borderRadius: 8 }}
    >
      <Text fw={600}>{view.title}</Text>
      <Text size="sm">
        Причина: {view.reason}{' '}
        <Text span c="dimmed" size="sm">
          ({view.when})
        </Text>
      </Text>
      {view.values.length > 0 && (
        <Table
          withRowBorders={false}
          verticalSpacing={2}
          horizontalSpacing="xs"
          layout="fixed"
          captionSide="top"
        >
          <Table.Caption ta="left" mt={0} mb={4} c="dimmed">
            Что было введено
          </Table.Caption>
          <Table.Tbody>
            {view.values.map((v) => (
              <Table.Tr key={v.field}>
                <Table.Th w="40%" fw={500} style={{ verticalAlign: 'top' }}>
                  {v.label}
                </Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{v.value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group gap="xs">
        <Button
          size="sm"
          variant="light"
          leftSection={<IconCopy size={16} aria-hidden />}
          onClick={() => void copy(failure)}
        >
          Скопировать
        </Button>
        <Button
          size="sm"
          variant="subtle"
          color="dark"
          onClick={() => void dismissFailure(failure.mutationId)}
        >
          Понятно, скрыть
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Changes the server refused, never lost silently: a banner above every screen while there are any, and
 * the list of them — which record, why, and every value that was typed, to copy or type again.
 */
export function RejectedChanges() {
  const { failures, droppedFailures } = useSyncStatus();
  const open = useSyncExternalStore(subscribe, () => opened);
  const count = failures.length;
  const close = () => setOpened(false);
  // the last one read: the list closes, and the next refusal does not open it by itself
  useEffect(() => {
    if (count === 0 && open) setOpened(false);
  }, [count, open]);
  if (count === 0 && !open) return null;

  return (
    <>
      {count > 0 && (
        <Alert
          color="red"
          variant="light"
          mb="md"
          icon={<IconAlertTriangle size={20} aria-hidden />}
          title={`Сервер не принял ${formatCount(count, changes)}`}
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">Они не сохранены. Посмотрите, что было введено, чтобы внести заново.</Text>
            <Button size="sm" variant="white" color="red" onClick={openRejectedChanges}>
              Посмотреть
            </Button>
          </Stack>
        </Alert>
      )}
      <Modal
        opened={open && count > 0}
        onClose={close}
        title="Изменения, которые сервер не принял"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Закрыть' }}
      >
        <Stack gap="md">
          {failures.map((failure) => (
            <RejectedChange key={failure.mutationId} failure={failure} />
          ))}
          {droppedFailures > 0 && (
            <Text size="sm" c="dimmed">
              Ещё {formatCount(droppedFailures, changes)} раньше этих не показаны: список хранит последние.
            </Text>
          )}
          <Button variant="default" onClick={close}>
            Закрыть
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
