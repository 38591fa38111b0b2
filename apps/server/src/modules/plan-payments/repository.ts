import type { PlanPayment } from '@glad/contracts';
import { and, desc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { companies, platformPayments, promocodes, promocodeUses, tariffs } from '../../db/schema/index.js';

type PaymentRow = typeof platformPayments.$inferSelect;

export function toPlanPayment(row: PaymentRow, tariffName: string): PlanPayment {
  return {
    id: row.id,
    tariffId: row.tariffId,
    tariffName,
    months: row.months,
    amount: row.amount,
    credit: row.credit,
    discount: row.discount,
    method: row.method,
    status: row.status,
    confirmationUrl: row.status === 'pending' ? row.confirmationUrl : null,
    planEnd: row.planEnd,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
  };
}

/** The company with its current plan, locked for the change a payment makes. */
export async function companyPlan(tx: Tx, companyId: number, lock = false) {
  const query = tx
    .select({ tariffId: companies.tariffId, tariffEnd: companies.tariffEnd, plan: tariffs })
    .from(companies)
    .innerJoin(tariffs, eq(tariffs.id, companies.tariffId))
    .where(and(eq(companies.id, companyId), isNull(companies.deletedAt)));
  const [row] = lock ? await query.for('update', { of: companies }) : await query;
  return row;
}

export async function tariffById(tx: Tx, id: number) {
  const [row] = await tx.select().from(tariffs).where(eq(tariffs.id, id));
  return row;
}

export async function insertPayment(tx: Tx, values: typeof platformPayments.$inferInsert) {
  const [row] = await tx.insert(platformPayments).values(values).returning();
  return row!;
}

export async function updatePayment(
  tx: Tx,
  id: number,
  values: Partial<typeof platformPayments.$inferInsert>,
) {
  const [row] = await tx.update(platformPayments).set(values).where(eq(platformPayments.id, id)).returning();
  return row!;
}

export async function paymentByProviderId(tx: Tx, providerId: string, lock = false) {
  const query = tx.select().from(platformPayments).where(eq(platformPayments.providerId, providerId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The company's payments, newest first, with their plan's name. */
export async function companyPayments(tx: Tx, companyId: number, id?: number) {
  return tx
    .select({ payment: platformPayments, tariffName: tariffs.name })
    .from(platformPayments)
    .innerJoin(tariffs, eq(tariffs.id, platformPayments.tariffId))
    .where(
      id === undefined
        ? eq(platformPayments.companyId, companyId)
        : and(eq(platformPayments.companyId, companyId), eq(platformPayments.id, id)),
    )
    .orderBy(desc(platformPayments.id))
    .limit(500);
}

export async function setCompanyPlan(tx: Tx, companyId: number, tariffId: number, end: string) {
  await tx.update(companies).set({ tariffId, tariffEnd: end }).where(eq(companies.id, companyId));
}

export async function paymentById(tx: Tx, id: number, lock = false) {
  const query = tx.select().from(platformPayments).where(eq(platformPayments.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The company's requisites and name, for its invoices. */
export async function companyCard(tx: Tx, companyId: number) {
  const [row] = await tx
    .select({ name: companies.name, adres: companies.adres, requisites: companies.requisites })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}

/** The percent discount a company's applied promocode still holds for its next payment. */
export async function pendingDiscount(tx: Tx, companyId: number) {
  const [row] = await tx
    .select({ useId: promocodeUses.id, percent: promocodes.value, code: promocodes.code })
    .from(promocodeUses)
    .innerJoin(promocodes, eq(promocodes.id, promocodeUses.promocodeId))
    .where(
      and(
        eq(promocodeUses.companyId, companyId),
        eq(promocodes.kind, 'percent'),
        isNull(promocodeUses.paymentId),
      ),
    )
    .orderBy(promocodeUses.id)
    .limit(1);
  return row;
}

/** A paid payment spends the discount it carried. */
export async function spendDiscount(tx: Tx, useId: number, paymentId: number) {
  await tx
    .update(promocodeUses)
    .set({ paymentId })
    .where(and(eq(promocodeUses.id, useId), isNull(promocodeUses.paymentId)));
}

/** Companies whose paid plan's last day is before `today`. */
export async function endedPlanCompanies(tx: Tx, today: string) {
  const rows = await tx
    .select({ id: companies.id })
    .from(companies)
    .innerJoin(tariffs, eq(tariffs.id, companies.tariffId))
    .where(
      and(
        eq(tariffs.isFree, false),
        isNotNull(companies.tariffEnd),
        lt(companies.tariffEnd, today),
        isNull(companies.deletedAt),
      ),
    )
    .orderBy(companies.id)
    .limit(1000);
  return rows.map((r) => r.id);
}

/** Payments of every company for admins: newest first, optionally one company's. */
export async function allPayments(tx: Tx, opts: { companyId?: number; status?: PaymentRow['status'] }) {
  return tx
    .select({ payment: platformPayments, tariffName: tariffs.name, companyName: companies.name })
    .from(platformPayments)
    .innerJoin(tariffs, eq(tariffs.id, platformPayments.tariffId))
    .innerJoin(companies, eq(companies.id, platformPayments.companyId))
    .where(
      and(
        opts.companyId ? eq(platformPayments.companyId, opts.companyId) : sql`true`,
        opts.status ? eq(platformPayments.status, opts.status) : sql`true`,
      ),
    )
    .orderBy(desc(platformPayments.id))
    .limit(200);
}

/**
 * Puts a company whose paid plan ended before `today` on the free plan, keeping its last paid day (it once
 * paid: lib/plan); answers the plan it left.
 */
export async function setCompanyFreePlan(tx: Tx, companyId: number, freeId: number, today: string) {
  const [before] = await tx
    .select({ name: tariffs.name, end: companies.tariffEnd })
    .from(companies)
    .innerJoin(tariffs, eq(tariffs.id, companies.tariffId))
    .where(eq(companies.id, companyId));
  const changed = await tx
    .update(companies)
    .set({ tariffId: freeId })
    .where(and(eq(companies.id, companyId), lt(companies.tariffEnd, today)))
    .returning({ id: companies.id });
  return changed.length && before ? [before] : [];
}
