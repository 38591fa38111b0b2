import { z } from 'zod';
import { isoDay, plainText, refId } from './record-basics.js';

/**
 * Expenses (rashod/, the /calc/rashod/ screen). Only the owner or a user with rights group '11' may see
 * or change them (docs/spec.md §6); others get 403. Amounts are kopecks; `projectid` 0 = the company's own expense.
 */

/** Categories offered on the form; any other text is allowed too. */
export const expenseCategories = [
  'Материалы',
  'Монтаж',
  'Транспорт',
  'Реклама',
  'Аренда',
  'Зарплата',
  'Налоги',
  'Прочее',
] as const;

/** Up to 100 million roubles per expense. */
export const MAX_EXPENSE_KOPECKS = 10_000_000_000;

const fields = {
  projectid: refId,
  category: plainText(100).min(1, 'Укажите категорию расхода'),
  amount: z
    .number({ error: 'Сумма должна быть числом' })
    .int('Сумма — целое число копеек')
    .min(1, 'Сумма должна быть больше нуля')
    .max(MAX_EXPENSE_KOPECKS, 'Слишком большая сумма'),
  date: isoDay,
  note: plainText(2000),
};

export const expenseCreateBody = z.object({
  ...fields,
  projectid: fields.projectid.default(0),
  note: fields.note.default(''),
});
export type ExpenseCreateBody = z.infer<typeof expenseCreateBody>;
export const expenseUpdateBody = z.object(fields).partial();
export type ExpenseUpdateBody = z.infer<typeof expenseUpdateBody>;
export const expenseUpdateWithId = expenseUpdateBody.extend({ id: z.unknown().optional() });

export const expenseSchema = z.object({
  id: z.number().int(),
  projectid: z.number().int(),
  /** the project's name ('' when none) */
  project: z.string(),
  category: z.string(),
  amount: z.number().int(),
  date: z.string(),
  note: z.string(),
  /** the user who entered it */
  createdBy: z.number().int(),
  timestamp: z.number().int(),
});
export type Expense = z.infer<typeof expenseSchema>;

const positiveId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Paged, newest day first; `project` 0 finds the company's own expenses. */
export const expenseListQuery = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(20),
  project: z.union([z.literal('0').transform(() => 0), positiveId]).optional(),
  category: plainText(100).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
});
export type ExpenseListQuery = z.infer<typeof expenseListQuery>;

export const expenseListAnswer = z.object({
  res: z.literal(true),
  pagination: z.object({ total: z.number().int() }),
  content: z.array(expenseSchema),
  /** Σ amount of every expense the filters match (not only this page), kopecks. */
  sum: z.number().int(),
  /** The categories the company has used, sorted. */
  categories: z.array(z.string()),
});
export const expenseAnswer = z.object({ res: z.literal(true), content: expenseSchema });
