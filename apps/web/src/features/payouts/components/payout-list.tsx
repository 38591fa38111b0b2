import type { PayoutRecord } from '@glad/contracts';
import { formatDate, formatMoney } from '@glad/domain';
import { Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DeleteMenuItem, RowMenu } from '../../../components/row-menu';
import { useDeletePayout } from '../api/payouts-api';

/** Payouts, newest first: day, sum, whom (or for which project), the note; deletable by those who record. */
export function PayoutList({
  payouts,
  editable,
  show,
}: {
  payouts: readonly PayoutRecord[];
  editable: boolean;
  /** what each line names besides the day: the installer (a project's list) or the project (his page) */
  show: 'installer' | 'project';
}) {
  const remove = useDeletePayout();
  if (payouts.length === 0) return <Text c="dimmed">Выплат нет.</Text>;
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {payouts.map((p) => {
        const who = show === 'installer' ? p.installerName : p.projectName;
        return (
          <Group key={p.id} component="li" justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={500}>
                Выплата {formatDate(p.date)}
              </Text>
              {who && (
                <Text size="xs" c="dimmed">
                  {who}
                </Text>
              )}
              {p.note && (
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {p.note}
                </Text>
              )}
            </Stack>
            <Group gap={4} wrap="nowrap">
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }} data-testid="payout-amount">
                {formatMoney(p.amount)}
              </Text>
              {editable && (
                <RowMenu name={`выплата ${formatDate(p.date)}`}>
                  <DeleteMenuItem
                    onClick={() =>
                      remove.mutate(p.id, {
                        onError: (e) => notifications.show({ color: 'red', message: e.message }),
                      })
                    }
                  />
                </RowMenu>
              )}
            </Group>
          </Group>
        );
      })}
    </Stack>
  );
}
