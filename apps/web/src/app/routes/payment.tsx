import { Stack, Title } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { useCurrentUser } from '../../features/session';
import { usePayments } from '../../features/tariffs/api/payments-query';
import { PaymentHistory } from '../../features/tariffs/components/payment-history';
import { PlanState } from '../../features/tariffs/components/plan-state';
import { PromocodeForm } from '../../features/tariffs/components/promocode-form';

export function Component() {
  const payments = usePayments();
  const user = useCurrentUser();
  return (
    <Stack gap="lg">
      <PageHeader
        title="Оплата"
        description="Тариф компании, срок его оплаты, история платежей и промокоды."
      />
      <PlanState />
      <Stack gap="sm" component="section" aria-labelledby="payment-history">
        <Title order={2} size="h3" id="payment-history">
          История платежей
        </Title>
        {payments.data ? (
          <PaymentHistory payments={payments.data.content} />
        ) : (
          <QueryState error={payments.error} onRetry={() => void payments.refetch()} />
        )}
      </Stack>
      <PromocodeForm canApply={user?.vladelec === true} />
    </Stack>
  );
}
