import { expect, test } from '@playwright/test';
import { axeViolations, registerCompany, signInPage } from './a11y-app-helpers';

/**
 * Issue 12 §1: an owner picks «Старт» for 3 months on /tarifs/, pays on the card provider's page (the local
 * service speaking YooKassa's protocol, DEV_YOOKASSA=1), comes back to /payment/ and sees the plan active.
 */
test('plan payment: an owner pays for «Старт» by card and sees it active', async ({ page, request }) => {
  const session = await registerCompany(request, { name: 'Глеб' });
  await signInPage(page, session);
  await page.goto('/tarifs/');
  await page.getByRole('button', { name: 'Выбрать тариф «Старт»' }).click();
  const panel = page.getByRole('region', { name: 'Оплата тарифа «Старт»' });
  await panel.getByText('3 месяца (−10 %)').click();
  await expect(panel.getByText(/К оплате: 2\s673\s₽/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await panel.getByRole('button', { name: 'Оплатить картой' }).click();

  await expect(page.getByRole('heading', { name: 'Тестовая оплата' })).toBeVisible();
  await page.getByRole('button', { name: 'Оплатить' }).click();

  await expect(page).toHaveURL(/\/payment\/\?id=\d+$/);
  await expect(page.getByRole('heading', { name: 'Тариф «Старт»' })).toBeVisible();
  await expect(page.getByText(/^Оплачен до \d\d\.\d\d\.\d{4} включительно\.$/)).toBeVisible();
  const row = page.getByTestId('plan-payment').first();
  await expect(row).toContainText('Оплачен');
  await expect(row).toContainText('«Старт», 3 мес.');
  await expect(row.getByRole('button', { name: /^Квитанция № \d+, PDF$/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
