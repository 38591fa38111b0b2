/** Timers, injected so tests can fire them by hand instead of waiting. */
export interface SyncScheduler {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

interface TimerGlobals {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The platform's timers (browser or Node). */
export const realScheduler: SyncScheduler = {
  set: (fn, ms) => (globalThis as unknown as TimerGlobals).setTimeout(fn, ms),
  clear: (handle) => (globalThis as unknown as TimerGlobals).clearTimeout(handle),
};

export interface BackoffOptions {
  /** first wait, ms */
  baseMs?: number;
  /** longest wait, ms */
  maxMs?: number;
  /** 0…1; spreads the retries of many devices after an outage by ±20 % */
  random?: () => number;
}

/**
 * How long to wait before retry number `attempt` (1 for the first retry): doubling from `baseMs` up to
 * `maxMs`, with ±20 % jitter so phones that lost the network together do not all come back at once.
 */
export function retryDelay(attempt: number, options: BackoffOptions = {}): number {
  const { baseMs = 2000, maxMs = 5 * 60_000, random = Math.random } = options;
  const exponent = Math.min(Math.max(attempt, 1) - 1, 30);
  const plain = Math.min(maxMs, baseMs * 2 ** exponent);
  const jitter = 0.8 + 0.4 * random();
  return Math.round(Math.min(maxMs, plain * jitter));
}
