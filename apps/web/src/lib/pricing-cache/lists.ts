import {
  type CalcTemplateWire,
  type CalculatorWire,
  type Company,
  calcTemplateListAnswer,
  calculatorListAnswer,
  companyResponse,
  type Employee,
  employeesResponse,
  installersResponse,
  MAX_PRICE_ITEMS,
  MAX_SMETA_TEMPLATES,
  type PriceItem,
  priceListAnswer,
  type SmetaTemplate,
  smetaTemplateListAnswer,
} from '@glad/contracts';
import type { z } from 'zod';
import { api } from '../api-client';

/*
 * The company's lists a room and an estimate are priced and printed with, as this device keeps them
 * (decision 0017): what each one holds and the one request that reads it whole.
 */

/** A company keeps at most this many calculators or calculator templates: each list is read in one call. */
const ONE_PAGE = 1000;

export type Installer = z.infer<typeof installersResponse>[number];

export interface ListValues {
  /** GET pricelist/: every item and the categories */
  pricelist: { items: PriceItem[]; categories: string[] };
  /** GET calculator/ and the plan's limit */
  calculators: { items: CalculatorWire[]; limit: number };
  /** GET templatecalc/ and the plan's limit */
  templatecalc: { items: CalcTemplateWire[]; limit: number };
  /** GET smeta_template/: estimate templates */
  smetatemplates: { items: SmetaTemplate[] };
  /** GET company/: the company with its SMETA_* settings */
  company: Company;
  /** GET users/: the staff an estimate names (the project's manager) */
  staff: { items: Employee[] };
  /** GET potolochniki/: the installers an estimate names */
  installers: { items: Installer[] };
}
export type ListName = keyof ListValues;

export const listNames: readonly ListName[] = [
  'pricelist',
  'calculators',
  'templatecalc',
  'smetatemplates',
  'company',
  'staff',
  'installers',
];

export type ListLoader<K extends ListName> = (signal?: AbortSignal) => Promise<ListValues[K]>;

/** The request behind each list; the answer is checked against its contract. */
export const listLoaders: { [K in ListName]: ListLoader<K> } = {
  pricelist: async (signal) => {
    const body = priceListAnswer.parse(
      await api('/api/pricelist/', { query: { limit: MAX_PRICE_ITEMS }, signal }),
    );
    return { items: body.content, categories: body.categories };
  },
  calculators: async (signal) => {
    const body = calculatorListAnswer.parse(
      await api('/api/calculator/', { query: { limit: ONE_PAGE }, signal }),
    );
    return { items: body.content, limit: body.limit };
  },
  templatecalc: async (signal) => {
    const body = calcTemplateListAnswer.parse(
      await api('/api/templatecalc/', { query: { limit: ONE_PAGE }, signal }),
    );
    return { items: body.content, limit: body.limit };
  },
  smetatemplates: async (signal) => {
    const body = smetaTemplateListAnswer.parse(
      await api('/api/smeta_template/', { query: { limit: MAX_SMETA_TEMPLATES }, signal }),
    );
    return { items: body.content };
  },
  company: async (signal) => companyResponse.parse(await api('/api/company/', { signal })).company,
  staff: async (signal) => ({ items: employeesResponse.parse(await api('/api/users/', { signal })) }),
  installers: async (signal) => ({
    items: installersResponse.parse(await api('/api/potolochniki/', { signal })),
  }),
};
