import { expect, test } from '@playwright/test';
import { registerCompany, signInPage } from './a11y-app-helpers';
import { api } from './api';
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

test('a failed sync says why in Russian and retries by itself', async ({ page, request }) => {
  await signInPage(page, await registerCompany(request));
  let failing = true;
  await page.route('**/api/sync/pull/**', async (route) => {
    if (!failing) return route.continue();
    await route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ res: false, message: 'Сервер на обслуживании' }),
    });
  });
  await page.goto('/clients/');
  await expect(syncIndicator(page)).toHaveAttribute('data-sync-tone', 'error');
  await syncIndicator(page).click();
  const details = page.getByRole('dialog', { name: /^Синхронизация/ });
  await expect(details).toContainText('Синхронизация не удалась: Сервер на обслуживании');
  await expect(details).toContainText(/Повторим сами через \d+\sсекунд/);

  // the server is back: the planned retry succeeds without anyone touching anything
  failing = false;
  await expect(syncIndicator(page)).toHaveAttribute('data-sync-tone', 'ok', { timeout: 30_000 });
  await expect(details).toContainText('Обновлено');
});

// The user menu's code comes on its first press (decision 0047): offline, the service worker serves it,
// as it serves every screen's code; the app runs under it from the first session (decision 0026).
test.describe('under the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('signing out warns about changes not yet on the server, and empties the offline copy', async ({
    page,
    context,
    request,
  }) => {
    const session = await clientsOffline(page, context, request);
    await addClientThroughForm(page, { name: 'Фёдор Неотправленный' });
    await page.getByRole('button', { name: /Меню пользователя/ }).click();
    await page.getByRole('menuitem', { name: 'Выйти' }).click();
    const warning = page.getByRole('dialog', { name: 'Выйти без отправки изменений?' });
    await expect(warning).toContainText(/Есть несохранённые на сервере изменения \(1\sизменение\)/);
    await warning.getByRole('button', { name: 'Остаться' }).click();
    await expect(page).toHaveURL(/\/clients\/$/);
    await expect(page.getByRole('link', { name: 'Фёдор Неотправленный', exact: true })).toBeVisible();

    // with the network back the change leaves, and signing out asks nothing
    await goOnline(context);
    await waitSynced(page);
    expect((await serverClients(request, session, 'Неотправленный')).map((c) => c.name)).toEqual([
      'Фёдор Неотправленный',
    ]);
    await page.getByRole('button', { name: /Меню пользователя/ }).click();
    await page.getByRole('menuitem', { name: 'Выйти' }).click();
    await expect(page).toHaveURL(/\/login\/$/);
    const left = await page.evaluate(async () => {
      const open = indexedDB.open('glad');
      const db = await new Promise<IDBDatabase>((resolve) => {
        open.onsuccess = () => resolve(open.result);
      });
      const count = (store: string) =>
        new Promise<number>((resolve) => {
          const req = db.transaction(store).objectStore(store).count();
          req.onsuccess = () => resolve(req.result);
        });
      return { clients: await count('clients'), stack: await count('stack'), meta: await count('meta') };
    });
    expect(left).toEqual({ clients: 0, stack: 0, meta: 0 });
  });
});

test('a change the server refuses is shown with the values typed, and the changes after it still go', async ({
  page,
  context,
  request,
}) => {
  const session = await registerCompany(request);
  const client = await create(request, session, 'client', { name: 'Олег Старый' });
  await signInPage(page, session);
  // through the list, so both screens' code is loaded before the network goes
  await page.goto('/clients/');
  await page.getByRole('link', { name: 'Олег Старый', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Олег Старый' })).toBeVisible();
  await waitSynced(page);

  // offline, this device renames the client, then adds another; meanwhile a colleague puts the first in the trash
  await goOffline(context);
  await page.getByRole('button', { name: 'Изменить' }).click();
  const dialog = page.getByRole('dialog', { name: 'Изменить клиента' });
  await dialog.getByLabel('Имя').fill('Олег Новиков');
  await dialog.getByLabel('Заметки').fill('Звонить после шести');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('navigation', { name: 'Разделы' }).getByRole('link', { name: 'Клиенты' }).click();
  await addClientThroughForm(page, { name: 'Нина После' });
  await api(request, session, 'DELETE', `/api/client/${client.id}`);
  await goOnline(context);

  const banner = page.getByRole('alert').filter({ hasText: 'Сервер не принял 1 изменение' });
  await expect(banner).toBeVisible({ timeout: 20_000 });
  await expect(syncIndicator(page)).toHaveAccessibleName('Синхронизация: Не всё сохранено');
  expect((await serverClients(request, session, 'Нина После')).map((c) => c.name)).toEqual(['Нина После']);
  await banner.getByRole('button', { name: 'Посмотреть' }).click();
  const list = page.getByRole('dialog', { name: 'Изменения, которые сервер не принял' });
  const change = list.getByRole('region', { name: `Клиент № ${client.id}: изменения не сохранены` });
  await expect(change).toContainText('Причина: Запись удалена — изменения не сохранены');
  await expect(change.getByRole('row', { name: 'Имя Олег Новиков' })).toBeVisible();
  await expect(change.getByRole('row', { name: 'Заметки Звонить после шести' })).toBeVisible();
  await change.getByRole('button', { name: 'Понятно, скрыть' }).click();
  await expect(list).toBeHidden();
  await expect(banner).toHaveCount(0);
  await waitSynced(page);
});
