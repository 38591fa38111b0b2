/** Name of the Web Lock a tab holds while it syncs: one syncing tab at a time. */
export const SYNC_LOCK = 'glad-sync';

/**
 * Runs `fn` under the sync lock. Tabs queue for it, so a tab whose change arrived while another synced
 * still pushes it afterwards; the pass it runs then is small (the outbox and cursor are shared). Web
 * Locks work in a worker as in a tab.
 */
export function withSyncLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return fn();
  return locks.request(SYNC_LOCK, fn) as Promise<T>;
}
