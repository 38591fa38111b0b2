import { formatCount, formatNumber } from '@glad/domain';
import { Button, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useAdminDev } from './api';
import { QueryState } from './query-state';
import { formatUptime } from './uptime';

const MIGRATIONS = ['миграция', 'миграции', 'миграций'] as const;
const LETTERS = ['письмо', 'письма', 'писем'] as const;
/** `12,3 МБ` from bytes. */
const megabytes = (bytes: number) => `${formatNumber(bytes / 1024 / 1024, { maxFractionDigits: 1 })} МБ`;

/** The server as admin/dev/ reports it: build, database, migrations, the reminder queue, mail, process. */
export function ServerState() {
  const { data, isLoading, isFetching, error, refetch } = useAdminDev();
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      style={{ gridColumn: '1 / -1' }}
      component="section"
      aria-labelledby="dev-server"
    >
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4" id="dev-server">
            Сервер платформы
          </Title>
          <Button
            variant="subtle"
            size="sm"
            leftSection={<IconRefresh size={18} aria-hidden />}
            onClick={() => void refetch()}
            loading={isFetching}
          >
            Обновить
          </Button>
        </Group>
        <QueryState isLoading={isLoading} error={error} onRetry={() => void refetch()} />
        {data && (
          <>
            <Table variant="vertical" layout="fixed" withTableBorder={false}>
              <Table.Tbody>
                {(
                  [
                    ['Версия сервера', data.version],
                    ['Коммит', data.commit ?? 'неизвестен'],
                    ['Node.js', data.node],
                    ['Работает без перезапуска', formatUptime(data.uptime)],
                    [
                      'Память',
                      `${megabytes(data.memory.rss)} всего, куча ${megabytes(data.memory.heapUsed)} из ${megabytes(data.memory.heapTotal)}`,
                    ],
                    [
                      'База данных',
                      `${data.db.kind === 'postgres' ? 'PostgreSQL' : 'PGlite (встроенная)'}, ${megabytes(data.db.size)}`,
                    ],
                    [
                      'Очередь напоминаний',
                      `ждут отправки: ${data.jobs.due}, с ошибками: ${data.jobs.failing}, отправлено за сутки: ${data.jobs.sentToday}`,
                    ],
                    [
                      'Почта',
                      data.outbox.smtp
                        ? 'отправляется через SMTP'
                        : `SMTP не настроен: ${formatCount(data.outbox.files, LETTERS)} в папке ${data.outbox.dir ?? ''}`,
                    ],
                  ] as const
                ).map(([k, v]) => (
                  <Table.Tr key={k}>
                    <Table.Th w="45%">{k}</Table.Th>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{v}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Text fw={600} size="sm">
              Применено: {formatCount(data.migrations.length, MIGRATIONS)}
            </Text>
            <List size="sm" spacing={2} ff="monospace">
              {data.migrations.map((m) => (
                <List.Item key={m}>{m}</List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Paper>
  );
}
