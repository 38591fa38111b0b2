import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { calcTemplates, calculators } from '../../db/schema/index.js';
import { nextUpdatedAt } from '../../lib/updated-at.js';

/* SQL of calculator templates and calculators; every statement one company's. */

export type TemplateRow = typeof calcTemplates.$inferSelect;
export type CalculatorRow = typeof calculators.$inferSelect;

/** What a template keeps besides its id, company and stamps. */
export type TemplateValues = Pick<TemplateRow, 'name' | 'type' | 'currency' | 'schema' | 'sales' | 'rows'>;
/** What a calculator keeps besides its id, company and stamps. */
export type CalculatorValues = TemplateValues & Pick<CalculatorRow, 'templateId' | 'default'>;

export interface Page {
  offset: number;
  limit: number;
}

const ownTemplate = (companyId: number, id: number) =>
  and(eq(calcTemplates.companyId, companyId), eq(calcTemplates.id, id));
const ownCalculator = (companyId: number, id: number) =>
  and(eq(calculators.companyId, companyId), eq(calculators.id, id));

/* ---------- templates ---------- */

export async function findTemplateRow(
  tx: Tx,
  companyId: number,
  id: number,
): Promise<TemplateRow | undefined> {
  const [row] = await tx.select().from(calcTemplates).where(ownTemplate(companyId, id));
  return row;
}

export async function countTemplates(tx: Tx, companyId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(calcTemplates)
    .where(eq(calcTemplates.companyId, companyId));
  return row?.n ?? 0;
}

/** A page of the company's templates, oldest first, and how many it has. */
export async function templatePage(tx: Tx, companyId: number, page: Page) {
  const rows = await tx
    .select()
    .from(calcTemplates)
    .where(eq(calcTemplates.companyId, companyId))
    .orderBy(asc(calcTemplates.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: await countTemplates(tx, companyId) };
}

export async function insertTemplateRow(tx: Tx, companyId: number, values: TemplateValues) {
  const [made] = await tx
    .insert(calcTemplates)
    .values({ companyId, ...values })
    .returning();
  return made!;
}

export async function updateTemplateRow(
  tx: Tx,
  companyId: number,
  id: number,
  set: Partial<TemplateValues>,
): Promise<TemplateRow | undefined> {
  const [row] = await tx
    .update(calcTemplates)
    .set({ ...set, updatedAt: nextUpdatedAt(calcTemplates.updatedAt) })
    .where(ownTemplate(companyId, id))
    .returning();
  return row;
}

/** Deletes a template; the calculators made from it keep their rows and lose the link. */
export async function deleteTemplateRow(tx: Tx, companyId: number, id: number) {
  await tx
    .update(calculators)
    .set({ templateId: null, updatedAt: nextUpdatedAt(calculators.updatedAt) })
    .where(and(eq(calculators.companyId, companyId), eq(calculators.templateId, id)));
  await tx.delete(calcTemplates).where(ownTemplate(companyId, id));
}

/* ---------- calculators ---------- */

export async function findCalculatorRow(
  tx: Tx,
  companyId: number,
  id: number,
): Promise<CalculatorRow | undefined> {
  const [row] = await tx.select().from(calculators).where(ownCalculator(companyId, id));
  return row;
}

export async function countCalculators(tx: Tx, companyId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(calculators)
    .where(eq(calculators.companyId, companyId));
  return row?.n ?? 0;
}

/** A page of the company's calculators, oldest first, and how many it has. */
export async function calculatorPage(tx: Tx, companyId: number, page: Page) {
  const rows = await tx
    .select()
    .from(calculators)
    .where(eq(calculators.companyId, companyId))
    .orderBy(asc(calculators.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: await countCalculators(tx, companyId) };
}

/** Every calculator of the company by id: its name and default flag. */
export async function calculatorDefaults(tx: Tx, companyId: number) {
  return tx
    .select({ id: calculators.id, name: calculators.name, default: calculators.default })
    .from(calculators)
    .where(eq(calculators.companyId, companyId))
    .orderBy(asc(calculators.id));
}

export async function insertCalculatorRow(tx: Tx, companyId: number, values: CalculatorValues) {
  const [made] = await tx
    .insert(calculators)
    .values({ companyId, ...values })
    .returning();
  return made!;
}

export async function updateCalculatorRow(
  tx: Tx,
  companyId: number,
  id: number,
  set: Partial<CalculatorValues>,
): Promise<CalculatorRow | undefined> {
  const [row] = await tx
    .update(calculators)
    .set({ ...set, updatedAt: nextUpdatedAt(calculators.updatedAt) })
    .where(ownCalculator(companyId, id))
    .returning();
  return row;
}

/** Clears the default flag of every other calculator of the company. */
export async function clearOtherDefaults(tx: Tx, companyId: number, keep: number) {
  await tx
    .update(calculators)
    .set({ default: 0, updatedAt: nextUpdatedAt(calculators.updatedAt) })
    .where(and(eq(calculators.companyId, companyId), eq(calculators.default, 1), ne(calculators.id, keep)));
}

export async function deleteCalculatorRow(tx: Tx, companyId: number, id: number) {
  await tx.delete(calculators).where(ownCalculator(companyId, id));
}
