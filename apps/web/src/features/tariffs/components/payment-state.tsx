import type { CompanyTariff } from '@glad/contracts';
import { formatDate, formatMoney, toDate } from '@glad/domain';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconReceipt2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';

function state(tarif: CompanyTariff, today: Date): { text: string; expired: boolean } {
  if (tarif.free) return { text: 'Бесплатный тариф действует без срока.', expired: false };
  const until = tarif.paidUntil ?? tarif.end;
  if (!until) return { text: 'Срок оплаты не указан.', expired: false };
  const day = toDate(until);
  const expired =
    !!day && day.getTime() < new Date(today.getFullYear(), today.getMonth(), today.getDate()).getTime();
  return expired
    ? { text: `Срок оплаты истёк ${formatDate(until)}.`, expired: true }
    : { text: `Оплачен до ${formatDate(until)} включительно.`, expired: false };
}

/** The company's plan and whether it is paid, from the company record. */
export function PaymentState({ tarif, today = new Date() }: { tarif: CompanyTariff; today?: Date }) {
  const s = state(tarif, today);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h3">
            Тариф «{tarif.name}»
          </Title>
          <Badge color={s.expired ? 'red.9' : 'teal.9'} variant="filled">
            {s.expired ? 'не оплачен' : 'действует'}
          </Badge>
        </Group>
        <Text>
          {tarif.free || tarif.price === 0
            ? 'Бесплатно'
            : `${formatMoney(tarif.price, { hideZeroKopecks: true })} в месяц`}
        </Text>
        <Text c={s.expired ? 'red.9' : undefined}>{s.text}</Text>
        <Group gap="sm">
          <Button component={Link} to="/tarifs/" variant="light">
            Все тарифы
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The payments table before the first payment. */
export function PaymentHistoryEmpty() {
  return (
    <EmptyState
      order={3}
      icon={<IconReceipt2 size={30} />}
      title="Платежей пока не было"
      description="Здесь будут оплаты тарифа: дата, сумма, период и способ оплаты, со счётом для бухгалтерии."
      actions={
        <Button component={Link} to="/support/" variant="default">
          Как оплатить
        </Button>
      }
    />
  );
}
