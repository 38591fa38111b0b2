/**
 * Sync of the offline copy with the server (docs/design.md §3 «Sync»): writes of the screens, start/stop for the
 * session, on-demand pulls and the state the UI shows. Reads are in `lib/offline-db`.
 *
 * - `putRecord(table, fields, id?)` → id; `putEdited(table, opened, saved, id)` for a form (only what changed);
 *   `removeRecord(table, id)`: local change + outbox, pushed soon.
 * - `startSync()` after the user is known; `stopSync()`; `requestSync(entity)` on navigation.
 * - `useSyncStatus()`, `useFirstSyncPending()`, `useLoadingFlags()`, `useDraftsListUpdated()`.
 * - Sign-out: `pushPendingChanges()` → changes still unsent; `clearOfflineCopy()`.
 */
export { SyncUserError } from '@glad/domain';
export {
  DRAFTS_UPDATED_MS,
  type LoadEntity,
  type LoadingFlag,
  type LoadingFlags,
  loadEntities,
  markDraftsListUpdated,
  useDraftsListUpdated,
  useLoadingFlags,
} from './flags';
export { entitiesForPath } from './routes';
export { CHANGE_DEBOUNCE_MS, getEngine, requestSync, SYNC_LOCK, scheduleSync } from './runtime';
export {
  clearOfflineCopy,
  pendingChanges,
  pushPendingChanges,
  type StartResult,
  startSync,
  stopSync,
} from './session';
export { type SyncView, useFirstSyncPending, useOnline, useSyncStatus, whenFirstSyncSettled } from './status';
export { NO_NETWORK } from './transport';
export { dismissFailure, dismissLostValues, putEdited, putRecord, removeRecord } from './writes';
