import { noticeListAnswer } from '@glad/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../lib/api-client';

/*
 * What every page's shell asks of the links' side: the notices and the staff mark. Apart from links-api.ts,
 * whose schemas (the links with their estimates) only the project and estimate screens need (decision 0051).
 */

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
