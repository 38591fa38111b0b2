import type { FastifyInstance } from 'fastify';
import { badRequest, conflict } from '../../lib/errors.js';
import { createCompanyWithOwner, type NewCompany } from '../company/create-company.js';
import { type SessionMeta, startSession } from './sessions.js';

export const EMAIL_TAKEN = 'Пользователь с такой почтой уже зарегистрирован';

/** PostgreSQL's unique_violation, wherever the driver or Drizzle put it in the cause chain. */
function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
}

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
  return startSession(app, owner, meta);
}
