import { expect, test } from '@playwright/test';
import { registerCompany } from './a11y-app-helpers';
import { create } from './records-helpers';
import {
  addClientThroughForm,
  clientsOffline,
  goOffline,
  goOnline,
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
  const session = await clientsOffline(page, context, request);
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

test('the first session, straight after signing in, goes offline and reloads /clients/', async ({
  page,
  context,
  request,
}) => {
  const session = await registerCompany(request);
  await create(request, session, 'client', { name: 'Зинаида Первая', phone: '+79123456780' });
  await page.goto('/login/');
  await page.getByLabel('Электронная почта').fill(session.email);
  await page.getByRole('textbox', { name: 'Пароль' }).fill(session.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.getByRole('link', { name: 'Клиенты' }).first().click();
  await expect(page.getByRole('link', { name: 'Зинаида Первая', exact: true })).toBeVisible();
  // no reload: the service worker installed in this tab takes control of it (nothing older to replace)
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await waitSynced(page);

  await goOffline(context);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Клиенты', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Зинаида Первая', exact: true })).toBeVisible();
  expect(page.url()).toMatch(/\/clients\/$/);
  // who is signed in, kept from the start before: his name (and rights) with no network (decision 0065)
  await expect(page.getByRole('button', { name: 'Меню пользователя: Ольга' })).toBeVisible();
});
