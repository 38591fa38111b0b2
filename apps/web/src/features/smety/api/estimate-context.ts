import type { Company } from '@glad/contracts';
import type { CalculatorTemplate, PriceListItem } from '@glad/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type ListData, listQuery } from '../../../lib/pricing-cache';
import { priceListItemOf, templatesOf } from '../../../lib/pricing-wire';
import {
  companyInput,
  type EstimateContext,
  estimateSettings,
  personOf,
  type StaffPerson,
} from '../model/context';

/*
 * What an estimate needs besides the project's records: the company and its SMETA_* settings, the price
 * list, the calculators, the staff and the installers. All of them are the lists kept on the device by
 * lib/pricing-cache (read with the start-up pull, kept current by sync), so an estimate opens and prints
 * in a flat with no signal (docs/design.md §3 «Estimates»: they work offline) — from the first login on.
 */

// `select` functions kept stable, so a screen re-renders only when a list changes
const priceItems = (list: ListData<'pricelist'>) => list.items.map(priceListItemOf);
const people = (list: ListData<'staff'> | ListData<'installers'>) => list.items.map(personOf);

export function usePriceList() {
  return useQuery({ ...listQuery('pricelist'), select: priceItems });
}

/** The calculators, or — for a company without any — its calculator templates. */
export function useTemplates() {
  const calculators = useQuery(listQuery('calculators'));
  const templates = useQuery(listQuery('templatecalc'));
  const calcItems = calculators.data?.items;
  const templateItems = templates.data?.items;
  const data = useMemo(() => {
    if (!calcItems) return undefined;
    if (calcItems.length > 0) return templatesOf(calcItems, []);
    return templateItems ? templatesOf([], templateItems) : undefined;
  }, [calcItems, templateItems]);
  const isError = calculators.isError || (calcItems?.length === 0 && templates.isError);
  return { data, isError };
}

export function useInstallers() {
  return useQuery({ ...listQuery('installers'), select: people });
}

export function useStaff() {
  return useQuery({ ...listQuery('staff'), select: people });
}

/** The company as the estimate prints it (offline, the company query answers from the device). */
export function useCompanyPart(company: Company | undefined) {
  return useMemo(
    () => (company ? { company: companyInput(company), settings: estimateSettings(company.settings) } : null),
    [company],
  );
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
