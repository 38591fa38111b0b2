import { Select, type SelectProps } from '@mantine/core';

/** How many matching clients the list shows at once (a company may have thousands). */
const SHOWN_CLIENTS = 50;

/**
 * A form's «Клиент» field: the company's clients searched by name, or none (cleared). `data` and the value
 * come from the form.
 */
export function ClientSelect(props: SelectProps) {
  return (
    <Select
      label="Клиент"
      placeholder="Найдите по имени"
      searchable
      clearable
      clearButtonProps={{ 'aria-label': 'Без клиента' }}
      limit={SHOWN_CLIENTS}
      nothingFoundMessage="Такого клиента нет"
      {...props}
    />
  );
}
