import type { Expense } from '@glad/contracts';
import { formatDate, formatMoney } from '@glad/domain';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { DeleteMenuItem, EditMenuItem, RowMenu } from '../../../components/row-menu';

export interface ExpenseItemProps {
  expense: Expense;
  onEdit: (expense: Expense) => void;
  onDelete: (expense: Expense) => void;
}

/** One expense: the day, category and project, the amount, the note. */
export function ExpenseItem({ expense, onEdit, onDelete }: ExpenseItemProps) {
  const title = `${expense.category}, ${formatDate(expense.date)}`;
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={title}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text fw={600}>{expense.category}</Text>
            <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(expense.amount)}
            </Text>
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {formatDate(expense.date)} ·{' '}
            {expense.projectid === 0
              ? 'Расход компании'
              : expense.project.trim() || `Объект №${expense.projectid}`}
          </Text>
          {expense.note && (
            <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              {expense.note}
            </Text>
          )}
        </Stack>
        <RowMenu name={title}>
          <EditMenuItem onClick={() => onEdit(expense)} />
          <DeleteMenuItem onClick={() => onDelete(expense)} />
        </RowMenu>
      </Group>
    </Paper>
  );
}
