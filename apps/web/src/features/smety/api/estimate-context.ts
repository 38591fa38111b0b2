import {
  type Company,
  calcTemplateListAnswer,
  calculatorListAnswer,
  calculatorSchema,
  companySettingsSchema,
  employeesResponse,
  installersResponse,
  priceListAnswer,
} from '@glad/contracts';
import type { CalculatorTemplate, PriceListItem } from '@glad/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { db, useLiveRecords } from '../../../lib/offline-db';
import { priceListItemOf, templatesOf } from '../../../lib/pricing-wire';
import { decodePayload, getAccessToken } from '../../../lib/tokens';
import {
  companyInput,
  type EstimateContext,
  estimateSettings,
  personOf,
  type StaffPerson,
} from '../model/context';

/*
 * What an estimate needs besides the project's records: the company and its SMETA_* settings, the price
 * list, the calculators, the staff and the installers. Each answer is kept in local storage per company,
 * so an estimate opens and prints in a flat with no signal (DESIGN §3 «Estimates»: they work offline).
 */

function storeKey(name: string): string | null {
  const token = getAccessToken();
  const company = token ? decodePayload(token)?.cid : undefined;
  return typeof company === 'number' ? `glad.smety.${name}.${company}` : null;
}

function readStored<T>(name: string, schema: z.ZodType<T>): T | undefined {
  const key = storeKey(name);
  try {
    const raw = key ? localStorage.getItem(key) : null;
    const parsed = raw ? schema.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function writeStored(name: string, value: unknown) {
  const key = storeKey(name);
  try {
    if (key) localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full: the estimate still works online
  }
}

/** An online answer, kept for offline use and shown from storage at once. */
function useKept<T>(name: string, schema: z.ZodType<T>, load: (signal: AbortSignal) => Promise<T>) {
  return useQuery({
    queryKey: ['smety', name],
    queryFn: async ({ signal }) => {
      const value = await load(signal);
      writeStored(name, value);
      return value;
    },
    initialData: () => readStored(name, schema),
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
    retry: 0,
  });
}

const person = z.object({ id: z.number(), name: z.string(), phone: z.string().nullable() });
const people = z.array(person);
// stored values were checked when received; reading them back only needs their shape
const loose = <T>() => z.array(z.custom<T>((v) => typeof v === 'object' && v !== null));

export function usePriceList() {
  return useKept('pricelist', loose<PriceListItem>(), async (signal) => {
    const answer = priceListAnswer.parse(await api('/api/pricelist/', { query: { limit: 5000 }, signal }));
    return answer.content.map(priceListItemOf);
  });
}

/** Calculators in the offline copy (filled by the configs screens) win; else the server's, else templates. */
export function useTemplates() {
  const offline = useLiveRecords(async () => {
    const rows = await db.configs.toArray();
    return rows.flatMap((row) => {
      const parsed = calculatorSchema.safeParse(row);
      return parsed.success ? [parsed.data] : [];
    });
  }, []);
  const online = useKept('calculators', loose<CalculatorTemplate>(), async (signal) => {
    const calculators = calculatorListAnswer.parse(
      await api('/api/calculator/', { query: { limit: 1000 }, signal }),
    );
    const templates = calculators.content.length
      ? []
      : calcTemplateListAnswer.parse(await api('/api/templatecalc/', { query: { limit: 1000 }, signal }))
          .content;
    return templatesOf(calculators.content, templates);
  });
  const fromOffline = useMemo(() => (offline?.length ? templatesOf(offline, []) : null), [offline]);
  return { data: fromOffline ?? online.data, isError: online.isError };
}

export function useInstallers() {
  return useKept('installers', people, async (signal) =>
    installersResponse.parse(await api('/api/potolochniki/', { signal })).map(personOf),
  );
}

export function useStaff() {
  return useKept('staff', people, async (signal) =>
    employeesResponse.parse(await api('/api/users/', { signal })).map(personOf),
  );
}

const storedCompany = z.object({
  company: z.object({
    id: z.number(),
    name: z.string(),
    city: z.string().nullable().optional(),
    adres: z.string().nullable().optional(),
    phone: z.string().nullable().optional(),
    email: z.string().nullable().optional(),
    requisites: z.string().nullable().optional(),
    logo: z.string().nullable().optional(),
  }),
  settings: companySettingsSchema,
});

/** The company as the estimate prints it, from the server's answer or, offline, from the last one kept. */
export function useCompanyPart(company: Company | undefined) {
  return useMemo(() => {
    if (company) {
      const part = { company: companyInput(company), settings: estimateSettings(company.settings) };
      writeStored('company', part);
      return part;
    }
    const kept = readStored('company', storedCompany);
    return kept ? { company: kept.company, settings: estimateSettings(kept.settings) } : null;
  }, [company]);
}

export interface EstimateContextState {
  context: EstimateContext | null;
  /** Parts that could not be loaded and have no kept copy (offline on a device that never had them). */
  missing: string[];
  loading: boolean;
}

export function useEstimateContext(
  company: Company | undefined,
  companyFailed: boolean,
): EstimateContextState {
  const part = useCompanyPart(company);
  const prices = usePriceList();
  const templates = useTemplates();
  const staff = useStaff();
  const installers = useInstallers();
  const p = { data: prices.data, isError: prices.isError };
  const t = { data: templates.data, isError: templates.isError };
  const s = { data: staff.data, isError: staff.isError };
  const i = { data: installers.data, isError: installers.isError };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the parts' data and error flags are the inputs
  return useMemo(() => {
    const missing: string[] = [];
    const settled = <T>(q: { data: T | undefined; isError: boolean }, label: string, empty: T): T | null => {
      if (q.data !== undefined) return q.data;
      if (q.isError) {
        missing.push(label);
        return empty;
      }
      return null;
    };
    const priceList = settled(p, 'прайс-лист', [] as PriceListItem[]);
    const list = settled(t, 'калькуляторы', [] as CalculatorTemplate[]);
    const staffList = settled(s, 'сотрудники', [] as StaffPerson[]);
    const installerList = settled(i, 'монтажники', [] as StaffPerson[]);
    if (!part) return { context: null, missing, loading: !companyFailed };
    if (!priceList || !list || !staffList || !installerList) return { context: null, missing, loading: true };
    const context: EstimateContext = {
      ...part,
      priceList,
      templates: list,
      staff: staffList,
      installers: installerList,
    };
    return { context, missing, loading: false };
  }, [part, companyFailed, p.data, p.isError, t.data, t.isError, s.data, s.isError, i.data, i.isError]);
}
