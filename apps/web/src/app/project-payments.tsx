import type { Company } from '@glad/contracts';
import { notifications } from '@mantine/notifications';
import { canSeeExpenses } from '../features/expenses/permissions';
import { ProjectPayments } from '../features/payments/components/project-payments';
import { downloadReceipt } from '../features/payments/documents/download-receipt';
import { useStatuses } from '../features/projects/api/statuses-api';
import { useCurrentUser } from '../features/session';
import { type PaymentRow, type ProjectRow, useSmety } from '../lib/offline-db';
import { useStaffMembers } from '../lib/staff';

/**
 * The project page's payments (features/payments) with what they need from other features: the payment
 * statuses, the staff's names, the approved estimate's total, the company for the receipt, the rights.
 */
export function ProjectPaymentsSection({
  project,
  estimateTotal,
  company,
}: {
  project: ProjectRow;
  /** the client estimate's total as priced here, null until known */
  estimateTotal: number | null;
  company: Company | undefined;
}) {
  const user = useCurrentUser();
  const statuses = useStatuses();
  const managers = useStaffMembers();
  const smety = useSmety('smety', { projectid: project.id });
  const approved = smety?.some((s) => s.approved === 1) ?? false;
  const names = new Map((managers.data ?? []).map((m) => [m.id, m.name]));
  const personName = (id: number) => names.get(id) ?? `Сотрудник №${id}`;

  const receipt = (payment: PaymentRow) => {
    downloadReceipt({
      id: payment.id,
      date: payment.date,
      amount: payment.amount,
      kind: payment.kind,
      method: payment.method,
      note: payment.note,
      company: {
        name: company?.name ?? '',
        adres: company?.adres ?? '',
        phone: company?.phone ?? '',
        requisites: company?.requisites ?? {},
      },
      clientName: project.client,
      projectName: project.name,
      recordedBy: payment.created_by ? personName(payment.created_by) : '',
    }).catch((error: unknown) =>
      notifications.show({
        color: 'red',
        message: `Документ не сделан: ${error instanceof Error ? error.message : 'ошибка'}`,
      }),
    );
  };

  return (
    <ProjectPayments
      project={project}
      approvedTotal={approved ? estimateTotal : null}
      statuses={statuses.data?.payment ?? []}
      editable={user ? canSeeExpenses(user) : false}
      personName={personName}
      onReceipt={receipt}
    />
  );
}
