import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import { DB_NAME, OUTBOX_TABLE } from '../src/lib/offline-db/names';
import { PRECACHE_LATER } from '../src/lib/sw-stages';
import { registerCompany, type Session, signInPage } from './a11y-app-helpers';
import { api } from './api';

/**
 * Opens `path` and waits until the service worker controls the page: the first load installs it, the
 * reload is served through it. From then on the app opens offline.
 */
export async function openControlled(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/**
 * Asks the service worker for stage 2 of its precache (the PDF and Excel code), as the app does on start,
 * and waits for its answer that the code is on the device: it is shared by the two, so this is the app's run.
 */
export async function precacheLaterDone(page: Page) {
  await page.evaluate(async (type) => {
    const worker = (await navigator.serviceWorker.ready).active;
    if (!worker) throw new Error('no active service worker');
    await new Promise<void>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      worker.postMessage({ type }, [channel.port2]);
    });
  }, PRECACHE_LATER);
}

/** The header's sync indicator. */
export const syncIndicator = (page: Page) => page.getByTestId('sync-indicator');

/** How many local changes wait in the tab's outbox, read from IndexedDB itself (0 before the copy exists). */
function outboxSize(page: Page): Promise<number> {
  return page.evaluate(
    async ([name, table]) => {
      if (!(await indexedDB.databases()).some((d) => d.name === name)) return 0;
      return new Promise<number>((resolve, reject) => {
        const opening = indexedDB.open(name);
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const database = opening.result;
          if (!database.objectStoreNames.contains(table)) {
            database.close();
            resolve(0);
            return;
          }
          const counting = database.transaction(table, 'readonly').objectStore(table).count();
          counting.onerror = () => reject(counting.error);
          counting.onsuccess = () => {
            database.close();
            resolve(counting.result);
          };
        };
      });
    },
    [DB_NAME, OUTBOX_TABLE] as const,
  );
}

/**
 * Waits until the tab has synced and nothing waits in the outbox. The outbox is read from IndexedDB first:
 * a change the screen already shows was written with its outbox entry in one transaction, but the
 * indicator's count of them follows a render later, so the indicator alone may still say «Всё сохранено».
 */
export async function waitSynced(page: Page) {
  await expect.poll(() => outboxSize(page), { timeout: 20_000 }).toBe(0);
  await expect(syncIndicator(page)).toHaveAttribute('data-sync-tone', 'ok', { timeout: 20_000 });
  await expect(syncIndicator(page)).toHaveAccessibleName('Синхронизация: Всё сохранено');
}

/** Takes the context offline and tells the page so the way a phone would (the 'offline' event). */
export async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
}

export async function goOnline(context: BrowserContext) {
  await context.setOffline(false);
}

/**
 * A new company's owner on /clients/ under the service worker, everything synced, then the network gone
 * (the offline journeys' start). The session, for what the test asks the server afterwards.
 */
export async function clientsOffline(page: Page, context: BrowserContext, request: APIRequestContext) {
  const session = await registerCompany(request);
  await signInPage(page, session);
  await openControlled(page, '/clients/');
  await waitSynced(page);
  await goOffline(context);
  return session;
}

interface ClientOnServer {
  id: number;
  name: string;
  phone: string;
  adresa: string;
  notes: string;
}

/** The company's clients as the server holds them (found by `q`). */
export async function serverClients(
  request: APIRequestContext,
  session: Session,
  q: string,
): Promise<ClientOnServer[]> {
  const query = new URLSearchParams({ q, limit: '100' });
  return (await api<{ content: ClientOnServer[] }>(request, session, 'GET', `/api/client/?${query}`)).content;
}

/** Adds a client through the clients screen's form. */
export async function addClientThroughForm(page: Page, fields: { name: string; phone?: string }) {
  await page.getByRole('button', { name: 'Добавить клиента' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Новый клиент' });
  await dialog.getByLabel('Имя').fill(fields.name);
  if (fields.phone) await dialog.getByLabel('Телефон').fill(fields.phone);
  // Leave the field first: its check on blur may move the button under a click in flight.
  await dialog.getByLabel('Имя').focus();
  await dialog.getByRole('button', { name: 'Добавить' }).click();
  await expect(dialog).toBeHidden();
}
