import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, sessions, tariffs, users } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { moscowToday } from '../../lib/plan.js';
import { logPlatformEvent } from '../../lib/platform-events.js';

export { setAdmin } from './grants.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `date` (YYYY-MM-DD) plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

async function liveCompany(tx: Parameters<Parameters<Db['transaction']>[0]>[0], id: number) {
  const [row] = await tx
    .select({ id: companies.id, tariffId: companies.tariffId, tariffEnd: companies.tariffEnd })
    .from(companies)
    .where(and(eq(companies.id, id), isNull(companies.deletedAt)))
    .for('update');
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
    const [plan] = await tx.select().from(tariffs).where(eq(tariffs.id, body.tariffId));
    if (!plan) throw badRequest('Такого тарифа нет');
    if (plan.isFree) throw badRequest('Бесплатный тариф не продлевают: он действует без срока');
    const today = moscowToday(new Date());
    const from =
      company.tariffId === plan.id && company.tariffEnd && company.tariffEnd >= today
        ? addDays(company.tariffEnd, 1)
        : today;
    const end = addDays(from, body.days - 1);
    await tx.update(companies).set({ tariffId: plan.id, tariffEnd: end }).where(eq(companies.id, companyId));
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
    await tx.update(companies).set({ blockedReason: reason }).where(eq(companies.id, companyId));
    await logPlatformEvent(tx, {
      kind: reason === null ? 'company_unblock' : 'company_block',
      companyId,
      actorId: adminId,
      details: reason === null ? {} : { reason },
    });
  });
}

async function loneUser(tx: Parameters<Parameters<Db['transaction']>[0]>[0], userId: number) {
  const [user] = await tx
    .select({ id: users.id, email: users.email, companyId: users.companyId })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for('update');
  if (!user) throw notFound('Пользователь не найден');
  if (user.companyId !== null) throw conflict('Пользователь уже состоит в компании');
  return user;
}

/** Attaches a user without a company to a company as a staff member without rights. */
export function attachUser(db: Db, adminId: number, userId: number, companyId: number) {
  return db.transaction(async (tx) => {
    const user = await loneUser(tx, userId);
    await liveCompany(tx, companyId);
    await tx.update(users).set({ companyId, rights: [], vladelec: false }).where(eq(users.id, user.id));
    // Open sessions were made for no company: the user signs in again into the new one.
    await tx.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, user.id));
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
    await tx.update(users).set({ deletedAt: now }).where(eq(users.id, user.id));
    await tx.update(sessions).set({ revokedAt: now }).where(eq(sessions.userId, user.id));
    await logPlatformEvent(tx, {
      kind: 'user_delete',
      userId,
      actorId: adminId,
      details: { email: user.email },
    });
  });
}
