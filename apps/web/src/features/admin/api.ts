import {
  type AdminEventType,
  adminChartResponse,
  adminEventsResponse,
  installersResponse,
  noCompanyResponse,
} from '@glad/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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

/** The platform's event log, newest first, optionally of one type. */
export function useAdminEvents(page: number, type: AdminEventType | null) {
  return useQuery({
    queryKey: ['admin', 'events', page, type],
    queryFn: async ({ signal }) =>
      adminEventsResponse.parse(
        await api('/api/admin/events/', {
          query: { offset: (page - 1) * ADMIN_PAGE_SIZE, limit: ADMIN_PAGE_SIZE, type },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** Installers (потолочники) of the admin's company. */
export function useInstallers() {
  return useQuery({
    queryKey: ['potolochniki'],
    queryFn: async ({ signal }) => installersResponse.parse(await api('/api/potolochniki/', { signal })),
  });
}
