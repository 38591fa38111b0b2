import { errorBody, okBody, REFRESH_ATTEMPT_HEADER, tokenPair, verifyResponse } from '@glad/contracts';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { refreshTokens, sessions } from '../src/db/schema/index.js';
import { createCompany, readAs, useTestApp } from './helpers/app.js';

const app = await useTestApp();

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const refresh = (token?: string) =>
  app.inject({ method: 'POST', url: '/api/refresh/', headers: token ? bearer(token) : {} });
/** A trade named by the client's attempt key (as the app sends it). */
const tradeKeyed = (token: string, key: string) =>
  app.inject({
    method: 'POST',
    url: '/api/refresh/',
    headers: { ...bearer(token), [REFRESH_ATTEMPT_HEADER]: key },
  });
const verify = (token: string) => app.inject({ method: 'GET', url: '/api/verify/', headers: bearer(token) });
const logout = (token: string) => app.inject({ method: 'GET', url: '/api/logout/', headers: bearer(token) });

describe('POST /api/refresh/', () => {
  it('gives a new pair in the same session and spends the old refresh token', async () => {
    const { refreshToken, accessToken, owner, company } = await createCompany(app);
    const res = await refresh(refreshToken);
    expect(res.statusCode).toBe(200);
    const body = readAs(res, tokenPair);
    expect(body.res).toBe(true);
    expect(body.refreshToken).not.toBe(refreshToken);
    const claims = decodeJwt(body.accessToken);
    expect(claims).toMatchObject({ id: owner.id, cid: company.id, sid: decodeJwt(accessToken).sid });
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
    expect((await verify(body.accessToken)).statusCode).toBe(200);

    const [old] = await app.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.jti, decodeJwt(refreshToken).jti!));
    expect(old!.usedAt).not.toBeNull();

    // The new refresh token rotates in turn.
    const next = await refresh(body.refreshToken);
    expect(next.statusCode).toBe(200);
  });

  it('treats a replayed refresh token as theft: 401 and the whole session ends', async () => {
    const { refreshToken } = await createCompany(app);
    const legit = readAs(await refresh(refreshToken), tokenPair);
    expect(legit.res).toBe(true);

    const replay = await refresh(refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(readAs(replay, errorBody)).toEqual({
      res: false,
      message: 'Сессия завершена из соображений безопасности, войдите снова',
    });
    // The tokens the legitimate rotation got die with the family.
    expect((await refresh(legit.refreshToken)).statusCode).toBe(401);
    const check = await verify(legit.accessToken);
    expect(check.statusCode).toBe(401);
    expect(readAs(check, errorBody).res).toBe(false);
  });

  it('gives a trade whose answer was lost the same token again when retried under the same key', async () => {
    const { refreshToken } = await createCompany(app);
    const lost = readAs(await tradeKeyed(refreshToken, 'attempt-1'), tokenPair);
    const retried = await tradeKeyed(refreshToken, 'attempt-1');
    expect(retried.statusCode).toBe(200);
    const again = readAs(retried, tokenPair);
    // the same lineage: the token the lost answer carried, signed again, and it works once
    expect(decodeJwt(again.refreshToken).jti).toBe(decodeJwt(lost.refreshToken).jti);
    expect((await verify(again.accessToken)).statusCode).toBe(200);
    const next = await refresh(again.refreshToken);
    expect(next.statusCode).toBe(200);
    // once that token is used, the old one is a replay even with the key: the session ends
    const late = await tradeKeyed(refreshToken, 'attempt-1');
    expect(late.statusCode).toBe(401);
    expect(readAs(late, errorBody).message).toBe(
      'Сессия завершена из соображений безопасности, войдите снова',
    );
    expect((await verify(readAs(next, tokenPair).accessToken)).statusCode).toBe(401);
  });

  it('takes a used token sent under another key for a replay and ends the session', async () => {
    const { refreshToken } = await createCompany(app);
    const legit = readAs(await tradeKeyed(refreshToken, 'mine'), tokenPair);
    expect((await tradeKeyed(refreshToken, 'theirs')).statusCode).toBe(401);
    expect((await refresh(legit.refreshToken)).statusCode).toBe(401);
  });

  it('lets only one of two simultaneous uses of a refresh token win', async () => {
    const { refreshToken } = await createCompany(app);
    const results = await Promise.all([refresh(refreshToken), refresh(refreshToken)]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 401]);
  });

  it('refuses a missing, forged, expired or access token with 401 res false', async () => {
    const { refreshToken, accessToken, owner } = await createCompany(app);
    for (const token of [undefined, 'garbage', `${refreshToken.slice(0, -3)}abc`, accessToken]) {
      const res = await refresh(token);
      expect(res.statusCode).toBe(401);
      expect(readAs(res, errorBody).res).toBe(false);
      expect(typeof readAs(res, errorBody).message).toBe('string');
    }
    await app.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.jti, decodeJwt(refreshToken).jti!));
    const expired = await refresh(refreshToken);
    expect(expired.statusCode).toBe(401);
    expect(readAs(expired, errorBody)).toEqual({ res: false, message: 'Сессия истекла, войдите снова' });
    // An expired token is no replay: the session itself is untouched.
    const [session] = await app.db.select().from(sessions).where(eq(sessions.userId, owner.id));
    expect(session!.revokedAt).toBeNull();
  });
});

describe('GET /api/logout/ and GET /api/verify/', () => {
  it('verify answers res, valid, id and exp in seconds for a valid access token', async () => {
    const { accessToken, owner } = await createCompany(app);
    const res = await verify(accessToken);
    expect(res.statusCode).toBe(200);
    expect(readAs(res, verifyResponse)).toEqual({
      res: true,
      valid: true,
      id: owner.id,
      exp: decodeJwt(accessToken).exp,
    });
    expect(readAs(res, verifyResponse).exp).toBeLessThan(Date.now() / 1000 + 15 * 60 + 5);
  });

  it('verify refuses a missing, forged or refresh token with 401', async () => {
    const { refreshToken } = await createCompany(app);
    for (const headers of [{}, bearer('garbage'), bearer(refreshToken)]) {
      const res = await app.inject({ method: 'GET', url: '/api/verify/', headers });
      expect(res.statusCode).toBe(401);
      expect(readAs(res, errorBody).res).toBe(false);
    }
  });

  it('logout revokes the session: its access and refresh tokens stop working, other sessions go on', async () => {
    const first = await createCompany(app);
    const secondSession = readAs(
      await app.inject({
        method: 'POST',
        url: '/api/login/',
        payload: { email: first.email, password: first.password },
      }),
      tokenPair,
    );

    const res = await logout(first.accessToken);
    expect(res.statusCode).toBe(200);
    expect(readAs(res, okBody)).toEqual({ res: true });
    expect((await verify(first.accessToken)).statusCode).toBe(401);
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect((await logout(first.accessToken)).statusCode).toBe(401);

    expect((await verify(secondSession.accessToken)).statusCode).toBe(200);
    expect((await refresh(secondSession.refreshToken)).statusCode).toBe(200);
  });
});
