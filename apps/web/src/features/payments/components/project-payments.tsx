import {
  amountDue,
  compareIso,
  formatMoney,
  type PaymentStatusLike,
  paymentSummary,
  shownPaymentStatus,
} from '@glad/domain';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { db, type PaymentRow, type ProjectRow, useLiveQuery } from '../../../lib/offline-db';
import { putRecord, removeRecord } from '../../../lib/sync';
import { useEditDialog } from '../../../lib/use-edit-dialog';
import { PaymentFormModal } from './payment-form-modal';
import { PaymentItem } from './payment-item';
import { PaymentStatusLine } from './payment-status-line';

export interface ProjectPaymentsProps {
  project: ProjectRow;
  /** the client estimate's total when the estimate is approved, else null */
  approvedTotal: number | null;
  statuses: readonly (PaymentStatusLike & { color?: string })[];
  /** the owner or «Расходы» (11): may record money */
  editable: boolean;
  personName: (id: number) => string;
  onReceipt: (payment: PaymentRow) => void;
}

const byDay = (a: PaymentRow, b: PaymentRow) => compareIso(b.date, a.date) || b.id - a.id;

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {formatMoney(value)}
      </Text>
    </Stack>
  );
}

/**
 * A project's money from its client (issue 11 §1), from the offline copy: due, paid and debt, the payment
 * status (following the money unless a person set it), the payments, and a form to record one.
 */
export function ProjectPayments(props: ProjectPaymentsProps) {
  const { project, approvedTotal, statuses, editable, personName, onReceipt } = props;
  const payments = useLiveQuery(() => db.oplata.where('project').equals(project.id).toArray(), [project.id]);
  const form = useEditDialog<PaymentRow>();

  const list = [...(payments ?? [])].sort(byDay);
  const summary = paymentSummary(list, amountDue(approvedTotal, project.amount ?? 0));
  const shown = shownPaymentStatus(project.status_payment, summary.stage, statuses);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="project-payments">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="project-payments">
            Оплаты
          </Title>
          {editable && (
            <Button size="sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={form.openNew}>
              Записать оплату
            </Button>
          )}
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
          <Figure
            label={approvedTotal === null ? 'К оплате' : 'К оплате по смете'}
            value={summary.due}
            testId="payment-due"
          />
          <Figure label="Оплачено" value={summary.paid} testId="payment-paid" />
          <Figure label="Долг" value={summary.debt} testId="payment-debt" />
        </SimpleGrid>
        <PaymentStatusLine
          shown={shown}
          statuses={statuses}
          editable={editable}
          onAuto={() => void putRecord('projects', { status_payment: 0 }, project.id)}
        />
        {payments === undefined ? (
          <Text c="dimmed">Загрузка…</Text>
        ) : list.length === 0 ? (
          <Text c="dimmed">Оплат по объекту нет.</Text>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.map((p) => (
              <PaymentItem
                key={p.id}
                payment={p}
                recordedBy={p.created_by ? personName(p.created_by) : ''}
                editable={editable}
                onEdit={() => form.open(p)}
                onDelete={() => void removeRecord('oplata', p.id)}
                onReceipt={() => onReceipt(p)}
              />
            ))}
          </Stack>
        )}
      </Stack>
      {editable && (
        <PaymentFormModal
          opened={form.opened}
          projectId={project.id}
          payment={form.editing}
          firstOne={list.length === 0}
          onClose={form.close}
        />
      )}
    </Paper>
  );
}
