import { formatDate, formatMoney } from '@glad/domain';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useExpenses } from '../api/expenses-api';

/** The expenses of one project (online: GET rashod/?project=), their sum; changed on the expenses screen. */
export function ProjectExpenses({ projectId }: { projectId: number }) {
  const expenses = useExpenses({ project: projectId });
  const first = expenses.data?.pages[0];
  const list = expenses.data?.pages.flatMap((p) => p.content) ?? [];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="project-expenses">
      <Stack gap="sm">
        <Title order={2} size="h4" id="project-expenses">
          Расходы
        </Title>
        {expenses.isPending ? (
          <Text c="dimmed">Загрузка…</Text>
        ) : expenses.isError ? (
          <Text c="dimmed">Расходы не загружены: {(expenses.error as Error).message}</Text>
        ) : list.length === 0 ? (
          <Text c="dimmed">Расходов по объекту нет.</Text>
        ) : (
          <>
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {list.map((e) => (
                <Group key={e.id} component="li" justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" style={{ minWidth: 0 }}>
                    {formatDate(e.date)} · {e.category}
                    {e.note ? ` · ${e.note}` : ''}
                  </Text>
                  <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(e.amount)}
                  </Text>
                </Group>
              ))}
            </Stack>
            {first && <Text fw={600}>Всего: {formatMoney(first.sum)}</Text>}
            {expenses.hasNextPage && (
              <Text size="sm" c="dimmed">
                Показаны последние {list.length}.
              </Text>
            )}
          </>
        )}
        <Anchor component={Link} to="/calc/rashod/" size="sm">
          Все расходы
        </Anchor>
      </Stack>
    </Paper>
  );
}
