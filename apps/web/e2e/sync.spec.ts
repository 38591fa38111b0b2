import { expect, test } from '@playwright/test';
import { registerCompany, useSession } from './a11y-app-helpers';
import {
  addClientThroughForm,
  goOffline,
  goOnline,
  serverClients,
  syncIndicator,
  waitSynced,
} from './sync-helpers';

test('a failed sync says why in Russian and retries by itself', async ({ page, request }) => {
  await useSession(page, await registerCompany(request));
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

test('signing out warns about changes not yet on the server, and empties the offline copy', async ({
  page,
  context,
  request,
}) => {
  const session = await registerCompany(request);
  await useSession(page, session);
  await page.goto('/clients/');
  await waitSynced(page);

  await goOffline(context);
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
