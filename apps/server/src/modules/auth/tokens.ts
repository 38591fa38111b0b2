import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;

export interface AccessClaims {
  /** user id */
  id: number;
  /** company id, null for a user without a company */
  cid: number | null;
  /** session (refresh family) id */
  sid: string;
  exp: number;
}

export interface RefreshClaims {
  sid: string;
  jti: string;
  exp: number;
}

/** How many verified access tokens are remembered (about 300 bytes each). */
const VERIFIED_ACCESS_LIMIT = 10_000;

/** Signs and checks the two kinds of token with one HS256 key. */
export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret);
  /**
   * Access tokens whose signature was already checked: a client sends the same token on every call for
   * 15 minutes, and the WebCrypto check costs more than the rest of a short request's CPU. Only the expiry
   * is checked again; whether the session still holds is asked of the database on every request anyway.
   */
  const verifiedAccess = new Map<string, AccessClaims>();
  return {
    async signAccess(userId: number, companyId: number | null, sessionId: string) {
      return new SignJWT({ id: userId, cid: companyId, sid: sessionId, typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TTL_SECONDS}s`)
        .sign(key);
    },
    /** A new refresh token, or (given `same`) the one already issued with that jti, signed again. */
    async signRefresh(sessionId: string, same?: { jti: string; expiresAt: Date }) {
      const jti = same?.jti ?? randomUUID();
      const expiresAt = same?.expiresAt ?? new Date(Date.now() + REFRESH_TTL_SECONDS * 1000);
      const token = await new SignJWT({ sid: sessionId, typ: 'refresh' })
        .setProtectedHeader({ alg: 'HS256' })
        .setJti(jti)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { token, jti, expiresAt };
    },
    async verifyAccess(token: string): Promise<AccessClaims | null> {
      const known = verifiedAccess.get(token);
      if (known) {
        // The rule jose applies: a token is expired once `exp` is not after the current whole second.
        if (known.exp > Math.floor(Date.now() / 1000)) return known;
        verifiedAccess.delete(token);
        return null;
      }
      let claims: AccessClaims;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp'] });
        if (payload.typ !== 'access' || typeof payload.id !== 'number' || typeof payload.sid !== 'string')
          return null;
        claims = Object.freeze({
          id: payload.id,
          cid: typeof payload.cid === 'number' ? payload.cid : null,
          sid: payload.sid,
          exp: payload.exp ?? 0,
        });
      } catch {
        return null;
      }
      if (verifiedAccess.size >= VERIFIED_ACCESS_LIMIT) {
        // Maps keep insertion order: the oldest entry goes first.
        verifiedAccess.delete(verifiedAccess.keys().next().value as string);
      }
      verifiedAccess.set(token, claims);
      return claims;
    },
    async verifyRefresh(token: string): Promise<RefreshClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (payload.typ !== 'refresh' || typeof payload.sid !== 'string' || !payload.jti) return null;
        return { sid: payload.sid, jti: payload.jti, exp: payload.exp ?? 0 };
      } catch {
        return null;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
