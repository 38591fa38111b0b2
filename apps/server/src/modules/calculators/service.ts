import type {
  CalcRowsWire,
  CalcTemplateCreateBody,
  CalcTemplateUpdateBody,
  CalculatorCreateBody,
  CalculatorUpdateBody,
} from '@glad/contracts';
import { pluralRu } from '@glad/domain';
import type { Db, Tx } from '../../db/client.js';
import { calcTemplates, calculators } from '../../db/schema/index.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { assertWithinLimit } from '../../lib/plan.js';
import { assertPricingEditor, lockedPlan, planLimits } from '../../lib/pricing-access.js';
import { canSeeCosts } from '../../lib/rights.js';
import type { AuthContext } from '../../plugins/auth.js';
import { rowsFromWriter } from './costs.js';
import {
  type CalculatorRow,
  calculatorDefaults,
  calculatorPage,
  clearOtherDefaults,
  countCalculators,
  countTemplates,
  deleteCalculatorRow,
  deleteTemplateRow,
  findCalculatorRow,
  findTemplateRow,
  insertCalculatorRow,
  insertTemplateRow,
  type Page,
  type TemplateRow,
  templatePage,
  updateCalculatorRow,
  updateTemplateRow,
} from './repository.js';
import { assertRowsValid, calculatorWire, mergeRows, plainFields, templateWire } from './rows.js';

/** What other modules use of calculators: a calculator row as it travels. */
export { calculatorWire } from './rows.js';

export const TEMPLATE_NOT_FOUND = 'Шаблон калькулятора не найден';
export const CALCULATOR_NOT_FOUND = 'Калькулятор не найден';
const TEMPLATES = 'Шаблоны калькуляторов';
const CALCULATORS = 'Калькуляторы';
const templateForms = ['шаблона калькулятора', 'шаблонов калькулятора', 'шаблонов калькулятора'] as const;
const calculatorForms = ['калькулятора', 'калькуляторов', 'калькуляторов'] as const;
const emptyRows: CalcRowsWire = { main: [], other: [], road: [], prochee: [], costs: [], scripts: [] };

/** Refuses one more of a kind the plan allows `limit` of (the company already has `count`). */
function assertRoomForOne(
  count: number,
  limit: number,
  plan: { name: string },
  forms: readonly [string, string, string],
  what: string,
) {
  if (count < limit) return;
  throw forbidden(
    `Тариф «${plan.name}» позволяет не более ${limit} ${pluralRu(limit, forms)}. ` +
      `Чтобы добавить ${what}, перейдите на другой тариф или удалите ненужный.`,
  );
}

/* ---------- templates (templatecalc/) ---------- */

async function findTemplate(tx: Tx, companyId: number, id: number): Promise<TemplateRow> {
  const row = await findTemplateRow(tx, companyId, id);
  if (!row) throw notFound(TEMPLATE_NOT_FOUND);
  return row;
}

export async function getTemplate(db: Db, auth: AuthContext, companyId: number, id: number) {
  return templateWire(await findTemplate(db, companyId, id), canSeeCosts(auth));
}

export async function listTemplates(db: Db, auth: AuthContext, companyId: number, page: Page) {
  const { rows, total } = await templatePage(db, companyId, page);
  return {
    res: true as const,
    pagination: { total },
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
  assertPricingEditor(auth, TEMPLATES);
  const row = await db.transaction(async (tx) => {
    const plan = await lockedPlan(tx, companyId);
    assertRoomForOne(
      await countTemplates(tx, companyId),
      Number(plan.templateCalc),
      plan,
      templateForms,
      'шаблон',
    );
    const { name, type, currency, schema, sales, ...given } = body;
    const rows = rowsFromWriter(auth, null, given);
    await assertRowsValid(tx, companyId, rows);
    return insertTemplateRow(tx, companyId, { name, type, currency, schema, sales, rows });
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
  assertPricingEditor(auth, TEMPLATES);
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
      forms: templateForms,
      subject: 'этот шаблон',
    });
    const rows = rowsFromWriter(auth, current.rows, mergeRows(current.rows, body));
    await assertRowsValid(tx, companyId, rows);
    return (await updateTemplateRow(tx, companyId, id, { ...plainFields(body), rows }))!;
  });
  return templateWire(row, canSeeCosts(auth));
}

/** Deletes a template; calculators made from it keep their rows and lose the link. */
export async function deleteTemplate(db: Db, auth: AuthContext, companyId: number, id: number) {
  assertPricingEditor(auth, TEMPLATES);
  await db.transaction(async (tx) => {
    await findTemplate(tx, companyId, id);
    await deleteTemplateRow(tx, companyId, id);
  });
  return { res: true as const, id };
}

/* ---------- calculators (calculator/) ---------- */

async function findCalculator(tx: Tx, companyId: number, id: number): Promise<CalculatorRow> {
  const row = await findCalculatorRow(tx, companyId, id);
  if (!row) throw notFound(CALCULATOR_NOT_FOUND);
  return row;
}

export async function getCalculator(db: Db, auth: AuthContext, companyId: number, id: number) {
  return calculatorWire(await findCalculator(db, companyId, id), canSeeCosts(auth));
}

export async function listCalculators(db: Db, auth: AuthContext, companyId: number, page: Page) {
  const { rows, total } = await calculatorPage(db, companyId, page);
  return {
    res: true as const,
    pagination: { total },
    content: rows.map((row) => calculatorWire(row, canSeeCosts(auth))),
    limit: (await planLimits(db, companyId)).calc,
  };
}

/** The calculator as the company's only default (the caller holds the company lock). */
async function makeDefault(tx: Tx, companyId: number, row: CalculatorRow): Promise<CalculatorRow> {
  await clearOtherDefaults(tx, companyId, row.id);
  if (row.default === 1) return row;
  return (await updateCalculatorRow(tx, companyId, row.id, { default: 1 }))!;
}

async function clearDefault(tx: Tx, companyId: number, row: CalculatorRow): Promise<CalculatorRow> {
  if (row.default === 0) return row;
  return (await updateCalculatorRow(tx, companyId, row.id, { default: 0 }))!;
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
  assertPricingEditor(auth, CALCULATORS);
  const row = await db.transaction(async (tx) => {
    const plan = await lockedPlan(tx, companyId);
    assertRoomForOne(
      await countCalculators(tx, companyId),
      Number(plan.calc),
      plan,
      calculatorForms,
      'калькулятор',
    );
    const template = body.templateId ? await findTemplate(tx, companyId, body.templateId) : null;
    const name = body.name ?? template?.name;
    if (!name) throw badRequest('Укажите название калькулятора или шаблон, из которого его сделать');
    const base = template?.rows ?? emptyRows;
    const rows = rowsFromWriter(auth, base, mergeRows(base, body));
    await assertRowsValid(tx, companyId, rows);
    const made = await insertCalculatorRow(tx, companyId, {
      name,
      templateId: template?.id ?? null,
      default: 0,
      type: body.type ?? template?.type ?? 1,
      currency: body.currency ?? template?.currency ?? 'руб.',
      schema: body.schema ?? template?.schema ?? 2,
      sales: body.sales ?? template?.sales ?? [],
      rows,
    });
    return body.default === 1 ? makeDefault(tx, companyId, made) : made;
  });
  return calculatorWire(row, canSeeCosts(auth));
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
    forms: calculatorForms,
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
  assertPricingEditor(auth, CALCULATORS);
  const row = await db.transaction(async (tx) => {
    await editableCalculator(tx, companyId, id);
    const current = await findCalculator(tx, companyId, id);
    const rows = rowsFromWriter(auth, current.rows, mergeRows(current.rows, body));
    await assertRowsValid(tx, companyId, rows);
    const updated = (await updateCalculatorRow(tx, companyId, id, { ...plainFields(body), rows }))!;
    if (body.default === 1) return makeDefault(tx, companyId, updated);
    if (body.default === 0) return clearDefault(tx, companyId, updated);
    return updated;
  });
  return calculatorWire(row, canSeeCosts(auth));
}

/** PATCH calculator/{id}/default: 1 makes it the only default, 0 leaves the company without one. */
export async function setDefault(db: Db, auth: AuthContext, companyId: number, id: number, value: 0 | 1) {
  assertPricingEditor(auth, CALCULATORS);
  return db.transaction(async (tx) => {
    await editableCalculator(tx, companyId, id);
    const current = await findCalculator(tx, companyId, id);
    const row =
      value === 1 ? await makeDefault(tx, companyId, current) : await clearDefault(tx, companyId, current);
    const test = await calculatorDefaults(tx, companyId);
    return { res: true as const, data: { calc: calculatorWire(row, canSeeCosts(auth)), test } };
  });
}

export async function deleteCalculator(db: Db, auth: AuthContext, companyId: number, id: number) {
  assertPricingEditor(auth, CALCULATORS);
  await db.transaction(async (tx) => {
    await findCalculator(tx, companyId, id);
    await deleteCalculatorRow(tx, companyId, id);
  });
  return { res: true as const, id };
}
