import type { AdminCompany } from '@glad/contracts';
import { formatCount, formatDate, formatDateTime } from '@glad/domain';
import { Badge, Menu, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCalendarPlus, IconLock, IconLockOpen } from '@tabler/icons-react';
import { useState } from 'react';
import { Pager } from '../../components/pager';
import { RowMenu } from '../../components/row-menu';
import { ScrollTable } from '../../components/scroll-table';
import { SearchInput } from '../../components/search-input';
import { ADMIN_PAGE_SIZE, useAdminAction, useAdminCompanies } from './api';
import { BlockDialog, ExtendDialog } from './company-actions';
import { QueryState } from './query-state';

const COMPANIES = ['компания', 'компании', 'компаний'] as const;

/** Every company with its plan, staff, projects and activity; the admin extends a plan or blocks one. */
export function CompaniesTable() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const { data, isLoading, error, refetch } = useAdminCompanies(page, debounced);
  const [extending, setExtending] = useState<AdminCompany | null>(null);
  const [blocking, setBlocking] = useState<AdminCompany | null>(null);
  const action = useAdminAction();
  const pages = data ? Math.max(1, Math.ceil(data.pagination.total / ADMIN_PAGE_SIZE)) : 1;

  const unblock = (c: AdminCompany) =>
    action.mutate(
      { method: 'DELETE', path: `/api/admin/companies/${c.id}/block/` },
      {
        onSuccess: () => notifications.show({ message: `Компания «${c.name}» разблокирована` }),
        onError: (err) => notifications.show({ color: 'red', message: err.message }),
      },
    );

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="admin-companies"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="admin-companies">
          Компании
        </Title>
        <SearchInput
          label="Поиск по названию или почте"
          value={search}
          onChange={(v) => {
            setSearch(v);
            setPage(1);
          }}
          maw={420}
        />
        <QueryState isLoading={isLoading} error={error} onRetry={() => void refetch()} />
        {data && (
          <Text c="dimmed" size="sm" aria-live="polite">
            Найдено: {formatCount(data.pagination.total, COMPANIES)}
          </Text>
        )}
        {data && data.content.length > 0 && (
          <ScrollTable label="Таблица компаний" minWidth={820}>
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Компания</Table.Th>
                  <Table.Th>Тариф</Table.Th>
                  <Table.Th>Оплачен до</Table.Th>
                  <Table.Th>Сотрудников</Table.Th>
                  <Table.Th>Проектов</Table.Th>
                  <Table.Th>Последняя активность</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Действия</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.content.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {c.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        № {c.id} · {c.email || 'без почты'} · с {formatDate(c.createdAt)}
                      </Text>
                      {c.blockedReason && (
                        <Badge color="red" variant="light" mt={4} title={c.blockedReason}>
                          Заблокирована: {c.blockedReason}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{c.tariffName}</Table.Td>
                    <Table.Td>{c.tariffEnd ? formatDate(c.tariffEnd) : 'без срока'}</Table.Td>
                    <Table.Td>{c.staff}</Table.Td>
                    <Table.Td>{c.projects}</Table.Td>
                    <Table.Td>{c.lastActivity ? formatDateTime(c.lastActivity) : 'не было'}</Table.Td>
                    <Table.Td>
                      <RowMenu name={c.name}>
                        <Menu.Item
                          leftSection={<IconCalendarPlus size={16} aria-hidden />}
                          onClick={() => setExtending(c)}
                        >
                          Продлить тариф
                        </Menu.Item>
                        {c.blockedReason ? (
                          <Menu.Item
                            leftSection={<IconLockOpen size={16} aria-hidden />}
                            onClick={() => unblock(c)}
                          >
                            Снять блокировку
                          </Menu.Item>
                        ) : (
                          <Menu.Item
                            color="red"
                            leftSection={<IconLock size={16} aria-hidden />}
                            onClick={() => setBlocking(c)}
                          >
                            Заблокировать
                          </Menu.Item>
                        )}
                      </RowMenu>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
        <Pager total={pages} value={page} onChange={setPage} />
      </Stack>
      <ExtendDialog company={extending} onClose={() => setExtending(null)} />
      <BlockDialog company={blocking} onClose={() => setBlocking(null)} />
    </Paper>
  );
}
