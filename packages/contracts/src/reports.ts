import { z } from 'zod';
import { isoDay } from './record-basics.js';

/**
 * GET reports/ (docs/spec.md §7, issue 11 §3): sales, costs, the funnel, managers, installers and debts of the
 * caller's company for a period, computed by the server. Amounts are kopecks; areas m².
 */

export const reportGroups = ['day', 'week', 'month'] as const;
export type ReportGroup = (typeof reportGroups)[number];
export const reportGroupLabels: Record<ReportGroup, string> = {
  day: 'по дням',
  week: 'по неделям',
  month: 'по месяцам',
};

/** The longest period a report covers (ten years of days; keeps a day series bounded). */
export const MAX_REPORT_DAYS = 3660;
/** Debts listed at most (the totals count them all). */
export const MAX_REPORT_DEBTS = 100;

const userId = z.coerce
  .number({ error: 'ID сотрудника — число' })
  .int('ID сотрудника — целое число')
  .positive('ID сотрудника — положительное число')
  .max(2_147_483_647, 'Неверный ID сотрудника');

export const reportQuery = z.object({
  from: isoDay,
  to: isoDay,
  manager: userId.optional(),
  installer: userId.optional(),
  /** a work status id */
  status: z.coerce
    .number({ error: 'ID статуса — число' })
    .int('ID статуса — целое число')
    .min(0, 'Неверный ID статуса')
    .max(2_147_483_647, 'Неверный ID статуса')
    .optional(),
  group: z.enum(reportGroups, { error: 'Группировка: day, week или month' }).default('month'),
});
export type ReportQuery = z.infer<typeof reportQuery>;

const money = z.number().int();

/** One period of the series: its first day. */
export const reportPeriodSchema = z.object({
  period: z.string(),
  /** approved estimates (projects sold) */
  count: z.number().int(),
  sum: money,
  received: money,
  /** cost price of the sales, installer pay earned and expenses */
  costs: money,
  margin: money,
});

export const reportSalesSchema = z.object({
  count: z.number().int(),
  sum: money,
  /** payments − returns */
  received: money,
});

export const reportCostsSchema = z.object({
  /** the cost price of the materials of the projects sold in the period (as their devices priced them) */
  materials: money,
  /** installer pay earned in the period: installer estimates' totals of installations done in it */
  installers: money,
  /** payouts to installers in the period (cash paid out; not a cost beside `installers`) */
  installersPaid: money,
  expenses: z.array(z.object({ category: z.string(), sum: money })),
  total: money,
  margin: money,
  /** margin / sales, percent with one decimal; null without sales */
  marginPercent: z.number().nullable(),
});

export const reportFunnelSchema = z.object({
  /** projects opened in the period by work status (id 0: without a status) */
  statuses: z.array(
    z.object({ id: z.number().int(), name: z.string(), color: z.string(), count: z.number().int() }),
  ),
  /** each work status in order: projects at it or further, and that as a share of all, percent */
  steps: z.array(
    z.object({ id: z.number().int(), name: z.string(), reached: z.number().int(), conversion: z.number() }),
  ),
});

export const reportManagerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** projects opened in the period */
  projects: z.number().int(),
  /** sales in the period */
  sum: money,
  received: money,
  /** null for a caller who may not see costs */
  margin: money.nullable(),
  /** sold / opened, percent */
  conversion: z.number(),
});

export const reportInstallerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** done installation events in the period */
  installations: z.number().int(),
  area: z.number(),
  /** pay earned in the period (his installer estimates' totals of installations done in it) */
  pay: money,
  /** payouts to him in the period */
  paid: money,
});

export const reportDebtSchema = z.object({
  projectid: z.number().int(),
  project: z.string(),
  clientid: z.number().int(),
  client: z.string(),
  /** the day it was sold (its first approved estimate) */
  date: z.string(),
  due: money,
  paid: money,
  debt: money,
});

export const reportAnswer = z.object({
  res: z.literal(true),
  from: z.string(),
  to: z.string(),
  group: z.enum(reportGroups),
  /** 'all': the company's figures; 'own': only the caller's projects and installations */
  scope: z.enum(['all', 'own']),
  sales: reportSalesSchema,
  series: z.array(reportPeriodSchema),
  /** null for a caller who may not see costs */
  costs: reportCostsSchema.nullable(),
  funnel: reportFunnelSchema,
  managers: z.array(reportManagerSchema),
  installers: z.array(reportInstallerSchema),
  debts: z.object({
    total: money,
    projects: z.number().int(),
    clients: z.array(z.object({ clientid: z.number().int(), client: z.string(), debt: money })),
    /** oldest first, at most MAX_REPORT_DEBTS */
    list: z.array(reportDebtSchema),
  }),
});
export type ReportAnswer = z.infer<typeof reportAnswer>;
