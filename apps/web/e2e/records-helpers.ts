import type { APIRequestContext, Page } from '@playwright/test';
import { indexWords } from '../src/lib/offline-db/search-index';
import type { Session } from './a11y-app-helpers';
import { api, apiOrNull } from './api';

type Created = { id: number; version: number } & Record<string, unknown>;

/** Creates a record through its REST call (docs/spec.md §7), as another device or a colleague would. */
export async function create(
  request: APIRequestContext,
  session: Session,
  path: 'client' | 'project' | 'drafts' | 'events' | 'smeta',
  fields: Record<string, unknown>,
): Promise<Created> {
  return (await api<{ content: Created }>(request, session, 'POST', `/api/${path}/`, fields)).content;
}

/** A record as the server holds it, or null when it is not there (deleted, or never made). */
export async function getRecord(
  request: APIRequestContext,
  session: Session,
  path: 'client' | 'project' | 'drafts',
  id: number,
): Promise<Record<string, unknown> | null> {
  return (
    (await apiOrNull<{ content: Record<string, unknown> }>(request, session, `/api/${path}/${id}`))
      ?.content ?? null
  );
}

/** The first notification that says `text`. */
export const notice = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text }).first();

/**
 * Puts rows straight into the page's offline copy (IndexedDB `glad`), search words included, as the sync
 * would leave them: a big company's copy in a second, without making the shared test server write and
 * send ten thousand records. The page is reloaded afterwards to read them.
 */
export async function seedOfflineClients(page: Page, rows: Record<string, unknown>[]) {
  const prepared = rows.map((row) => ({ ...row, _v: 0, _words: indexWords('clients', row) }));
  await page.evaluate(async (items) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('glad');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction('clients', 'readwrite');
      const store = tx.objectStore('clients');
      for (const item of items) store.put(item);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, prepared);
}
