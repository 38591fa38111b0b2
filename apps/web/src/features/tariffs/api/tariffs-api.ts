import { type TariffsResponse, tariffsResponse } from '@glad/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/tarifs/: every plan, with the caller's company plan marked. */
export const tariffsQuery = queryOptions({
  queryKey: ['tarifs'],
  queryFn: async ({ signal }): Promise<TariffsResponse> =>
    tariffsResponse.parse(await api('/api/tarifs/', { signal })),
  staleTime: 5 * 60_000,
});

export function useTariffs() {
  return useQuery(tariffsQuery);
}
