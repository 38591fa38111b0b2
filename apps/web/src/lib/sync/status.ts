import type { SyncStatus } from '@glad/domain';
import { useSyncExternalStore } from 'react';
import { useOutboxCount } from '../offline-db';
// the file itself, not the lists' index (see session.ts)
import { useListsRefreshing } from '../pricing-cache/refresh-state';
import { getEngineStatus, isSyncStarted, subscribeStatus } from './runtime';

export interface SyncView extends SyncStatus {
  /** sync runs for a signed-in user in this tab */
  started: boolean;
  /** the browser reports a network */
  online: boolean;
  /** local changes not on the server yet (undefined while first read) */
  pending: number | undefined;
}

let onlineNow = typeof navigator === 'undefined' ? true : navigator.onLine;
const onlineListeners = new Set<() => void>();
if (typeof window !== 'undefined') {
  const update = () => {
    onlineNow = navigator.onLine;
    for (const l of onlineListeners) l();
  };
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
}

function subscribeOnline(listener: () => void) {
  onlineListeners.add(listener);
  return () => onlineListeners.delete(listener);
}

/** Whether the browser reports a network. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => onlineNow,
    () => true,
  );
}

/** See `useFirstSyncPending`. */
function firstSyncPending(): boolean {
  const { lastSyncedAt, lastError } = getEngineStatus();
  return lastSyncedAt === null && lastError === null;
}

/**
 * Whether this tab's first sync has neither finished nor failed yet. An empty table is then not known to
 * be empty: a new device's offline copy fills with that sync, and a list saying «нет клиентов» for that
 * moment, then showing them, is wrong. A screen shows «Загрузка…» instead; once the sync failed (no
 * network) it says what the device holds.
 */
export function useFirstSyncPending(): boolean {
  return useSyncExternalStore(subscribeStatus, firstSyncPending, firstSyncPending);
}

/**
 * Resolves once this tab's sync has started and its first sync has finished or failed, or after `maxMs`:
 * for work that should not contend with a new device's first pull (decision 0071).
 */
export function whenFirstSyncSettled(maxMs: number): Promise<void> {
  return new Promise((resolve) => {
    const settled = () => isSyncStarted() && !firstSyncPending();
    if (settled()) {
      resolve();
      return;
    }
    const done = () => {
      stop();
      clearTimeout(timer);
      resolve();
    };
    const stop = subscribeStatus(() => {
      if (settled()) done();
    });
    const timer = setTimeout(done, maxMs);
  });
}

/** What the header shows about sync: phase, progress counts, why it failed, when it retries, what waits. */
export function useSyncStatus(): SyncView {
  const status = useSyncExternalStore(subscribeStatus, getEngineStatus, getEngineStatus);
  const started = useSyncExternalStore(subscribeStatus, isSyncStarted, isSyncStarted);
  const online = useOnline();
  const pending = useOutboxCount();
  // the pricing lists are part of the offline copy: «all saved» only once they are read as well
  const lists = useListsRefreshing();
  return { ...status, isSyncing: status.isSyncing || lists, started, online, pending };
}
