import {
  type CalcTemplateUpdateBody,
  type CalcTemplateWire,
  calcTemplateAnswer,
  type calcTemplateCreateBody,
} from '@glad/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { type ListData, listQuery } from '../../../lib/pricing-cache';

/** What POST templatecalc/ takes: the name, the rest defaults (docs/spec.md §4). */
export type NewTemplateBody = z.input<typeof calcTemplateCreateBody>;

/** The company's calculator templates, the plan's limit on them, and whether it is the device's copy. */
export type TemplateList = ListData<'templatecalc'>;

/**
 * GET templatecalc/ (all of them; a plan allows at most a hundred), the one query of the templates
 * (lib/pricing-cache): offline, the copy kept on the device.
 */
export const templatesQuery = listQuery('templatecalc');
export const templatesKey = templatesQuery.queryKey;

export function useTemplates() {
  return useQuery(templatesQuery);
}

/** Puts a changed list into the query; lib/pricing-cache keeps it on the device as well. */
function useSetList() {
  const qc = useQueryClient();
  return (change: (items: CalcTemplateWire[]) => CalcTemplateWire[]) => {
    const old = qc.getQueryData(templatesKey);
    if (!old) {
      void qc.invalidateQueries({ queryKey: templatesKey });
      return;
    }
    qc.setQueryData(templatesKey, { ...old, items: change(old.items) });
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
