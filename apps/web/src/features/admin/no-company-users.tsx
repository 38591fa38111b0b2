import type { NoCompanyUser } from '@glad/contracts';
import { formatDate, formatDateTime } from '@glad/domain';
import { Badge, Group, Menu, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconBuilding } from '@tabler/icons-react';
import { useState } from 'react';
import { Pager } from '../../components/pager';
import { DeleteMenuItem, RowMenu } from '../../components/row-menu';
import { ScrollTable } from '../../components/scroll-table';
import { ADMIN_PAGE_SIZE, useAdminAction, useNoCompanyUsers } from './api';
import { AttachDialog } from './attach-dialog';
import { QueryState } from './query-state';

type LoneUser = NoCompanyUser;

/** Platform users who belong to no company: admins and accounts left after a company was removed. */
export function NoCompanyUsers() {
  const [page, setPage] = useState(1);
  const { data, isLoading, error, refetch } = useNoCompanyUsers(page);
  const pages = data ? Math.max(1, Math.ceil(data.pagination.total / ADMIN_PAGE_SIZE)) : 1;
  const [attaching, setAttaching] = useState<LoneUser | null>(null);
  const action = useAdminAction();
  const confirmDelete = (u: LoneUser) =>
    modals.openConfirmModal({
      title: 'Удалить пользователя?',
      centered: true,
      closeButtonProps: { 'aria-label': 'Закрыть' },
      children: <Text size="sm">{u.email} больше не сможет войти.</Text>,
      labels: { confirm: 'Удалить', cancel: 'Отмена' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        action.mutate(
          { method: 'DELETE', path: `/api/admin/nocompany/${u.id}` },
          {
            onSuccess: () => notifications.show({ message: `${u.email} удалён` }),
            onError: (err) => notifications.show({ color: 'red', message: err.message }),
          },
        ),
    });

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Stack gap={0}>
          <Title order={2} size="h4">
            Пользователи без компании
          </Title>
          <Text c="dimmed" size="sm">
            Администраторы платформы и учётные записи, оставшиеся после удаления компании.
          </Text>
        </Stack>
        <QueryState isLoading={isLoading} error={error} onRetry={() => void refetch()} />
        {data && data.content.length === 0 && <Text>Все пользователи привязаны к компаниям.</Text>}
        {data && data.content.length > 0 && (
          <ScrollTable label="Пользователи без компании" minWidth={560}>
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Почта</Table.Th>
                  <Table.Th>Имя</Table.Th>
                  <Table.Th>Создан</Table.Th>
                  <Table.Th>Последний вход</Table.Th>
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
                        <Text size="sm">{u.email}</Text>
                        {u.admin && (
                          <Badge size="sm" variant="light">
                            админ
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>{[u.name, u.family].filter(Boolean).join(' ') || 'нет данных'}</Table.Td>
                    <Table.Td>{formatDate(u.createdAt)}</Table.Td>
                    <Table.Td>{u.lastLogin ? formatDateTime(u.lastLogin) : 'не входил'}</Table.Td>
                    <Table.Td>
                      <RowMenu name={u.email}>
                        <Menu.Item
                          leftSection={<IconBuilding size={16} aria-hidden />}
                          onClick={() => setAttaching(u)}
                        >
                          Привязать к компании
                        </Menu.Item>
                        <DeleteMenuItem onClick={() => confirmDelete(u)} />
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
      <AttachDialog user={attaching} onClose={() => setAttaching(null)} />
    </Paper>
  );
}
