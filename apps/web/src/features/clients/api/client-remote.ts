import { type ClientRecord, clientRecord, recordAnswer } from '@glad/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';

const answer = recordAnswer(clientRecord);

/**
 * GET /api/client/{id}/ — asked only when the offline copy has no such client (not pulled yet, or a link
 * from someone else): null when the server has none either.
 */
export function useRemoteClient(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['client', id],
    enabled,
    retry: false,
    queryFn: async ({ signal }): Promise<ClientRecord | null> => {
      try {
        return answer.parse(await api(`/api/client/${id}/`, { signal })).content;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}
