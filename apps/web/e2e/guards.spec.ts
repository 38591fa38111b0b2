import { expect, test } from '@playwright/test';
import { registerCompany, signInPage } from './a11y-app-helpers';

test('a user who is not a platform admin sees «Доступ запрещён» on /admin/ and /dev/', async ({
  page,
  request,
}) => {
  const owner = await registerCompany(request);
  await signInPage(page, owner);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Разделы' });
  await expect(nav.getByRole('link', { name: 'Сотрудники' })).toBeVisible();
  // Sections he cannot open are not offered.
  await expect(nav.getByRole('link', { name: 'Админка' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Разработка' })).toHaveCount(0);

  const adminCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/admin/')) adminCalls.push(r.url());
  });
  for (const path of ['/admin/', '/admin/potolochnik/', '/admin/events/', '/dev/']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Доступ запрещён' }), path).toBeVisible();
    await expect(page).toHaveTitle('Доступ запрещён — Гладь');
    await expect(page).toHaveURL(path);
  }
  // The guard stops the page before it asks the server for anything of the admin's.
  expect(adminCalls).toEqual([]);
  await page.getByRole('link', { name: 'На главную' }).click();
  await expect(page).toHaveURL('/');

  // The server agrees: the admin API refuses him too.
  const res = await request.get('/api/admin/chart/', {
    headers: { authorization: `Bearer ${owner.accessToken}` },
  });
  expect(res.status()).toBe(403);
});
