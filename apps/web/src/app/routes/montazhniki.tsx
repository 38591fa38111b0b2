import { Stack } from '@mantine/core';
import { Navigate } from 'react-router';
import { LoadingState } from '../../components/loading-state';
import { PageHeader } from '../../components/page-header';
import { canSeeExpenses } from '../../features/expenses/permissions';
import { useInstallerBalances } from '../../features/payouts/api/payouts-api';
import { InstallerBalances } from '../../features/payouts/components/installer-balances';
import { useCurrentUser } from '../../features/session';

export const handle = { title: 'Монтажники' };

/** Installers' money (issue 11 §2): the owner and «Расходы» see everyone; anyone else goes to his own page. */
export function Component() {
  const user = useCurrentUser();
  const balances = useInstallerBalances();
  if (user && !canSeeExpenses(user)) return <Navigate to={`/montazhniki/${user.id}`} replace />;
  return (
    <Stack gap="lg">
      <PageHeader
        title="Монтажники"
        description="Сколько заработано по сметам монтажа, выплачено и осталось выплатить."
      />
      {balances.data ? (
        <InstallerBalances rows={balances.data} />
      ) : (
        <LoadingState error={balances.error} onRetry={() => void balances.refetch()} />
      )}
    </Stack>
  );
}
