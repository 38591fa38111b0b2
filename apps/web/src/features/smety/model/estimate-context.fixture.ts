import { companySettingsDefaults } from '@glad/contracts';
import { defaultCalculatorTemplate, defaultPriceList } from '@glad/domain';
import type { EstimateContext } from './context';

/** The estimate context of the model tests: the standard price list and calculator, the default settings. */

export const settings = companySettingsDefaults;

export const context: EstimateContext = {
  company: { id: 1, name: 'ООО «Гладь»', phone: '+7 (495) 000-00-00' },
  settings,
  priceList: defaultPriceList(),
  templates: [defaultCalculatorTemplate()],
  staff: [{ id: 7, name: 'Петров Илья', phone: null }],
  installers: [{ id: 9, name: 'Сидоров Алексей', phone: '+7 (926) 000-00-02' }],
};
