import type { PromocodeCreateBody, PromocodeUse } from '@glad/contracts';
import { addDays, formatDate } from '@glad/domain';
import type { Db, Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { badRequest, conflict, HttpError, notFound, tooMany } from '../../lib/errors.js';
import { effectivePlan, moscowToday } from '../../lib/plan.js';
import { logPlatformEvent } from '../../lib/platform-events.js';
import {
  companyUsedCode,
  companyUses,
  countAttempts,
  insertPromocode,
  insertUse,
  listPromocodes as listPromocodeRows,
  type PromocodeRow,
  promocodeByCode,
  recordAttempt,
} from './promocode-repository.js';
import { companyPlan, pendingDiscount, setCompanyPlan, tariffById } from './repository.js';

/** Ten wrong codes a minute per company; further tries wait (counted in the database, decision 0033). */
export const PROMOCODE_TRIES = { max: 10, windowMs: 60_000 } as const;
const USED_BY_COMPANY = 'Ваша компания уже применяла этот промокод';

/** Codes are compared upper-case, without spaces around. */
export const normalizeCode = (code: string) => code.trim().toLocaleUpperCase('ru-RU');

type UseRow = Awaited<ReturnType<typeof companyUses>>[number];
export function toPromocodeUse(row: UseRow): PromocodeUse {
  return {
    code: row.code.code,
    kind: row.code.kind,
    value: row.code.value,
    tariffName: row.tariffName,
    appliedAt: row.use.createdAt.toISOString(),
    spent: row.code.kind === 'days' || row.use.paymentId !== null,
  };
}

async function giveDays(tx: Tx, companyId: number, code: PromocodeRow) {
  const plan = await effectivePlan(tx, companyId, true);
  // A running paid plan goes on longer; otherwise the code's plan starts today.
  if (!plan.tariff.isFree && plan.end) {
    const end = addDays(plan.end, code.value);
    await setCompanyPlan(tx, companyId, plan.tariff.id, end);
    return { end, tariffName: plan.tariff.name };
  }
  const tariff = code.tariffId === null ? undefined : await tariffById(tx, code.tariffId);
  if (!tariff || tariff.isFree) throw badRequest('Тариф этого промокода больше не предлагается');
  const end = addDays(moscowToday(), code.value - 1);
  await setCompanyPlan(tx, companyId, tariff.id, end);
  return { end, tariffName: tariff.name };
}

async function applyInTx(tx: Tx, companyId: number, code: string, actorId: number | null) {
  const row = await promocodeByCode(tx, code, true);
  if (!row) throw notFound('Такого промокода нет — проверьте, как он написан');
  if (row.ends < moscowToday()) throw badRequest(`Срок действия промокода истёк ${formatDate(row.ends)}`);
  if (await companyUsedCode(tx, row.id, companyId)) throw conflict(USED_BY_COMPANY);
  if (row.used >= row.maxUses) throw badRequest('Промокод уже использован максимальное число раз');
  let message: string;
  let end: string | null = null;
  if (row.kind === 'percent') {
    const waiting = await pendingDiscount(tx, companyId);
    if (waiting)
      throw conflict(
        `Скидка по промокоду ${waiting.code} ещё не использована: новый код можно применить после оплаты`,
      );
    message = `Скидка ${row.value} % на следующую оплату тарифа`;
  } else {
    const given = await giveDays(tx, companyId, row);
    end = given.end;
    message = `Тариф «${given.tariffName}» действует до ${formatDate(given.end)} включительно`;
  }
  const use = await insertUse(tx, row.id, companyId);
  await logPlatformEvent(tx, {
    kind: 'promocode',
    companyId,
    actorId,
    details: { code: row.code, kind: row.kind, value: row.value, end },
  });
  const [wire] = await companyUses(tx, companyId, use.id);
  return { res: true as const, message, use: toPromocodeUse(wire!) };
}

/**
 * Applies a code for a company (its owner, or an admin for it). A wrong, expired or used-up code answers 4xx
 * and counts as a wrong try; beyond ten a minute the company waits.
 */
export async function applyPromocode(
  db: Db,
  companyId: number,
  rawCode: string,
  actorId: number | null = null,
) {
  const since = new Date(Date.now() - PROMOCODE_TRIES.windowMs);
  if ((await countAttempts(db, companyId, since)) >= PROMOCODE_TRIES.max)
    throw tooMany('Слишком много неверных промокодов. Попробуйте снова через минуту');
  try {
    return await db.transaction((tx) => applyInTx(tx, companyId, normalizeCode(rawCode), actorId));
  } catch (err) {
    const refused = err instanceof HttpError && err.statusCode < 500;
    if (refused || isUniqueViolation(err)) await recordAttempt(db, companyId, since);
    if (isUniqueViolation(err)) throw conflict(USED_BY_COMPANY);
    throw err;
  }
}

/** An admin applies a code for a company, as its owner would; the company must exist. */
export async function applyPromocodeForCompany(db: Db, companyId: number, code: string, actorId: number) {
  if (!(await companyPlan(db, companyId))) throw notFound('Компания не найдена');
  return applyPromocode(db, companyId, code, actorId);
}

/** The codes a company has used, newest first. */
export async function listCompanyUses(db: Db, companyId: number) {
  return (await companyUses(db, companyId)).map(toPromocodeUse);
}

/** Every code of the platform, for admins. */
export const listPromocodes = async (db: Db) => ({ content: await listPromocodeRows(db) });

/**
 * An admin makes a code: its text is kept upper-case and unique; a code of free days names a paid plan,
 * a percent code names none.
 */
export async function createPromocode(db: Db, body: PromocodeCreateBody) {
  const { tariffId, ...rest } = body;
  if (tariffId !== undefined) {
    const tariff = await tariffById(db, tariffId);
    if (!tariff || tariff.isFree) throw badRequest('Промокод даёт дни платного тарифа: такого тарифа нет');
  }
  try {
    return await insertPromocode(db, {
      ...rest,
      code: normalizeCode(rest.code),
      tariffId: rest.kind === 'days' ? (tariffId ?? null) : null,
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('Такой промокод уже есть');
    throw err;
  }
}
