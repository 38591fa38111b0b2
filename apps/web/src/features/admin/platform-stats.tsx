import { formatMoney } from '@glad/domain';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useAdminStats } from './api';
import { QueryState } from './query-state';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text c="dimmed" size="sm">
        {label}
      </Text>
      <Text fw={700} fz="xl">
        {value}
      </Text>
    </Paper>
  );
}

/** The platform at a glance: companies, active ones, paying ones and the revenue. */
export function PlatformStats() {
  const { data, isLoading, error, refetch } = useAdminStats();
  if (!data) return <QueryState isLoading={isLoading} error={error} onRetry={() => void refetch()} />;
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, lg: 5 }}
      spacing="sm"
      component="section"
      aria-label="Показатели платформы"
    >
      <Figure label="Компаний" value={String(data.companies)} />
      <Figure label="Активны за 7 дней" value={String(data.active7)} />
      <Figure label="Активны за 30 дней" value={String(data.active30)} />
      <Figure label="Платят за тариф" value={String(data.paying)} />
      <Figure label="Выручка за всё время" value={formatMoney(data.revenue, { hideZeroKopecks: true })} />
    </SimpleGrid>
  );
}
