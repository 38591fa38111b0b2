import type { PayBody, TariffsResponse } from '@glad/contracts';
import {
  formatCount,
  formatDate,
  formatMoney,
  PERIOD_DISCOUNT,
  PLAN_PERIODS,
  type PlanPeriod,
} from '@glad/domain';
import { Alert, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useSubmit } from '../../../lib/use-submit';
import { downloadPaymentPdf, usePay, useQuote } from '../api/payments-api';

type Plan = TariffsResponse['content'][number];

const periodLabel = (m: PlanPeriod) =>
  `${formatCount(m, ['месяц', 'месяца', 'месяцев'])}${PERIOD_DISCOUNT[m] ? ` (−${PERIOD_DISCOUNT[m]} %)` : ''}`;
const money = (k: number) => formatMoney(k, { hideZeroKopecks: true });

/** The owner picks a period for a plan, sees what it costs today, and pays by card or asks for an invoice. */
export function PayPanel({ plan }: { plan: Plan }) {
  const [months, setMonths] = useState<PlanPeriod>(1);
  const quote = useQuote(plan.id, months);
  const pay = usePay();
  const submit = useSubmit();
  const navigate = useNavigate();
  const titleId = `pay-${plan.id}`;
  const ref = useRef<HTMLElement>(null);
  // Below the cards on a phone: brought into view when a plan is chosen.
  useEffect(() => ref.current?.scrollIntoView({ block: 'nearest' }), []);

  const start = (method: PayBody['method']) =>
    submit.run(async () => {
      const res = await pay.mutateAsync({ tariffId: plan.id, months, method });
      if (res.confirmationUrl) {
        window.location.assign(res.confirmationUrl);
        return;
      }
      await downloadPaymentPdf(res.payment.id, 'invoice');
      await navigate(`/payment/?id=${res.payment.id}`);
    }, 'Не удалось начать оплату');

  const q = quote.data;
  return (
    <Paper
      ref={ref}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={titleId}
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id={titleId}>
          Оплата тарифа «{plan.name}»
        </Title>
        <SegmentedControl
          aria-label="Срок оплаты"
          value={String(months)}
          onChange={(v) => setMonths(Number(v) as PlanPeriod)}
          data={PLAN_PERIODS.map((m) => ({ value: String(m), label: periodLabel(m) }))}
          fullWidth
          orientation="horizontal"
        />
        {q ? (
          <Stack gap={4} aria-live="polite">
            <Text>
              {periodLabel(months)}: {money(q.price)}
            </Text>
            {q.credit > 0 && (
              <Text size="sm">
                Зачёт за{' '}
                {formatCount(q.unusedDays, [
                  'неиспользованный день',
                  'неиспользованных дня',
                  'неиспользованных дней',
                ])}{' '}
                текущего тарифа: −{money(q.credit)}
              </Text>
            )}
            {q.discount > 0 && (
              <Text size="sm">
                Скидка по промокоду {q.discountPercent} %: −{money(q.discount)}
              </Text>
            )}
            <Text fw={700} fz="lg">
              К оплате: {money(q.amount)}
            </Text>
            <Text size="sm">
              Тариф будет действовать с {formatDate(q.start)} по {formatDate(q.end)} включительно.
            </Text>
          </Stack>
        ) : (
          <QueryState error={quote.error} onRetry={() => void quote.refetch()} />
        )}
        {submit.error && (
          <Alert color="red" role="alert" title="Оплата не началась">
            {submit.error}
          </Alert>
        )}
        <Group gap="sm">
          <Button onClick={() => void start('card')} loading={submit.busy} disabled={!q || q.amount === 0}>
            Оплатить картой
          </Button>
          {q?.invoices && (
            <Button
              variant="default"
              onClick={() => void start('invoice')}
              disabled={submit.busy || q.amount === 0}
            >
              Счёт для юрлица (PDF)
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
