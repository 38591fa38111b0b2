import { expect, type Page, test } from '@playwright/test';
import { registerCompany, signInPage } from './a11y-app-helpers';
import { api } from './api';
import { create, getRecord, notice } from './records-helpers';
import { waitSynced } from './sync-helpers';

const trashList = (page: Page) => page.getByRole('list', { name: 'Удалённые записи' });

test('trash: what was deleted, restored to its list, deleted for good after a confirmation', async ({
  page,
  request,
}) => {
  const session = await registerCompany(request);
  const client = await create(request, session, 'client', { name: 'Роман Корзинкин' });
  const project = await create(request, session, 'project', {
    name: 'Склад на Заводской',
    clientid: client.id,
  });
  const draft = await create(request, session, 'drafts', { name: 'Подсобка', projectid: project.id });
  await signInPage(page, session);
  await page.goto('/trash/');
  await expect(page.getByText('Корзина пуста')).toBeVisible();

  // deleted here (into the trash with the next push) and by a colleague (straight on the server)
  await page.goto('/clients/');
  await waitSynced(page);
  await page.getByRole('button', { name: 'Действия: Роман Корзинкин' }).click();
  await page.getByRole('menuitem', { name: 'Удалить' }).click();
  await expect.poll(() => getRecord(request, session, 'client', client.id)).toBeNull();
  await api(request, session, 'DELETE', `/api/project/${project.id}`);
  await api(request, session, 'DELETE', `/api/drafts/${draft.id}`);

  await page.goto('/trash/');
  await expect(page.getByText('3 записи в корзине')).toBeVisible();
  const item = (name: string) => trashList(page).getByRole('listitem').filter({ hasText: name });
  await expect(item('Роман Корзинкин')).toContainText('Клиент');
  await expect(item('Склад на Заводской')).toContainText('Объект');
  await expect(item('Подсобка')).toContainText('Чертёж');
  await expect(item('Подсобка')).toContainText('удалится навсегда через 30 дней');

  await page.getByLabel('Что показать').selectOption({ label: 'Клиенты' });
  await expect(trashList(page).getByRole('listitem')).toHaveCount(1);
  await page.getByLabel('Что показать').selectOption({ label: 'Все записи' });
  await expect(trashList(page).getByRole('listitem')).toHaveCount(3);

  // restored: back on the server and, after the pull it starts, in the list on this device
  await page.getByRole('button', { name: 'Восстановить: Клиент «Роман Корзинкин»' }).click();
  await expect(notice(page, 'Клиент «Роман Корзинкин» снова на месте')).toBeVisible();
  await expect(item('Роман Корзинкин')).toHaveCount(0);
  expect(await getRecord(request, session, 'client', client.id)).toMatchObject({ name: 'Роман Корзинкин' });
  await page.getByRole('link', { name: 'Клиенты', exact: true }).first().click();
  await expect(page.getByRole('link', { name: 'Роман Корзинкин', exact: true })).toBeVisible();
  await page.goBack();

  // for good: asked first; «Отмена» keeps it
  await page.getByRole('button', { name: 'Удалить навсегда: Чертёж «Подсобка»' }).click();
  const confirm = page.getByRole('dialog', { name: 'Удалить навсегда?' });
  await expect(confirm).toContainText('«Подсобка» (чертёж) удалится навсегда');
  await confirm.getByRole('button', { name: 'Отмена' }).click();
  await expect(item('Подсобка')).toHaveCount(1);
  await page.getByRole('button', { name: 'Удалить навсегда: Чертёж «Подсобка»' }).click();
  await page
    .getByRole('dialog', { name: 'Удалить навсегда?' })
    .getByRole('button', { name: 'Удалить навсегда' })
    .click();
  await expect(item('Подсобка')).toHaveCount(0);
  await expect(page.getByText('1 запись в корзине')).toBeVisible();
  const left = await api<{ content: { id: number }[] }>(request, session, 'GET', '/api/trash/');
  expect(left.content.map((r) => r.id)).toEqual([project.id]);
  // a record gone for good cannot be restored any more
  const again = await request.put(`/api/trash/drafts/${draft.id}/`, {
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  expect(again.status()).toBe(404);
});
