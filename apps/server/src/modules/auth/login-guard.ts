import { ALTCHA_MAX_LEVEL } from '@glad/contracts';

/*
 * How an account defends itself against password guessing without ever shutting its owner out: failures
 * for its email (from anyone, anywhere) raise the «Я не робот» level — each level doubles the proof of work
 * a guess costs — and slow every answer down. The right password with a solved check always gets in, so
 * someone else's failures can delay a person by seconds but never lock them out.
 */

/** Failures in the window from which each level is asked: 5 → 1, 10 → 2, 20 → 3, 40 → 4. */
const LEVEL_FROM = [5, 10, 20, 40] as const;

/** The check asked for after `failures` recent failures: 0 (none) up to ALTCHA_MAX_LEVEL. */
export function captchaLevel(failures: number): number {
  let level = 0;
  for (const from of LEVEL_FROM) if (failures >= from) level += 1;
  return Math.min(level, ALTCHA_MAX_LEVEL);
}

/**
 * How long an attempt at level `level` waits before it is answered: none without a check, then an eighth,
 * a quarter, a half and all of `maxMs` — growing with the proof of work, so a script gains nothing by
 * solving checks in parallel faster than the account answers.
 */
export function slowdownMs(level: number, maxMs: number): number {
  if (level <= 0) return 0;
  return Math.round((maxMs * 2 ** (Math.min(level, ALTCHA_MAX_LEVEL) - 1)) / 2 ** (ALTCHA_MAX_LEVEL - 1));
}
