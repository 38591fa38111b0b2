/*
 * A project's money from its client (issue 11 §1): what is due, what was paid, what is still owed, and the
 * payment status that follows from them. The app runs it on its offline copy; the server's reports use the
 * same rule in SQL (decision 0028).
 */

/** The kinds of a client payment (contracts `paymentKinds`); a return counts against the paid sum. */
export type PaymentKindName = 'predoplata' | 'doplata' | 'vozvrat';

export interface PaymentLike {
  amount: number;
  kind: PaymentKindName | string;
}

/** Where the money stands: nothing paid, part of it (a prepayment), all of it. */
export type PaymentStage = 'none' | 'partial' | 'paid';

export interface PaymentSummary {
  /** kopecks the client owes in all */
  due: number;
  /** kopecks received: payments less returns */
  paid: number;
  /** kopecks still owed; 0 when paid in full (an overpayment is `paid - due`) */
  debt: number;
  stage: PaymentStage;
}

/** Kopecks received: every payment, less the returns. */
export function paidSum(payments: readonly PaymentLike[]): number {
  let sum = 0;
  for (const p of payments) sum += p.kind === 'vozvrat' ? -p.amount : p.amount;
  return sum;
}

/**
 * What is due: the approved client estimate's total when there is one, else the project's amount (the
 * estimate's last priced total, 0 when never priced).
 */
export function amountDue(approvedTotal: number | null, projectAmount: number): number {
  return approvedTotal ?? projectAmount;
}

/**
 * Nothing (or less than nothing) received → none; the whole due sum received → paid; anything between —
 * and money received while nothing is priced yet — is a prepayment.
 */
export function paymentStage(paid: number, due: number): PaymentStage {
  if (paid <= 0) return 'none';
  if (due > 0 && paid >= due) return 'paid';
  return 'partial';
}

export function paymentSummary(payments: readonly PaymentLike[], due: number): PaymentSummary {
  const paid = paidSum(payments);
  return { due, paid, debt: Math.max(0, due - paid), stage: paymentStage(paid, due) };
}

export interface PaymentStatusLike {
  id: number;
  name: string;
  sort: number;
}

const stageNames: Record<PaymentStage, string> = {
  none: 'не оплачен',
  partial: 'предоплата',
  paid: 'оплачен',
};

const folded = (name: string) => name.trim().toLocaleLowerCase('ru-RU').replace(/ё/g, 'е');

/**
 * The company's payment status for a stage: the one named as the default set names it (Не оплачен,
 * Предоплата, Оплачен; any case), else by place in the list — the first, the second, the last. 0 when the
 * company has no payment statuses.
 */
export function statusForStage(stage: PaymentStage, statuses: readonly PaymentStatusLike[]): number {
  const byName = statuses.find((s) => folded(s.name) === stageNames[stage]);
  if (byName) return byName.id;
  const ordered = [...statuses].sort((a, b) => a.sort - b.sort || a.id - b.id);
  if (ordered.length === 0) return 0;
  if (stage === 'none') return ordered[0]!.id;
  if (stage === 'paid') return ordered[ordered.length - 1]!.id;
  return ordered[Math.min(1, ordered.length - 1)]!.id;
}

export interface ShownPaymentStatus {
  /** the status id shown (0 = none) */
  id: number;
  /** a person chose it: it stays whatever the money does */
  manual: boolean;
}

/**
 * The payment status a project shows: the one a person set by hand (`status_payment` ≠ 0) wins; without
 * it the status follows the money.
 */
export function shownPaymentStatus(
  statusPayment: number,
  stage: PaymentStage,
  statuses: readonly PaymentStatusLike[],
): ShownPaymentStatus {
  if (statusPayment > 0 && statuses.some((s) => s.id === statusPayment)) {
    return { id: statusPayment, manual: true };
  }
  return { id: statusForStage(stage, statuses), manual: false };
}
