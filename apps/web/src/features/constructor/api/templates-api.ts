import {
  type CalcTemplateUpdateBody,
  type CalcTemplateWire,
  calcTemplateAnswer,
  type calcTemplateCreateBody,
  calcTemplateListAnswer,
} from '@glad/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, api } from '../../../lib/api-client';
import { db } from '../../../lib/offline-db';

/** What POST templatecalc/ takes: the name, the rest defaults (SPEC §4). */
export type NewTemplateBody = z.input<typeof calcTemplateCreateBody>;

/** The company's calculator templates and the plan's limit on them. */
export interface TemplateList {
  items: CalcTemplateWire[];
  /** the plan's template_calc */
  limit: number;
  /** ms of the device's copy, set only when the server could not be reached */
  offlineSince: number | null;
}

export const templatesKey = ['templatecalc'] as const;
/** The last list fetched, in the offline copy's `meta` table (SPEC §3: local databases cache templates). */
export const TEMPLATES_CACHE_KEY = 'cache:templatecalc';
interface Cached {
  items: CalcTemplateWire[];
  limit: number;
  at: number;
}

async function writeCache(items: CalcTemplateWire[], limit: number) {
  try {
    await db.meta.put({ key: TEMPLATES_CACHE_KEY, value: { items, limit, at: Date.now() } satisfies Cached });
  } catch (err) {
    console.warn('Шаблоны калькуляторов не сохранены на устройстве', err);
  }
}

/** The templates kept on this device, or null when none were fetched yet. */
export async function readCachedTemplates(): Promise<CalcTemplateWire[] | null> {
  const cached = (await db.meta.get(TEMPLATES_CACHE_KEY))?.value as Cached | undefined;
  return cached?.items ?? null;
}

/** GET templatecalc/ (all of them; a plan allows at most a hundred). Offline, the device's copy. */
export async function fetchTemplates(signal?: AbortSignal): Promise<TemplateList> {
  try {
    const body = calcTemplateListAnswer.parse(
      await api('/api/templatecalc/', { query: { limit: 1000 }, signal }),
    );
    // Awaited (it never throws), as for the calculators: what is on screen is already kept on the device.
    await writeCache(body.content, body.limit);
    return { items: body.content, limit: body.limit, offlineSince: null };
  } catch (err) {
    if (err instanceof ApiError && err.status === 0) {
      const cached = (await db.meta.get(TEMPLATES_CACHE_KEY))?.value as Cached | undefined;
      if (cached) return { items: cached.items, limit: cached.limit, offlineSince: cached.at };
    }
    throw err;
  }
}

export const templatesQuery = queryOptions({
  queryKey: templatesKey,
  // Offline the query still runs: it answers with the copy kept on the device.
  networkMode: 'always',
  queryFn: ({ signal }) => fetchTemplates(signal),
});

export function useTemplates() {
  return useQuery(templatesQuery);
}

function useSetList() {
  const qc = useQueryClient();
  return (change: (items: CalcTemplateWire[]) => CalcTemplateWire[]) => {
    const old = qc.getQueryData<TemplateList>(templatesKey);
    if (!old) {
      void qc.invalidateQueries({ queryKey: templatesKey });
      return;
    }
    const items = change(old.items);
    qc.setQueryData<TemplateList>(templatesKey, { ...old, items });
    void writeCache(items, old.limit);
  };
}

export function useCreateTemplate() {
  const setList = useSetList();
  return useMutation({
    mutationFn: async (body: NewTemplateBody) =>
      calcTemplateAnswer.parse(await api('/api/templatecalc/', { method: 'POST', body })).content,
    onSuccess: (made) => setList((items) => [...items.filter((t) => t.id !== made.id), made]),
  });
}

export function useUpdateTemplate() {
  const setList = useSetList();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: CalcTemplateUpdateBody }) =>
      calcTemplateAnswer.parse(await api(`/api/templatecalc/${id}`, { method: 'PUT', body })).content,
    onSuccess: (saved) => setList((items) => items.map((t) => (t.id === saved.id ? saved : t))),
  });
}

export function useDeleteTemplate() {
  const setList = useSetList();
  return useMutation({
    mutationFn: async (id: number) => {
      await api(`/api/templatecalc/${id}`, { method: 'DELETE' });
      return id;
    },
    onSuccess: (id) => setList((items) => items.filter((t) => t.id !== id)),
  });
}
