import { expect, test } from '@playwright/test';
import { registerCompany, useSession } from './a11y-app-helpers';
import {
  addClientThroughForm,
  goOffline,
  goOnline,
  openControlled,
  serverClients,
  syncIndicator,
  waitSynced,
} from './sync-helpers';

// this journey needs the service worker (offline reloads), which the config blocks elsewhere
test.use({ serviceWorkers: 'allow' });

test('a client made offline survives an offline reload and reaches the server when the network returns', async ({
  page,
  context,
  request,
}) => {
  const session = await registerCompany(request);
  await useSession(page, session);
  await openControlled(page, '/clients/');
  await waitSynced(page);

  await goOffline(context);
  await expect(syncIndicator(page)).toHaveAttribute('data-sync-tone', 'offline');
  await addClientThroughForm(page, { name: 'Олег Подвальный', phone: '8 (912) 345-67-89' });
  await expect(page.getByRole('link', { name: 'Олег Подвальный', exact: true })).toBeVisible();
  // kept on the device, waiting for the network
  await expect(syncIndicator(page)).toHaveAccessibleName('Синхронизация: Нет сети · 1');

  // the whole app comes from the service worker, the client from IndexedDB
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Клиенты', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Олег Подвальный', exact: true })).toBeVisible();
  // found by the phone's digits typed another way
  await page.getByLabel('Поиск клиентов').fill('912 345 67');
  await expect(page.getByRole('link', { name: 'Олег Подвальный', exact: true })).toBeVisible();
  expect(await serverClients(request, session, 'Подвальный')).toEqual([]);

  await goOnline(context);
  await waitSynced(page);
  await expect
    .poll(async () => (await serverClients(request, session, 'Подвальный')).map((c) => c.name))
    .toEqual(['Олег Подвальный']);
  const [onServer] = await serverClients(request, session, 'Подвальный');
  // the id the device gave it offline is its id for good
  const localId = await page.evaluate(async () => {
    const open = indexedDB.open('glad');
    const db = await new Promise<IDBDatabase>((resolve) => {
      open.onsuccess = () => resolve(open.result);
    });
    const all = await new Promise<{ id: number; name: string }[]>((resolve) => {
      const req = db.transaction('clients').objectStore('clients').getAll();
      req.onsuccess = () => resolve(req.result);
    });
    return all.find((c) => c.name === 'Олег Подвальный')?.id;
  });
  expect(onServer?.id).toBe(localId);
});
