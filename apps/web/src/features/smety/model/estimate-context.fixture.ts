import { defaultCalculatorTemplate, defaultPriceList } from '@glad/domain';
import type { EstimateContext } from './context';

/** The estimate context of the model tests: the standard price list and calculator, every part shown. */

export const settings = {
  SMETA_PROCENT_SOOTNOSHENIE: 30,
  SMETA_POM: true,
  SMETA_EXPIRES: true,
  SMETA_DAY: 14,
  SMETA_QUAN: true,
  SMETA_STOIMOST: true,
  SMETA_ROUND: true,
  SMETA_ROUND_BY: 10,
  SMETA_MARKUP: 0,
  SMETA_SIGN: true,
  SMETA_CUSTOM: '',
  SMETA_COMPANY_NAME: true,
  SMETA_DATE_CREATE: true,
  SMETA_MANAGER: true,
  SMETA_PHOTO_POSITION: 'left' as const,
  SMETA_SKETCH: true,
  SMETA_COMPACT: false,
};

export const context: EstimateContext = {
  company: { id: 1, name: 'ООО «Гладь»', phone: '+7 (495) 000-00-00' },
  settings,
  priceList: defaultPriceList(),
  templates: [defaultCalculatorTemplate()],
  staff: [{ id: 7, name: 'Петров Илья', phone: null }],
  installers: [{ id: 9, name: 'Сидоров Алексей', phone: '+7 (926) 000-00-02' }],
};
