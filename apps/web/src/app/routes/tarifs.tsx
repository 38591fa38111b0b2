import { Anchor, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { useCompany } from '../../features/company/api/company-api';
import { useCurrentUser } from '../../features/session';
import { useTariffs } from '../../features/tariffs/api/tariffs-api';
import { PayPanel } from '../../features/tariffs/components/pay-panel';
import { PlanState } from '../../features/tariffs/components/plan-state';
import { TariffCards } from '../../features/tariffs/components/tariff-cards';

export function Component() {
  const tariffs = useTariffs();
  const company = useCompany();
  const user = useCurrentUser();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const usage = company.data ? { managers: company.data.manager, templateCalc: company.data.calc } : null;
  const chosen = tariffs.data?.content.find((p) => p.id === chosenId) ?? null;
  return (
    <Stack gap="lg">
      <PageHeader
        title="Тарифы"
        description="Тариф ограничивает число сотрудников, шаблонов калькуляторов и калькуляторов. Цены — за месяц; за 3 месяца скидка 10 %, за год — 20 %."
      />
      <PlanState />
      {tariffs.data ? (
        <TariffCards
          plans={tariffs.data.content}
          usage={usage}
          onChoose={user?.vladelec ? (p) => setChosenId(p.id) : undefined}
          chosenId={chosenId}
        />
      ) : (
        <QueryState error={tariffs.error} onRetry={() => void tariffs.refetch()} />
      )}
      {chosen && <PayPanel key={chosen.id} plan={chosen} />}
      {user && !user.vladelec && <Text size="sm">Сменить и оплатить тариф может владелец компании.</Text>}
      <Text size="sm">
        История платежей, счета и квитанции — на странице{' '}
        <Anchor component={Link} to="/payment/">
          «Оплата»
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
