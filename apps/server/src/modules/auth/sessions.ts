import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.js';
import { refreshTokens, sessions, users } from '../../db/schema/index.js';

export interface SessionMeta {
  ip?: string;
  userAgent?: string;
}

/** Starts a session (a new refresh family) for a user and issues its first pair of tokens. */
export async function startSession(
  app: FastifyInstance,
  user: { id: number; companyId: number | null },
  meta: SessionMeta = {},
) {
  const sessionId = randomUUID();
  await app.db.insert(sessions).values({
    id: sessionId,
    userId: user.id,
    companyId: user.companyId,
    ip: meta.ip ?? '',
    userAgent: (meta.userAgent ?? '').slice(0, 300),
  });
  await app.db
    .update(users)
    .set({ lastLogin: new Date(), lastActivity: new Date() })
    .where(eq(users.id, user.id));
  const { accessToken, refreshToken } = await issueTokens(app, app.db, user, sessionId);
  return { accessToken, refreshToken };
}

/** A fresh access token and a fresh refresh token within an existing session. */
export async function issueTokens(
  app: FastifyInstance,
  tx: Tx,
  user: { id: number; companyId: number | null },
  sessionId: string,
) {
  const refresh = await app.tokens.signRefresh(sessionId);
  await tx.insert(refreshTokens).values({ jti: refresh.jti, sessionId, expiresAt: refresh.expiresAt });
  const accessToken = await app.tokens.signAccess(user.id, user.companyId, sessionId);
  return { accessToken, refreshToken: refresh.token, refreshJti: refresh.jti };
}

export async function revokeSession(tx: Tx, sessionId: string) {
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user (password reset, removal). */
export async function revokeAllSessions(tx: Tx, userId: number) {
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
