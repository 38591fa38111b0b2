import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { useCompany } from '../../features/company/api/company-api';
import { useTariffs } from '../../features/tariffs/api/tariffs-api';
import { TariffCards } from '../../features/tariffs/components/tariff-cards';

export function Component() {
  const tariffs = useTariffs();
  const company = useCompany();
  const usage = company.data ? { managers: company.data.manager, templateCalc: company.data.calc } : null;
  return (
    <Stack gap="lg">
      <PageHeader
        title="Тарифы"
        description="Тариф ограничивает число сотрудников и шаблонов калькуляторов. Цены — за месяц."
      />
      {tariffs.data ? (
        <TariffCards plans={tariffs.data.content} usage={usage} />
      ) : (
        <QueryState error={tariffs.error} onRetry={() => void tariffs.refetch()} />
      )}
      <Text size="sm">
        Как сменить тариф и оплатить его — в разделе{' '}
        <Anchor component={Link} to="/support/">
          «Поддержка»
        </Anchor>
        ; состояние оплаты — на странице{' '}
        <Anchor component={Link} to="/payment/">
          «Оплата»
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
