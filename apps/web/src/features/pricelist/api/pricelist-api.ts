import {
  type PriceImportAnswer,
  type PriceItem,
  type PriceItemCreateBody,
  type PriceItemUpdateBody,
  priceImportAnswer,
  priceItemAnswer,
} from '@glad/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, OFFLINE_MESSAGE, refreshSession } from '../../../lib/api-client';
import { type ListData, listQuery } from '../../../lib/pricing-cache';
import { getAccessToken, getRefreshToken } from '../../../lib/tokens';

/** The price list as a screen reads it: every item, the categories, and whether it is the device's copy. */
export type PriceList = ListData<'pricelist'>;

/** The one query of the price list (lib/pricing-cache): offline, the copy kept on the device. */
export const priceListQuery = listQuery('pricelist');
export const priceListKey = priceListQuery.queryKey;

export function usePriceList() {
  return useQuery(priceListQuery);
}

const categoriesOf = (items: readonly PriceItem[]) =>
  [...new Set(items.map((i) => i.category).filter(Boolean))].sort((a, b) => a.localeCompare(b, 'ru'));

/** Puts a changed list into the query; lib/pricing-cache keeps it on the device as well. */
function useSetList() {
  const qc = useQueryClient();
  return (change: (items: PriceItem[]) => PriceItem[]) => {
    const old = qc.getQueryData(priceListKey);
    if (!old) return;
    const items = change(old.items);
    qc.setQueryData(priceListKey, { items, categories: categoriesOf(items), offlineSince: old.offlineSince });
  };
}

export function useCreatePriceItem() {
  const setList = useSetList();
  return useMutation({
    mutationFn: async (body: PriceItemCreateBody) =>
      priceItemAnswer.parse(await api('/api/pricelist/', { method: 'POST', body })).content,
    onSuccess: (item) => setList((items) => [...items.filter((i) => i.id !== item.id), item]),
  });
}

export function useUpdatePriceItem() {
  const setList = useSetList();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: PriceItemUpdateBody }) =>
      priceItemAnswer.parse(await api(`/api/pricelist/${id}`, { method: 'PUT', body })).content,
    onSuccess: (item) => setList((items) => items.map((i) => (i.id === item.id ? item : i))),
  });
}

export function useDeletePriceItem() {
  const setList = useSetList();
  return useMutation({
    mutationFn: async (id: number) => {
      await api(`/api/pricelist/${id}`, { method: 'DELETE' });
      return id;
    },
    onSuccess: (id) => setList((items) => items.filter((i) => i.id !== id)),
  });
}

/** POST pricelist/import/ (multipart): the server's report row by row; the list is read again after it. */
export function useImportPriceList() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (file: File): Promise<PriceImportAnswer> => {
      const form = new FormData();
      form.append('file', file, file.name);
      return priceImportAnswer.parse(await api('/api/pricelist/import/', { method: 'POST', body: form }));
    },
    onSettled: () => qc.invalidateQueries({ queryKey: priceListKey }),
  });
}

/**
 * GET pricelist/export/: the XLSX book. Bytes, not JSON, so not through `api()`; the bearer token and the
 * one renewal on a 401 are done the same way.
 */
export async function downloadPriceList(): Promise<void> {
  const attempt = (token: string | null) =>
    fetch('/api/pricelist/export/', { headers: token ? { authorization: `Bearer ${token}` } : {} });
  let res: Response;
  try {
    res = await attempt(getAccessToken());
    if (res.status === 401 && getRefreshToken() && (await refreshSession())) {
      res = await attempt(getAccessToken());
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw new ApiError(0, OFFLINE_MESSAGE);
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(res.status, body?.message ?? `Не удалось выгрузить прайс-лист (${res.status})`);
  }
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `Прайс-лист ${new Date().toISOString().slice(0, 10)}.xlsx`;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started once click() returns; the URL is freed a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
