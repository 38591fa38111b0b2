import { addDays } from '@glad/domain';
import type { Tx } from '../../db/client.js';
import { insertPayout, upsertTotals } from '../payouts/service.js';
import type { ProjectMoney } from './estimate.js';
import type { ProjectPlan } from './plan.js';
import type { DemoSetup } from './setup.js';

/*
 * The demo's money in and out (issue 11): what clients paid by each project's payment stage, what the
 * devices would have priced (installer pay and cost price), and the payouts for finished installations —
 * so /reports/, the project pages and /montazhniki/ show something on the first visit. As in a real company
 * the installers are paid some time after a job: the oldest jobs in full, later ones half in advance, the
 * latest not yet, so each installer's balance shows what he is still owed.
 */

/** A prepayment is 30 % of the project's amount, in whole hundreds of roubles. */
const prepayment = (amount: number) => Math.round((amount * 0.3) / 10_000) * 10_000;

export interface ClientPayment {
  amount: number;
  /** days back from the demo's day */
  ago: number;
  kind: 'predoplata' | 'doplata';
  method: 'nal' | 'karta' | 'perevod';
}

/** What the client of a project paid by its stage: nothing, a prepayment, or the prepayment and the rest. */
export function clientPayments(plan: ProjectPlan, amount: number): ClientPayment[] {
  if (plan.pay === 'none' || amount <= 0) return [];
  const pre = Math.min(amount, Math.max(100, prepayment(amount)));
  const first: ClientPayment = {
    amount: pre,
    ago: Math.max(1, plan.opened - 2),
    kind: 'predoplata',
    method: 'perevod',
  };
  if (plan.pay === 'pre' || pre >= amount) return [first];
  return [
    first,
    { amount: amount - pre, ago: Math.max(1, plan.opened - 15), kind: 'doplata', method: 'karta' },
  ];
}

/** A job mounted longer ago than this many days is paid in full, within it half (a rounded advance). */
const PAID_IN_FULL_AFTER_DAYS = 30;
/** A job mounted fewer days ago than this is not paid yet. */
const UNPAID_WITHIN_DAYS = 21;

/** What an installer has been paid for a job mounted `mountedAgo` days back (kopecks). */
export function paidForJob(pay: number, mountedAgo: number): number {
  if (mountedAgo > PAID_IN_FULL_AFTER_DAYS) return pay;
  if (mountedAgo < UNPAID_WITHIN_DAYS) return 0;
  return Math.round(pay / 2 / 100_000) * 100_000;
}

/**
 * The installer's pay and the cost price as the project page would have sent them, and his payout for a
 * finished job (`mountedAgo`: days since it was mounted) as far as he has been paid.
 */
export async function writeProjectCosts(
  tx: Tx,
  setup: DemoSetup,
  project: { id: number; plan: ProjectPlan; money: ProjectMoney },
  installerId: number | null,
  payAfterDays: number,
  mountedAgo: number,
): Promise<number> {
  const { id, plan, money } = project;
  if (money.amount === 0) return 0;
  await upsertTotals(tx, setup.companyId, id, setup.ownerId, {
    installer_pay: money.installerPay,
    cost_price: money.cost,
  });
  if (plan.work !== 'done' || !installerId || money.installerPay <= 0) return 0;
  const paid = paidForJob(money.installerPay, mountedAgo);
  if (paid <= 0) return 0;
  await insertPayout(tx, setup.companyId, setup.ownerId, {
    installer: installerId,
    project: id,
    amount: paid,
    date: addDays(setup.today, -Math.max(1, plan.opened - payAfterDays)),
    note: paid < money.installerPay ? 'Аванс за монтаж, половина' : 'Оплата монтажа по смете монтажа',
  });
  return 1;
}
