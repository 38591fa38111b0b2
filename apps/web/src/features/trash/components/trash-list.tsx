import { type SyncTable, syncTableLabels, TRASH_DAYS, type TrashItem } from '@glad/contracts';
import { formatCount, formatDateTime } from '@glad/domain';
import { Badge, Button, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRestore, IconTrashX } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadingState } from '../../../components/loading-state';
import { openConfirmModal } from '../../../lib/confirm-dialog';
import { useEraseFromTrash, useRestoreFromTrash, useTrash } from '../api/trash-api';
import { TrashEmpty } from './trash-empty';

const DAY_MS = 24 * 60 * 60 * 1000;

const typeOptions = [
  { value: 'all', label: 'Все записи' },
  { value: 'clients', label: 'Клиенты' },
  { value: 'projects', label: 'Объекты' },
  { value: 'drafts', label: 'Чертежи' },
  { value: 'events', label: 'События' },
  { value: 'smety', label: 'Сметы' },
  { value: 'smetymontazh', label: 'Сметы монтажа' },
  { value: 'oplata', label: 'Оплаты' },
];

/** Whole days left before the purge takes the record (docs/spec.md: emptied after 30 days). */
function daysLeft(deletedAt: string, now: number): number {
  const left = Date.parse(deletedAt) + TRASH_DAYS * DAY_MS - now;
  return Math.max(0, Math.ceil(left / DAY_MS));
}

const titleOf = (item: TrashItem) => item.name.trim() || `№${item.id}`;

export interface TrashListProps {
  /** Called after a restore so the offline copy pulls the record back at once. */
  onRestored?: (item: TrashItem) => void;
}

/** What was deleted, newest first: restore, or delete for good after a confirmation. */
export function TrashList({ onRestored }: TrashListProps) {
  const [type, setType] = useState<SyncTable | null>(null);
  const trash = useTrash(type);
  const restore = useRestoreFromTrash();
  const erase = useEraseFromTrash();
  const now = Date.now();

  const doRestore = (item: TrashItem) =>
    restore.mutate(item, {
      onSuccess: () => {
        notifications.show({
          color: 'teal',
          title: 'Восстановлено',
          message: `${syncTableLabels[item.type]} «${titleOf(item)}» снова на месте`,
        });
        onRestored?.(item);
      },
      onError: (error) =>
        notifications.show({ color: 'red', title: 'Не удалось восстановить', message: error.message }),
    });

  const confirmErase = (item: TrashItem) =>
    openConfirmModal({
      title: 'Удалить навсегда?',
      children: (
        <Text size="sm">
          «{titleOf(item)}» ({syncTableLabels[item.type].toLowerCase()}) удалится навсегда: вернуть его будет
          нельзя.
        </Text>
      ),
      labels: { confirm: 'Удалить навсегда', cancel: 'Отмена' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        erase.mutate(item, {
          onSuccess: () =>
            notifications.show({
              title: 'Удалено навсегда',
              message: `«${titleOf(item)}» больше не вернуть`,
            }),
          onError: (error) =>
            notifications.show({ color: 'red', title: 'Не удалось удалить', message: error.message }),
        }),
    });

  const items = trash.data?.pages.flatMap((p) => p.content) ?? [];
  const total = trash.data?.pages[0]?.pagination.total ?? 0;
  const busy = (item: TrashItem, m: typeof restore | typeof erase) =>
    m.isPending && m.variables?.type === item.type && m.variables.id === item.id;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <NativeSelect
          label="Что показать"
          data={typeOptions}
          value={type ?? 'all'}
          onChange={(e) => {
            const v = e.currentTarget.value;
            setType(v === 'all' ? null : (v as SyncTable));
          }}
          w={{ base: '100%', xs: 240 }}
        />
        {trash.data && total > 0 && (
          <Text c="dimmed" size="sm" aria-live="polite">
            {formatCount(total, ['запись', 'записи', 'записей'])} в корзине
          </Text>
        )}
      </Group>
      {trash.isPending || trash.isError ? (
        <LoadingState error={trash.error} onRetry={() => void trash.refetch()} />
      ) : items.length === 0 && type ? (
        <Text c="dimmed">Таких записей в корзине нет.</Text>
      ) : items.length === 0 ? (
        <TrashEmpty />
      ) : (
        <Stack
          gap="xs"
          component="ul"
          aria-label="Удалённые записи"
          style={{ listStyle: 'none', padding: 0 }}
        >
          {items.map((item) => (
            <Paper component="li" key={`${item.type}:${item.id}`} withBorder radius="md" p="sm">
              <Group justify="space-between" gap="sm" wrap="wrap">
                <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
                  <Group gap="xs" wrap="nowrap">
                    <Badge variant="light" style={{ flexShrink: 0 }}>
                      {syncTableLabels[item.type]}
                    </Badge>
                    <Text fw={600} truncate>
                      {titleOf(item)}
                    </Text>
                  </Group>
                  <Text size="sm" c="dimmed">
                    Удалено {formatDateTime(item.deleted_at)} · удалится навсегда через{' '}
                    {formatCount(daysLeft(item.deleted_at, now), ['день', 'дня', 'дней'])}
                  </Text>
                </Stack>
                <Group gap="xs">
                  <Button
                    variant="light"
                    leftSection={<IconRestore size={18} aria-hidden />}
                    loading={busy(item, restore)}
                    onClick={() => doRestore(item)}
                    aria-label={`Восстановить: ${syncTableLabels[item.type]} «${titleOf(item)}»`}
                  >
                    Восстановить
                  </Button>
                  <Button
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrashX size={18} aria-hidden />}
                    loading={busy(item, erase)}
                    onClick={() => confirmErase(item)}
                    aria-label={`Удалить навсегда: ${syncTableLabels[item.type]} «${titleOf(item)}»`}
                  >
                    Удалить навсегда
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {trash.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void trash.fetchNextPage()}
          loading={trash.isFetchingNextPage}
          style={{ alignSelf: 'center' }}
        >
          Показать ещё
        </Button>
      )}
    </Stack>
  );
}
