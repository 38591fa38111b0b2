import {
  type Expense,
  type ExpenseCreateBody,
  type ExpenseUpdateBody,
  expenseAnswer,
  expenseListAnswer,
} from '@glad/contracts';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface ExpenseFilters {
  /** undefined: every project; 0: the company's own expenses */
  project?: number;
  category?: string;
  /** YYYY-MM-DD, inclusive */
  from?: string;
  to?: string;
}

const PAGE = 50;
export const expensesKey = ['rashod'] as const;

/** GET rashod/ page by page, newest day first; every page carries the filters' sum and the categories used. */
export function useExpenses(filters: ExpenseFilters) {
  return useInfiniteQuery({
    queryKey: [...expensesKey, filters],
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) =>
      expenseListAnswer.parse(
        await api('/api/rashod/', {
          query: { ...filters, offset: pageParam, limit: PAGE },
          signal,
        }),
      ),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.content.length, 0);
      return loaded < last.pagination.total ? loaded : undefined;
    },
    // A refusal (403) is an answer, not a hiccup: asking again changes nothing.
    retry: (count, err) => (err as { status?: number }).status !== 403 && count < 1,
  });
}

function useInvalidate() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: expensesKey });
}

export function useCreateExpense() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (body: ExpenseCreateBody) =>
      expenseAnswer.parse(await api('/api/rashod/', { method: 'POST', body })).content,
    onSuccess: invalidate,
  });
}

export function useUpdateExpense() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: ExpenseUpdateBody }) =>
      expenseAnswer.parse(await api(`/api/rashod/${id}`, { method: 'PUT', body })).content,
    onSuccess: invalidate,
  });
}

export function useDeleteExpense() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (expense: Expense) => {
      await api(`/api/rashod/${expense.id}`, { method: 'DELETE' });
      return expense;
    },
    onSuccess: invalidate,
  });
}
