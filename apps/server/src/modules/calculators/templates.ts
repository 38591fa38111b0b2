import type { CalcTemplateCreateBody, CalcTemplateUpdateBody } from '@glad/contracts';
import { pluralRu } from '@glad/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { calcTemplates, calculators } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { assertWithinLimit } from '../../lib/plan.js';
import { assertPricingEditor, lockedPlan, planLimits } from '../../lib/pricing-access.js';
import { canSeeCosts } from '../../lib/rights.js';
import { nextUpdatedAt } from '../../lib/updated-at.js';
import type { AuthContext } from '../../plugins/auth.js';
import { rowsFromWriter } from './costs.js';
import { assertRowsValid, mergeRows, plainFields, type TemplateRow, templateWire } from './rows.js';

export const TEMPLATE_NOT_FOUND = 'Шаблон калькулятора не найден';
const WHAT = 'Шаблоны калькуляторов';

const bumped = nextUpdatedAt(calcTemplates.updatedAt);

export async function findTemplate(tx: Tx, companyId: number, id: number): Promise<TemplateRow> {
  const [row] = await tx
    .select()
    .from(calcTemplates)
    .where(and(eq(calcTemplates.companyId, companyId), eq(calcTemplates.id, id)));
  if (!row) throw notFound(TEMPLATE_NOT_FOUND);
  return row;
}

export async function listTemplates(
  db: Db,
  auth: AuthContext,
  companyId: number,
  page: { offset: number; limit: number },
) {
  const where = eq(calcTemplates.companyId, companyId);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(calcTemplates).where(where);
  const rows = await db
    .select()
    .from(calcTemplates)
    .where(where)
    .orderBy(asc(calcTemplates.id))
    .limit(page.limit)
    .offset(page.offset);
  return {
    res: true as const,
    pagination: { total: count?.n ?? 0 },
    content: rows.map((row) => templateWire(row, canSeeCosts(auth))),
    limit: (await planLimits(db, companyId)).templateCalc,
  };
}

/** A new template; refused over the plan's template_calc limit. */
export async function createTemplate(
  db: Db,
  auth: AuthContext,
  companyId: number,
  body: CalcTemplateCreateBody,
) {
  assertPricingEditor(auth, WHAT);
  const row = await db.transaction(async (tx) => {
    const plan = await lockedPlan(tx, companyId);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(calcTemplates)
      .where(eq(calcTemplates.companyId, companyId));
    const limit = Number(plan.templateCalc);
    if ((count?.n ?? 0) >= limit) {
      const forms = ['шаблона калькулятора', 'шаблонов калькулятора', 'шаблонов калькулятора'] as const;
      throw forbidden(
        `Тариф «${plan.name}» позволяет не более ${limit} ${pluralRu(limit, forms)}. ` +
          'Чтобы добавить шаблон, перейдите на другой тариф или удалите ненужный.',
      );
    }
    const { name, type, currency, schema, sales, ...given } = body;
    const groups = rowsFromWriter(auth, null, given);
    await assertRowsValid(tx, companyId, groups);
    const [made] = await tx
      .insert(calcTemplates)
      .values({ companyId, name, type, currency, schema, sales, rows: groups })
      .returning();
    return made!;
  });
  return templateWire(row, canSeeCosts(auth));
}

export async function updateTemplate(
  db: Db,
  auth: AuthContext,
  companyId: number,
  id: number,
  body: CalcTemplateUpdateBody,
) {
  assertPricingEditor(auth, WHAT);
  const row = await db.transaction(async (tx) => {
    const current = await findTemplate(tx, companyId, id);
    const plan = await lockedPlan(tx, companyId);
    await assertWithinLimit(tx, {
      table: calcTemplates,
      companyId,
      id,
      limit: plan.templateCalc,
      planName: plan.name,
      ended: plan.ended,
      forms: ['шаблона калькулятора', 'шаблонов калькулятора', 'шаблонов калькулятора'],
      subject: 'этот шаблон',
    });
    const rows = rowsFromWriter(auth, current.rows, mergeRows(current.rows, body));
    await assertRowsValid(tx, companyId, rows);
    const [updated] = await tx
      .update(calcTemplates)
      .set({ ...plainFields(body), rows, updatedAt: bumped })
      .where(and(eq(calcTemplates.companyId, companyId), eq(calcTemplates.id, id)))
      .returning();
    return updated!;
  });
  return templateWire(row, canSeeCosts(auth));
}

/** Deletes a template; calculators made from it keep their rows and lose the link. */
export async function deleteTemplate(db: Db, auth: AuthContext, companyId: number, id: number) {
  assertPricingEditor(auth, WHAT);
  await db.transaction(async (tx) => {
    await findTemplate(tx, companyId, id);
    await tx
      .update(calculators)
      .set({
        templateId: null,
        updatedAt: nextUpdatedAt(calculators.updatedAt),
      })
      .where(and(eq(calculators.companyId, companyId), eq(calculators.templateId, id)));
    await tx
      .delete(calcTemplates)
      .where(and(eq(calcTemplates.companyId, companyId), eq(calcTemplates.id, id)));
  });
  return { res: true as const, id };
}
