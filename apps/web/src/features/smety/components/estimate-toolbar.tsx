import { type SmetaStatus, smetaStatuses, smetaStatusLabels } from '@glad/contracts';
import type { EstimateKind } from '@glad/domain';
import { Button, Group, Paper, SegmentedControl, Select, SimpleGrid, Stack } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import type { StaffPerson } from '../model/context';

export const kindOptions = [
  { value: 'client', label: 'Для клиента' },
  { value: 'installer', label: 'Для монтажника' },
];

export const statusOptions = smetaStatuses.map((s) => ({ value: s, label: smetaStatusLabels[s] }));

export interface EstimateToolbarProps {
  kind: EstimateKind;
  onKind: (kind: EstimateKind) => void;
  status: SmetaStatus | null;
  onStatus: (status: SmetaStatus) => void;
  installers: readonly StaffPerson[];
  installerId: number | null;
  onInstaller: (id: number) => void;
  busy: 'pdf' | 'xlsx' | null;
  disabled: boolean;
  onPrint: () => void;
  onPdf: () => void;
  onXlsx: () => void;
}

/** What can be done with the estimate: which one, its status, its installer, print and downloads. */
export function EstimateToolbar(p: EstimateToolbarProps) {
  const installerData = [
    { value: '0', label: 'Не назначен' },
    ...p.installers.map((i) => ({ value: String(i.id), label: i.name })),
  ];
  if (p.installerId && !p.installers.some((i) => i.id === p.installerId)) {
    installerData.push({ value: String(p.installerId), label: `Сотрудник №${p.installerId}` });
  }
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="sm">
        <SegmentedControl
          aria-label="Вид сметы"
          data={kindOptions}
          value={p.kind}
          onChange={(v) => p.onKind(v as EstimateKind)}
          fullWidth
          maw={420}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" maw={640}>
          <Select
            label="Статус сметы"
            data={statusOptions}
            value={p.status}
            allowDeselect={false}
            disabled={p.status === null}
            onChange={(v) => v && p.onStatus(v as SmetaStatus)}
          />
          {p.kind === 'installer' && (
            <Select
              label="Монтажник"
              data={installerData}
              value={String(p.installerId ?? 0)}
              allowDeselect={false}
              searchable
              nothingFoundMessage="Никого не нашли"
              onChange={(v) => v !== null && p.onInstaller(Number(v))}
            />
          )}
        </SimpleGrid>
        <Group gap="sm">
          <Button
            leftSection={<IconPrinter size={18} aria-hidden />}
            variant="default"
            onClick={p.onPrint}
            disabled={p.disabled}
          >
            Печать
          </Button>
          <Button
            leftSection={<IconFileTypePdf size={18} aria-hidden />}
            onClick={p.onPdf}
            loading={p.busy === 'pdf'}
            disabled={p.disabled || (p.busy !== null && p.busy !== 'pdf')}
          >
            PDF
          </Button>
          <Button
            leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
            variant="light"
            onClick={p.onXlsx}
            loading={p.busy === 'xlsx'}
            disabled={p.disabled || (p.busy !== null && p.busy !== 'xlsx')}
          >
            Excel
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
