import { expect, test } from '@playwright/test';
import { registerCompany } from './a11y-app-helpers';

/**
 * Our Content-Security-Policy has no 'unsafe-eval': nothing the pages run may try `eval` or `new Function`
 * (zod's compiled parsers did, decision 0038), or the browser reports a violation and Lighthouse's best
 * practices lose points. The login form's schemas, signing in, home and the clients list with their
 * offline copy all run here.
 */
test('the login page, home and the clients list break nothing of the Content-Security-Policy', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${location.pathname}: ${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  const violations = () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  const owner = await registerCompany(request, { name: 'Вера' });

  await page.goto('/login/');
  await page.getByLabel('Электронная почта').fill(owner.email);
  await page.getByRole('textbox', { name: 'Пароль' }).fill(owner.password);
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Вера');
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);

  await page.goto('/clients/');
  await expect(page.getByRole('heading', { name: 'Клиенты', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});
