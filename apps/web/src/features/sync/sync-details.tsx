import { formatCount } from '@glad/domain';
import { Button, Popover, Progress, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactElement } from 'react';
import { requestSync, type SyncView } from '../../lib/sync';
import { openRejectedChanges } from './rejected-changes';
import type { SyncTone } from './sync-state';

const changes = ['изменение', 'изменения', 'изменений'] as const;

/**
 * The sync indicator's details around its button — progress while syncing, why a sync failed and when it
 * retries, what waits to be sent, and changes the server refused. Loaded on the button's first press
 * (decision 0047): Popover brings the positioning library.
 */
export function SyncDetails(props: {
  target: ReactElement;
  opened: boolean;
  onChange: (opened: boolean) => void;
  view: SyncView;
  tone: SyncTone;
  label: string;
  lines: string[];
}) {
  const { target, opened, onChange, view, tone, label, lines } = props;
  const failures = view.failures;
  return (
    <Popover opened={opened} onChange={onChange} position="bottom-end" width={320} shadow="md" withArrow>
      <Popover.Target>{target}</Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="status" aria-live="polite">
          <Text fw={600}>{label}</Text>
          {view.isSyncing && (
            <Progress value={100} striped animated size="sm" aria-label="Идёт синхронизация" />
          )}
          {lines.map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
          {failures.length > 0 && (
            <Stack gap={4} p="xs" bg="var(--mantine-color-red-light)" style={{ borderRadius: 8 }}>
              <Text size="sm" fw={500}>
                Сервер не принял {formatCount(failures.length, changes)}: они не сохранены.
              </Text>
              <Button
                size="xs"
                variant="white"
                color="red"
                onClick={() => {
                  onChange(false);
                  openRejectedChanges();
                }}
              >
                Посмотреть, что не сохранилось
              </Button>
            </Stack>
          )}
          {view.online && !view.isSyncing && (
            <Button
              size="sm"
              variant="light"
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={() => void requestSync()}
            >
              {tone === 'error' ? 'Повторить сейчас' : 'Синхронизировать'}
            </Button>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
