import { type PaymentsResponse, paymentsResponse } from '@glad/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/*
 * The plan in force, read by the header on every page (the notice of a plan's last days): apart from the
 * paying and the promocodes (payments-api.ts), which only the payment page needs (decision 0051).
 */

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
