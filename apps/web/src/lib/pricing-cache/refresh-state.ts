import { useSyncExternalStore } from 'react';

/*
 * Whether the lists are being read in the background, apart from the reading itself: the sync indicator
 * shows it, and this file does not bring the lists' schemas (lists.ts) to every page that syncs.
 */

let refreshing = false;
const listeners = new Set<() => void>();

export function setRefreshing(value: boolean) {
  refreshing = value;
  for (const l of listeners) l();
}

export function isRefreshingLists(): boolean {
  return refreshing;
}

export function subscribeRefreshing(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the lists are being read in the background (the sync indicator shows it as syncing). */
export function useListsRefreshing(): boolean {
  return useSyncExternalStore(subscribeRefreshing, isRefreshingLists, isRefreshingLists);
}
