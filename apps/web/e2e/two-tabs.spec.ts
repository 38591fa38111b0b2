import { expect, test } from '@playwright/test';
import { registerCompany, signInPage } from './a11y-app-helpers';
import { api } from './api';
import { addClientThroughForm, serverClients, syncIndicator, waitSynced } from './sync-helpers';

test('two tabs stay in step: local edits show in the other at once, server changes after one tab syncs', async ({
  context,
  request,
}) => {
  const session = await registerCompany(request);
  const a = await context.newPage();
  const b = await context.newPage();
  await signInPage(a, session);
  await signInPage(b, session);
  await a.goto('/clients/');
  await b.goto('/clients/');
  await waitSynced(a);
  await waitSynced(b);

  // made in A: B shows it from the shared offline copy, without asking the server
  await addClientThroughForm(a, { name: 'Зоя Вкладкина' });
  await expect(b.getByRole('link', { name: 'Зоя Вкладкина', exact: true })).toBeVisible();

  // edited in B: A follows
  await b.getByRole('button', { name: 'Действия: Зоя Вкладкина' }).click();
  await b.getByRole('menuitem', { name: 'Изменить' }).click();
  const dialog = b.getByRole('dialog', { name: 'Изменить клиента' });
  await dialog.getByLabel('Имя').fill('Зоя Двухвкладкина');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(a.getByRole('link', { name: 'Зоя Двухвкладкина', exact: true })).toBeVisible();
  await expect(a.getByRole('link', { name: 'Зоя Вкладкина', exact: true })).toHaveCount(0);

  // both changes reach the server once
  await waitSynced(a);
  await waitSynced(b);
  await expect
    .poll(async () => (await serverClients(request, session, 'Зоя')).map((c) => c.name))
    .toEqual(['Зоя Двухвкладкина']);

  // a change made elsewhere (another device, through the API): A pulls it, B sees it through A's pull
  await api(request, session, 'POST', '/api/client/', { name: 'Яков Сервернов', phone: '+7 999 000-00-01' });
  await syncIndicator(a).click();
  await a.getByRole('button', { name: 'Синхронизировать' }).click();
  await expect(a.getByRole('link', { name: 'Яков Сервернов', exact: true })).toBeVisible();
  await expect(b.getByRole('link', { name: 'Яков Сервернов', exact: true })).toBeVisible();

  // deleted in A: gone from B too
  await a.keyboard.press('Escape');
  await a.getByRole('button', { name: 'Действия: Яков Сервернов' }).click();
  await a.getByRole('menuitem', { name: 'Удалить' }).click();
  await expect(b.getByRole('link', { name: 'Яков Сервернов', exact: true })).toHaveCount(0);
  await expect.poll(async () => (await serverClients(request, session, 'Сервернов')).length).toBe(0);
});
