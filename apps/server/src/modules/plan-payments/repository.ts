import type { PlanPayment } from '@glad/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { companies, platformPayments, tariffs } from '../../db/schema/index.js';

type PaymentRow = typeof platformPayments.$inferSelect;

export function toPlanPayment(row: PaymentRow, tariffName: string): PlanPayment {
  return {
    id: row.id,
    tariffId: row.tariffId,
    tariffName,
    months: row.months,
    amount: row.amount,
    credit: row.credit,
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
