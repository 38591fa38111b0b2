import {
  type PriceImportAnswer,
  type PriceItem,
  type PriceItemCreateBody,
  type PriceItemUpdateBody,
  priceImportAnswer,
  priceItemAnswer,
} from '@glad/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { downloadAuthed } from '../../../lib/download';
import { type ListData, listQuery } from '../../../lib/pricing-cache';

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

/** GET pricelist/export/: the XLSX book, saved under today's date. */
export function downloadPriceList(): Promise<void> {
  return downloadAuthed(
    '/api/pricelist/export/',
    `Прайс-лист ${new Date().toISOString().slice(0, 10)}.xlsx`,
    'Не удалось выгрузить прайс-лист',
  );
}
