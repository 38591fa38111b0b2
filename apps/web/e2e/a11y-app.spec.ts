import { expect, type Page, test } from '@playwright/test';
import { axeViolations, horizontalOverflow, loginDemo, signInPage } from './a11y-app-helpers';

/** Each page with what shows that its data has loaded. */
const pages: { path: string; ready: (page: Page) => Promise<void> }[] = [
  {
    path: '/company/',
    ready: async (page) => {
      await expect(page.getByRole('textbox', { name: 'Название', exact: true })).toHaveValue('Демо-потолки');
      await expect(page.getByText('Тариф «', { exact: false }).first()).toBeVisible();
    },
  },
  {
    path: '/users/',
    ready: async (page) => {
      await expect(
        page.getByRole('list', { name: 'Сотрудники' }).getByRole('listitem').first(),
      ).toBeVisible();
    },
  },
  {
    path: '/',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Демо');
      await expect(page.getByRole('heading', { name: 'Демо-потолки' })).toBeVisible();
    },
  },
  { path: '/tarifs/', ready: async (page) => expect(page.getByText('Ваш тариф')).toBeVisible() },
  { path: '/payment/', ready: async (page) => expect(page.getByText('Платежей пока не было')).toBeVisible() },
  { path: '/support/', ready: async (page) => expect(page.getByText('Владелец компании')).toBeVisible() },
  { path: '/smety/settings', ready: async (page) => expect(page.getByLabel('Компактно')).toBeVisible() },
  {
    path: '/calendar/week/',
    // the week grid, read from the offline copy (FullCalendar's time grid)
    ready: async (page) => expect(page.locator('[aria-busy="false"] .fc-timegrid')).toBeVisible(),
  },
  {
    // the demo company's clients: axe checks the list with its rows, phones and menus
    path: '/clients/',
    ready: async (page) => {
      await expect(page.getByText('Всего 30 клиентов')).toBeVisible();
      await expect(page.getByText('Иванова Мария Сергеевна')).toBeVisible();
    },
  },
];

for (const width of [360, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 740 : 900 } });

    test('signed-in pages pass axe and do not scroll sideways', async ({ page, request }) => {
      // Eleven pages, each analysed by axe: more than one page's worth of the default time.
      test.setTimeout(180_000);
      await signInPage(page, await loginDemo(request));
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      for (const { path, ready } of pages) {
        await page.goto(path);
        await ready(page);
        expect(await axeViolations(page), `axe on ${path}`).toEqual([]);
        expect(await horizontalOverflow(page), `sideways scroll on ${path}`).toBeLessThanOrEqual(0);
      }
      // The staff dialogs and a profile, as a phone and a desktop show them.
      await page.goto('/users/0');
      await expect(page.getByRole('heading', { level: 1, name: 'Мой профиль' })).toBeVisible();
      expect(await axeViolations(page), 'axe on /users/0').toEqual([]);
      expect(await horizontalOverflow(page), 'sideways scroll on /users/0').toBeLessThanOrEqual(0);
      await page.goto('/users/');
      await page.getByRole('button', { name: 'Добавить сотрудника' }).click();
      const dialog = page.getByRole('dialog', { name: 'Новый сотрудник' });
      // Measured once the opening animation is over: half-faded text is not what anyone reads.
      await expect(dialog).toHaveCSS('opacity', '1');
      expect(await axeViolations(page), 'axe on the new staff dialog').toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}
