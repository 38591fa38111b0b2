import type { InstallerAccount as Account } from '@glad/contracts';
import { formatDate, formatMoney } from '@glad/domain';
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PayoutFormModal } from './payout-form-modal';
import { PayoutList } from './payout-list';

function Figure({ label, value, testId }: { label: string; value: number; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} size="lg" data-testid={testId}>
        {formatMoney(value)}
      </Text>
    </Stack>
  );
}

/** One installer's money: earned, paid, the balance; his jobs with their pay; his payouts. */
export function InstallerAccount({ account, editable }: { account: Account; editable: boolean }) {
  const [opened, setOpened] = useState(false);
  const { balance, jobs, payouts } = account;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          <Figure label="Заработано" value={balance.earned} />
          <Figure label="Выплачено" value={balance.paid} testId="account-paid" />
          <Figure label="К выплате" value={balance.balance} testId="account-balance" />
        </SimpleGrid>
      </Paper>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="installer-jobs">
        <Stack gap="sm">
          <Title order={2} size="h4" id="installer-jobs">
            Работы
          </Title>
          {jobs.length === 0 ? (
            <Text c="dimmed">Работ пока нет.</Text>
          ) : (
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {jobs.map((j) => (
                <Group key={j.project} component="li" justify="space-between" gap="xs" wrap="nowrap">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Anchor component={Link} to={`/projects/${j.project}`} size="sm" fw={500}>
                      {j.name.trim() || `Объект №${j.project}`}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {[j.client, j.done ? `смонтирован ${formatDate(j.done)}` : null]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </Stack>
                  <Group gap="xs" wrap="nowrap">
                    {!j.done && (
                      <Badge color="gray" variant="light">
                        не смонтирован
                      </Badge>
                    )}
                    <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {j.pay > 0 ? formatMoney(j.pay) : 'сумма не посчитана'}
                    </Text>
                  </Group>
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="installer-payouts">
        <Stack gap="sm">
          <Group justify="space-between" gap="xs">
            <Title order={2} size="h4" id="installer-payouts">
              Выплаты
            </Title>
            {editable && (
              <Button
                size="sm"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setOpened(true)}
              >
                Записать выплату
              </Button>
            )}
          </Group>
          <PayoutList payouts={payouts} editable={editable} show="project" />
        </Stack>
      </Paper>
      {editable && (
        <PayoutFormModal
          opened={opened}
          onClose={() => setOpened(false)}
          project={0}
          installer={balance.id}
        />
      )}
    </Stack>
  );
}
