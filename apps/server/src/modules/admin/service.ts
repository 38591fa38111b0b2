import type { Db, Tx } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { moscowToday } from '../../lib/plan.js';
import { logPlatformEvent } from '../../lib/platform-events.js';
import {
  endSessions,
  findTariff,
  joinCompany,
  lockLiveCompany,
  lockLiveUser,
  markUserDeleted,
  setCompanyBlock,
  setCompanyPlan,
} from './manage-repository.js';

export { setAdmin } from './grants.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `date` (YYYY-MM-DD) plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

async function liveCompany(tx: Tx, id: number) {
  const row = await lockLiveCompany(tx, id);
  if (!row) throw notFound('Компания не найдена');
  return row;
}

/**
 * An admin gives a company a plan for `days` more days: counted on from the plan's end when the company
 * already has this plan and it has not ended, from today otherwise.
 */
export function extendPlan(
  db: Db,
  adminId: number,
  companyId: number,
  body: { tariffId: number; days: number },
) {
  return db.transaction(async (tx) => {
    const company = await liveCompany(tx, companyId);
    const plan = await findTariff(tx, body.tariffId);
    if (!plan) throw badRequest('Такого тарифа нет');
    if (plan.isFree) throw badRequest('Бесплатный тариф не продлевают: он действует без срока');
    const today = moscowToday(new Date());
    const from =
      company.tariffId === plan.id && company.tariffEnd && company.tariffEnd >= today
        ? addDays(company.tariffEnd, 1)
        : today;
    const end = addDays(from, body.days - 1);
    await setCompanyPlan(tx, companyId, plan.id, end);
    await logPlatformEvent(tx, {
      kind: 'plan_extend',
      companyId,
      actorId: adminId,
      details: { tariff: plan.name, days: body.days, end },
    });
    return { tariffId: plan.id, tariffEnd: end };
  });
}

/** Blocks a company (its users are refused with the reason) or lifts the block (reason null). */
export function setBlock(db: Db, adminId: number, companyId: number, reason: string | null) {
  return db.transaction(async (tx) => {
    await liveCompany(tx, companyId);
    await setCompanyBlock(tx, companyId, reason);
    await logPlatformEvent(tx, {
      kind: reason === null ? 'company_unblock' : 'company_block',
      companyId,
      actorId: adminId,
      details: reason === null ? {} : { reason },
    });
  });
}

async function loneUser(tx: Tx, userId: number) {
  const user = await lockLiveUser(tx, userId);
  if (!user) throw notFound('Пользователь не найден');
  if (user.companyId !== null) throw conflict('Пользователь уже состоит в компании');
  return user;
}

/** Attaches a user without a company to a company as a staff member without rights. */
export function attachUser(db: Db, adminId: number, userId: number, companyId: number) {
  return db.transaction(async (tx) => {
    const user = await loneUser(tx, userId);
    await liveCompany(tx, companyId);
    await joinCompany(tx, user.id, companyId);
    // Open sessions were made for no company: the user signs in again into the new one.
    await endSessions(tx, user.id, new Date());
    await logPlatformEvent(tx, {
      kind: 'user_attach',
      companyId,
      userId,
      actorId: adminId,
      details: { email: user.email },
    });
  });
}

/** Deletes a user without a company (the row stays, marked deleted; sessions end). */
export function deleteLoneUser(db: Db, adminId: number, userId: number) {
  return db.transaction(async (tx) => {
    const user = await loneUser(tx, userId);
    if (user.id === adminId) throw badRequest('Нельзя удалить самого себя');
    const now = new Date();
    await markUserDeleted(tx, user.id, now);
    await endSessions(tx, user.id, now);
    await logPlatformEvent(tx, {
      kind: 'user_delete',
      userId,
      actorId: adminId,
      details: { email: user.email },
    });
  });
}
