import {
  type PayBody,
  type PayResponse,
  payResponse,
  promocodeApplyResponse,
  promocodeUsesResponse,
  type QuoteResponse,
  quoteResponse,
} from '@glad/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { downloadAuthed } from '../../../lib/download';

/** What a period of a plan costs today (credit for unused days and a promocode's discount counted). */
export function useQuote(tariffId: number | null, months: PayBody['months']) {
  return useQuery({
    queryKey: ['payment', 'quote', tariffId, months],
    queryFn: async ({ signal }): Promise<QuoteResponse> =>
      quoteResponse.parse(await api('/api/payment/quote/', { signal, query: { tariffId, months } })),
    enabled: tariffId !== null,
  });
}

export function usePay() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: PayBody): Promise<PayResponse> =>
      payResponse.parse(await api('/api/payment/', { method: 'PUT', body })),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['payment'] }),
  });
}

export const promocodesQuery = queryOptions({
  queryKey: ['promocode'],
  queryFn: async ({ signal }) => promocodeUsesResponse.parse(await api('/api/promocode/', { signal })),
});

export function useApplyPromocode() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      promocodeApplyResponse.parse(await api('/api/promocode/', { method: 'POST', body: { code } })),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['promocode'] });
      void qc.invalidateQueries({ queryKey: ['payment'] });
      void qc.invalidateQueries({ queryKey: ['tarifs'] });
      void qc.invalidateQueries({ queryKey: ['company'] });
    },
  });
}

/** A payment's invoice or receipt, saved as PDF. */
export function downloadPaymentPdf(id: number, doc: 'invoice' | 'receipt') {
  const name = doc === 'invoice' ? `Счёт № ${id}.pdf` : `Квитанция № ${id}.pdf`;
  return downloadAuthed(`/api/payment/${id}/${doc}/`, name);
}
