import { PRICING_GROUP } from '@glad/contracts';
import type { Tx } from '../db/client.js';
import type { AuthContext } from '../plugins/auth.js';
import { forbidden } from './errors.js';
import { canManageCompany } from './permissions.js';
import { effectivePlan, planLimitsOf } from './plan.js';

/* Rights and plan limits shared by the pricing modules: pricelist, calculators. */

/** Price list, calculator templates and calculators change: the owner, an admin or group '6'. */
export function assertPricingEditor(auth: AuthContext, what: string) {
  if (!canManageCompany(auth) && !auth.rights.includes(PRICING_GROUP)) {
    throw forbidden(`${what} может менять владелец или сотрудник с правом «Прайс-лист и калькуляторы»`);
  }
}

/**
 * The company's plan today (an ended paid plan counts as the free one), with the company row locked until the
 * transaction ends: concurrent additions wait for each other, so a tariff limit holds under races.
 */
export async function lockedPlan(tx: Tx, companyId: number) {
  const plan = await effectivePlan(tx, companyId, true);
  if (plan.deletedAt) throw forbidden('Компания удалена');
  return { name: plan.tariff.name, ended: plan.ended, ...planLimitsOf(plan) };
}

/** The plan's limits without a lock (list answers show them). */
export async function planLimits(tx: Tx, companyId: number) {
  const { templateCalc, calc } = planLimitsOf(await effectivePlan(tx, companyId));
  return { templateCalc, calc };
}
