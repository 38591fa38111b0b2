import { expect, test } from '@playwright/test';
import { axeViolations, horizontalOverflow, registerCompany, signInPage } from './a11y-app-helpers';

/* /calc/ passes axe (WCAG 2.2 AA) and does not scroll sideways, on a phone and on a desktop. */

for (const width of [360, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 740 : 900 } });

    test('/calc/ passes axe in every mode, with a problem shown, and fits the screen', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await signInPage(page, await registerCompany(request));

      await page.goto('/calc/');
      await expect(page.getByRole('heading', { name: 'Новый чертёж' })).toBeVisible();
      expect(await axeViolations(page), 'axe on the start screen').toEqual([]);

      await page.goto('/calc/?new=1');
      await expect(page.getByLabel('Сторона AB, см', { exact: true })).toBeVisible();
      // a reading that does not fit: the problem list and the marks are on screen
      for (const [name, value] of Object.entries({ AB: '400', BC: '300', CD: '400', DA: '300' }))
        await page.getByLabel(`Сторона ${name}, см`, { exact: true }).fill(value);
      await page.getByLabel('Диагональ BD, см').fill('500');
      await page.getByLabel('Диагональ AC (контрольная), см').fill('530');
      await expect(page.getByTestId('calc-problems')).toContainText('Контрольная диагональ AC');
      // a ceiling height out of bounds: its message is on screen too
      await page.getByLabel('Высота потолка, м').fill('32');
      await expect(page.getByText('Высота потолка — от 1,5 до 10 м')).toBeVisible();
      expect(await axeViolations(page), 'axe with readings and a problem').toEqual([]);
      expect(await horizontalOverflow(page), 'sideways scroll').toBeLessThanOrEqual(0);

      await page.getByText('Прямые углы', { exact: true }).click();
      await expect(page.getByRole('combobox', { name: 'Угол A' })).toBeVisible();
      expect(await axeViolations(page), 'axe in the orthogonal mode').toEqual([]);

      await page.getByText('От руки', { exact: true }).click();
      await expect(page.getByRole('button', { name: /^Угол A:/ })).toBeVisible();
      await page.getByRole('button', { name: 'Дуга на стороне AB' }).click();
      await expect(page.getByLabel('Прогиб дуги AB (минус — внутрь комнаты), см')).toBeVisible();
      await page.getByRole('button', { name: /^Угол B:/ }).focus();
      expect(await axeViolations(page), 'axe in the hand drawing with a curved wall').toEqual([]);
      expect(await horizontalOverflow(page), 'sideways scroll in the hand drawing').toBeLessThanOrEqual(0);
    });
  });
}
