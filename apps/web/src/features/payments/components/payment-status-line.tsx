import type { PaymentStatusLike, ShownPaymentStatus } from '@glad/domain';
import { Badge, Button, Group, Text } from '@mantine/core';

export interface PaymentStatusLineProps {
  shown: ShownPaymentStatus;
  statuses: readonly (PaymentStatusLike & { color?: string })[];
  editable: boolean;
  /** back to the status that follows the money */
  onAuto: () => void;
}

/** The payment status the project shows, and whether a person set it or it follows the payments. */
export function PaymentStatusLine({ shown, statuses, editable, onAuto }: PaymentStatusLineProps) {
  const status = statuses.find((s) => s.id === shown.id);
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm">Статус оплаты:</Text>
      <Badge variant="dot" color={status?.color ?? 'gray'} tt="none" fw={500} data-testid="payment-status">
        {status?.name ?? 'Без статуса'}
      </Badge>
      <Text size="xs" c="dimmed">
        {shown.manual ? 'установлен вручную' : 'по оплатам'}
      </Text>
      {shown.manual && editable && (
        <Button variant="subtle" size="compact-sm" onClick={onAuto}>
          Считать по оплатам
        </Button>
      )}
    </Group>
  );
}
