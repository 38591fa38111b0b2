import type { CalcRowsWire, CalculatorCreateBody, CalculatorUpdateBody } from '@glad/contracts';
import { pluralRu } from '@glad/domain';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { calculators } from '../../db/schema/index.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { assertWithinLimit } from '../../lib/plan.js';
import { assertPricingEditor, lockedPlan, planLimits } from '../../lib/pricing-access.js';
import { canSeeCosts } from '../../lib/rights.js';
import { nextUpdatedAt } from '../../lib/updated-at.js';
import type { AuthContext } from '../../plugins/auth.js';
import { rowsFromWriter } from './costs.js';
import { assertRowsValid, type CalculatorRow, calculatorWire, mergeRows, plainFields } from './rows.js';
import { findTemplate } from './templates.js';

export const CALCULATOR_NOT_FOUND = 'Калькулятор не найден';
const WHAT = 'Калькуляторы';
const emptyRows: CalcRowsWire = { main: [], other: [], road: [], prochee: [], costs: [], scripts: [] };
const bumped = nextUpdatedAt(calculators.updatedAt);

async function findCalculator(tx: Tx, companyId: number, id: number): Promise<CalculatorRow> {
  const [row] = await tx
    .select()
    .from(calculators)
    .where(and(eq(calculators.companyId, companyId), eq(calculators.id, id)));
  if (!row) throw notFound(CALCULATOR_NOT_FOUND);
  return row;
}

export async function getCalculator(db: Db, auth: AuthContext, companyId: number, id: number) {
  return calculatorWire(await findCalculator(db, companyId, id), canSeeCosts(auth));
}

export async function listCalculators(
  db: Db,
  auth: AuthContext,
  companyId: number,
  page: { offset: number; limit: number },
) {
  const where = eq(calculators.companyId, companyId);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(calculators).where(where);
  const rows = await db
    .select()
    .from(calculators)
    .where(where)
    .orderBy(asc(calculators.id))
    .limit(page.limit)
    .offset(page.offset);
  return {
    res: true as const,
    pagination: { total: count?.n ?? 0 },
    content: rows.map((row) => calculatorWire(row, canSeeCosts(auth))),
    limit: (await planLimits(db, companyId)).calc,
  };
}

/** Clears the default flag of every other calculator (the caller holds the company lock). */
async function clearOtherDefaults(tx: Tx, companyId: number, keep: number) {
  await tx
    .update(calculators)
    .set({ default: 0, updatedAt: bumped })
    .where(and(eq(calculators.companyId, companyId), eq(calculators.default, 1), ne(calculators.id, keep)));
}

/**
 * A new calculator from a template (its rows, type, currency, schema, sales and name copied; the body's
 * fields win) or from scratch; refused over the plan's calc limit.
 */
export async function createCalculator(
  db: Db,
  auth: AuthContext,
  companyId: number,
  body: CalculatorCreateBody,
) {
  assertPricingEditor(auth, WHAT);
  const row = await db.transaction(async (tx) => {
    const plan = await lockedPlan(tx, companyId);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(calculators)
      .where(eq(calculators.companyId, companyId));
    const limit = Number(plan.calc);
    if ((count?.n ?? 0) >= limit) {
      throw forbidden(
        `Тариф «${plan.name}» позволяет не более ${limit} ${pluralRu(limit, ['калькулятора', 'калькуляторов', 'калькуляторов'])}. ` +
          'Чтобы добавить калькулятор, перейдите на другой тариф или удалите ненужный.',
      );
    }
    const template = body.templateId ? await findTemplate(tx, companyId, body.templateId) : null;
    const name = body.name ?? template?.name;
    if (!name) throw badRequest('Укажите название калькулятора или шаблон, из которого его сделать');
    const base = template?.rows ?? emptyRows;
    const rows = rowsFromWriter(auth, base, mergeRows(base, body));
    await assertRowsValid(tx, companyId, rows);
    const [made] = await tx
      .insert(calculators)
      .values({
        companyId,
        name,
        templateId: template?.id ?? null,
        default: 0,
        type: body.type ?? template?.type ?? 1,
        currency: body.currency ?? template?.currency ?? 'руб.',
        schema: body.schema ?? template?.schema ?? 2,
        sales: body.sales ?? template?.sales ?? [],
        rows,
      })
      .returning();
    return body.default === 1 ? makeDefault(tx, companyId, made!) : made!;
  });
  return calculatorWire(row, canSeeCosts(auth));
}

async function makeDefault(tx: Tx, companyId: number, row: CalculatorRow): Promise<CalculatorRow> {
  await clearOtherDefaults(tx, companyId, row.id);
  if (row.default === 1) return row;
  const [updated] = await tx
    .update(calculators)
    .set({ default: 1, updatedAt: bumped })
    .where(and(eq(calculators.companyId, companyId), eq(calculators.id, row.id)))
    .returning();
  return updated!;
}

async function clearDefault(tx: Tx, companyId: number, row: CalculatorRow): Promise<CalculatorRow> {
  if (row.default === 0) return row;
  const [updated] = await tx
    .update(calculators)
    .set({ default: 0, updatedAt: bumped })
    .where(and(eq(calculators.companyId, companyId), eq(calculators.id, row.id)))
    .returning();
  return updated!;
}

/** A calculator beyond the plan's calc limit (after a paid plan ended) is read-only. */
async function editableCalculator(tx: Tx, companyId: number, id: number) {
  const plan = await lockedPlan(tx, companyId);
  await assertWithinLimit(tx, {
    table: calculators,
    companyId,
    id,
    limit: plan.calc,
    planName: plan.name,
    ended: plan.ended,
    forms: ['калькулятора', 'калькуляторов', 'калькуляторов'],
    subject: 'этот калькулятор',
  });
}

export async function updateCalculator(
  db: Db,
  auth: AuthContext,
  companyId: number,
  id: number,
  body: CalculatorUpdateBody,
) {
  assertPricingEditor(auth, WHAT);
  const row = await db.transaction(async (tx) => {
    await editableCalculator(tx, companyId, id);
    const current = await findCalculator(tx, companyId, id);
    const rows = rowsFromWriter(auth, current.rows, mergeRows(current.rows, body));
    await assertRowsValid(tx, companyId, rows);
    const [updated] = await tx
      .update(calculators)
      .set({ ...plainFields(body), rows, updatedAt: bumped })
      .where(and(eq(calculators.companyId, companyId), eq(calculators.id, id)))
      .returning();
    if (body.default === 1) return makeDefault(tx, companyId, updated!);
    if (body.default === 0) return clearDefault(tx, companyId, updated!);
    return updated!;
  });
  return calculatorWire(row, canSeeCosts(auth));
}

/** PATCH calculator/{id}/default: 1 makes it the only default, 0 leaves the company without one. */
export async function setDefault(db: Db, auth: AuthContext, companyId: number, id: number, value: 0 | 1) {
  assertPricingEditor(auth, WHAT);
  return db.transaction(async (tx) => {
    await editableCalculator(tx, companyId, id);
    const current = await findCalculator(tx, companyId, id);
    const row =
      value === 1 ? await makeDefault(tx, companyId, current) : await clearDefault(tx, companyId, current);
    const test = await tx
      .select({ id: calculators.id, name: calculators.name, default: calculators.default })
      .from(calculators)
      .where(eq(calculators.companyId, companyId))
      .orderBy(asc(calculators.id));
    return { res: true as const, data: { calc: calculatorWire(row, canSeeCosts(auth)), test } };
  });
}

export async function deleteCalculator(db: Db, auth: AuthContext, companyId: number, id: number) {
  assertPricingEditor(auth, WHAT);
  await db.transaction(async (tx) => {
    await findCalculator(tx, companyId, id);
    await tx.delete(calculators).where(and(eq(calculators.companyId, companyId), eq(calculators.id, id)));
  });
  return { res: true as const, id };
}
