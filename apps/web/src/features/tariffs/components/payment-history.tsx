import { type PlanPayment, paymentMethodNames, paymentStatusLabels } from '@glad/contracts';
import { formatDate, formatDateTime, formatMoney } from '@glad/domain';
import { Alert, Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import { IconReceipt2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ScrollTable } from '../../../components/scroll-table';
import { useSubmit } from '../../../lib/use-submit';
import { downloadPaymentPdf } from '../api/payments-api';

const STATUS_COLORS: Record<PlanPayment['status'], string> = {
  pending: 'orange.9',
  succeeded: 'teal.9',
  canceled: 'gray.7',
};

function Documents({ payment, run }: { payment: PlanPayment; run: ReturnType<typeof useSubmit>['run'] }) {
  const get = (doc: 'invoice' | 'receipt') =>
    void run(() => downloadPaymentPdf(payment.id, doc), 'Не удалось скачать документ');
  return (
    <Group gap={6} wrap="nowrap">
      {payment.method === 'invoice' && (
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={() => get('invoice')}
          aria-label={`Счёт № ${payment.id}, PDF`}
        >
          Счёт
        </Button>
      )}
      {payment.status === 'succeeded' && (
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={() => get('receipt')}
          aria-label={`Квитанция № ${payment.id}, PDF`}
        >
          Квитанция
        </Button>
      )}
      {payment.status === 'pending' && payment.confirmationUrl && (
        <Anchor href={payment.confirmationUrl} size="sm">
          Оплатить
        </Anchor>
      )}
    </Group>
  );
}

/** The company's payments for plans, newest first, with their invoices and receipts. */
export function PaymentHistory({ payments }: { payments: PlanPayment[] }) {
  const submit = useSubmit();
  if (payments.length === 0)
    return (
      <EmptyState
        order={3}
        icon={<IconReceipt2 size={30} />}
        title="Платежей пока не было"
        description="Здесь будут оплаты тарифа: дата, сумма, период и способ оплаты, со счётом и квитанцией."
        actions={
          <Button component={Link} to="/tarifs/" variant="default">
            Выбрать тариф
          </Button>
        }
      />
    );
  return (
    <>
      {submit.error && (
        <Alert color="red" role="alert">
          {submit.error}
        </Alert>
      )}
      <ScrollTable label="История платежей" minWidth={720}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>№</Table.Th>
              <Table.Th>Дата</Table.Th>
              <Table.Th>Тариф</Table.Th>
              <Table.Th>Сумма</Table.Th>
              <Table.Th>Способ</Table.Th>
              <Table.Th>Статус</Table.Th>
              <Table.Th>Документы</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {payments.map((p) => (
              <Table.Tr key={p.id} data-testid="plan-payment">
                <Table.Td>{p.id}</Table.Td>
                <Table.Td>{formatDateTime(p.createdAt, { timeZone: 'Europe/Moscow' })}</Table.Td>
                <Table.Td>
                  «{p.tariffName}», {p.months} мес.
                  {p.planEnd && (
                    <Text size="xs" c="dimmed">
                      до {formatDate(p.planEnd)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{formatMoney(p.amount)}</Table.Td>
                <Table.Td>{paymentMethodNames[p.method]}</Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLORS[p.status]} variant="filled">
                    {paymentStatusLabels[p.status]}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Documents payment={p} run={submit.run} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </>
  );
}
