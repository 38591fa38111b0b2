import { altchaChallenge, errorBody } from '@glad/contracts';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { altchaUsed } from '../src/db/schema/index.js';
import { loadSecret } from '../src/lib/secrets.js';
import { solveAltcha, solveChallengeToPayload } from './helpers/altcha.js';
import { createTestApp, readAs, useTestApp } from './helpers/app.js';

const app = await useTestApp();

let ipCounter = 0;
const OK = 'ok';
const MISSING = 'Подтвердите, что вы не робот';
const INVALID = 'Проверка «Я не робот» не пройдена, попробуйте ещё раз';
const EXPIRED = 'Время проверки «Я не робот» истекло, пройдите её ещё раз';
const USED = 'Эта проверка «Я не робот» уже использована, пройдите её ещё раз';

/** Submits an ALTCHA payload to a call that requires one; 'ok' or the Russian refusal. */
async function check(target: App, altcha: string | undefined): Promise<string> {
  const res = await target.inject({
    method: 'POST',
    url: '/api/password/forgot/',
    payload: { email: 'nobody@example.com', ...(altcha === undefined ? {} : { altcha }) },
    remoteAddress: `127.0.3.${++ipCounter}`,
  });
  if (res.statusCode === 200) return OK;
  expect(res.statusCode).toBe(400);
  const body = readAs(res, errorBody);
  expect(body.res).toBe(false);
  return body.message;
}
const b64 = (v: unknown) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64');

describe('GET /api/altcha/ and the ALTCHA check', () => {
  it('issues a signed SHA-256 challenge that expires in about ten minutes and is never cached', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/altcha/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const challenge = readAs(res, altchaChallenge);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1, keyLength: 32 });
    const ttl = challenge.parameters.expiresAt! - Math.floor(Date.now() / 1000);
    expect(ttl).toBeGreaterThan(9 * 60);
    expect(ttl).toBeLessThanOrEqual(10 * 60);
    // Each call is a new challenge.
    const other = readAs(await app.inject({ method: 'GET', url: '/api/altcha/' }), altchaChallenge);
    expect(other.parameters.nonce).not.toBe(challenge.parameters.nonce);
  });

  it('accepts a solution once, then reports it as used', async () => {
    const payload = await solveAltcha(app);
    expect(await check(app, payload)).toBe(OK);
    expect(await check(app, payload)).toBe(USED);
  });

  it('tells a missing, a malformed and a wrong solution apart from a good one', async () => {
    expect(await check(app, undefined)).toContain(MISSING);
    expect(await check(app, '')).toContain(MISSING);
    expect(await check(app, '%%%')).toBe(INVALID);
    expect(await check(app, b64('{"challenge":1}'))).toBe(INVALID);
    expect(await check(app, b64({ challenge: { parameters: {}, signature: 'x' }, solution: {} }))).toBe(
      INVALID,
    );
    const solved = JSON.parse(Buffer.from(await solveAltcha(app), 'base64').toString());
    solved.solution.derivedKey = '00'.repeat(32);
    expect(await check(app, b64(solved))).toBe(INVALID);
  });

  it('refuses a challenge signed by another server', async () => {
    const foreign = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: 50,
      deriveKey,
      expiresAt: Math.floor(Date.now() / 1000) + 600,
      hmacSignatureSecret: 'not-our-key',
    });
    expect(await check(app, await solveChallengeToPayload(foreign))).toBe(INVALID);
  });

  it('refuses an expired challenge with a Russian message', async () => {
    const expired = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: 50,
      deriveKey,
      expiresAt: Math.floor(Date.now() / 1000) - 60,
      hmacSignatureSecret: await loadSecret(app.db, 'altcha_key'),
    });
    expect(await check(app, await solveChallengeToPayload(expired))).toBe(EXPIRED);
  });
});

describe('spent challenges', () => {
  it('are forgotten once they expire', async () => {
    const fresh = await createTestApp();
    try {
      await fresh.db.insert(altchaUsed).values([
        { signature: 'long-expired', expiresAt: new Date(Date.now() - 60_000) },
        { signature: 'still-valid', expiresAt: new Date(Date.now() + 60_000) },
      ]);
      const payload = await solveAltcha(fresh);
      expect(await check(fresh, payload)).toBe(OK);
      const rows = await fresh.db.select({ signature: altchaUsed.signature }).from(altchaUsed);
      const signatures = rows.map((r) => r.signature);
      expect(signatures).not.toContain('long-expired');
      expect(signatures).toContain('still-valid');
      const spent = JSON.parse(Buffer.from(payload, 'base64').toString()).challenge.signature;
      const [row] = await fresh.db.select().from(altchaUsed).where(eq(altchaUsed.signature, spent));
      expect(row).toBeDefined();
    } finally {
      await fresh.close();
    }
  });
});
