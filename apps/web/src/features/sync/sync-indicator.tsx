import { formatCount } from '@glad/domain';
import { Button, Group, Loader, Popover, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCloudCheck, IconCloudOff, IconCloudUpload, IconCloudX, IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { requestSync, useSyncStatus } from '../../lib/sync';
import { openRejectedChanges } from './rejected-changes';
import { describeSync, type SyncTone } from './sync-state';

const changes = ['изменение', 'изменения', 'изменений'] as const;

const toneColor: Record<SyncTone, string> = {
  ok: 'teal',
  busy: 'blue',
  offline: 'orange',
  error: 'red',
};

function ToneIcon({ tone, syncing }: { tone: SyncTone; syncing: boolean }) {
  if (syncing) return <Loader size={18} color="blue" aria-hidden />;
  const props = { size: 22, 'aria-hidden': true, color: `var(--mantine-color-${toneColor[tone]}-7)` };
  if (tone === 'offline') return <IconCloudOff {...props} />;
  if (tone === 'error') return <IconCloudX {...props} />;
  if (tone === 'busy') return <IconCloudUpload {...props} />;
  return <IconCloudCheck {...props} />;
}

/** Ticks once a second while something on screen counts down. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/**
 * The header's sync state: an icon (and a word on wide screens) that opens the details — progress while
 * syncing, why a sync failed and when it retries, what waits to be sent, and changes the server refused.
 */
export function SyncIndicator() {
  const view = useSyncStatus();
  const [opened, setOpened] = useState(false);
  const now = useNow(opened || view.retryAt !== null);
  const { tone, label, lines } = describeSync(view, now);
  const failures = view.failures;

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={320} shadow="md" withArrow>
      <Popover.Target>
        <UnstyledButton
          onClick={() => setOpened((o) => !o)}
          aria-label={`Синхронизация: ${label}`}
          aria-expanded={opened}
          mih={44}
          miw={44}
          px={6}
          style={{ borderRadius: 'var(--mantine-radius-md)', display: 'flex', alignItems: 'center' }}
          data-testid="sync-indicator"
          data-sync-tone={tone}
        >
          <Group gap={6} wrap="nowrap">
            <ToneIcon tone={failures.length ? 'error' : tone} syncing={view.isSyncing} />
            <Text size="sm" visibleFrom="md" c={tone === 'error' ? 'red.8' : undefined}>
              {label}
            </Text>
          </Group>
        </UnstyledButton>
      </Popover.Target>
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
                  setOpened(false);
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
