import { expect, test } from '@playwright/test';

test('the app opens with the product title', async ({ page }) => {
  await page.goto('/login/');
  // «Гладь» after the page's own name (docs/spec.md §9: the default title is the product's name).
  await expect(page).toHaveTitle('Вход — Гладь');
});
