import { formatMoney } from '@glad/domain';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadingState } from '../../../components/loading-state';
import { useProjectPayouts } from '../api/payouts-api';
import { PayoutFormModal } from './payout-form-modal';
import { PayoutList } from './payout-list';

/**
 * A project's payouts to installers (issue 11 §2): the installer estimate's pay, what was paid, and a form to
 * record a payout. For the owner and «Расходы» (11) only: an installer sees his money on his own page.
 */
export function ProjectPayouts({
  projectId,
  installerPay,
  installer,
}: {
  projectId: number;
  /** the installer estimate's total as priced here, null until known */
  installerPay: number | null;
  /** the installer of the project's installer estimate, 0 = nobody yet */
  installer: number;
}) {
  const payouts = useProjectPayouts(projectId);
  const [opened, setOpened] = useState(false);
  const paid = (payouts.data ?? []).reduce((n, p) => n + p.amount, 0);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="project-payouts">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="project-payouts">
            Выплаты монтажникам
          </Title>
          <Button size="sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOpened(true)}>
            Записать выплату
          </Button>
        </Group>
        <Group gap="lg">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              По смете монтажа
            </Text>
            <Text fw={600}>{installerPay === null ? '—' : formatMoney(installerPay)}</Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              Выплачено
            </Text>
            <Text fw={600} data-testid="project-payouts-paid">
              {formatMoney(paid)}
            </Text>
          </Stack>
        </Group>
        {payouts.data ? (
          <PayoutList payouts={payouts.data} editable show="installer" />
        ) : (
          <LoadingState error={payouts.error} onRetry={() => void payouts.refetch()} text="Загрузка выплат" />
        )}
      </Stack>
      <PayoutFormModal
        opened={opened}
        onClose={() => setOpened(false)}
        project={projectId}
        installer={installer}
      />
    </Paper>
  );
}
