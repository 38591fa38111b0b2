import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { type ProjectRow, useProjects } from '../../../lib/offline-db';

export interface MoveDialogProps {
  opened: boolean;
  currentProjectId: number;
  onClose: () => void;
  onMove: (project: ProjectRow) => Promise<void>;
}

const title = (p: ProjectRow) => p.name.trim() || `Объект №${p.id}`;

/** Picks the project (объект) a draft moves to; the list is the device's, so it works offline too. */
export function MoveDialog({ opened, currentProjectId, onClose, onMove }: MoveDialogProps) {
  const projects = useProjects();
  const [value, setValue] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const options = useMemo(
    () =>
      (projects ?? [])
        .filter((p) => p.id !== currentProjectId)
        .map((p) => ({
          value: String(p.id),
          label: p.client.trim() ? `${title(p)} — ${p.client.trim()}` : title(p),
        })),
    [projects, currentProjectId],
  );
  const chosen = projects?.find((p) => String(p.id) === value);

  return (
    <Modal opened={opened} onClose={onClose} title="Перенести в другой объект" centered>
      <Stack gap="md">
        <Select
          label="Объект"
          placeholder="Название объекта или клиента"
          searchable
          limit={50}
          data={options}
          value={value}
          onChange={setValue}
          nothingFoundMessage={projects === undefined ? 'Загружаем…' : 'Такого объекта нет'}
          comboboxProps={{ withinPortal: true }}
          data-autofocus
        />
        {chosen && (
          <Text size="sm" c="dimmed">
            Чертёж перейдёт к клиенту {chosen.client.trim() || 'без имени'}.
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Отмена
          </Button>
          <Button
            disabled={!chosen}
            loading={busy}
            onClick={async () => {
              if (!chosen) return;
              setBusy(true);
              try {
                await onMove(chosen);
                setValue(null);
                onClose();
              } finally {
                setBusy(false);
              }
            }}
          >
            Перенести
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
