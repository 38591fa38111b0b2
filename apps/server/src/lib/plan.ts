import { pluralRu } from '@glad/domain';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.js';
import { companies, tariffs, users } from '../db/schema/index.js';
import { forbidden, notFound } from './errors.js';

/*
 * The plan a company is on right now (decision 0033): a paid plan whose last day has passed counts as the free
 * plan, before the sweep that ends plans has written it down. Every limit is read through here.
 */

const moscowDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Moscow',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Moscow as YYYY-MM-DD (plan periods count Moscow days). */
export const moscowToday = (now = new Date()) => moscowDay.format(now);

type TariffRow = typeof tariffs.$inferSelect;

export interface EffectivePlan {
  tariff: TariffRow;
  /** the company's last paid day (null: the free plan) */
  end: string | null;
  /** a paid plan ended: the company is on the free plan until it pays again, over its limits read-only */
  ended: boolean;
  deletedAt: Date | null;
}

/** The first free plan (every company's fallback). */
export async function freeTariff(tx: Tx): Promise<TariffRow | undefined> {
  const [row] = await tx
    .select()
    .from(tariffs)
    .where(eq(tariffs.isFree, true))
    .orderBy(asc(tariffs.sort), asc(tariffs.id))
    .limit(1);
  return row;
}

/** The company's plan today; `lock` holds the company row so that concurrent additions wait for each other. */
export async function effectivePlan(tx: Tx, companyId: number, lock = false): Promise<EffectivePlan> {
  const query = tx
    .select({ tariff: tariffs, end: companies.tariffEnd, deletedAt: companies.deletedAt })
    .from(companies)
    .innerJoin(tariffs, eq(tariffs.id, companies.tariffId))
    .where(eq(companies.id, companyId));
  const [row] = lock ? await query.for('update', { of: companies }) : await query;
  if (!row) throw notFound('Компания не найдена');
  // Back on the free plan, the company keeps its last paid day (the round leaves it): it once paid.
  if (row.tariff.isFree) return { ...row, end: null, ended: row.end !== null };
  if (row.end === null || row.end >= moscowToday()) return { ...row, ended: false };
  const free = await freeTariff(tx);
  return free ? { tariff: free, end: null, ended: true, deletedAt: row.deletedAt } : { ...row, ended: false };
}

/** The three limits as numbers (older rows may hold them as text). */
export function planLimitsOf(plan: EffectivePlan) {
  return {
    managers: Number(plan.tariff.managers),
    templateCalc: Number(plan.tariff.templateCalc),
    calc: Number(plan.tariff.calc),
  };
}

const readOnlyTail = 'доступен только для чтения. Оплатите тариф побольше или удалите лишние.';

/**
 * After a paid plan ended, refuses a change to a row beyond the plan's limit (the oldest rows stay editable):
 * what is over the free plan's limits is kept but read-only.
 */
export async function assertWithinLimit(
  tx: Tx,
  opts: {
    table: PgTable & { id: AnyPgColumn; companyId: AnyPgColumn };
    companyId: number;
    id: number;
    limit: number;
    planName: string;
    /** after «до»: e.g. ['калькулятора', 'калькуляторов', 'калькуляторов'] */
    forms: readonly [string, string, string];
    /** e.g. 'этот калькулятор' */
    subject: string;
    /** only after a paid plan ended is anything over the limits read-only */
    ended: boolean;
  },
) {
  if (!opts.ended) return;
  const { table } = opts;
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(and(eq(table.companyId, opts.companyId), sql`${table.id} < ${opts.id}`));
  if ((row?.n ?? 0) < opts.limit) return;
  throw forbidden(
    `Тариф «${opts.planName}» — до ${opts.limit} ${pluralRu(opts.limit, opts.forms)}: ` +
      `${opts.subject} сверх лимита и ${readOnlyTail}`,
  );
}

/**
 * After a paid plan ended, a staff user beyond the plan's managers limit (the owner first, then by when they were added) may read but
 * not change anything.
 */
export async function assertUserWithinLimit(tx: Tx, companyId: number, userId: number) {
  const plan = await effectivePlan(tx, companyId);
  if (!plan.ended) return;
  const limit = planLimitsOf(plan).managers;
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        isNull(users.deletedAt),
        or(eq(users.vladelec, true), sql`${users.id} < ${userId}`),
      ),
    );
  if ((row?.n ?? 0) < limit) return;
  throw forbidden(
    `Тариф «${plan.tariff.name}» — до ${limit} ${pluralRu(limit, ['сотрудника', 'сотрудников', 'сотрудников'])}: ` +
      'ваша учётная запись сверх лимита и доступна только для чтения. Попросите владельца оплатить тариф.',
  );
}
