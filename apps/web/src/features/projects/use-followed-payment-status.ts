import { amountDue, type PaymentStatusLike, paymentSummary, shownPaymentStatus } from '@glad/domain';
import { db, type ProjectRow, useLiveQuery } from '../../lib/offline-db';

/**
 * The payment status a project follows when no person set one (`status_payment` 0, decision 0028): from its
 * payments in the offline copy against its amount, by the domain's one rule. 0 when a status is set by hand,
 * when the company has no payment statuses, or while the payments load.
 */
export function useFollowedPaymentStatus(
  project: Pick<ProjectRow, 'id' | 'status_payment' | 'amount'>,
  statuses: readonly PaymentStatusLike[] | undefined,
  enabled = true,
): number {
  const follows = enabled && project.status_payment === 0;
  const payments = useLiveQuery(
    () => (follows ? db.oplata.where('project').equals(project.id).toArray() : []),
    [project.id, follows],
  );
  if (!follows || !statuses?.length || payments === undefined) return 0;
  const summary = paymentSummary(payments, amountDue(null, project.amount ?? 0));
  return shownPaymentStatus(0, summary.stage, statuses).id;
}
