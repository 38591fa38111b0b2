import {
  EXPENSES_GROUP,
  type Expense,
  type ExpenseCreateBody,
  type ExpenseListQuery,
  type ExpenseUpdateBody,
} from '@glad/contracts';
import type { Db, Tx } from '../../db/client.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { refreshExpenseDays } from '../../lib/report-costs.js';
import { stampOf } from '../../lib/wire.js';
import type { AuthContext } from '../../plugins/auth.js';
import {
  deleteExpenseRow,
  type ExpenseRow,
  expensePage,
  findExpense,
  insertExpenseRow,
  liveProjectExists,
  updateExpenseRow,
} from './repository.js';

export const EXPENSE_NOT_FOUND = 'Расход не найден';

/** A new expense's fields, as a create body gives them once its defaults are in. */
export type ExpenseValues = Required<ExpenseCreateBody>;

/** docs/spec.md §6: expenses are the owner's, or of a user whose rights include group '11'. */
export function assertExpenseRights(auth: AuthContext) {
  if (!auth.vladelec && !auth.rights.includes(EXPENSES_GROUP)) {
    throw forbidden('Расходы доступны только владельцу компании и сотрудникам с правом «Расходы»');
  }
}

const toWire = (row: ExpenseRow): Expense => ({
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

async function loadOne(tx: Tx, companyId: number, id: number): Promise<Expense> {
  const row = await findExpense(tx, companyId, id);
  if (!row) throw notFound(EXPENSE_NOT_FOUND);
  return toWire(row);
}

/** A project the expense may point at: a live project of the company (0 = none). */
async function assertProject(tx: Tx, companyId: number, projectId: number | undefined) {
  if (projectId && !(await liveProjectExists(tx, companyId, projectId))) throw notFound('Объект не найден');
}

export async function listExpenses(db: Db, auth: AuthContext, companyId: number, query: ExpenseListQuery) {
  assertExpenseRights(auth);
  if (query.from && query.to && query.from > query.to) {
    throw badRequest('Начало периода позже его конца');
  }
  const page = await expensePage(db, companyId, query);
  return {
    res: true as const,
    pagination: { total: page.total },
    content: page.rows.map(toWire),
    sum: page.sum,
    categories: page.categories.sort((a, b) => a.localeCompare(b, 'ru')),
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

/**
 * Records an expense of a live project of the company (or its own, projectid 0); its id. The reports' sums of
 * its day follow in the same transaction (decision 0046).
 */
export async function insertExpense(tx: Tx, companyId: number, createdBy: number, body: ExpenseValues) {
  await assertProject(tx, companyId, body.projectid);
  const id = await insertExpenseRow(tx, {
    companyId,
    projectId: body.projectid,
    category: body.category,
    amount: body.amount,
    date: body.date,
    note: body.note,
    createdBy,
  });
  await refreshExpenseDays(tx, companyId, [body.date]);
  return id;
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
    const before = await loadOne(tx, companyId, id);
    await assertProject(tx, companyId, body.projectid);
    await updateExpenseRow(tx, companyId, id, body);
    const after = await loadOne(tx, companyId, id);
    // the old day and the new one: the expense may have moved, or to another project or category
    await refreshExpenseDays(tx, companyId, [before.date, after.date]);
    return after;
  });
}

export async function deleteExpense(db: Db, auth: AuthContext, companyId: number, id: number) {
  assertExpenseRights(auth);
  return db.transaction(async (tx) => {
    const day = await deleteExpenseRow(tx, companyId, id);
    if (day === null) throw notFound(EXPENSE_NOT_FOUND);
    await refreshExpenseDays(tx, companyId, [day]);
    return { res: true as const, id };
  });
}
