import {
  MAX_PRICE_ITEMS,
  type PriceImportAnswer,
  type PriceItem,
  type PriceItemCreateBody,
  type PriceItemUpdateBody,
  priceImportAnswer,
  priceItemAnswer,
  priceListAnswer,
} from '@glad/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, OFFLINE_MESSAGE, refreshSession } from '../../../lib/api-client';
import { db } from '../../../lib/offline-db';
import { getAccessToken, getRefreshToken } from '../../../lib/tokens';

/** The price list as a screen reads it: every item, the categories, and whether it is the device's copy. */
export interface PriceList {
  items: PriceItem[];
  categories: string[];
  /** ms when the server gave this list; set only when it is the copy kept on the device (offline) */
  offlineSince: number | null;
}

/**
 * The last price list fetched, kept in the offline copy's `meta` table (emptied on sign-out with the rest),
 * so the calculation editor prices rooms without a network (SPEC §3: local databases cache calculator data).
 */
export const PRICE_LIST_CACHE_KEY = 'cache:pricelist';
interface CachedPriceList {
  items: PriceItem[];
  categories: string[];
  at: number;
}

export const priceListKey = ['pricelist'] as const;

async function writeCache(list: CachedPriceList) {
  try {
    await db.meta.put({ key: PRICE_LIST_CACHE_KEY, value: list });
  } catch (err) {
    // A full or blocked storage must not break the online screen: only the offline copy is missed.
    console.warn('Прайс-лист не сохранён на устройстве', err);
  }
}

/** The price list kept on this device, or null when none was fetched yet. */
export async function readCachedPriceList(): Promise<CachedPriceList | null> {
  const row = await db.meta.get(PRICE_LIST_CACHE_KEY);
  return (row?.value as CachedPriceList | undefined) ?? null;
}

/**
 * GET pricelist/ with every item (a company keeps at most MAX_PRICE_ITEMS), filtered on the device so search
 * answers as one types. Offline, the copy on the device is shown instead.
 */
export async function fetchPriceList(signal?: AbortSignal): Promise<PriceList> {
  try {
    const body = priceListAnswer.parse(
      await api('/api/pricelist/', { query: { limit: MAX_PRICE_ITEMS }, signal }),
    );
    // Awaited (it never throws): once the list is on screen its copy is on the device, so a reload right
    // after going offline finds it instead of racing the write.
    await writeCache({ items: body.content, categories: body.categories, at: Date.now() });
    return { items: body.content, categories: body.categories, offlineSince: null };
  } catch (err) {
    if (err instanceof ApiError && err.status === 0) {
      const cached = await readCachedPriceList();
      if (cached) return { items: cached.items, categories: cached.categories, offlineSince: cached.at };
    }
    throw err;
  }
}

export const priceListQuery = queryOptions({
  queryKey: priceListKey,
  // Offline the query still runs: it answers with the copy kept on the device.
  networkMode: 'always',
  queryFn: ({ signal }) => fetchPriceList(signal),
});

export function usePriceList() {
  return useQuery(priceListQuery);
}

const categoriesOf = (items: readonly PriceItem[]) =>
  [...new Set(items.map((i) => i.category).filter(Boolean))].sort((a, b) => a.localeCompare(b, 'ru'));

/** Puts a changed list into the query and the device's copy at once. */
function useSetList() {
  const qc = useQueryClient();
  return (change: (items: PriceItem[]) => PriceItem[]) => {
    const old = qc.getQueryData<PriceList>(priceListKey);
    if (!old) return;
    const items = change(old.items);
    const next: PriceList = { items, categories: categoriesOf(items), offlineSince: old.offlineSince };
    qc.setQueryData(priceListKey, next);
    if (old.offlineSince === null) void writeCache({ items, categories: next.categories, at: Date.now() });
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
