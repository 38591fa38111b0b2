import { expenseCategories } from '@glad/contracts';
import { Grid, NativeSelect, Select } from '@mantine/core';
import { RuDateInput } from '../../../components/ru-date-input';
import type { ExpenseFilters } from '../api/expenses-api';

const ALL = 'all';
const OWN = '0';

export interface ExpenseFiltersBarProps {
  filters: ExpenseFilters;
  projects: { value: string; label: string }[];
  categories: string[];
  onChange: (filters: ExpenseFilters) => void;
}

/** Which expenses are listed and summed: a project (or the company's own), a category, a span of days. */
export function ExpenseFiltersBar({ filters, projects, categories, onChange }: ExpenseFiltersBarProps) {
  const set = (patch: Partial<ExpenseFilters>) => {
    const next = { ...filters, ...patch };
    for (const k of Object.keys(next) as (keyof ExpenseFilters)[]) if (next[k] === undefined) delete next[k];
    onChange(next);
  };
  const categoryOptions = [...new Set([...categories, ...expenseCategories])].sort((a, b) =>
    a.localeCompare(b, 'ru'),
  );
  return (
    // The two days side by side even on a phone: short fields, and the filters stay above the fold.
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, xs: 6, md: 3 }}>
        <Select
          label="Объект"
          searchable
          limit={50}
          nothingFoundMessage="Такого объекта нет"
          allowDeselect={false}
          data={[
            { value: ALL, label: 'Все объекты' },
            { value: OWN, label: 'Без объекта — расходы компании' },
            ...projects,
          ]}
          value={filters.project === undefined ? ALL : String(filters.project)}
          onChange={(v) => set({ project: !v || v === ALL ? undefined : Number(v) })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 6, md: 3 }}>
        <NativeSelect
          label="Категория"
          data={[
            { value: ALL, label: 'Все категории' },
            ...categoryOptions.map((c) => ({ value: c, label: c })),
          ]}
          value={filters.category ?? ALL}
          onChange={(e) =>
            set({ category: e.currentTarget.value === ALL ? undefined : e.currentTarget.value })
          }
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <RuDateInput
          label="С даты"
          clearable
          clearButtonProps={{ 'aria-label': 'Без начальной даты' }}
          maxDate={filters.to}
          value={filters.from ?? null}
          onChange={(v) => set({ from: v ?? undefined })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <RuDateInput
          label="По дату"
          clearable
          clearButtonProps={{ 'aria-label': 'Без конечной даты' }}
          minDate={filters.from}
          value={filters.to ?? null}
          onChange={(v) => set({ to: v ?? undefined })}
        />
      </Grid.Col>
    </Grid>
  );
}
