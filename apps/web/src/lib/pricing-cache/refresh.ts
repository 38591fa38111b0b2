import type { QueryClient } from '@tanstack/react-query';
import { type ListName, listNames } from './lists';
import { keepEditsOnDevice, listQuery } from './queries';
import { setRefreshing } from './refresh-state';

/*
 * Refreshing the lists in the background: with the start-up pull after sign-in, on each sync round and
 * when the network returns (lib/sync), through the app's query client — so a screen showing a list gets
 * the new one at once, and a screen reading it at the same moment shares the request.
 */

/**
 * A list read less than this long ago is not read again on a sync round (rounds come every minute and on
 * each navigation; the lists change rarely, and a change made on this device is kept at once). The
 * network's return and the start-up pull read every list whatever its age.
 */
export const LISTS_MAX_AGE_MS = 5 * 60_000;

let client: QueryClient | null = null;
let stopKeeping: (() => void) | null = null;
let running: Promise<void> | null = null;

/** Binds the app's query client (once, where it is made): refreshes go through it, edits are kept. */
export function bindListsClient(queryClient: QueryClient) {
  stopKeeping?.();
  client = queryClient;
  stopKeeping = keepEditsOnDevice(queryClient);
}

/**
 * Reads from the server every list older than `maxAgeMs` in this tab (or shown from the device's copy)
 * and keeps it on the device; a list that fails (a role not allowed to read it, a server error) keeps its
 * last copy and does not stop the others. A refresh asked while one runs joins it.
 */
export function refreshLists(
  maxAgeMs = LISTS_MAX_AGE_MS,
  names: readonly ListName[] = listNames,
): Promise<void> {
  const qc = client;
  if (!qc) return Promise.resolve();
  if (running) return running;
  setRefreshing(true);
  running = Promise.allSettled(
    names.map((name) => {
      const query = listQuery(name);
      const shown = qc.getQueryData(query.queryKey);
      const staleTime = shown && shown.offlineSince === null ? maxAgeMs : 0;
      return qc.fetchQuery({ ...query, staleTime });
    }),
  ).then(() => {
    running = null;
    setRefreshing(false);
  });
  return running;
}
