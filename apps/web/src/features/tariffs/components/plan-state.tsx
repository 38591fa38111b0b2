import { formatCount, formatDate } from '@glad/domain';
import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { QueryState } from '../../../components/query-state';
import { usePayments } from '../api/payments-query';
import { daysLeft } from '../plan-days';

/** The plan in force, its last paid day and the next payment's date; a warning in its last 7 days. */
export function PlanState() {
  const payments = usePayments();
  if (!payments.data) return <QueryState error={payments.error} onRetry={() => void payments.refetch()} />;
  const { tariffName, tariffEnd, nextPayment } = payments.data;
  const left = daysLeft(tariffEnd);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="plan-state"
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h3" id="plan-state">
            Тариф «{tariffName}»
          </Title>
          <Badge color="teal.9" variant="filled">
            действует
          </Badge>
        </Group>
        {tariffEnd && nextPayment ? (
          <>
            <Text>Оплачен до {formatDate(tariffEnd)} включительно.</Text>
            <Text>Следующая оплата — {formatDate(nextPayment)}.</Text>
          </>
        ) : (
          <Text>Бесплатный тариф действует без срока.</Text>
        )}
        {left !== null && left <= 7 && (
          <Alert color="orange" variant="light" title="Тариф скоро закончится">
            Осталось {formatCount(left, ['день', 'дня', 'дней'])}. После {formatDate(tariffEnd!)} компания
            перейдёт на бесплатный тариф: данные сохранятся, а то, что сверх его лимитов, станет доступно
            только для чтения.
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
