/*
 * A count of events per key over a sliding window, held in the process like @fastify/rate-limit's own
 * store: for limits that a route's config cannot express because only the service knows whether a request
 * counts (a staff edit checks an email only when the email changes).
 */

/**
 * How often one address may register — and so learn whether an email is taken (409) — and therefore how
 * often anyone else may learn it: a staff form that adds users or changes an email is held to the same.
 */
export const REGISTRATION_RATE = { max: 10, windowMs: 60_000 } as const;

/** Keys are forgotten this often when nothing is left in their window, so the map cannot grow forever. */
const SWEEP_EVERY = 1000;

export interface RateWindow {
  /** Counts one event for `key` if its window has room; answers false, counting nothing, when it is full. */
  take(key: string): boolean;
}

export function createRateWindow(max: number, windowMs: number, now: () => number = Date.now): RateWindow {
  const events = new Map<string, number[]>();
  let calls = 0;

  function sweep(at: number) {
    for (const [key, times] of events) if (!times.some((t) => t > at - windowMs)) events.delete(key);
  }

  return {
    take(key) {
      const at = now();
      calls += 1;
      if (calls % SWEEP_EVERY === 0) sweep(at);
      const recent = (events.get(key) ?? []).filter((t) => t > at - windowMs);
      if (recent.length >= max) return false;
      events.set(key, [...recent, at]);
      return true;
    },
  };
}
