import { createSyncEngine, type SyncEngine, type SyncTransport } from '@glad/domain';
import { db } from '../offline-db/schema';
import { createDexieSyncStore } from '../offline-db/store';
import { withSyncLock } from './lock';

/** Rows per pull page: large pages, few round trips (the server allows up to 10,000). */
export const PULL_LIMIT = 2000;

/** The tab's sync engine over the offline copy: the same in the sync worker and on the main thread. */
export function createAppEngine(transport: SyncTransport): SyncEngine {
  return createSyncEngine({
    store: createDexieSyncStore(db),
    transport,
    withLock: withSyncLock,
    pullLimit: PULL_LIMIT,
  });
}
