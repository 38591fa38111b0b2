import { type AdminEventType, adminEventLabels, adminEventTypes } from '@glad/contracts';
import { formatCount, formatDateTime } from '@glad/domain';
import { ColorSwatch, Group, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Pager } from '../../components/pager';
import { ScrollTable } from '../../components/scroll-table';
import { ADMIN_PAGE_SIZE, useAdminEvents } from './api';
import { QueryState } from './query-state';

const TYPE_OPTIONS = adminEventTypes.map((t) => ({ value: t, label: adminEventLabels[t] }));
// Colour only marks the type beside its name, so it need not reach text contrast.
const TYPE_COLORS: Record<AdminEventType, string> = {
  registration: 'var(--mantine-color-green-6)',
  login: 'var(--mantine-color-blue-6)',
  password_reset: 'var(--mantine-color-orange-6)',
  admin_grant: 'var(--mantine-color-grape-6)',
  admin_revoke: 'var(--mantine-color-grape-6)',
  plan_extend: 'var(--mantine-color-teal-6)',
  company_block: 'var(--mantine-color-red-6)',
  company_unblock: 'var(--mantine-color-teal-6)',
  user_attach: 'var(--mantine-color-cyan-6)',
  user_delete: 'var(--mantine-color-red-6)',
  payment: 'var(--mantine-color-green-8)',
  plan_end: 'var(--mantine-color-orange-8)',
  promocode: 'var(--mantine-color-violet-6)',
};
const EVENTS = ['событие', 'события', 'событий'] as const;

/** The platform's log: registrations, sign-ins, password resets and admin actions, newest first. */
export function EventsLog() {
  const [page, setPage] = useState(1);
  const [type, setType] = useState<AdminEventType | null>(null);
  const { data, isLoading, error, refetch } = useAdminEvents(page, type);
  const pages = data ? Math.max(1, Math.ceil(data.pagination.total / ADMIN_PAGE_SIZE)) : 1;

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Select
            label="Тип события"
            placeholder="Все события"
            data={TYPE_OPTIONS}
            value={type}
            onChange={(value) => {
              setType(value as AdminEventType | null);
              setPage(1);
            }}
            clearable
            w={{ base: '100%', xs: 260 }}
          />
          {data && (
            <Text c="dimmed" size="sm">
              Всего: {formatCount(data.pagination.total, EVENTS)}
            </Text>
          )}
        </Group>
        <QueryState isLoading={isLoading} error={error} onRetry={() => void refetch()} />
        {data && data.content.length === 0 && <Text>Событий этого типа пока нет.</Text>}
        {data && data.content.length > 0 && (
          <ScrollTable label="Журнал событий" minWidth={640}>
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Когда</Table.Th>
                  <Table.Th>Событие</Table.Th>
                  <Table.Th>Пользователь</Table.Th>
                  <Table.Th>Компания</Table.Th>
                  <Table.Th>IP-адрес</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.content.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(e.date)}</Table.Td>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <ColorSwatch color={TYPE_COLORS[e.type]} size={10} withShadow={false} aria-hidden />
                        <Text size="sm">{adminEventLabels[e.type]}</Text>
                      </Group>
                    </Table.Td>
                    <Table.Td>{e.email ?? 'нет данных'}</Table.Td>
                    <Table.Td>{e.companyName ?? '—'}</Table.Td>
                    <Table.Td>{e.ip ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
        <Pager total={pages} value={page} onChange={setPage} />
      </Stack>
    </Paper>
  );
}
