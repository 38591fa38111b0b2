import { createSyncEngine, type SyncEngine, type SyncTransport } from '@glad/domain';
import { db } from '../offline-db/schema';
import { createDexieSyncStore } from '../offline-db/store';

/** Name of the Web Lock a tab holds while it syncs: one syncing tab at a time. */
export const SYNC_LOCK = 'glad-sync';
/** Rows per pull page: large pages, few round trips (the server allows up to 10,000). */
export const PULL_LIMIT = 2000;

/**
 * Runs `fn` under the sync lock. Tabs queue for it, so a tab whose change arrived while another synced
 * still pushes it afterwards; the pass it runs then is small (the outbox and cursor are shared). Web
 * Locks work in a worker as in a tab.
 */
function withSyncLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return fn();
  return locks.request(SYNC_LOCK, fn) as Promise<T>;
}

/** The tab's sync engine over the offline copy: the same in the sync worker and on the main thread. */
export function createAppEngine(transport: SyncTransport): SyncEngine {
  return createSyncEngine({
    store: createDexieSyncStore(db),
    transport,
    withLock: withSyncLock,
    pullLimit: PULL_LIMIT,
  });
}
