import { companySettingsDefaults } from '@glad/contracts';
import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { PageHeader } from '../../components/page-header';
import { CalcPage } from '../../features/calc/components/calc-page';
import type { PricingData } from '../../features/calc/model/pricing';
import { useCompany } from '../../features/company/api/company-api';
import { useCalculators } from '../../features/configs';
import { useTemplates } from '../../features/constructor';
import { usePriceList } from '../../features/pricelist';
import { useCurrentUser } from '../../features/session';
import { priceListItemOf, templatesOf } from '../../lib/pricing-wire';
import { canSeeCosts } from '../../lib/rights';

/**
 * Calculators (read on every visit, docs/spec.md §2), templates, price list and settings: offline from the device's
 * copy, which the start-up pull fills (lib/pricing-cache).
 */
function usePricingData(): PricingData {
  const user = useCurrentUser();
  const calculators = useCalculators();
  const templates = useTemplates();
  const prices = usePriceList();
  const company = useCompany();
  const settings = company.data?.settings ?? companySettingsDefaults;
  const calculatorItems = calculators.data?.items;
  const templateItems = templates.data?.items;
  const priceItems = prices.data?.items;
  const calculatorsDone = !calculators.isPending;
  // templates matter only for a company with no calculator
  const templatesDone = !templates.isPending || (calculatorItems?.length ?? 0) > 0;
  // the settings round the total: wait for them too (offline they come from the device's copy)
  const ready = calculatorsDone && templatesDone && !prices.isPending && !company.isPending;
  return useMemo(
    () => ({
      templates: templatesOf(calculatorItems ?? [], templateItems ?? []),
      priceList: (priceItems ?? []).map(priceListItemOf),
      settings,
      // cost prices and profit: the owner and rights group «Отчёты» (decision 0023)
      owner: canSeeCosts(user),
      ready,
    }),
    [calculatorItems, templateItems, priceItems, settings, user, ready],
  );
}

export function Component() {
  const pricing = usePricingData();
  return (
    <Stack gap="md">
      <PageHeader
        title="Чертёж"
        description="Помещение по замерам: стороны и диагонали, контур, площадь и периметр, расчёт цены."
      />
      <CalcPage pricing={pricing} />
    </Stack>
  );
}
