import {
  type AdminEventType,
  adminChartResponse,
  adminCompaniesResponse,
  adminDevResponse,
  adminEventsResponse,
  adminInstallersResponse,
  adminPlansResponse,
  adminStatsResponse,
  noCompanyResponse,
} from '@glad/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const ADMIN_PAGE_SIZE = 20;

/** New companies per Moscow day over the last `days` days. */
export function useRegistrationsChart(days: number) {
  return useQuery({
    queryKey: ['admin', 'chart', days],
    queryFn: async ({ signal }) =>
      adminChartResponse.parse(await api('/api/admin/chart/', { query: { days }, signal })),
  });
}

/** Platform users who belong to no company, a page at a time. */
export function useNoCompanyUsers(page: number) {
  return useQuery({
    queryKey: ['admin', 'nocompany', page],
    queryFn: async ({ signal }) =>
      noCompanyResponse.parse(
        await api('/api/admin/nocompany/', {
          query: { offset: (page - 1) * ADMIN_PAGE_SIZE, limit: ADMIN_PAGE_SIZE },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export interface EventsFilter {
  type: AdminEventType | null;
  companyId: number | null;
  /** Moscow days, YYYY-MM-DD, inclusive */
  from: string | null;
  to: string | null;
}

/** The platform's event log, newest first, filtered by type, company and days. */
export function useAdminEvents(page: number, filter: EventsFilter) {
  return useQuery({
    queryKey: ['admin', 'events', page, filter],
    queryFn: async ({ signal }) =>
      adminEventsResponse.parse(
        await api('/api/admin/events/', {
          query: { offset: (page - 1) * ADMIN_PAGE_SIZE, limit: ADMIN_PAGE_SIZE, ...filter },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

const pageOf = (page: number) => ({ offset: (page - 1) * ADMIN_PAGE_SIZE, limit: ADMIN_PAGE_SIZE });

/** Installers of every company, with their company and jobs. */
export function useAdminInstallers(page: number, search: string) {
  return useQuery({
    queryKey: ['admin', 'potolochniki', page, search],
    queryFn: async ({ signal }) =>
      adminInstallersResponse.parse(
        await api('/api/admin/potolochniki/', { query: { ...pageOf(page), search: search || null }, signal }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** Figures of the admin's first page. */
export function useAdminStats() {
  return useQuery({
    queryKey: ['admin', 'stats'],
    queryFn: async ({ signal }) => adminStatsResponse.parse(await api('/api/admin/stats/', { signal })),
  });
}

export function useAdminCompanies(page: number, search: string) {
  return useQuery({
    queryKey: ['admin', 'companies', page, search],
    queryFn: async ({ signal }) =>
      adminCompaniesResponse.parse(
        await api('/api/admin/companies/', { query: { ...pageOf(page), search: search || null }, signal }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useAdminPlans() {
  return useQuery({
    queryKey: ['admin', 'tariffs'],
    queryFn: async ({ signal }) => adminPlansResponse.parse(await api('/api/admin/tariffs/', { signal })),
  });
}

export function useAdminDev() {
  return useQuery({
    queryKey: ['admin', 'dev'],
    queryFn: async ({ signal }) => adminDevResponse.parse(await api('/api/admin/dev/', { signal })),
  });
}

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An admin action: sends, then everything the admin area shows is read again. */
export function useAdminAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ method, path, body }: { method: Method; path: string; body?: object }) =>
      api(path, { method, body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin'] }),
  });
}
