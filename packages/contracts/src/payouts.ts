import { z } from 'zod';
import { isoDay, MAX_AMOUNT_KOPECKS, MAX_ID, plainText, refId } from './record-basics.js';

/*
 * What installers are owed and paid (issue 11 §2, decision 0035). A payout (vyplata) is money the company
 * paid an installer; his jobs and their pay come from installer estimates and installation events. Plain
 * REST, not a synced record: an installer may see his own figures only. Amounts are kopecks.
 */

const installerId = z
  .number({ error: 'Укажите монтажника' })
  .int('Неверный ID монтажника')
  .positive('Укажите монтажника')
  .max(2_147_483_647, 'Неверный ID монтажника');

export const payoutCreateBody = z.object({
  installer: installerId,
  /** the project paid for, 0 = none */
  project: refId.default(0),
  amount: z
    .number({ error: 'Сумма — число копеек' })
    .int('Сумма — целое число копеек')
    .min(1, 'Сумма должна быть больше нуля')
    .max(MAX_AMOUNT_KOPECKS, 'Слишком большая сумма'),
  date: isoDay,
  note: plainText(2000).default(''),
});
export type PayoutCreateBody = z.infer<typeof payoutCreateBody>;

export const payoutRecord = z.object({
  id: z.number().int(),
  installer: z.number().int(),
  installerName: z.string(),
  project: z.number().int(),
  /** the project's name, '' when none or removed */
  projectName: z.string(),
  amount: z.number().int(),
  date: z.string(),
  note: z.string(),
  created_by: z.number().int(),
  /** ms */
  created_at: z.number().int(),
});
export type PayoutRecord = z.infer<typeof payoutRecord>;

const optionalId = z.coerce.number().int().positive().max(MAX_ID).optional();

/** vyplaty/: payouts newest day first; narrowed to an installer or a project. */
export const payoutListQuery = z.object({
  installer: optionalId,
  project: optionalId,
});
export type PayoutListQuery = z.infer<typeof payoutListQuery>;
export const payoutListAnswer = z.object({ res: z.literal(true), content: z.array(payoutRecord) });
export const payoutAnswer = z.object({ res: z.literal(true), content: payoutRecord });
export const payoutIdParam = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });

/** One job of an installer: a project with his installer estimate or his installation. */
export const installerJobSchema = z.object({
  project: z.number().int(),
  name: z.string(),
  client: z.string(),
  /** the installer estimate's total as last priced, kopecks (0: not priced yet) */
  pay: z.number().int(),
  /** the day of the first done installation; null: not done, not owed yet */
  done: z.string().nullable(),
});
export type InstallerJob = z.infer<typeof installerJobSchema>;

/** An installer's money: earned (done jobs), paid, balance = earned − paid (what the company owes him). */
export const installerBalanceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  jobs: z.number().int(),
  done: z.number().int(),
  earned: z.number().int(),
  paid: z.number().int(),
  balance: z.number().int(),
});
export type InstallerBalance = z.infer<typeof installerBalanceSchema>;

/** vyplaty/montazhniki/: every installer's balance (or only the caller's). */
export const installerBalancesAnswer = z.object({
  res: z.literal(true),
  content: z.array(installerBalanceSchema),
});

/** vyplaty/montazhnik/{id}: his balance, jobs and payouts. */
export const installerAccountAnswer = z.object({
  res: z.literal(true),
  balance: installerBalanceSchema,
  jobs: z.array(installerJobSchema),
  payouts: z.array(payoutRecord),
});
export type InstallerAccount = z.infer<typeof installerAccountAnswer>;

/** itogi/{project}: what a device priced — the installer estimate's total and the cost price, kopecks. */
export const projectTotalsBody = z
  .object({
    montazh: z.number().int().min(0).max(MAX_AMOUNT_KOPECKS, 'Слишком большая сумма').optional(),
    sebestoimost: z.number().int().min(0).max(MAX_AMOUNT_KOPECKS, 'Слишком большая сумма').optional(),
  })
  .refine((b) => b.montazh !== undefined || b.sebestoimost !== undefined, 'Нет сумм для записи');
export type ProjectTotalsBody = z.infer<typeof projectTotalsBody>;
export const projectTotalsAnswer = z.object({ res: z.literal(true) });
