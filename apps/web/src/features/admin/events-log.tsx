import { type AdminEvent, type AdminEventType, adminEventLabels, adminEventTypes } from '@glad/contracts';
import { formatCount, formatDateTime } from '@glad/domain';
import { ColorSwatch, Group, NumberInput, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Pager } from '../../components/pager';
import { ScrollTable } from '../../components/scroll-table';
import { ADMIN_PAGE_SIZE, type EventsFilter, useAdminEvents } from './api';
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
  installer_hide: 'var(--mantine-color-gray-6)',
  installer_unhide: 'var(--mantine-color-cyan-6)',
  installer_remove: 'var(--mantine-color-red-6)',
};
const EVENTS = ['событие', 'события', 'событий'] as const;

/** Who acted and what the event carried (a reason, a plan, days…), in one line. */
const detailsText = (e: AdminEvent) =>
  [
    e.actorEmail ? `администратор ${e.actorEmail}` : null,
    ...Object.values(e.details).map((v) => (v === null ? null : String(v))),
  ]
    .filter(Boolean)
    .join(' · ');

/** The platform's log: registrations, sign-ins, password resets and admin actions, newest first, filtered. */
export function EventsLog() {
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<EventsFilter>({ type: null, companyId: null, from: null, to: null });
  const [debounced] = useDebouncedValue(filter, 300);
  const { data, isLoading, error, refetch } = useAdminEvents(page, debounced);
  const change = (patch: Partial<EventsFilter>) => {
    setFilter((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const pages = data ? Math.max(1, Math.ceil(data.pagination.total / ADMIN_PAGE_SIZE)) : 1;

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label="Тип события"
            placeholder="Все события"
            data={TYPE_OPTIONS}
            value={filter.type}
            onChange={(value) => change({ type: value as AdminEventType | null })}
            clearable
            w={{ base: '100%', xs: 260 }}
          />
          <NumberInput
            label="Номер компании"
            placeholder="Все компании"
            min={1}
            allowDecimal={false}
            allowNegative={false}
            value={filter.companyId ?? ''}
            onChange={(v) => change({ companyId: typeof v === 'number' && v > 0 ? v : null })}
            w={{ base: '100%', xs: 170 }}
          />
          <TextInput
            type="date"
            label="С"
            value={filter.from ?? ''}
            onChange={(e) => change({ from: e.currentTarget.value || null })}
            w={{ base: '100%', xs: 170 }}
          />
          <TextInput
            type="date"
            label="По"
            value={filter.to ?? ''}
            onChange={(e) => change({ to: e.currentTarget.value || null })}
            w={{ base: '100%', xs: 170 }}
          />
        </Group>
        {data && (
          <Text c="dimmed" size="sm" aria-live="polite">
            Всего: {formatCount(data.pagination.total, EVENTS)}
          </Text>
        )}
        <QueryState isLoading={isLoading} error={error} onRetry={() => void refetch()} />
        {data && data.content.length === 0 && <Text>Таких событий нет.</Text>}
        {data && data.content.length > 0 && (
          <ScrollTable label="Журнал событий" minWidth={820}>
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Когда</Table.Th>
                  <Table.Th>Событие</Table.Th>
                  <Table.Th>Пользователь</Table.Th>
                  <Table.Th>Компания</Table.Th>
                  <Table.Th>IP-адрес</Table.Th>
                  <Table.Th>Подробности</Table.Th>
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
                    <Table.Td>{detailsText(e) || '—'}</Table.Td>
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
