import {
  type SupportStatus,
  supportCreatedResponse,
  supportThreadResponse,
  supportThreadsResponse,
} from '@glad/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const SUPPORT_PAGE_SIZE = 20;
const pageOf = (page: number) => ({ offset: (page - 1) * SUPPORT_PAGE_SIZE, limit: SUPPORT_PAGE_SIZE });

/** The caller's own questions to the support, newest-updated first. */
export function useMyThreads(page: number) {
  return useQuery({
    queryKey: ['support', 'mine', page],
    queryFn: async ({ signal }) =>
      supportThreadsResponse.parse(await api('/api/support/', { query: pageOf(page), signal })),
    placeholderData: keepPreviousData,
  });
}

/** Every thread, for admins (admin/support/), optionally of one status. */
export function useSupportInbox(page: number, status: SupportStatus | null) {
  return useQuery({
    queryKey: ['support', 'inbox', page, status],
    queryFn: async ({ signal }) =>
      supportThreadsResponse.parse(
        await api('/api/admin/support/', { query: { ...pageOf(page), status }, signal }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useThread(id: number | null) {
  return useQuery({
    queryKey: ['support', 'thread', id],
    queryFn: async ({ signal }) => supportThreadResponse.parse(await api(`/api/support/${id}`, { signal })),
    enabled: id !== null,
  });
}

/** The form's text fields and the screenshot (if chosen), as the server reads them. */
function formData(fields: Record<string, string>, screenshot: File | null) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  if (screenshot) body.append('screenshot', screenshot);
  return body;
}

/** A new question; resolves with the new thread's id. */
export function useAsk() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (v: { subject: string; text: string; screenshot: File | null }) =>
      supportCreatedResponse.parse(
        await api('/api/support/', {
          method: 'POST',
          body: formData({ subject: v.subject, text: v.text }, v.screenshot),
        }),
      ).id,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['support'] }),
  });
}

/** A message in a thread: the asker's, or an admin's answer. */
export function useReply(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (v: { text: string; screenshot: File | null }) =>
      api(`/api/support/${id}`, { method: 'POST', body: formData({ text: v.text }, v.screenshot) }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['support'] }),
  });
}
