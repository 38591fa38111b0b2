import { Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { ExpensesPage } from '../../features/expenses/components/expenses-page';
import { canSeeExpenses } from '../../features/expenses/permissions';
import { loadCurrentUser, useCurrentUser, useSession } from '../../features/session';
import { StatusPage } from '../layout/status-page';

export const handle = { title: 'Расходы' };

/** docs/spec.md §6: expenses are the owner's and of users with rights group '11'; others are told so. */
function Refused() {
  return (
    <StatusPage
      icon={<IconLock size={40} />}
      title="Нет доступа к расходам"
      text="Расходы компании видят и вносят только владелец и сотрудники с правом «Расходы». Если оно нужно вам для работы, попросите владельца компании добавить его в вашем профиле."
    />
  );
}

export function Component() {
  const user = useCurrentUser();
  const session = useSession();
  if (!user) {
    // Who the user is decides what is shown: wait for it (or say why it could not be read).
    return (
      <QueryState
        error={session.error ? new Error(session.error) : null}
        onRetry={() => void loadCurrentUser()}
      />
    );
  }
  if (!canSeeExpenses(user)) return <Refused />;
  return (
    <Stack gap="lg">
      <PageHeader title="Расходы" description="Траты компании по объектам, категориям и датам." />
      <ExpensesPage refused={<Refused />} />
    </Stack>
  );
}
