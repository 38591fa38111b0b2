import {
  type CalcTemplateWire,
  type CalculatorWire,
  type Company,
  companyResponse,
  type Employee,
  employeesResponse,
  installersResponse,
  type PriceItem,
  type SmetaTemplate,
} from '@glad/contracts';
import type { z } from 'zod';
import { ApiError, api, OFFLINE_MESSAGE } from '../api-client';

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

/**
 * The answer schemas of the pricing lists, each loaded with its list's first request: built on loading,
 * they were most of one task of ≈ 45 ms after home's first paint, for lists home does not show (decision
 * 0068). A file that does not come is the network's failure: the device's copy answers (`loadList`).
 */
function answerSchemas<M>(load: () => Promise<M>): () => Promise<M> {
  return () => load().catch(() => Promise.reject(new ApiError(0, OFFLINE_MESSAGE)));
}
const pricelistAnswer = answerSchemas(() => import('./answers/pricelist'));
const calculatorsAnswers = answerSchemas(() => import('./answers/calculators'));
const smetaTemplatesAnswer = answerSchemas(() => import('./answers/smeta-templates'));

/** The request behind each list; the answer is checked against its contract. */
export const listLoaders: { [K in ListName]: ListLoader<K> } = {
  pricelist: async (signal) => {
    const { MAX_PRICE_ITEMS, priceListAnswer } = await pricelistAnswer();
    const body = priceListAnswer.parse(
      await api('/api/pricelist/', { query: { limit: MAX_PRICE_ITEMS }, signal }),
    );
    return { items: body.content, categories: body.categories };
  },
  calculators: async (signal) => {
    const [{ calculatorListAnswer }, answer] = await Promise.all([
      calculatorsAnswers(),
      api('/api/calculator/', { query: { limit: ONE_PAGE }, signal }),
    ]);
    const body = calculatorListAnswer.parse(answer);
    return { items: body.content, limit: body.limit };
  },
  templatecalc: async (signal) => {
    const [{ calcTemplateListAnswer }, answer] = await Promise.all([
      calculatorsAnswers(),
      api('/api/templatecalc/', { query: { limit: ONE_PAGE }, signal }),
    ]);
    const body = calcTemplateListAnswer.parse(answer);
    return { items: body.content, limit: body.limit };
  },
  smetatemplates: async (signal) => {
    const { MAX_SMETA_TEMPLATES, smetaTemplateListAnswer } = await smetaTemplatesAnswer();
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
