import { REGISTRATION_RATE } from '../../lib/rate-window.js';

/**
 * Per-IP limits of the public sign-in calls (@fastify/rate-limit route config). They sit above what a
 * person does by hand and far below what a password-guessing script needs; the per-account limits of
 * login live in login.ts and hold across IPs.
 */
export const rateLimits = {
  login: { max: 20, timeWindow: '1 minute' },
  registration: { max: REGISTRATION_RATE.max, timeWindow: REGISTRATION_RATE.windowMs },
  passwordForgot: { max: 5, timeWindow: '1 minute' },
  passwordReset: { max: 10, timeWindow: '1 minute' },
  altcha: { max: 60, timeWindow: '1 minute' },
  refresh: { max: 60, timeWindow: '1 minute' },
} as const;
