import { type EventKind, eventKindLabels, eventKinds } from '@glad/contracts';
import { Chip, ColorSwatch, Group, Select } from '@mantine/core';
import type { StaffMember } from '../../../lib/staff';
import type { CalendarFilter } from '../hooks/use-calendar-filter';
import { personColor } from '../lib/event-looks';

export interface CalendarFiltersProps {
  filter: CalendarFilter;
  onChange: (filter: CalendarFilter) => void;
  staff: readonly StaffMember[] | undefined;
}

/** Whose events and which kinds the calendar shows; each person by their colour. */
export function CalendarFilters({ filter, onChange, staff }: CalendarFiltersProps) {
  const people = (staff ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label="Сотрудник"
        placeholder="Все сотрудники"
        clearable
        clearButtonProps={{ 'aria-label': 'Все сотрудники' }}
        searchable
        nothingFoundMessage="Такого сотрудника нет"
        data={people}
        value={filter.person ? String(filter.person) : null}
        onChange={(v) => onChange({ ...filter, person: Number(v) || undefined })}
        renderOption={({ option }) => (
          <Group gap="xs" wrap="nowrap">
            <ColorSwatch size={12} color={`var(--mantine-color-${personColor(Number(option.value))}-7)`} />
            {option.label}
          </Group>
        )}
        w={{ base: '100%', xs: 240 }}
      />
      <Chip.Group
        multiple
        value={filter.kinds}
        onChange={(v) => onChange({ ...filter, kinds: v as EventKind[] })}
      >
        <Group gap={6} wrap="wrap" role="group" aria-label="Виды событий">
          {eventKinds.map((k) => (
            <Chip key={k} value={k} size="sm">
              {eventKindLabels[k]}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Group>
  );
}
