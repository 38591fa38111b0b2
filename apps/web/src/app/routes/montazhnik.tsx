import { Anchor, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { LoadingState } from '../../components/loading-state';
import { PageHeader } from '../../components/page-header';
import { canSeeExpenses } from '../../features/expenses/permissions';
import { useInstallerAccount } from '../../features/payouts/api/payouts-api';
import { InstallerAccount } from '../../features/payouts/components/installer-account';
import { useCurrentUser } from '../../features/session';
import { useTitleOverride } from '../layout/document-title';

/** One installer's jobs, pay and payouts; an installer sees only his own (the server refuses the rest). */
export function Component() {
  const { installerId = '' } = useParams();
  const id = Number(installerId);
  const user = useCurrentUser();
  const account = useInstallerAccount(id);
  const all = user ? canSeeExpenses(user) : false;
  const own = user?.id === id;
  const name = account.data?.balance.name ?? 'Монтажник';
  useTitleOverride(own ? 'Мои работы и выплаты' : name);
  return (
    <Stack gap="lg">
      <PageHeader
        title={own ? 'Мои работы и выплаты' : name}
        description={
          all ? (
            <Anchor component={Link} to="/montazhniki/">
              Все монтажники
            </Anchor>
          ) : undefined
        }
      />
      {account.data ? (
        <InstallerAccount account={account.data} editable={all} />
      ) : (
        <LoadingState error={account.error} onRetry={() => void account.refetch()} />
      )}
    </Stack>
  );
}
