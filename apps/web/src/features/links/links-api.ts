import {
  clientLinkAnswer,
  clientLinkListAnswer,
  type LinkCreateInput,
  noticeListAnswer,
} from '@glad/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../lib/api-client';

export const linksKey = ['links'] as const;

/** GET links/: a project's or a document's client links, newest first, with what the client did. */
export function useLinks(filter: { project?: number; document?: number }) {
  return useQuery({
    queryKey: [...linksKey, filter],
    queryFn: async ({ signal }) =>
      clientLinkListAnswer.parse(await api('/api/links/', { query: filter, signal })).content,
    refetchOnWindowFocus: true,
  });
}

export function useCreateLink() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: LinkCreateInput) =>
      clientLinkAnswer.parse(await api('/api/links/', { method: 'POST', body })).content,
    onSuccess: () => qc.invalidateQueries({ queryKey: linksKey }),
  });
}

export function useRevokeLink() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      clientLinkAnswer.parse(await api(`/api/links/${id}/revoke`, { method: 'POST' })).content,
    onSuccess: () => qc.invalidateQueries({ queryKey: linksKey }),
  });
}

/** GET notices/: the signed-in person's unread notices (asked again every minute and on focus). */
export function useNotices() {
  return useQuery({
    queryKey: ['notices'],
    queryFn: async ({ signal }) => noticeListAnswer.parse(await api('/api/notices/', { signal })).content,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}

export async function markNoticesRead(ids: number[]) {
  await api('/api/notices/read', { method: 'POST', body: { ids } });
}

/**
 * POST links/mark/ once per signed-in user: the server marks this browser (an HttpOnly cookie for `/e/…`),
 * so a colleague opening a client link here is not counted as the client's view (decision 0041).
 */
export function useStaffMark(userId: number | undefined) {
  useEffect(() => {
    if (userId === undefined) return;
    // offline or a lost session: the next load marks it; a missed mark only means a counted view
    api('/api/links/mark/', { method: 'POST' }).catch(() => undefined);
  }, [userId]);
}
