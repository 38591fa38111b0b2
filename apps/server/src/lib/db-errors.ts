/*
 * What a database error says, whichever driver raised it: node-postgres and PGlite put PostgreSQL's
 * SQLSTATE in `code`, and Drizzle wraps either in a DrizzleQueryError whose `cause` holds it.
 */

/** How deep the cause chain is searched: Drizzle adds one level, a driver at most one more. */
const CAUSE_DEPTH = 5;

/** The five-character SQLSTATE of a database error anywhere in the cause chain, or null. */
export function sqlState(err: unknown): string | null {
  let e: unknown = err;
  for (let depth = 0; depth < CAUSE_DEPTH && e !== null && typeof e === 'object'; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * The database's own words for an error (the driver's message), without Drizzle's wrapper, whose message
 * repeats the query's parameters — the user's data, which has no place in a log.
 */
export function databaseMessage(err: unknown): string {
  let e: unknown = err;
  let message = '';
  for (let depth = 0; depth < CAUSE_DEPTH && e !== null && typeof e === 'object'; depth++) {
    if (typeof (e as { code?: unknown }).code === 'string') message = String((e as Error).message ?? '');
    e = (e as { cause?: unknown }).cause;
  }
  return message;
}

/** PostgreSQL's unique_violation (a concurrent insert won the race for the same key). */
export const isUniqueViolation = (err: unknown) => sqlState(err) === '23505';

/**
 * SQLSTATE classes that say nothing about the data written, only about the moment: a lost connection
 * (08), a serialization failure or deadlock (40), exhausted resources (53), a lock not available (55),
 * a cancelled query or a server shutting down (57), a system error (58). The same write may succeed later.
 */
const TRANSIENT_CLASSES = new Set(['08', '40', '53', '55', '57', '58']);

/** Whether a failure is of the moment rather than of the data (retrying may succeed). */
export function isTransientDbError(err: unknown): boolean {
  const state = sqlState(err);
  return state !== null && TRANSIENT_CLASSES.has(state.slice(0, 2));
}

/** Data the database refuses to hold: a data exception (22) or a broken constraint (23). */
export function isRefusedData(err: unknown): boolean {
  const state = sqlState(err);
  return state !== null && (state.startsWith('22') || state.startsWith('23'));
}
