import { clientLinkAnswer, clientLinkListAnswer, type LinkCreateInput } from '@glad/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { linksKey } from './links-key';

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
