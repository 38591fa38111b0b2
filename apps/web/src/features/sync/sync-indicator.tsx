import { Group, Loader, Text, UnstyledButton } from '@mantine/core';
import { IconCloudCheck, IconCloudOff, IconCloudUpload, IconCloudX } from '@tabler/icons-react';
import { memo, useEffect, useState } from 'react';
import { loadOnce, useLoadOnPress } from '../../lib/load-on-press';
import { useSyncStatus } from '../../lib/sync';
import { describeSync, type SyncTone } from './sync-state';

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

/**
 * The button's icon and word: rendered again only when they change, not at each step of a sync that leaves
 * them as they were (decision 0070).
 */
const SyncFace = memo(function SyncFace({
  tone,
  iconTone,
  syncing,
  label,
}: {
  tone: SyncTone;
  iconTone: SyncTone;
  syncing: boolean;
  label: string;
}) {
  return (
    <Group gap={6} wrap="nowrap">
      <ToneIcon tone={iconTone} syncing={syncing} />
      <Text size="sm" visibleFrom="md" c={tone === 'error' ? 'red.8' : undefined}>
        {label}
      </Text>
    </Group>
  );
});

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

const loadDetails = loadOnce(() => import('./sync-details'));

/**
 * The header's sync state: an icon (and a word on wide screens) that opens the details (`SyncDetails`),
 * whose code is fetched on the button's first hover or focus and shown on its first press (decision 0047).
 */
export function SyncIndicator() {
  const view = useSyncStatus();
  const [opened, setOpened] = useState(false);
  const details = useLoadOnPress(loadDetails, { keepFocus: true });
  const now = useNow(opened || view.retryAt !== null);
  const { tone, label, lines } = describeSync(view, now);

  const button = (
    <UnstyledButton
      ref={details.ref}
      onClick={() => {
        setOpened((o) => !o);
        if (!details.module) details.press();
      }}
      onPointerEnter={details.prefetch}
      onFocus={details.prefetch}
      aria-label={`Синхронизация: ${label}`}
      aria-haspopup="dialog"
      aria-expanded={opened}
      mih={44}
      miw={44}
      px={6}
      style={{ borderRadius: 'var(--mantine-radius-md)', display: 'flex', alignItems: 'center' }}
      data-testid="sync-indicator"
      data-sync-tone={tone}
    >
      <SyncFace
        tone={tone}
        iconTone={view.failures.length ? 'error' : tone}
        syncing={view.isSyncing}
        label={label}
      />
    </UnstyledButton>
  );
  if (!details.module) return button;
  const { SyncDetails } = details.module;
  return (
    <SyncDetails
      target={button}
      opened={opened}
      onChange={setOpened}
      view={view}
      tone={tone}
      label={label}
      lines={lines}
    />
  );
}
