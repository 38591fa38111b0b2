import { readBeforeRender } from '../../lib/first-screen';
import type { ClientRow, FirstRows } from '../../lib/offline-db';
import { FIRST_SCREEN, readFirstRows } from '../../lib/offline-db/first-read';

/**
 * The clients list's first screen, read from the offline copy before the page renders (decision 0012), with
 * IndexedDB itself: the offline copy's code comes after the first rows (decision 0063). A static loader of
 * the route (app/router.tsx), so the read runs while the page's code loads, not after it (decision 0064).
 */
export function clientsLoader(): Promise<FirstRows<ClientRow> | null> {
  return readBeforeRender(() => readFirstRows<ClientRow>('clients', '_name', FIRST_SCREEN));
}
