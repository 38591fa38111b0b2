import { expect, test } from '@playwright/test';
import { axeViolations, horizontalOverflow } from './a11y-app-helpers';

const PAGES: { path: string; heading: string }[] = [
  { path: '/login/', heading: 'Вход' },
  { path: '/registration/', heading: 'Регистрация' },
  { path: '/password/forgot/', heading: 'Восстановление пароля' },
  { path: '/password/reset/?token=abcdefghijklmnopqrstuvwxyz', heading: 'Новый пароль' },
];

for (const width of [360, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 740 : 900 } });

    test('sign-in pages pass axe, fit the screen and have large enough targets', async ({ page }) => {
      // four pages, each with a full axe run: on a loaded 2-core machine one run takes ~15 s
      test.setTimeout(120_000);
      for (const { path, heading } of PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
        if (path === '/login/') {
          await expect(page.getByText('demo@example.com')).toBeVisible();
          // the demo staff, each a target to tap, read by axe with the rest
          await page.getByText('Войти как сотрудник').click();
          await expect(page.getByRole('button', { name: /Игорь Новиков, монтажник/ })).toBeVisible();
        }
        if (path === '/registration/' || path === '/password/forgot/') {
          await expect(page.locator('altcha-widget').getByRole('checkbox')).toBeVisible();
        }
        expect(await axeViolations(page), path).toEqual([]);
        expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
        const small = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('main button, main input:not([type=hidden]), main a')]
            .filter((el) => el.offsetParent !== null && !el.closest('altcha-widget'))
            .map((el) => ({ el, r: el.getBoundingClientRect() }))
            .filter(({ r }) => r.height < 40)
            .map(({ el }) => el.outerHTML.slice(0, 80)),
        );
        expect(small, path).toEqual([]);
      }
    });

    test('form errors are announced and axe still passes', async ({ page }) => {
      await page.goto('/registration/');
      await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
      await expect(page.getByText('Укажите название компании')).toBeVisible();
      await expect(page.getByLabel('Название компании')).toHaveAttribute('aria-invalid', 'true');
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test.describe('dark scheme, 360 px', () => {
  test.use({ colorScheme: 'dark', viewport: { width: 360, height: 740 } });

  test('login and registration pass axe in the dark scheme too', async ({ page }) => {
    for (const { path, heading } of PAGES.slice(0, 2)) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      await page.getByRole('button', { name: heading === 'Вход' ? 'Войти' : 'Зарегистрироваться' }).click();
      await expect(page.locator('[aria-invalid="true"]').first(), path).toBeVisible();
      expect(await axeViolations(page), path).toEqual([]);
    }
  });
});
