import { type ReportGroup, reportGroupLabels, reportGroups } from '@glad/contracts';
import { presetRange, type ReportPreset, reportPresetLabels, reportPresets } from '@glad/domain';
import { Chip, Group, Select, TextInput } from '@mantine/core';

export type PresetChoice = ReportPreset | 'custom';

export interface PeriodState {
  preset: PresetChoice;
  from: string;
  to: string;
  group: ReportGroup;
}

/** Today on this device, `YYYY-MM-DD`. */
export function localToday(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export const initialPeriod = (): PeriodState => ({
  preset: 'month',
  ...presetRange('month', localToday()),
  group: 'day',
});

/** The period's presets, its days when chosen freely, and how the series groups them. */
export function ReportPeriod({
  value,
  onChange,
}: {
  value: PeriodState;
  onChange: (next: PeriodState) => void;
}) {
  const choose = (preset: PresetChoice) => {
    if (preset === 'custom') return onChange({ ...value, preset });
    const group: ReportGroup = preset === 'month' || preset === 'lastMonth' ? 'day' : 'month';
    onChange({ preset, group, ...presetRange(preset, localToday()) });
  };
  return (
    <Group gap="sm" align="end" wrap="wrap">
      <Chip.Group multiple={false} value={value.preset} onChange={(v) => choose(v as PresetChoice)}>
        <Group gap={6} wrap="wrap" role="radiogroup" aria-label="Период отчёта">
          {[...reportPresets, 'custom' as const].map((p) => (
            <Chip key={p} value={p} size="sm">
              {reportPresetLabels[p]}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {value.preset === 'custom' && (
        <Group gap="xs" wrap="wrap">
          <TextInput
            type="date"
            label="С"
            value={value.from}
            onChange={(e) => e.currentTarget.value && onChange({ ...value, from: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label="По"
            value={value.to}
            onChange={(e) => e.currentTarget.value && onChange({ ...value, to: e.currentTarget.value })}
          />
        </Group>
      )}
      <Select
        label="Группировка"
        w={150}
        allowDeselect={false}
        value={value.group}
        onChange={(v) => v && onChange({ ...value, group: v as ReportGroup })}
        data={reportGroups.map((g) => ({ value: g, label: reportGroupLabels[g] }))}
      />
    </Group>
  );
}
