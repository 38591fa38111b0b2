import type { ExpenseListQuery, ExpenseUpdateBody } from '@glad/contracts';
import { and, desc, eq, gte, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { expenses, projects } from '../../db/schema/index.js';
import { nextUpdatedAt } from '../../lib/updated-at.js';

/** An expense with its project's name (empty for none or a project deleted for good). */
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

function selectExpenses(tx: Tx, where: SQL | undefined) {
  return tx
    .select(columns)
    .from(expenses)
    .leftJoin(projects, and(eq(projects.company_id, expenses.companyId), eq(projects.id, expenses.projectId)))
    .where(where);
}

export type ExpenseRow = Awaited<ReturnType<typeof selectExpenses>>[number];

const own = (companyId: number, id: number) => and(eq(expenses.companyId, companyId), eq(expenses.id, id));

export async function findExpense(tx: Tx, companyId: number, id: number): Promise<ExpenseRow | undefined> {
  const [row] = await selectExpenses(tx, own(companyId, id));
  return row;
}

export async function liveProjectExists(tx: Tx, companyId: number, projectId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.company_id, companyId), eq(projects.id, projectId), isNull(projects.deleted_at)));
  return row !== undefined;
}

/** A page of the company's expenses by the list's filters, newest first; their count, sum and categories. */
export async function expensePage(tx: Tx, companyId: number, query: ExpenseListQuery) {
  const conditions: (SQL | undefined)[] = [eq(expenses.companyId, companyId)];
  if (query.project !== undefined) conditions.push(eq(expenses.projectId, query.project));
  if (query.category !== undefined) conditions.push(eq(expenses.category, query.category));
  if (query.from) conditions.push(gte(expenses.date, query.from));
  if (query.to) conditions.push(lte(expenses.date, query.to));
  const where = and(...conditions);
  const [totals] = await tx
    .select({ n: sql<number>`count(*)::int`, sum: sql<string>`coalesce(sum(${expenses.amount}), 0)::text` })
    .from(expenses)
    .where(where);
  const rows = await selectExpenses(tx, where)
    .orderBy(desc(expenses.date), desc(expenses.id))
    .limit(query.limit)
    .offset(query.offset);
  const categories = await tx
    .selectDistinct({ category: expenses.category })
    .from(expenses)
    .where(eq(expenses.companyId, companyId));
  return {
    rows,
    total: totals?.n ?? 0,
    sum: Number(totals?.sum ?? 0),
    categories: categories.map((c) => c.category),
  };
}

export async function insertExpenseRow(
  tx: Tx,
  values: Pick<
    typeof expenses.$inferInsert,
    'companyId' | 'projectId' | 'category' | 'amount' | 'date' | 'note' | 'createdBy'
  >,
): Promise<number> {
  const [made] = await tx.insert(expenses).values(values).returning({ id: expenses.id });
  return made!.id;
}

export async function updateExpenseRow(tx: Tx, companyId: number, id: number, body: ExpenseUpdateBody) {
  const { projectid, ...rest } = body;
  await tx
    .update(expenses)
    .set({
      ...rest,
      ...(projectid === undefined ? {} : { projectId: projectid }),
      updatedAt: nextUpdatedAt(expenses.updatedAt),
    })
    .where(own(companyId, id));
}

/** Deletes an expense; its day (YYYY-MM-DD), null when the company has none of that id. */
export async function deleteExpenseRow(tx: Tx, companyId: number, id: number): Promise<string | null> {
  const [deleted] = await tx.delete(expenses).where(own(companyId, id)).returning({ date: expenses.date });
  return deleted?.date ?? null;
}
