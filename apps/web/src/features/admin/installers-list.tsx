import { type AdminInstaller, formatPhone } from '@glad/contracts';
import { formatCount, formatDateTime } from '@glad/domain';
import { Badge, Group, Menu, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEye, IconEyeOff, IconUserMinus } from '@tabler/icons-react';
import { openConfirmModal } from '../../lib/confirm-dialog';
import { AdminTable, useAdminPaging } from './admin-table';
import { useAdminAction, useAdminInstallers } from './api';

const INSTALLERS = ['монтажник', 'монтажника', 'монтажников'] as const;
const JOBS = ['монтаж', 'монтажа', 'монтажей'] as const;
const COLUMNS = ['Монтажник', 'Компания', 'Телефон', 'Монтажи', 'Последняя активность'];
const nameOf = (u: AdminInstaller) => [u.family, u.name].filter(Boolean).join(' ') || u.email;

/** Installers of every company with their jobs; an admin hides one from his company or takes the mark away. */
export function InstallersList() {
  const paging = useAdminPaging();
  const query = useAdminInstallers(paging.page, paging.debounced);
  const action = useAdminAction();
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
    openConfirmModal({
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
    <AdminTable
      title="Потолочники всех компаний"
      description="Сотрудники с правом «Монтажник». Скрытого монтажника компания не видит в списке и не назначает на новые монтажи."
      query={query}
      paging={paging}
      searchLabel="Поиск по имени, почте или компании"
      counted={INSTALLERS}
      empty="Монтажников не найдено."
      tableLabel="Таблица монтажников"
      columns={COLUMNS}
      minWidth={760}
      rowKey={(u) => u.id}
      cells={(u) => (
        <>
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
        </>
      )}
      menu={(u) => ({
        name: nameOf(u),
        items: (
          <>
            <Menu.Item
              leftSection={
                u.hidden ? <IconEye size={16} aria-hidden /> : <IconEyeOff size={16} aria-hidden />
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
          </>
        ),
      })}
    />
  );
}
