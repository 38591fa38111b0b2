import { type ReportGroup, reportAnswer } from '@glad/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface ReportParams {
  from: string;
  to: string;
  group: ReportGroup;
}

/** GET reports/: the figures of the period, computed by the server. */
export function useReport(params: ReportParams) {
  return useQuery({
    queryKey: ['reports', params],
    queryFn: async ({ signal }) =>
      reportAnswer.parse(await api('/api/reports/', { query: { ...params }, signal })),
    placeholderData: keepPreviousData,
    retry: (count, err) => (err as { status?: number }).status !== 400 && count < 1,
  });
}
