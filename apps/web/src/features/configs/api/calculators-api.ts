import {
  type CalculatorCreateBody,
  type CalculatorUpdateBody,
  type CalculatorWire,
  calculatorAnswer,
  calculatorDefaultAnswer,
  calculatorListAnswer,
} from '@glad/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { type ConfigRow, db } from '../../../lib/offline-db';

/** The company's calculators as a screen reads them. */
export interface CalculatorList {
  items: CalculatorWire[];
  /** the plan's calculator limit */
  limit: number;
  /** ms when the device's copy was written; set only when the server could not be reached */
  offlineSince: number | null;
}

export const calculatorsKey = ['calculators'] as const;
const LIMIT_KEY = 'cache:calculators';
/** A company keeps at most this many on the biggest plan's page; the list is read in one call. */
const PAGE = 1000;

/**
 * The last list fetched goes to the offline copy's `configs` table (SPEC §3: id, timestamp, default — the
 * whole calculator in the row), so the calculation editor finds the default calculator with no network.
 * The table is rewritten whole: a calculator deleted elsewhere must not linger (SPEC §4 rewrites the cache
 * when the counts differ; rewriting always is as cheap for a few dozen rows and never misses an edit).
 */
async function writeCache(items: readonly CalculatorWire[], limit: number) {
  try {
    await db.transaction('rw', db.configs, db.meta, async () => {
      await db.configs.clear();
      await db.configs.bulkPut(items.map((c) => ({ ...c }) as ConfigRow));
      await db.meta.put({ key: LIMIT_KEY, value: { limit, at: Date.now() } });
    });
  } catch (err) {
    console.warn('Калькуляторы не сохранены на устройстве', err);
  }
}

/** The calculators kept on this device (the offline copy), default first. */
export async function readCachedCalculators(): Promise<CalculatorWire[]> {
  const rows = (await db.configs.toArray()) as unknown as CalculatorWire[];
  return rows.sort((a, b) => b.default - a.default || a.id - b.id);
}

/** GET calculator/: every calculator of the company; offline, the device's copy. */
export async function fetchCalculators(signal?: AbortSignal): Promise<CalculatorList> {
  try {
    const body = calculatorListAnswer.parse(
      await api('/api/calculator/', { query: { limit: PAGE }, signal }),
    );
    await writeCache(body.content, body.limit);
    return { items: body.content, limit: body.limit, offlineSince: null };
  } catch (err) {
    if (err instanceof ApiError && err.status === 0) {
      const meta = (await db.meta.get(LIMIT_KEY))?.value as { limit: number; at: number } | undefined;
      if (meta) return { items: await readCachedCalculators(), limit: meta.limit, offlineSince: meta.at };
    }
    throw err;
  }
}

export const calculatorsQuery = queryOptions({
  queryKey: calculatorsKey,
  // Offline the query still runs: it answers with the copy kept on the device.
  networkMode: 'always',
  queryFn: ({ signal }) => fetchCalculators(signal),
});

/**
 * The calculators, read from the server each time a page using this mounts: SPEC §2, /configs/ and /calc/
 * load calculators on navigation. What was read before shows at once meanwhile.
 */
export function useCalculators() {
  return useQuery({ ...calculatorsQuery, refetchOnMount: 'always' });
}

function useSetList() {
  const qc = useQueryClient();
  return (change: (items: CalculatorWire[]) => CalculatorWire[]) => {
    const old = qc.getQueryData<CalculatorList>(calculatorsKey);
    if (!old) return;
    const items = change(old.items);
    qc.setQueryData<CalculatorList>(calculatorsKey, { ...old, items });
    void writeCache(items, old.limit);
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
 * server gives for it (SPEC §5, «не указан id конфигурации»).
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
