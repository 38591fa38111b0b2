import { type CreateUserBody, NO_DATA, type UpdateUserBody } from '@glad/contracts';
import { pluralRu } from '@glad/domain';
import type { Db } from '../../db/client.js';
import type { users } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { canManageCompany, canManageStaff } from '../../lib/permissions.js';
import { effectivePlan, planLimitsOf } from '../../lib/plan.js';
import type { AuthContext } from '../../plugins/auth.js';
import { revokeAllSessions } from '../auth/service.js';
import {
  countCompanyUsers,
  emailTaken,
  findCompanyUser,
  findLiveUser,
  insertStaffUser,
  revokeOtherSessions,
  updateUserRow,
} from './repository.js';

export { emailTaken, insertStaffUser } from './repository.js';

const EMAIL_TAKEN = 'Пользователь с такой почтой уже зарегистрирован';
const RIGHTS_BY_OWNER = 'Права сотрудников назначает владелец компании';

/** The user the caller may look at: one of the caller's company, or the caller himself. */
export async function visibleUser(db: Db, auth: AuthContext, id: number) {
  const row =
    auth.companyId === null
      ? id === auth.userId
        ? await findLiveUser(db, id)
        : undefined
      : await findCompanyUser(db, auth.companyId, id);
  if (!row) throw notFound('Пользователь не найден');
  return row;
}

/** A user the caller may see, by id; the caller's own row is the one sign-in checking already loaded. */
export async function shownUser(db: Db, auth: AuthContext, caller: typeof users.$inferSelect, id: number) {
  if (id === caller.id && id === auth.userId) return caller;
  return visibleUser(db, auth, id);
}

/**
 * Counts a look-up of whether an email is taken, and refuses it (429) beyond what registration allows:
 * the answer 409 tells whether someone, anywhere, has an account with that email.
 */
export type EmailCheck = () => void;

/** A staff user with a password; refused over the plan's user limit. */
export async function createStaffUser(
  db: Db,
  auth: AuthContext,
  companyId: number,
  body: CreateUserBody,
  emailCheck: EmailCheck,
) {
  if (!canManageStaff(auth))
    throw forbidden('Добавлять сотрудников может владелец или сотрудник с правом «Сотрудники»');
  if (body.rights?.length && !canManageCompany(auth)) throw forbidden(RIGHTS_BY_OWNER);
  const passwordHash = await hashPassword(body.password);
  try {
    return await db.transaction(async (tx) => {
      // Locking the company row makes concurrent additions wait, so the limit holds under races.
      // An ended paid plan counts as the free one (lib/plan).
      const plan = await effectivePlan(tx, companyId, true);
      if (plan.deletedAt) throw forbidden('Компания удалена');
      const { managers } = planLimitsOf(plan);
      const count = await countCompanyUsers(tx, companyId);
      if (count >= managers) {
        const limit = `${managers} ${pluralRu(managers, ['сотрудника', 'сотрудников', 'сотрудников'])}`;
        throw forbidden(
          `Тариф «${plan.tariff.name}» позволяет не более ${limit}, включая владельца. ` +
            'Чтобы добавить сотрудника, перейдите на другой тариф или удалите неактивного.',
        );
      }
      emailCheck();
      if (await emailTaken(tx, body.email)) throw conflict(EMAIL_TAKEN);
      return insertStaffUser(tx, companyId, {
        email: body.email,
        passwordHash,
        name: body.name,
        family: body.family ?? '',
        secondname: body.secondname ?? '',
        phone: body.phone ?? '',
        dolzhnost: body.dolzhnost === NO_DATA ? '' : (body.dolzhnost ?? ''),
        rights: body.rights ?? [],
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN);
    throw err;
  }
}

/** Profile edits: anyone his own; staff admins others (not the owner); rights only by the owner. */
export async function updateUser(
  db: Db,
  auth: AuthContext,
  id: number,
  body: UpdateUserBody,
  emailCheck: EmailCheck,
) {
  const target = await visibleUser(db, auth, id);
  const self = target.id === auth.userId;
  if (!self && !canManageStaff(auth))
    throw forbidden('Изменять чужой профиль может владелец или сотрудник с правом «Сотрудники»');
  if (!self && target.vladelec && !auth.admin) throw forbidden('Профиль владельца изменяет только он сам');
  if (body.rights !== undefined && !canManageCompany(auth)) throw forbidden(RIGHTS_BY_OWNER);

  const changes: Partial<typeof users.$inferInsert> = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.family !== undefined) changes.family = body.family;
  if (body.secondname !== undefined) changes.secondname = body.secondname;
  if (body.phone !== undefined) changes.phone = body.phone;
  if (body.dolzhnost !== undefined) changes.dolzhnost = body.dolzhnost === NO_DATA ? '' : body.dolzhnost;
  if (body.rights !== undefined) changes.rights = [...new Set(body.rights)];
  if (body.email !== undefined && body.email.toLowerCase() !== target.email.toLowerCase()) {
    emailCheck();
    if (await emailTaken(db, body.email, target.id)) throw conflict(EMAIL_TAKEN);
    changes.email = body.email;
  }
  if (body.password !== undefined) {
    if (self) {
      if (!body.currentPassword) throw badRequest('Введите текущий пароль');
      if (!(await verifyPassword(target.passwordHash, body.currentPassword))) {
        throw badRequest('Неверный текущий пароль');
      }
    }
    changes.passwordHash = await hashPassword(body.password);
  }
  if (Object.keys(changes).length === 0) throw badRequest('Нет полей для изменения');

  try {
    return await db.transaction(async (tx) => {
      const row = await updateUserRow(tx, target.id, changes);
      if (changes.passwordHash) {
        // A new password ends the other sessions: of the user himself except this one, or all of another.
        if (self) {
          await revokeOtherSessions(tx, target.id, auth.sessionId);
        } else {
          await revokeAllSessions(tx, target.id);
        }
      }
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN);
    throw err;
  }
}

/** Soft-deletes a staff user and ends his sessions; the owner and oneself cannot be removed. */
export async function removeUser(db: Db, auth: AuthContext, companyId: number, id: number) {
  if (!canManageStaff(auth))
    throw forbidden('Удалять сотрудников может владелец или сотрудник с правом «Сотрудники»');
  const target = await findCompanyUser(db, companyId, id);
  if (!target) throw notFound('Пользователь не найден');
  if (target.vladelec) throw forbidden('Владельца компании удалить нельзя');
  if (target.id === auth.userId) throw badRequest('Нельзя удалить самого себя');
  await db.transaction(async (tx) => {
    await updateUserRow(tx, target.id, { deletedAt: new Date() });
    await revokeAllSessions(tx, target.id);
  });
}
