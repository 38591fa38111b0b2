import { formatCount } from '@glad/domain';
import { Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useId, useState } from 'react';
import { Pager } from '../../components/pager';
import { RowMenu } from '../../components/row-menu';
import { ScrollTable } from '../../components/scroll-table';
import { SearchInput } from '../../components/search-input';
import { ADMIN_PAGE_SIZE } from './api';
import { QueryState } from './query-state';

/** The page and the (debounced) search of one admin table; a new search goes back to page 1. */
export function useAdminPaging() {
  const [page, setPage] = useState(1);
  const [search, setSearchText] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const setSearch = (value: string) => {
    setSearchText(value);
    setPage(1);
  };
  return { page, setPage, search, setSearch, debounced };
}

interface AdminTableProps<T> {
  title: string;
  description?: string;
  query: {
    data?: { content: T[]; pagination: { total: number } };
    isLoading: boolean;
    error: Error | null;
    refetch: () => unknown;
  };
  paging: ReturnType<typeof useAdminPaging>;
  /** the search box's label; none: the table has no search */
  searchLabel?: string;
  /** «Найдено: …» in these three plural forms; none: no count line */
  counted?: readonly [string, string, string];
  empty: string;
  /** the table's own name, other than the title (one name, one region) */
  tableLabel: string;
  columns: string[];
  minWidth: number;
  rowKey: (row: T) => number;
  /** the row's cells before its menu */
  cells: (row: T) => ReactNode;
  /** the row menu's name (read by screen readers) and its items */
  menu: (row: T) => { name: string; items: ReactNode };
  /** the dialogs the menu opens */
  children?: ReactNode;
}

/** The scaffold of every admin list: heading, search, loading state, count, a scrolling table, pages. */
export function AdminTable<T>(props: AdminTableProps<T>) {
  const { query, paging } = props;
  const headingId = useId();
  const pages = query.data ? Math.max(1, Math.ceil(query.data.pagination.total / ADMIN_PAGE_SIZE)) : 1;
  const rows = query.data?.content ?? [];
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby={headingId}
    >
      <Stack gap="sm">
        <Stack gap={0}>
          <Title order={2} size="h4" id={headingId}>
            {props.title}
          </Title>
          {props.description && (
            <Text c="dimmed" size="sm">
              {props.description}
            </Text>
          )}
        </Stack>
        {props.searchLabel && (
          <SearchInput
            label={props.searchLabel}
            value={paging.search}
            onChange={paging.setSearch}
            maw={420}
          />
        )}
        <QueryState isLoading={query.isLoading} error={query.error} onRetry={() => void query.refetch()} />
        {query.data && props.counted && (
          <Text c="dimmed" size="sm" aria-live="polite">
            Найдено: {formatCount(query.data.pagination.total, props.counted)}
          </Text>
        )}
        {query.data && rows.length === 0 && <Text>{props.empty}</Text>}
        {rows.length > 0 && (
          <ScrollTable label={props.tableLabel} minWidth={props.minWidth}>
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  {props.columns.map((c) => (
                    <Table.Th key={c}>{c}</Table.Th>
                  ))}
                  <Table.Th>
                    <VisuallyHidden>Действия</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => {
                  const menu = props.menu(row);
                  return (
                    <Table.Tr key={props.rowKey(row)}>
                      {props.cells(row)}
                      <Table.Td>
                        <RowMenu name={menu.name}>{menu.items}</RowMenu>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
        <Pager total={pages} value={paging.page} onChange={paging.setPage} />
      </Stack>
      {props.children}
    </Paper>
  );
}
