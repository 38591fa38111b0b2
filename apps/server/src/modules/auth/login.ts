import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.js';
import { companies, loginFailures, users } from '../../db/schema/index.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { captchaMessage } from '../../plugins/captcha.js';
import { captchaLevel, slowdownMs } from './login-guard.js';
import { type SessionMeta, startSession } from './sessions.js';

export const FAILURE_WINDOW_MS = 60 * 60 * 1000;

export const WRONG_CREDENTIALS = 'Неверная почта или пароль';

export type LoginOutcome =
  | { ok: true; accessToken: string; refreshToken: string }
  | { ok: false; status: 401 | 403; message: string; captchaLevel?: number };

/** Failures are counted per email as typed, whatever its case, known or not (no hint which exist). */
const failureKey = (email: string) => email.trim().toLowerCase();

// Unknown emails are checked against this hash so they take as long as known ones.
let dummyHash: Promise<string> | null = null;
const getDummyHash = () => {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
};

export async function countRecentFailures(tx: Tx, email: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.email, failureKey(email)),
        gt(loginFailures.createdAt, new Date(Date.now() - FAILURE_WINDOW_MS)),
      ),
    );
  return row?.count ?? 0;
}

/** Forgets an email's failures (a successful login or a password reset). */
export async function clearFailures(tx: Tx, email: string) {
  await tx.delete(loginFailures).where(eq(loginFailures.email, failureKey(email)));
}

const PRUNE_INTERVAL_MS = 10 * 60 * 1000;
let lastPrune = 0;

async function recordFailure(tx: Tx, email: string, ip: string) {
  await tx.insert(loginFailures).values({ email: failureKey(email), ip });
  // Rows past the window count for nothing; drop them now and then rather than on every failure.
  const now = Date.now();
  if (now - lastPrune > PRUNE_INTERVAL_MS) {
    lastPrune = now;
    await tx.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(now - FAILURE_WINDOW_MS)));
  }
}

/**
 * Signs a person in by email and password. An email with recent failures asks for a solved ALTCHA of a
 * level that grows with them, and its answers come slower (login-guard.ts); nothing ever refuses the right
 * password with a solved check, so nobody can lock another person out.
 */
export async function login(
  app: FastifyInstance,
  input: { email: string; password: string; altcha?: string },
  meta: SessionMeta,
): Promise<LoginOutcome> {
  const failures = await countRecentFailures(app.db, input.email);
  const level = captchaLevel(failures);
  const wait = slowdownMs(level, app.config.loginSlowdownMaxMs);
  if (wait > 0) await sleep(wait);
  if (level > 0) {
    const check = await app.captcha.verify(input.altcha, level);
    if (check !== 'ok')
      return { ok: false, status: 401, message: captchaMessage(check), captchaLevel: level };
  }

  const [user] = await app.db
    .select({
      id: users.id,
      companyId: users.companyId,
      passwordHash: users.passwordHash,
      companyDeletedAt: companies.deletedAt,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(sql`lower(${users.email}) = ${failureKey(input.email)}`, isNull(users.deletedAt)));
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), input.password);

  if (!user || !passwordOk) {
    await recordFailure(app.db, input.email, meta.ip ?? '');
    const next = captchaLevel(failures + 1);
    return {
      ok: false,
      status: 401,
      message: WRONG_CREDENTIALS,
      ...(next > 0 ? { captchaLevel: next } : {}),
    };
  }

  if (user.companyDeletedAt) {
    return { ok: false, status: 403, message: 'Компания удалена: вход в неё больше невозможен' };
  }
  await clearFailures(app.db, input.email);
  const tokens = await startSession(app, user, meta);
  return { ok: true, ...tokens };
}
