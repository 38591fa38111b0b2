import { createHash } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.js';
import { refreshTokens, sessions, users } from '../../db/schema/index.js';
import { issueTokens, revokeSession } from './sessions.js';

export const REFRESH_EXPIRED = 'Сессия истекла, войдите снова';
export const REFRESH_REPLAYED = 'Сессия завершена из соображений безопасности, войдите снова';

export type RefreshOutcome =
  | { ok: true; accessToken: string; refreshToken: string }
  | { ok: false; message: string };

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * Trades a refresh token for a new pair in the same session. Each refresh token works once: the
 * conditional UPDATE lets exactly one of two racing requests win, and a token that comes back after its
 * use (stolen, or replayed) ends its whole session (family), the new tokens of the legitimate
 * rotation included.
 *
 * One exception keeps a phone on a bad network signed in: the client sends a random attempt key with each
 * trade and sends the same key again when the answer never reached it (connection lost, tab reloaded).
 * Such a retry gets the very token the first trade issued (same jti, signed again) as long as nobody has
 * used it yet; no second lineage is ever made, and a replay without the key still ends the session.
 */
export async function rotateRefreshToken(
  app: FastifyInstance,
  token: string,
  attemptKey?: string,
): Promise<RefreshOutcome> {
  const claims = await app.tokens.verifyRefresh(token);
  if (!claims) return { ok: false, message: REFRESH_EXPIRED };
  const keyHash = attemptKey ? hashKey(attemptKey) : null;

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
        .select({
          sessionId: refreshTokens.sessionId,
          usedAt: refreshTokens.usedAt,
          successorJti: refreshTokens.successorJti,
          attemptKeyHash: refreshTokens.attemptKeyHash,
        })
        .from(refreshTokens)
        .where(eq(refreshTokens.jti, claims.jti));
      if (known?.usedAt && keyHash && known.attemptKeyHash === keyHash && known.successorJti) {
        const again = await reissue(app, tx, known.sessionId, known.successorJti, now);
        if (again) return again;
      }
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

    const session = await liveSessionUser(tx, spent.sessionId);
    if (!session) return { ok: false, message: REFRESH_EXPIRED };

    await tx.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, spent.sessionId));
    const pair = await issueTokens(
      app,
      tx,
      { id: session.userId, companyId: session.companyId },
      spent.sessionId,
    );
    await tx
      .update(refreshTokens)
      .set({ successorJti: pair.refreshJti, attemptKeyHash: keyHash })
      .where(eq(refreshTokens.jti, claims.jti));
    return { ok: true, accessToken: pair.accessToken, refreshToken: pair.refreshToken };
  });
}

/** The pair a lost trade made, given again: its refresh token while unused, and a fresh access token. */
async function reissue(
  app: FastifyInstance,
  tx: Tx,
  sessionId: string,
  successorJti: string,
  now: Date,
): Promise<RefreshOutcome | null> {
  const [successor] = await tx
    .select({ expiresAt: refreshTokens.expiresAt })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.jti, successorJti),
        eq(refreshTokens.sessionId, sessionId),
        isNull(refreshTokens.usedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    );
  const session = successor ? await liveSessionUser(tx, sessionId) : undefined;
  if (!successor || !session) return null;
  const refresh = await app.tokens.signRefresh(sessionId, {
    jti: successorJti,
    expiresAt: successor.expiresAt,
  });
  const accessToken = await app.tokens.signAccess(session.userId, session.companyId, sessionId);
  return { ok: true, accessToken, refreshToken: refresh.token };
}

/** The user of a session that still holds (not revoked, the user not removed). */
async function liveSessionUser(tx: Tx, sessionId: string) {
  const [session] = await tx
    .select({ userId: users.id, companyId: users.companyId })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), isNull(users.deletedAt)));
  return session;
}
