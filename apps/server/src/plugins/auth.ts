import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { companies, sessions, users } from '../db/schema/index.js';
import { forbidden, unauthorized } from '../lib/errors.js';
import { assertUserWithinLimit } from '../lib/plan.js';
import { loadSecret } from '../lib/secrets.js';
import { createTokenService, type TokenService } from '../modules/auth/tokens.js';

/** Who is calling: set by `app.requireAuth` on every protected route. */
export interface AuthContext {
  userId: number;
  /** null only for platform users without a company (admin area). */
  companyId: number | null;
  sessionId: string;
  admin: boolean;
  vladelec: boolean;
  rights: string[];
  /** Role names: 'user', 'admin', 'vladelec' and every rights group id. */
  roles: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    requireAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireRoles: (...roles: string[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    auth: AuthContext;
    /** The caller's own user row, as `requireAuth` loaded it with the session (no second query for it). */
    caller: typeof users.$inferSelect;
  }
}

const ACTIVITY_WRITE_INTERVAL_MS = 60_000;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  return token || null;
}

/** The company of the caller; routes of tenant data call this instead of reading companyId directly. */
export function companyOf(request: FastifyRequest): number {
  const id = request.auth.companyId;
  if (id === null) throw forbidden('Пользователь не привязан к компании');
  return id;
}

/** Calls that change data (reads sent as POST — sign-in, sync pull, live tickets — are not). */
const READ_POSTS = /^\/api\/(auth\/|login\/|logout\/|refresh\/|sync\/(pull|ids)\/|live\/ticket\/)/;
function changes(request: FastifyRequest) {
  return !['GET', 'HEAD', 'OPTIONS'].includes(request.method) && !READ_POSTS.test(request.url);
}

export async function registerAuth(app: FastifyInstance) {
  const tokens = createTokenService(await loadSecret(app.db, 'token_key'));
  app.decorate('tokens', tokens);
  app.decorateRequest('auth', null as unknown as AuthContext);
  app.decorateRequest('caller', null as unknown as typeof users.$inferSelect);
  // Asked on every authenticated request (revocation and rights take effect at once, decision 0004):
  // built once and prepared by name, so neither Drizzle nor PostgreSQL plans it again per call.
  const liveSession = app.db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt, blockedReason: companies.blockedReason })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(sessions.id, sql.placeholder('sid')), isNull(sessions.revokedAt), isNull(users.deletedAt)))
    .prepare('auth_live_session');

  app.decorate('requireAuth', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const claims = await tokens.verifyAccess(token);
    if (!claims) throw unauthorized('Сессия истекла');
    const [row] = await liveSession.execute({ sid: claims.sid });
    if (!row || row.user.id !== claims.id) throw unauthorized('Сессия завершена');
    const { user } = row;
    // A company blocked by a platform admin: its users read why, and nothing else (admins still work).
    if (row.blockedReason !== null && !user.admin)
      throw forbidden(`Компания заблокирована: ${row.blockedReason}`);
    request.auth = {
      userId: user.id,
      companyId: user.companyId,
      sessionId: claims.sid,
      admin: user.admin,
      vladelec: user.vladelec,
      rights: user.rights,
      roles: [
        'user',
        ...(user.admin ? ['admin'] : []),
        ...(user.vladelec ? ['vladelec'] : []),
        ...user.rights,
      ],
    };
    // A staff user beyond the plan's managers limit reads but changes nothing (decision 0033).
    if (user.companyId !== null && !user.vladelec && !user.admin && changes(request))
      await assertUserWithinLimit(app.db, user.companyId, user.id);
    const now = new Date();
    if (now.getTime() - row.lastSeenAt.getTime() > ACTIVITY_WRITE_INTERVAL_MS) {
      await app.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, claims.sid));
      await app.db.update(users).set({ lastActivity: now }).where(eq(users.id, user.id));
      request.caller = { ...user, lastActivity: now };
    } else {
      request.caller = user;
    }
  });

  app.decorate(
    'requireRoles',
    (...roles: string[]) =>
      async (request: FastifyRequest, reply: FastifyReply) => {
        await app.requireAuth(request, reply);
        if (!roles.every((r) => request.auth.roles.includes(r))) throw forbidden();
      },
  );
}
