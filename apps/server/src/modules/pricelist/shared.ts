import { PRICING_GROUP } from '@glad/contracts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { companies, tariffs } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/auth.js';
import { canManageCompany } from '../users/permissions.js';

/* Rights and plan limits shared by the pricing modules: pricelist, calculators. */

/** Price list, calculator templates and calculators change: the owner, an admin or group '6'. */
export function assertPricingEditor(auth: AuthContext, what: string) {
  if (!canManageCompany(auth) && !auth.rights.includes(PRICING_GROUP)) {
    throw forbidden(`${what} может менять владелец или сотрудник с правом «Прайс-лист и калькуляторы»`);
  }
}

/**
 * The company's plan, with the company row locked until the transaction ends: concurrent additions wait
 * for each other, so a tariff limit holds under races.
 */
export async function lockedPlan(tx: Tx, companyId: number) {
  const [plan] = await tx
    .select({
      name: tariffs.name,
      templateCalc: tariffs.templateCalc,
      calc: tariffs.calc,
      deletedAt: companies.deletedAt,
    })
    .from(companies)
    .innerJoin(tariffs, eq(tariffs.id, companies.tariffId))
    .where(eq(companies.id, companyId))
    .for('update', { of: companies });
  if (!plan) throw notFound('Компания не найдена');
  if (plan.deletedAt) throw forbidden('Компания удалена');
  return plan;
}

/** The plan's limits without a lock (list answers show them). */
export async function planLimits(tx: Tx, companyId: number) {
  const [plan] = await tx
    .select({ templateCalc: tariffs.templateCalc, calc: tariffs.calc })
    .from(companies)
    .innerJoin(tariffs, eq(tariffs.id, companies.tariffId))
    .where(eq(companies.id, companyId));
  return { templateCalc: Number(plan?.templateCalc ?? 0), calc: Number(plan?.calc ?? 0) };
}
