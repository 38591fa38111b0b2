import { okBody, type SyncTable, type TrashItem, trashPage, trashRestoreAnswer } from '@glad/contracts';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Rows asked for at a time: the trash is read online and rarely holds more than a few pages. */
export const TRASH_PAGE = 50;

export const trashKey = ['trash'] as const;

/** GET /api/trash/: deleted records of every kind (or one `type`), newest deletion first, page by page. */
export function useTrash(type: SyncTable | null) {
  return useInfiniteQuery({
    queryKey: [...trashKey, type ?? 'all'],
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) =>
      trashPage.parse(
        await api('/api/trash/', {
          signal,
          query: { offset: pageParam, limit: TRASH_PAGE, type: type ?? undefined },
        }),
      ),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.content.length, 0);
      return loaded < last.pagination.total && last.content.length > 0 ? loaded : undefined;
    },
    // Deletions happen on other screens and devices: show the bin as it is now whenever it is opened.
    staleTime: 0,
  });
}

const itemPath = (item: Pick<TrashItem, 'type' | 'id'>) => `/api/trash/${item.type}/${item.id}/`;

/** PUT /api/trash/{type}/{id}/: takes a record out of the trash; the next pull brings it back everywhere. */
export function useRestoreFromTrash() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (item: Pick<TrashItem, 'type' | 'id'>) =>
      trashRestoreAnswer.parse(await api(itemPath(item), { method: 'PUT' })),
    onSettled: () => qc.invalidateQueries({ queryKey: trashKey }),
  });
}

/** DELETE /api/trash/{type}/{id}/: deletes a trashed record for good. */
export function useEraseFromTrash() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (item: Pick<TrashItem, 'type' | 'id'>) =>
      okBody.parse(await api(itemPath(item), { method: 'DELETE' })),
    onSettled: () => qc.invalidateQueries({ queryKey: trashKey }),
  });
}
