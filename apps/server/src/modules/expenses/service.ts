import {
  EXPENSES_GROUP,
  type Expense,
  type ExpenseCreateBody,
  type ExpenseListQuery,
  type ExpenseUpdateBody,
} from '@glad/contracts';
import { and, desc, eq, gte, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { expenses, projects } from '../../db/schema/index.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { nextUpdatedAt } from '../../lib/updated-at.js';
import { stampOf } from '../../lib/wire.js';
import type { AuthContext } from '../../plugins/auth.js';

export const EXPENSE_NOT_FOUND = 'Расход не найден';

/** A new expense's fields, as a create body gives them once its defaults are in. */
export type ExpenseValues = Required<ExpenseCreateBody>;

/** SPEC §6: expenses are the owner's, or of a user whose rights include group '11'. */
export function assertExpenseRights(auth: AuthContext) {
  if (!auth.vladelec && !auth.rights.includes(EXPENSES_GROUP)) {
    throw forbidden('Расходы доступны только владельцу компании и сотрудникам с правом «Расходы»');
  }
}

const columns = {
  id: expenses.id,
  projectid: expenses.projectId,
  project: sql<string>`coalesce(${projects.name}, '')`,
  category: expenses.category,
  amount: expenses.amount,
  date: expenses.date,
  note: expenses.note,
  createdBy: expenses.createdBy,
  updatedAt: expenses.updatedAt,
};

type Selected = { [K in keyof typeof columns]: unknown } & { updatedAt: Date };

const toWire = (row: Selected): Expense => ({
  id: Number(row.id),
  projectid: Number(row.projectid),
  project: String(row.project),
  category: String(row.category),
  amount: Number(row.amount),
  date: String(row.date),
  note: String(row.note),
  createdBy: Number(row.createdBy),
  timestamp: stampOf(row.updatedAt),
});

function selectExpenses(tx: Tx, where: SQL | undefined) {
  return tx
    .select(columns)
    .from(expenses)
    .leftJoin(projects, and(eq(projects.company_id, expenses.companyId), eq(projects.id, expenses.projectId)))
    .where(where);
}

async function loadOne(tx: Tx, companyId: number, id: number): Promise<Expense> {
  const [row] = await selectExpenses(tx, and(eq(expenses.companyId, companyId), eq(expenses.id, id)));
  if (!row) throw notFound(EXPENSE_NOT_FOUND);
  return toWire(row as Selected);
}

/** A project the expense may point at: a live project of the company (0 = none). */
async function assertProject(tx: Tx, companyId: number, projectId: number | undefined) {
  if (!projectId) return;
  const [row] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.company_id, companyId), eq(projects.id, projectId), isNull(projects.deleted_at)));
  if (!row) throw notFound('Объект не найден');
}

export async function listExpenses(db: Db, auth: AuthContext, companyId: number, query: ExpenseListQuery) {
  assertExpenseRights(auth);
  if (query.from && query.to && query.from > query.to) {
    throw badRequest('Начало периода позже его конца');
  }
  const conditions: (SQL | undefined)[] = [eq(expenses.companyId, companyId)];
  if (query.project !== undefined) conditions.push(eq(expenses.projectId, query.project));
  if (query.category !== undefined) conditions.push(eq(expenses.category, query.category));
  if (query.from) conditions.push(gte(expenses.date, query.from));
  if (query.to) conditions.push(lte(expenses.date, query.to));
  const where = and(...conditions);
  const [totals] = await db
    .select({ n: sql<number>`count(*)::int`, sum: sql<string>`coalesce(sum(${expenses.amount}), 0)::text` })
    .from(expenses)
    .where(where);
  const rows = await selectExpenses(db, where)
    .orderBy(desc(expenses.date), desc(expenses.id))
    .limit(query.limit)
    .offset(query.offset);
  const categories = await db
    .selectDistinct({ category: expenses.category })
    .from(expenses)
    .where(eq(expenses.companyId, companyId));
  return {
    res: true as const,
    pagination: { total: totals?.n ?? 0 },
    content: rows.map((row) => toWire(row as Selected)),
    sum: Number(totals?.sum ?? 0),
    categories: categories.map((c) => c.category).sort((a, b) => a.localeCompare(b, 'ru')),
  };
}

export async function getExpense(db: Db, auth: AuthContext, companyId: number, id: number) {
  assertExpenseRights(auth);
  return loadOne(db, companyId, id);
}

export async function createExpense(db: Db, auth: AuthContext, companyId: number, body: ExpenseCreateBody) {
  assertExpenseRights(auth);
  return db.transaction(async (tx) => {
    const id = await insertExpense(tx, companyId, auth.userId, body);
    return loadOne(tx, companyId, id);
  });
}

/** Records an expense of a live project of the company (or its own, projectid 0); its id. */
export async function insertExpense(tx: Tx, companyId: number, createdBy: number, body: ExpenseValues) {
  await assertProject(tx, companyId, body.projectid);
  const [made] = await tx
    .insert(expenses)
    .values({
      companyId,
      projectId: body.projectid,
      category: body.category,
      amount: body.amount,
      date: body.date,
      note: body.note,
      createdBy,
    })
    .returning({ id: expenses.id });
  return made!.id;
}

export async function updateExpense(
  db: Db,
  auth: AuthContext,
  companyId: number,
  id: number,
  body: ExpenseUpdateBody,
) {
  assertExpenseRights(auth);
  return db.transaction(async (tx) => {
    await loadOne(tx, companyId, id);
    await assertProject(tx, companyId, body.projectid);
    const { projectid, ...rest } = body;
    await tx
      .update(expenses)
      .set({
        ...rest,
        ...(projectid === undefined ? {} : { projectId: projectid }),
        updatedAt: nextUpdatedAt(expenses.updatedAt),
      })
      .where(and(eq(expenses.companyId, companyId), eq(expenses.id, id)));
    return loadOne(tx, companyId, id);
  });
}

export async function deleteExpense(db: Db, auth: AuthContext, companyId: number, id: number) {
  assertExpenseRights(auth);
  const deleted = await db
    .delete(expenses)
    .where(and(eq(expenses.companyId, companyId), eq(expenses.id, id)))
    .returning({ id: expenses.id });
  if (deleted.length === 0) throw notFound(EXPENSE_NOT_FOUND);
  return { res: true as const, id };
}
