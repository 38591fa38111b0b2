import { DB_NAME } from './names';

/** How many rows a list reads before the whole list: more than any screen holds. */
export const FIRST_SCREEN = 60;

/** A list's first rows and how many rows its table holds. */
export interface FirstRows<T> {
  rows: T[];
  total: number;
}

/** Which way an index is read: its order (`next`) or backwards, the newest first (`prev`). */
export type ReadDirection = 'next' | 'prev';

/**
 * The database for one read, or null: never created here (a new device has none until its first sync
 * makes it, with its tables) and never held open against an upgrade by the offline copy's code.
 */
function openExisting(): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    const request = indexedDB.open(DB_NAME);
    // no database yet: asking for one made it, and aborting its creation takes it back
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve(null);
    request.onsuccess = () => {
      const database = request.result;
      database.onversionchange = () => database.close();
      resolve(database);
    };
  });
}

/**
 * The first `count` rows of `table` in the order of its `index` and the table's size, read with IndexedDB
 * itself (decision 0063): a list page's first screen before the offline copy's code (Dexie, its live
 * queries, the sync) has loaded, which cost `/clients/` ≈ 60 ms of its first paint. The rows are the stored
 * objects, as Dexie reads them. Null when the database, the table or the index is not there yet, or the
 * read fails: the list's own live reads show the rows, or why there are none, as they would without it.
 * Imported from this file, not from `lib/offline-db`'s index, which would bring Dexie before the rows.
 */
export async function readFirstRows<T>(
  table: string,
  index: string,
  count: number,
  direction: ReadDirection = 'next',
): Promise<FirstRows<T> | null> {
  const database = await openExisting();
  if (!database) return null;
  try {
    return await new Promise<FirstRows<T> | null>((resolve) => {
      const tx = database.transaction(table, 'readonly');
      const store = tx.objectStore(table);
      const total = store.count();
      let rows: T[] = [];
      const source = store.index(index);
      // getAll reads a count of 0 as «no limit»
      if (count > 0 && direction === 'next') {
        // one request for all of them: each step of a cursor is a round trip to the database
        const all = source.getAll(null, count);
        all.onsuccess = () => {
          rows = all.result as T[];
        };
      } else if (count > 0) {
        const cursor = source.openCursor(null, direction);
        cursor.onsuccess = () => {
          const at = cursor.result;
          if (!at) return;
          rows.push(at.value as T);
          // no step past the last row wanted: each is a round trip
          if (rows.length < count) at.continue();
        };
      }
      tx.oncomplete = () => resolve({ rows, total: total.result });
      tx.onabort = () => resolve(null);
      tx.onerror = () => resolve(null);
    });
  } catch {
    // NotFoundError: a table or index of a newer schema than this device's copy
    return null;
  } finally {
    database.close();
  }
}
