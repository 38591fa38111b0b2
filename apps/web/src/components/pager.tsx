import { Pagination } from '@mantine/core';

const controlLabels = {
  first: 'Первая страница',
  previous: 'Предыдущая страница',
  next: 'Следующая страница',
  last: 'Последняя страница',
} as const;

/** Page buttons, each named for a screen reader; nothing while everything fits on one page. */
export function Pager({
  total,
  value,
  onChange,
}: {
  total: number;
  value: number;
  onChange: (page: number) => void;
}) {
  if (total <= 1) return null;
  return (
    <Pagination
      total={total}
      value={value}
      onChange={onChange}
      getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
      getItemProps={(page) => ({ 'aria-label': `Страница ${page}` })}
    />
  );
}
