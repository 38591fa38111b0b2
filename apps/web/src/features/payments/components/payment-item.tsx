import { paymentKindLabels, paymentMethodLabels } from '@glad/contracts';
import { formatDate, formatMoney } from '@glad/domain';
import { Group, Menu, Stack, Text } from '@mantine/core';
import { IconFileDownload, IconPencil } from '@tabler/icons-react';
import { DeleteMenuItem, RowMenu } from '../../../components/row-menu';
import type { PaymentRow } from '../../../lib/offline-db';

export interface PaymentItemProps {
  payment: PaymentRow;
  /** who recorded it, by name */
  recordedBy: string;
  /** may change and delete it (the owner or «Расходы») */
  editable: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onReceipt: () => void;
}

/** One payment: kind, sum (a return with a minus), day, method, who recorded it, its note; its actions. */
export function PaymentItem({
  payment,
  recordedBy,
  editable,
  onEdit,
  onDelete,
  onReceipt,
}: PaymentItemProps) {
  const back = payment.kind === 'vozvrat';
  const title = `${paymentKindLabels[payment.kind]} ${formatDate(payment.date)}`;
  return (
    <Group component="li" justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={500}>
          {title}
        </Text>
        <Text size="xs" c="dimmed">
          {paymentMethodLabels[payment.method]}
          {recordedBy ? ` · записал(а) ${recordedBy}` : ''}
        </Text>
        {payment.note && (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {payment.note}
          </Text>
        )}
      </Stack>
      <Group gap={4} wrap="nowrap">
        <Text size="sm" fw={600} c={back ? 'red.8' : undefined} style={{ whiteSpace: 'nowrap' }}>
          {back ? '−' : ''}
          {formatMoney(payment.amount)}
        </Text>
        <RowMenu name={title}>
          <Menu.Item leftSection={<IconFileDownload size={16} aria-hidden />} onClick={onReceipt}>
            Приходный документ (PDF)
          </Menu.Item>
          {editable && (
            <>
              <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
                Изменить
              </Menu.Item>
              <DeleteMenuItem onClick={onDelete} />
            </>
          )}
        </RowMenu>
      </Group>
    </Group>
  );
}
