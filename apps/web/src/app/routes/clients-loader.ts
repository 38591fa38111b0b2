import { earlyRead, readBeforeRender } from '../../lib/first-screen';
import type { ClientRow, FirstRows } from '../../lib/offline-db';
import { FIRST_SCREEN, readFirstRows } from '../../lib/offline-db/first-read';

/**
 * The clients list's first screen, read with IndexedDB itself: the offline copy's code comes after the first
 * rows (decision 0063). When the app opens on the list, the read begins before the router is made
 * (app/router.tsx `startFirstRead`, decision 0065).
 */
export const clientsFirstScreen = earlyRead(() => readFirstRows<ClientRow>('clients', '_name', FIRST_SCREEN));

/**
 * The list's first screen before the page renders (decision 0012): a static loader of the route, so the read
 * runs while the page's code loads, not after it (decision 0064).
 */
export function clientsLoader(): Promise<FirstRows<ClientRow> | null> {
  return readBeforeRender(clientsFirstScreen.take);
}
