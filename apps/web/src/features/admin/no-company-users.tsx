import type { NoCompanyUser } from '@glad/contracts';
import { formatDate, formatDateTime } from '@glad/domain';
import { Badge, Group, Menu, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBuilding } from '@tabler/icons-react';
import { useState } from 'react';
import { DeleteMenuItem } from '../../components/row-menu';
import { openConfirmModal } from '../../lib/confirm-dialog';
import { AdminTable, useAdminPaging } from './admin-table';
import { useAdminAction, useNoCompanyUsers } from './api';
import { AttachDialog } from './attach-dialog';

type LoneUser = NoCompanyUser;
const COLUMNS = ['Почта', 'Имя', 'Создан', 'Последний вход'];

/** Platform users who belong to no company: admins and accounts left after a company was removed. */
export function NoCompanyUsers() {
  const paging = useAdminPaging();
  const query = useNoCompanyUsers(paging.page);
  const [attaching, setAttaching] = useState<LoneUser | null>(null);
  const action = useAdminAction();
  const confirmDelete = (u: LoneUser) =>
    openConfirmModal({
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
    <AdminTable
      title="Пользователи без компании"
      description="Администраторы платформы и учётные записи, оставшиеся после удаления компании."
      query={query}
      paging={paging}
      empty="Все пользователи привязаны к компаниям."
      tableLabel="Таблица пользователей без компании"
      columns={COLUMNS}
      minWidth={560}
      rowKey={(u) => u.id}
      cells={(u) => (
        <>
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
        </>
      )}
      menu={(u) => ({
        name: u.email,
        items: (
          <>
            <Menu.Item leftSection={<IconBuilding size={16} aria-hidden />} onClick={() => setAttaching(u)}>
              Привязать к компании
            </Menu.Item>
            <DeleteMenuItem onClick={() => confirmDelete(u)} />
          </>
        ),
      })}
    >
      <AttachDialog user={attaching} onClose={() => setAttaching(null)} />
    </AdminTable>
  );
}
