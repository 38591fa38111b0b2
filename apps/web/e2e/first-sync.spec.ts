import { expect, test } from '@playwright/test';
import { registerCompany, signInPage } from './a11y-app-helpers';
import { create } from './records-helpers';

test('a new device says «Загрузка», not «Клиентов пока нет», until its first sync (in the sync worker) brings the clients', async ({
  page,
  request,
}) => {
  const session = await registerCompany(request);
  await create(request, session, 'client', { name: 'Вера Первая', adresa: '', phone: '', notes: '' });
  await signInPage(page, session);
  // the first pull waits until the empty copy has been looked at
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/sync/pull/**', async (route) => {
    await held;
    await route.continue();
  });

  await page.goto('/clients/');
  await expect(page.getByRole('heading', { name: 'Клиенты', level: 1 })).toBeVisible();
  await expect(page.getByText('Загрузка').first()).toBeVisible();
  await expect(page.getByText('Клиентов пока нет')).toHaveCount(0);

  release();
  await expect(page.getByRole('link', { name: 'Вера Первая', exact: true })).toBeVisible();
  await expect(page.getByText('Клиентов пока нет')).toHaveCount(0);
  // the pull was parsed and written by the tab's sync worker (decision 0061), and the list saw its rows
  expect(page.workers().map((w) => new URL(w.url()).pathname)).toContainEqual(
    expect.stringMatching(/^\/assets\/sync-worker-[\w-]+\.js$/),
  );
});
