import { ownTurn } from '../components/after-first-paint';

let offlineCopy: Promise<void> | null = null;

/**
 * `load` after the offline copy's code (Dexie, the database's schema, its queries) has been evaluated in a
 * task of its own: the shell's and home's parts after the first paint evaluated it with the server lists'
 * zod schemas in one task of ≈ 30 ms here, which a phone counts four times (decision 0064). A load that
 * failed (offline before the service worker kept the file) is asked for again by the next call.
 */
export function withOfflineCopyFirst<M>(load: () => Promise<M>): () => Promise<M> {
  return () => {
    offlineCopy ??= import('../lib/offline-db').then(ownTurn, (error: unknown) => {
      offlineCopy = null;
      throw error;
    });
    return offlineCopy.then(load);
  };
}
