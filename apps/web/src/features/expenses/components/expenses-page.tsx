import type { Expense, ExpenseCreateBody } from '@glad/contracts';
import { formatCount, formatMoney } from '@glad/domain';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconWallet } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { showUndo } from '../../../components/undo-notice';
import { useProjects } from '../../../lib/offline-db';
import {
  type ExpenseFilters,
  useCreateExpense,
  useDeleteExpense,
  useExpenses,
  useUpdateExpense,
} from '../api/expenses-api';
import { totalsByCategory } from '../model';
import { ExpenseFiltersBar } from './expense-filters';
import { ExpenseFormModal } from './expense-form-modal';
import { ExpenseItem } from './expense-item';

const plural = ['расход', 'расхода', 'расходов'] as const;

/** /calc/rashod/: the company's expenses by project and category, filtered and summed. */
export function ExpensesPage({ refused }: { refused: ReactNode }) {
  const [filters, setFilters] = useState<ExpenseFilters>({});
  const [editing, setEditing] = useState<Expense | null>(null);
  const [adding, setAdding] = useState(false);
  const list = useExpenses(filters);
  const create = useCreateExpense();
  const update = useUpdateExpense();
  const remove = useDeleteExpense();
  const projectRows = useProjects('');
  const projects = useMemo(
    () =>
      (projectRows ?? []).map((p) => ({ value: String(p.id), label: p.name.trim() || `Объект №${p.id}` })),
    [projectRows],
  );

  if ((list.error as { status?: number } | null)?.status === 403) return refused;
  const pages = list.data?.pages;
  const first = pages?.[0];
  const rows = pages?.flatMap((p) => p.content) ?? [];
  const total = first?.pagination.total ?? 0;
  const filtered = Object.keys(filters).length > 0;

  const submit = (body: ExpenseCreateBody) =>
    editing
      ? update
          .mutateAsync({ id: editing.id, body })
          .then(() => notifications.show({ color: 'teal', message: 'Расход сохранён' }))
      : create
          .mutateAsync(body)
          .then((made) =>
            notifications.show({ color: 'teal', message: `Расход ${formatMoney(made.amount)} добавлен` }),
          );

  const deleteOne = (e: Expense) =>
    remove.mutate(e, {
      onSuccess: () =>
        showUndo(
          `Расход «${e.category}» на ${formatMoney(e.amount)} удалён`,
          () =>
            create.mutateAsync({
              projectid: e.projectid,
              category: e.category,
              amount: e.amount,
              date: e.date,
              note: e.note,
            }),
          'Расход возвращён',
        ),
      onError: (err) =>
        notifications.show({ color: 'red', title: 'Не удалось удалить расход', message: err.message }),
    });

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setAdding(true)}>
          Добавить расход
        </Button>
      </Group>
      <ExpenseFiltersBar
        filters={filters}
        projects={projects}
        categories={first?.categories ?? []}
        onChange={setFilters}
      />
      {!first ? (
        <QueryState error={list.error} onRetry={() => void list.refetch()} />
      ) : total === 0 && !filtered ? (
        <EmptyState
          icon={<IconWallet size={30} />}
          title="Расходов пока нет"
          description="Записывайте траты компании — материалы, монтаж, транспорт, рекламу — по объектам и датам. Итоги по фильтру считаются сами."
          actions={
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setAdding(true)}>
              Добавить расход
            </Button>
          }
        />
      ) : (
        <>
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="expenses-total">
            <Stack gap={4}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Title order={2} size="h4" id="expenses-total">
                  {filtered ? 'Итого по фильтру' : 'Итого'}
                </Title>
                <Text fw={700} size="xl" aria-live="polite">
                  {formatMoney(first.sum)}
                </Text>
              </Group>
              <Text size="sm" c="dimmed">
                {formatCount(total, plural)}
              </Text>
              {rows.length === total && total > 1 && (
                <Stack
                  gap={2}
                  mt="xs"
                  component="ul"
                  aria-label="По категориям"
                  style={{ listStyle: 'none', margin: 0, padding: 0 }}
                >
                  {totalsByCategory(rows).map((c) => (
                    <Group key={c.category} component="li" justify="space-between" gap="xs" wrap="nowrap">
                      <Text size="sm">{c.category}</Text>
                      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {c.text}
                      </Text>
                    </Group>
                  ))}
                </Stack>
              )}
            </Stack>
          </Paper>
          {rows.length === 0 ? (
            <Text>По этому фильтру расходов нет.</Text>
          ) : (
            <Stack
              gap="xs"
              component="ul"
              aria-label="Расходы"
              style={{ listStyle: 'none', margin: 0, padding: 0 }}
            >
              {rows.map((e) => (
                <ExpenseItem key={e.id} expense={e} onEdit={setEditing} onDelete={deleteOne} />
              ))}
            </Stack>
          )}
          {list.hasNextPage && (
            <Button
              variant="default"
              style={{ alignSelf: 'center' }}
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              Показать ещё
            </Button>
          )}
        </>
      )}
      <ExpenseFormModal
        opened={adding || editing !== null}
        expense={editing}
        projects={projects}
        categories={first?.categories ?? []}
        project={filters.project}
        onClose={() => {
          setAdding(false);
          setEditing(null);
        }}
        onSubmit={submit}
      />
    </Stack>
  );
}
