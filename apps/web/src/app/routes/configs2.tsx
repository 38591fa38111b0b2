import { companySettingsDefaults } from '@glad/contracts';
import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { useCompany } from '../../features/company/api/company-api';
import { PriceListPage } from '../../features/pricelist/components/pricelist-page';
import { canEditPricing } from '../../features/pricelist/permissions';
import { useCurrentUser } from '../../features/session';
import { canSeeCosts } from '../../lib/rights';
import { CalculatorsLink } from '../pricing-links';

export const handle = { title: 'Прайс-лист' };

export function Component() {
  const user = useCurrentUser();
  const company = useCompany();
  const share =
    company.data?.settings.SMETA_PROCENT_SOOTNOSHENIE ?? companySettingsDefaults.SMETA_PROCENT_SOOTNOSHENIE;
  return (
    <Stack gap="lg">
      <PageHeader
        title="Прайс-лист"
        description="Позиции и цены, из которых собираются калькуляторы. Деньги — в рублях, проценты — для наценок и скидок."
        actions={<CalculatorsLink />}
      />
      <PriceListPage
        canEdit={user ? canEditPricing(user) : null}
        costs={canSeeCosts(user)}
        installerShare={share}
      />
    </Stack>
  );
}
