import {
  installerAccountAnswer,
  installerBalancesAnswer,
  type PayoutCreateBody,
  payoutAnswer,
  payoutListAnswer,
} from '@glad/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/* vyplaty/ (issue 11 §2): payouts, installers' balances and accounts — online only, as the server decides who sees what. */

export const payoutsKey = ['vyplaty'] as const;
const noRetryOn403 = (count: number, err: Error) => (err as { status?: number }).status !== 403 && count < 1;

/** A project's payouts (GET vyplaty/?project=). */
export function useProjectPayouts(project: number, enabled = true) {
  return useQuery({
    queryKey: [...payoutsKey, 'project', project],
    enabled,
    queryFn: async ({ signal }) =>
      payoutListAnswer.parse(await api('/api/vyplaty/', { query: { project }, signal })).content,
    retry: noRetryOn403,
  });
}

/** Every installer's balance (or only the caller's, when he may see only his own). */
export function useInstallerBalances() {
  return useQuery({
    queryKey: [...payoutsKey, 'balances'],
    queryFn: async ({ signal }) =>
      installerBalancesAnswer.parse(await api('/api/vyplaty/montazhniki/', { signal })).content,
    retry: noRetryOn403,
  });
}

/** One installer's balance, jobs and payouts. */
export function useInstallerAccount(id: number) {
  return useQuery({
    queryKey: [...payoutsKey, 'account', id],
    queryFn: async ({ signal }) =>
      installerAccountAnswer.parse(await api(`/api/vyplaty/montazhnik/${id}`, { signal })),
    retry: noRetryOn403,
  });
}

function useInvalidate() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: payoutsKey });
}

export function useCreatePayout() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (body: PayoutCreateBody) =>
      payoutAnswer.parse(await api('/api/vyplaty/', { method: 'POST', body })).content,
    onSuccess: invalidate,
  });
}

export function useDeletePayout() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (id: number) => {
      await api(`/api/vyplaty/${id}`, { method: 'DELETE' });
    },
    onSuccess: invalidate,
  });
}
