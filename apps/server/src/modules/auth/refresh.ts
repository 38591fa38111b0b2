import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { refreshTokens, sessions, users } from '../../db/schema/index.js';
import { issueTokens, revokeSession } from './sessions.js';

export const REFRESH_EXPIRED = 'Сессия истекла, войдите снова';
export const REFRESH_REPLAYED = 'Сессия завершена из соображений безопасности, войдите снова';

export type RefreshOutcome =
  | { ok: true; accessToken: string; refreshToken: string }
  | { ok: false; message: string };

/**
 * Trades a refresh token for a new pair in the same session. Each refresh token works once: the
 * conditional UPDATE lets exactly one of two racing requests win, and a token that comes back after its
 * use (stolen, or replayed) ends its whole session (family), the new tokens of the legitimate
 * rotation included.
 */
export async function rotateRefreshToken(app: FastifyInstance, token: string): Promise<RefreshOutcome> {
  const claims = await app.tokens.verifyRefresh(token);
  if (!claims) return { ok: false, message: REFRESH_EXPIRED };

  return app.db.transaction(async (tx): Promise<RefreshOutcome> => {
    const now = new Date();
    const [spent] = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(refreshTokens.jti, claims.jti),
          eq(refreshTokens.sessionId, claims.sid),
          isNull(refreshTokens.usedAt),
          gt(refreshTokens.expiresAt, now),
        ),
      )
      .returning({ sessionId: refreshTokens.sessionId });

    if (!spent) {
      const [known] = await tx
        .select({ sessionId: refreshTokens.sessionId, usedAt: refreshTokens.usedAt })
        .from(refreshTokens)
        .where(eq(refreshTokens.jti, claims.jti));
      if (known?.usedAt) {
        await revokeSession(tx, known.sessionId);
        app.log.warn(
          { sessionId: known.sessionId },
          'повторное использование refresh-токена: сессия отозвана',
        );
        return { ok: false, message: REFRESH_REPLAYED };
      }
      return { ok: false, message: REFRESH_EXPIRED };
    }

    const [session] = await tx
      .select({ userId: users.id, companyId: users.companyId })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, spent.sessionId), isNull(sessions.revokedAt), isNull(users.deletedAt)));
    if (!session) return { ok: false, message: REFRESH_EXPIRED };

    await tx.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, spent.sessionId));
    const pair = await issueTokens(
      app,
      tx,
      { id: session.userId, companyId: session.companyId },
      spent.sessionId,
    );
    return { ok: true, ...pair };
  });
}
