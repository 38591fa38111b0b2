import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { setAdmin } from '../admin/service.js';
import { createCompanyWithOwner, type NewCompany } from '../company/service.js';
import { type SessionMeta, startSession } from './sessions.js';

export const EMAIL_TAKEN = 'Пользователь с такой почтой уже зарегистрирован';

/** Creates the company with its owner and signs the owner in. */
export async function register(app: FastifyInstance, input: NewCompany, meta: SessionMeta) {
  if (input.password.trim().toLowerCase() === input.email.trim().toLowerCase()) {
    throw badRequest('Пароль не должен совпадать с почтой');
  }
  let owner: { id: number; companyId: number | null };
  try {
    ({ owner } = await app.db.transaction((tx) => createCompanyWithOwner(tx, input)));
  } catch (err) {
    // Two registrations of one email at the same moment: the unique index decides, the loser hears why.
    if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN);
    throw err;
  }
  // An address of ADMIN_EMAILS registered after the server started is an admin from its first sign-in.
  const email = input.email.trim().toLowerCase();
  if (app.config.adminEmails.some((e) => e.toLowerCase() === email))
    await setAdmin(app.db, email, true, { via: 'ADMIN_EMAILS' });
  return startSession(app, owner, meta);
}
