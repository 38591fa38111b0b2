import type { AdminCompany } from '@glad/contracts';
import { formatDate, formatDateTime } from '@glad/domain';
import { Badge, Menu, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendarPlus, IconLock, IconLockOpen, IconTicket } from '@tabler/icons-react';
import { useState } from 'react';
import { AdminTable, useAdminPaging } from './admin-table';
import { useAdminAction, useAdminCompanies } from './api';
import { BlockDialog, ExtendDialog, PromocodeDialog } from './company-actions';

const COMPANIES = ['компания', 'компании', 'компаний'] as const;
const COLUMNS = ['Компания', 'Тариф', 'Оплачен до', 'Сотрудников', 'Проектов', 'Последняя активность'];

/**
 * Every company with its plan, staff, projects and activity; the admin extends a plan, applies a promocode
 * or blocks one.
 */
export function CompaniesTable() {
  const paging = useAdminPaging();
  const query = useAdminCompanies(paging.page, paging.debounced);
  const [extending, setExtending] = useState<AdminCompany | null>(null);
  const [applying, setApplying] = useState<AdminCompany | null>(null);
  const [blocking, setBlocking] = useState<AdminCompany | null>(null);
  const action = useAdminAction();

  const unblock = (c: AdminCompany) =>
    action.mutate(
      { method: 'DELETE', path: `/api/admin/companies/${c.id}/block/` },
      {
        onSuccess: () => notifications.show({ message: `Компания «${c.name}» разблокирована` }),
        onError: (err) => notifications.show({ color: 'red', message: err.message }),
      },
    );

  return (
    <AdminTable
      title="Компании"
      query={query}
      paging={paging}
      searchLabel="Поиск по названию или почте"
      counted={COMPANIES}
      empty="Компаний не найдено."
      tableLabel="Таблица компаний"
      columns={COLUMNS}
      minWidth={820}
      rowKey={(c) => c.id}
      cells={(c) => (
        <>
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
        </>
      )}
      menu={(c) => ({
        name: c.name,
        items: (
          <>
            <Menu.Item
              leftSection={<IconCalendarPlus size={16} aria-hidden />}
              onClick={() => setExtending(c)}
            >
              Продлить тариф
            </Menu.Item>
            <Menu.Item leftSection={<IconTicket size={16} aria-hidden />} onClick={() => setApplying(c)}>
              Применить промокод
            </Menu.Item>
            {c.blockedReason ? (
              <Menu.Item leftSection={<IconLockOpen size={16} aria-hidden />} onClick={() => unblock(c)}>
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
          </>
        ),
      })}
    >
      <ExtendDialog company={extending} onClose={() => setExtending(null)} />
      <PromocodeDialog company={applying} onClose={() => setApplying(null)} />
      <BlockDialog company={blocking} onClose={() => setBlocking(null)} />
    </AdminTable>
  );
}
