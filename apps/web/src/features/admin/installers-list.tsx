import { type AdminInstaller, formatPhone } from '@glad/contracts';
import { formatCount, formatDateTime } from '@glad/domain';
import { Badge, Group, Menu, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconEye, IconEyeOff, IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { Pager } from '../../components/pager';
import { RowMenu } from '../../components/row-menu';
import { ScrollTable } from '../../components/scroll-table';
import { SearchInput } from '../../components/search-input';
import { ADMIN_PAGE_SIZE, useAdminAction, useAdminInstallers } from './api';
import { QueryState } from './query-state';

const INSTALLERS = ['монтажник', 'монтажника', 'монтажников'] as const;
const JOBS = ['монтаж', 'монтажа', 'монтажей'] as const;
const nameOf = (u: AdminInstaller) => [u.family, u.name].filter(Boolean).join(' ') || u.email;

/** Installers of every company with their jobs; an admin hides one from his company or takes the mark away. */
export function InstallersList() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const { data, isLoading, error, refetch } = useAdminInstallers(page, debounced);
  const action = useAdminAction();
  const pages = data ? Math.max(1, Math.ceil(data.pagination.total / ADMIN_PAGE_SIZE)) : 1;
  const done = (message: string) => ({
    onSuccess: () => notifications.show({ message }),
    onError: (err: Error) => notifications.show({ color: 'red', message: err.message }),
  });
  const toggle = (u: AdminInstaller) =>
    action.mutate(
      { method: 'PATCH', path: `/api/admin/potolochniki/${u.id}`, body: { hidden: !u.hidden } },
      done(u.hidden ? `${nameOf(u)} снова виден компании` : `${nameOf(u)} скрыт`),
    );
  const confirmRemove = (u: AdminInstaller) =>
    modals.openConfirmModal({
      title: 'Снять отметку монтажника?',
      centered: true,
      closeButtonProps: { 'aria-label': 'Закрыть' },
      children: (
        <Text size="sm">
          {nameOf(u)} останется сотрудником компании «{u.companyName}», но больше не будет монтажником.
          Прошлые монтажи останутся в календаре.
        </Text>
      ),
      labels: { confirm: 'Снять отметку', cancel: 'Отмена' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        action.mutate(
          { method: 'DELETE', path: `/api/admin/potolochniki/${u.id}` },
          done(`${nameOf(u)} больше не монтажник`),
        ),
    });

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Stack gap={0}>
          <Title order={2} size="h4">
            Потолочники всех компаний
          </Title>
          <Text c="dimmed" size="sm">
            Сотрудники с правом «Монтажник». Скрытого монтажника компания не видит в списке и не назначает на
            новые монтажи.
          </Text>
        </Stack>
        <SearchInput
          label="Поиск по имени, почте или компании"
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
            Найдено: {formatCount(data.pagination.total, INSTALLERS)}
          </Text>
        )}
        {data && data.content.length > 0 && (
          <ScrollTable label="Потолочники" minWidth={760}>
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Монтажник</Table.Th>
                  <Table.Th>Компания</Table.Th>
                  <Table.Th>Телефон</Table.Th>
                  <Table.Th>Монтажи</Table.Th>
                  <Table.Th>Последняя активность</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Действия</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.content.map((u) => (
                  <Table.Tr key={u.id}>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Text size="sm" fw={600}>
                          {nameOf(u)}
                        </Text>
                        {u.hidden && (
                          <Badge size="sm" color="gray" variant="light">
                            скрыт
                          </Badge>
                        )}
                      </Group>
                      <Text size="xs" c="dimmed">
                        {u.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>{u.companyName}</Table.Td>
                    <Table.Td>{u.phone ? formatPhone(u.phone) : '—'}</Table.Td>
                    <Table.Td>
                      {formatCount(u.jobs, JOBS)}
                      {u.upcomingJobs > 0 && (
                        <Text size="xs" c="dimmed">
                          впереди: {u.upcomingJobs}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{u.lastActivity ? formatDateTime(u.lastActivity) : 'не было'}</Table.Td>
                    <Table.Td>
                      <RowMenu name={nameOf(u)}>
                        <Menu.Item
                          leftSection={
                            u.hidden ? (
                              <IconEye size={16} aria-hidden />
                            ) : (
                              <IconEyeOff size={16} aria-hidden />
                            )
                          }
                          onClick={() => toggle(u)}
                        >
                          {u.hidden ? 'Показать компании' : 'Скрыть'}
                        </Menu.Item>
                        <Menu.Item
                          color="red"
                          leftSection={<IconUserMinus size={16} aria-hidden />}
                          onClick={() => confirmRemove(u)}
                        >
                          Снять отметку монтажника
                        </Menu.Item>
                      </RowMenu>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
        {data && data.content.length === 0 && <Text>Монтажников не найдено.</Text>}
        <Pager total={pages} value={page} onChange={setPage} />
      </Stack>
    </Paper>
  );
}
