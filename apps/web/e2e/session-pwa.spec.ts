import { expect, test } from '@playwright/test';
import { registerCompany, signInPage } from './a11y-app-helpers';

// The new-version notice is exercised in sw.spec.ts on a server of its own: it has to change sw.js.

test('the browser’s install offer becomes «Установить приложение» in the user menu', async ({
  page,
  request,
}) => {
  await signInPage(page, await registerCompany(request, { name: 'Инна' }));
  await page.goto('/');
  // The menu's code is loaded on the first press: the menu is open once «Выйти» shows, and only then
  // does the missing item mean anything, and does Escape close it.
  await page.getByRole('button', { name: /Меню пользователя/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Выйти' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Установить приложение' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);

  // Chromium fires this when the app is installable; here the test stands in for the browser.
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: async () => {
        (window as unknown as { prompted: boolean }).prompted = true;
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(event);
  });
  await page.getByRole('button', { name: /Меню пользователя/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Установить приложение' }).click();
  expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
  // A prompt can be used once: the item goes away.
  await page.getByRole('button', { name: /Меню пользователя/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Выйти' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Установить приложение' })).toHaveCount(0);
});
