import { altchaChallenge } from '@glad/contracts';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { App } from '../../src/app.js';
import { readAs } from './app.js';

/** Solves a challenge the way the ALTCHA widget does and returns what the widget would submit. */
export async function solveChallengeToPayload(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
  if (!solution) throw new Error('ALTCHA challenge not solved');
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/**
 * Fetches a challenge from `GET /api/altcha/` and solves it: the `altcha` field of registration, login
 * after failures (of the `level` the refusal named) and password recovery. Tests run with a small ALTCHA
 * cost, so this is quick.
 */
export async function solveAltcha(
  app: App,
  opts: { remoteAddress?: string; level?: number } = {},
): Promise<string> {
  const url = opts.level ? `/api/altcha/?level=${opts.level}` : '/api/altcha/';
  const res = await app.inject({ method: 'GET', url, remoteAddress: opts.remoteAddress });
  if (res.statusCode !== 200) throw new Error(`GET /api/altcha/ answered ${res.statusCode}: ${res.body}`);
  return solveChallengeToPayload(readAs(res, altchaChallenge));
}
