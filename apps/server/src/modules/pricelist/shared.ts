import { PRICING_GROUP } from '@glad/contracts';
import type { Tx } from '../../db/client.js';
import { badRequest, forbidden } from '../../lib/errors.js';
import { effectivePlan, planLimitsOf } from '../../lib/plan.js';
import type { AuthContext } from '../../plugins/auth.js';
import { canManageCompany } from '../users/permissions.js';

/* Helpers shared by the pricing modules: pricelist, calculators, smeta-templates, expenses. */

/** Price list, calculator templates and calculators change: the owner, an admin or group '6'. */
export function assertPricingEditor(auth: AuthContext, what: string) {
  if (!canManageCompany(auth) && !auth.rights.includes(PRICING_GROUP)) {
    throw forbidden(`${what} может менять владелец или сотрудник с правом «Прайс-лист и калькуляторы»`);
  }
}

/** ms of a row's last change: the wire `timestamp`. */
export const stampOf = (updatedAt: Date) => updatedAt.getTime();

/**
 * The id of a body-id call (PUT/DELETE without an id in the path): a positive integer, else a 400 that
 * names what is missing (SPEC §5: «не указан id конфигурации»).
 */
export function bodyId(value: unknown, missing: string): number {
  if (value === undefined || value === null || value === '') throw badRequest(missing);
  const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > 2_147_483_647) {
    throw badRequest('Неверный ID');
  }
  return id;
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

/** `%…%` for ILIKE with the user's % and _ taken literally. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
