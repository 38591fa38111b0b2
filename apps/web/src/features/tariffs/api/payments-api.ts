import {
  type PayBody,
  type PaymentsResponse,
  type PayResponse,
  paymentsResponse,
  payResponse,
  promocodeApplyResponse,
  promocodeUsesResponse,
  type QuoteResponse,
  quoteResponse,
} from '@glad/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { downloadAuthed } from '../../../lib/download';

/** GET /api/payment/: the company's payments for plans, the plan in force and its last paid day. */
export const paymentsQuery = queryOptions({
  queryKey: ['payment'],
  queryFn: async ({ signal }): Promise<PaymentsResponse> =>
    paymentsResponse.parse(await api('/api/payment/', { signal })),
  staleTime: 60_000,
  // Back from the provider's page the notification may still be on its way: asked again while a card
  // payment made in the last half hour waits.
  refetchInterval: (query) =>
    query.state.data?.content.some(
      (p) =>
        p.method === 'card' && p.status === 'pending' && Date.now() - Date.parse(p.createdAt) < 30 * 60_000,
    )
      ? 5000
      : false,
});

export function usePayments() {
  return useQuery(paymentsQuery);
}

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
