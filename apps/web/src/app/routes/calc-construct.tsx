import { companySettingsDefaults } from '@glad/contracts';
import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { useCompany } from '../../features/company/api/company-api';
import { ConstructorPage } from '../../features/constructor/components/constructor-page';
import { usePriceList } from '../../features/pricelist/api/pricelist-api';
import { canEditPricing } from '../../features/pricelist/permissions';
import { useCurrentUser } from '../../features/session';
import { CalculatorsLink, PriceListLink } from '../pricing-links';

export const handle = { title: 'Конструктор калькулятора' };

export function Component() {
  const user = useCurrentUser();
  const prices = usePriceList();
  const company = useCompany();
  const settings = company.data?.settings ?? companySettingsDefaults;
  return (
    <Stack gap="lg">
      <PageHeader
        title="Конструктор калькулятора"
        description="Строки шаблона по группам: позиция прайс-листа и откуда берётся количество. Итог — на примере комнаты."
        actions={
          <>
            <CalculatorsLink />
            <PriceListLink />
          </>
        }
      />
      <ConstructorPage
        items={prices.data?.items}
        itemsError={prices.error}
        onRetryItems={() => void prices.refetch()}
        settings={settings}
        canEdit={user ? canEditPricing(user) : false}
      />
    </Stack>
  );
}
