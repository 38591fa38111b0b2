import {
  type CalculatorCreateBody,
  type CalculatorUpdateBody,
  type CalculatorWire,
  calculatorAnswer,
  calculatorDefaultAnswer,
} from '@glad/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type ListData, listQuery } from '../../../lib/pricing-cache';

/** The company's calculators, the plan's limit, and whether it is the device's copy. */
export type CalculatorList = ListData<'calculators'>;

/**
 * GET calculator/: every calculator of the company, the one query of them (lib/pricing-cache), kept in the
 * offline copy's `configs` table (docs/spec.md §3); offline, that copy.
 */
export const calculatorsQuery = listQuery('calculators');
export const calculatorsKey = calculatorsQuery.queryKey;

/**
 * The calculators, read from the server each time a page using this mounts: docs/spec.md §2, /configs/ and /calc/
 * load calculators on navigation. What was read before shows at once meanwhile.
 */
export function useCalculators() {
  return useQuery({ ...calculatorsQuery, refetchOnMount: 'always' });
}

/** Puts a changed list into the query; lib/pricing-cache keeps it on the device as well. */
function useSetList() {
  const qc = useQueryClient();
  return (change: (items: CalculatorWire[]) => CalculatorWire[]) => {
    const old = qc.getQueryData(calculatorsKey);
    if (!old) return;
    qc.setQueryData(calculatorsKey, { ...old, items: change(old.items) });
  };
}

export function useCreateCalculator() {
  const setList = useSetList();
  return useMutation({
    mutationFn: async (body: CalculatorCreateBody) =>
      calculatorAnswer.parse(await api('/api/calculator/', { method: 'POST', body })).content,
    onSuccess: (made) =>
      setList((items) => {
        const rest = items.filter((c) => c.id !== made.id);
        return [...(made.default === 1 ? rest.map((c) => ({ ...c, default: 0 as const })) : rest), made];
      }),
  });
}

export function useUpdateCalculator() {
  const setList = useSetList();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: CalculatorUpdateBody }) =>
      calculatorAnswer.parse(await api(`/api/calculator/${id}`, { method: 'PUT', body })).content,
    onSuccess: (saved) => setList((items) => items.map((c) => (c.id === saved.id ? saved : c))),
  });
}

/** PATCH calculator/{id}/default: `data.test` carries every calculator's flag after the switch. */
export function useSetDefaultCalculator() {
  const setList = useSetList();
  return useMutation({
    mutationFn: async ({ id, value }: { id: number; value: 0 | 1 }) =>
      calculatorDefaultAnswer.parse(
        await api(`/api/calculator/${id}/default`, { method: 'PATCH', body: { default: value } }),
      ).data,
    onSuccess: ({ calc, test }) => {
      const flags = new Map(test.map((t) => [t.id, t.default]));
      setList((items) =>
        items.map((c) => (c.id === calc.id ? calc : { ...c, default: flags.get(c.id) ?? c.default })),
      );
    },
  });
}

/**
 * DELETE calculator/{id}. A calculator without an id never reaches the server: the answer is the one the
 * server gives for it (docs/spec.md §5, «не указан id конфигурации»).
 */
export function useDeleteCalculator() {
  const setList = useSetList();
  return useMutation({
    mutationFn: async (id: number | null | undefined) => {
      await api(`/api/calculator/${id ?? 'undefined'}`, { method: 'DELETE' });
      return id;
    },
    onSuccess: (id) => setList((items) => items.filter((c) => c.id !== id)),
  });
}
