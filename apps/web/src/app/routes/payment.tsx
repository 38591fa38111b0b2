import { Stack, Title } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { useCompany } from '../../features/company/api/company-api';
import { PaymentHistoryEmpty, PaymentState } from '../../features/tariffs/components/payment-state';

export function Component() {
  const company = useCompany();
  return (
    <Stack gap="lg">
      <PageHeader title="Оплата" description="Тариф компании, срок его оплаты и история платежей." />
      {company.data ? (
        <PaymentState tarif={company.data.tarif} />
      ) : (
        <QueryState error={company.error} onRetry={() => void company.refetch()} />
      )}
      <Stack gap="sm" component="section" aria-labelledby="payment-history">
        <Title order={2} size="h3" id="payment-history">
          История платежей
        </Title>
        <PaymentHistoryEmpty />
      </Stack>
    </Stack>
  );
}
