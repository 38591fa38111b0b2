import { formatDateTime } from '@glad/domain';
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconApi, IconCircleCheck, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { version } from '../../../package.json';
import { api } from '../../lib/api-client';
import { decodePayload, getAccessToken } from '../../lib/tokens';
import { QueryState } from './query-state';
import { ServerState } from './server-state';
import { formatUptime } from './uptime';

const health = z.object({ res: z.literal(true), db: z.string(), uptime: z.number() });

/** The build's id: the content hash in the name of the entry script (`/assets/index-AbC123.js`). */
function buildId(): string {
  const src = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '';
  return /-([\w-]+)\.js$/.exec(src)?.[1] ?? 'разработка';
}

function Rows({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <Table variant="vertical" layout="fixed" withTableBorder={false}>
      <Table.Tbody>
        {rows.map(([k, v]) => (
          <Table.Tr key={k}>
            <Table.Th w="45%">{k}</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{v}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function useServiceWorkerState(): string {
  const [state, setState] = useState('проверяется…');
  useEffect(() => {
    if (!('serviceWorker' in navigator)) {
      setState('не поддерживается браузером');
      return;
    }
    void navigator.serviceWorker.getRegistration().then((reg) => {
      if (!reg) setState('не зарегистрирован');
      else if (reg.waiting) setState('ждёт обновления');
      else if (navigator.serviceWorker.controller) setState('активен, страница под его управлением');
      else setState('зарегистрирован');
    });
  }, []);
  return state;
}

/** Build, server health, API description and this browser's state, for developers and support. */
export function DevInfo() {
  const server = useQuery({
    queryKey: ['health'],
    queryFn: async ({ signal }) => health.parse(await api('/api/health', { signal })),
  });
  const sw = useServiceWorkerState();
  const token = getAccessToken();
  const payload = token ? decodePayload(token) : null;
  const exp = typeof payload?.exp === 'number' ? formatDateTime(payload.exp * 1000) : '—';

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Title order={2} size="h4">
            Сборка
          </Title>
          <Rows
            rows={[
              ['Версия приложения', version],
              [
                'Идентификатор сборки',
                <Text key="b" ff="monospace" size="sm">
                  {buildId()}
                </Text>,
              ],
              ['Режим', import.meta.env.MODE === 'production' ? 'рабочий' : import.meta.env.MODE],
            ]}
          />
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Group justify="space-between">
            <Title order={2} size="h4">
              Сервер
            </Title>
            <Button
              variant="subtle"
              size="sm"
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={() => void server.refetch()}
              loading={server.isFetching}
            >
              Проверить
            </Button>
          </Group>
          <QueryState
            isLoading={server.isLoading}
            error={server.error}
            onRetry={() => void server.refetch()}
          />
          {server.data && (
            <Rows
              rows={[
                [
                  'Состояние',
                  <Group key="s" gap={6} wrap="nowrap">
                    <IconCircleCheck size={18} color="var(--mantine-color-green-7)" aria-hidden />
                    работает
                  </Group>,
                ],
                ['База данных', server.data.db === 'ok' ? 'отвечает' : server.data.db],
                ['Работает без перезапуска', formatUptime(server.data.uptime)],
              ]}
            />
          )}
          <Anchor href="/api/docs/json" target="_blank" rel="noopener" py={10}>
            <Group gap={6} component="span">
              <IconApi size={18} aria-hidden />
              Описание API (OpenAPI, JSON)
            </Group>
          </Anchor>
        </Stack>
      </Paper>
      <ServerState />
      <Paper withBorder radius="md" p="md" style={{ gridColumn: '1 / -1' }}>
        <Stack gap="xs">
          <Title order={2} size="h4">
            Этот браузер
          </Title>
          <Rows
            rows={[
              ['Сеть', navigator.onLine ? 'в сети' : 'нет сети'],
              ['Service worker', sw],
              ['Пользователь в токене', typeof payload?.id === 'number' ? String(payload.id) : '—'],
              ['Токен доступа действует до', exp],
              ['Экран', `${window.innerWidth} × ${window.innerHeight}`],
              ['Браузер', navigator.userAgent],
            ]}
          />
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
