import { formatDate } from '@glad/domain';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { usePayments } from '../api/payments-query';
import { planEndSoon } from '../plan-days';

/** In the app's header from 7 days before a paid plan ends: its last day, linking to /payment/. */
export function PlanEndNotice() {
  const payments = usePayments();
  const end = planEndSoon(payments.data?.tariffEnd ?? null);
  if (!end) return null;
  return (
    <Anchor component={Link} to="/payment/" size="sm" c="orange.9" fw={600} data-testid="plan-end">
      Тариф до {formatDate(end)}
    </Anchor>
  );
}
