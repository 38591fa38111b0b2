import { createHmac } from 'node:crypto';
import { ALTCHA_MAX_LEVEL, type AltchaChallenge } from '@glad/contracts';
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { altchaUsed } from '../db/schema/index.js';
import { loadSecret } from '../lib/secrets.js';

export type CaptchaResult = 'ok' | 'missing' | 'invalid' | 'expired' | 'used' | 'weak';

export interface Captcha {
  /** A new signed proof-of-work challenge for the ALTCHA widget, of the given level (1 by default). */
  challenge(level?: number): Promise<AltchaChallenge>;
  /**
   * Checks a solved challenge (the widget's base64 payload) of at least `minLevel` and spends it: each is
   * accepted once.
   */
  verify(payload: string | null | undefined, minLevel?: number): Promise<CaptchaResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    captcha: Captcha;
  }
}

export const CHALLENGE_TTL_SECONDS = 10 * 60;
/** SHA-256, one round per counter: the widget's fastest algorithm; the work is set by the counter range. */
const ALGORITHM = 'SHA-256';
const PRUNE_INTERVAL_MS = 60_000;

/**
 * SHA-256 rounds per counter step at each level: each level doubles the work of the one before, so level 4
 * asks eight times the second or so a phone spends on level 1. The cost is in the signed parameters, so a
 * cheaper challenge cannot pass for a dearer one.
 */
export const costOfLevel = (level: number) =>
  2 ** (Math.min(Math.max(Math.trunc(level), 1), ALTCHA_MAX_LEVEL) - 1);

const messages: Record<Exclude<CaptchaResult, 'ok'>, string> = {
  missing: 'Подтвердите, что вы не робот',
  invalid: 'Проверка «Я не робот» не пройдена, попробуйте ещё раз',
  expired: 'Время проверки «Я не робот» истекло, пройдите её ещё раз',
  used: 'Эта проверка «Я не робот» уже использована, пройдите её ещё раз',
  weak: 'Для этой учётной записи нужна более долгая проверка «Я не робот», пройдите её ещё раз',
};

/** The Russian message for a failed check. */
export const captchaMessage = (result: Exclude<CaptchaResult, 'ok'>) => messages[result];

function parsePayload(payload: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const data = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as unknown;
    if (!data || typeof data !== 'object') return null;
    const { challenge, solution } = data as Record<string, unknown>;
    if (!challenge || typeof challenge !== 'object' || !solution || typeof solution !== 'object') return null;
    const c = challenge as Challenge;
    if (!c.parameters || typeof c.parameters !== 'object' || typeof c.signature !== 'string') return null;
    return { challenge: c, solution: solution as Solution };
  } catch {
    return null;
  }
}

/**
 * `app.captcha`: self-hosted ALTCHA (v2 proof of work). The HMAC key lives in the database so every
 * process behind a balancer issues and accepts the same challenges; spent challenges are kept in
 * `altcha_used` until they expire.
 */
export async function registerCaptcha(app: FastifyInstance) {
  const hmacSecret = await loadSecret(app.db, 'altcha_key');
  // Deterministic challenges carry a signature of the expected key, so checking a solution costs one HMAC.
  const keySecret = createHmac('sha256', hmacSecret).update('altcha-key-signature').digest('hex');
  const maxNumber = Math.max(10, Math.floor(app.config.altchaMaxNumber));
  let lastPrune = 0;

  async function pruneExpired() {
    const now = Date.now();
    if (now - lastPrune < PRUNE_INTERVAL_MS) return;
    lastPrune = now;
    await app.db.delete(altchaUsed).where(lt(altchaUsed.expiresAt, new Date(now)));
  }

  const captcha: Captcha = {
    async challenge(level = 1) {
      const challenge = await createChallenge({
        algorithm: ALGORITHM,
        cost: costOfLevel(level),
        // A floor keeps a lucky draw from making the work trivial.
        counter: randomInt(maxNumber, Math.ceil(maxNumber / 10)),
        deriveKey,
        expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_TTL_SECONDS,
        hmacSignatureSecret: hmacSecret,
        hmacKeySignatureSecret: keySecret,
      });
      return challenge as AltchaChallenge;
    },

    async verify(payload, minLevel = 1) {
      if (!payload) return 'missing';
      const parsed = parsePayload(payload);
      if (!parsed) return 'invalid';
      let verified: Awaited<ReturnType<typeof verifySolution>>;
      try {
        verified = await verifySolution({
          ...parsed,
          deriveKey,
          hmacSignatureSecret: hmacSecret,
          hmacKeySignatureSecret: keySecret,
        });
      } catch {
        return 'invalid';
      }
      if (verified.expired) return 'expired';
      const expiresAt = parsed.challenge.parameters.expiresAt;
      // Every challenge this server signs expires; one without expiry was not issued here.
      if (!verified.verified || typeof expiresAt !== 'number') return 'invalid';
      if (parsed.challenge.parameters.cost < costOfLevel(minLevel)) return 'weak';
      await pruneExpired();
      const spent = await app.db
        .insert(altchaUsed)
        .values({ signature: parsed.challenge.signature!, expiresAt: new Date(expiresAt * 1000) })
        .onConflictDoNothing()
        .returning({ signature: altchaUsed.signature });
      return spent.length === 1 ? 'ok' : 'used';
    },
  };
  app.decorate('captcha', captcha);
}
