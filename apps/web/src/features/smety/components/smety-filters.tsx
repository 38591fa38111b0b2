import { smetaStatuses, smetaStatusLabels } from '@glad/contracts';
import { Button, Group, Select, SimpleGrid } from '@mantine/core';
import { RuDateInput } from '../../../components/ru-date-input';
import type { EstimateFilter, SmetaTable } from '../model/estimates-list';

export interface Option {
  value: string;
  label: string;
}

const statusData = smetaStatuses.map((s) => ({ value: s, label: smetaStatusLabels[s] }));
const kindData = [
  { value: 'smety', label: 'Для клиента' },
  { value: 'smetymontazh', label: 'Монтажа' },
];

export interface SmetyFiltersProps {
  filter: EstimateFilter;
  onChange: (filter: EstimateFilter) => void;
  clients: Option[];
  projects: Option[];
}

const num = (v: string | null) => (v ? Number(v) : null);

/** A day typed the Russian way (`22.11.2026`, `2.3.2026`) → `YYYY-MM-DD`; null when there is no such day. */
export function parseRuDay(text: string): string | null {
  const m = /^\s*(\d{1,2})\.(\d{1,2})\.(\d{4})\s*$/.exec(text);
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/** Filters of the estimates list: status, kind, client, project and the days they were made. */
export function SmetyFilters({ filter, onChange, clients, projects }: SmetyFiltersProps) {
  const set = (part: Partial<EstimateFilter>) => onChange({ ...filter, ...part });
  const any = Object.values(filter).some((v) => v !== null && v !== undefined);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" component="form" aria-label="Фильтры смет">
      <Select
        label="Статус"
        placeholder="Все"
        data={statusData}
        value={filter.status ?? null}
        clearable
        clearButtonProps={{ 'aria-label': 'Все статусы' }}
        onChange={(v) => set({ status: (v as EstimateFilter['status']) ?? null })}
      />
      <Select
        label="Вид"
        placeholder="Все"
        data={kindData}
        value={filter.table ?? null}
        clearable
        clearButtonProps={{ 'aria-label': 'Все виды' }}
        onChange={(v) => set({ table: (v as SmetaTable | null) ?? null })}
      />
      <Select
        label="Клиент"
        placeholder="Все клиенты"
        data={clients}
        value={filter.clientid ? String(filter.clientid) : null}
        searchable
        clearable
        clearButtonProps={{ 'aria-label': 'Все клиенты' }}
        nothingFoundMessage="Такого клиента нет"
        limit={50}
        onChange={(v) => set({ clientid: num(v) })}
      />
      <Select
        label="Объект"
        placeholder="Все объекты"
        data={projects}
        value={filter.projectid ? String(filter.projectid) : null}
        searchable
        clearable
        clearButtonProps={{ 'aria-label': 'Все объекты' }}
        nothingFoundMessage="Такого объекта нет"
        limit={50}
        onChange={(v) => set({ projectid: num(v) })}
      />
      <RuDateInput
        label="Составлена с"
        dateParser={parseRuDay}
        clearable
        clearButtonProps={{ 'aria-label': 'Без начальной даты' }}
        value={filter.from ?? null}
        onChange={(v) => set({ from: v || null })}
      />
      <RuDateInput
        label="по"
        dateParser={parseRuDay}
        clearable
        clearButtonProps={{ 'aria-label': 'Без конечной даты' }}
        value={filter.to ?? null}
        onChange={(v) => set({ to: v || null })}
      />
      {any && (
        <Group align="flex-end">
          <Button variant="subtle" onClick={() => onChange({})}>
            Сбросить фильтры
          </Button>
        </Group>
      )}
    </SimpleGrid>
  );
}
