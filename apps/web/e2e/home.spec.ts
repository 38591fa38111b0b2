import { expect, test } from '@playwright/test';
import { registerCompany, signInPage } from './a11y-app-helpers';

test('home greets the user by name with today’s date and the company’s counts', async ({ page, request }) => {
  await signInPage(page, await registerCompany(request, { name: 'Ольга', companyName: 'Потолки Востока' }));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /^(Доброе утро|Добрый день|Добрый вечер|Доброй ночи), Ольга!$/,
  );
  const today = await page.evaluate(() =>
    new Intl.DateTimeFormat('ru-RU', { weekday: 'long', day: 'numeric', month: 'long' }).format(new Date()),
  );
  await expect(page.getByText(today, { exact: false }).first()).toBeVisible();

  const company = page.getByRole('region', { name: 'Потолки Востока' });
  await expect(company.getByRole('link', { name: /0\s+клиентов/ })).toHaveAttribute('href', '/clients/');
  await expect(company.getByRole('link', { name: /0\s+объектов/ })).toHaveAttribute('href', '/projects/');
  await expect(company.getByRole('link', { name: /0\s+чертежей/ })).toHaveAttribute('href', '/drafts/');

  // The sections a later issue fills are real empty states whose actions lead somewhere real.
  await expect(page.getByText('На сегодня событий нет')).toBeVisible();
  await page.getByRole('link', { name: 'Открыть календарь' }).click();
  await expect(page).toHaveURL(/\/calendar\/agenda\/$/);
  await expect(page.getByText('Предстоящих событий нет')).toBeVisible();
});

test('quick actions, calendar views and the support answers lead to real pages', async ({
  page,
  request,
}) => {
  await signInPage(page, await registerCompany(request));
  await page.goto('/');
  await page.getByRole('region', { name: 'Быстрые действия' }).getByRole('link', { name: 'Сметы' }).click();
  await expect(page).toHaveURL(/\/smety\/$/);
  await expect(page.getByText('Смет пока нет')).toBeVisible();
  await page.getByRole('link', { name: 'Настроить вид сметы' }).click();
  await expect(page.getByRole('switch', { name: 'Подписи' })).toBeChecked();

  await page.goto('/calendar/');
  await expect(page).toHaveURL(/\/calendar\/agenda\/$/);
  await page.getByText('Месяц', { exact: true }).click();
  await expect(page).toHaveURL(/\/calendar\/month\/$/);
  await expect(page.locator('[aria-busy="false"] .fc-daygrid')).toBeVisible();
  await page.getByText('Просроченные', { exact: true }).click();
  await expect(page).toHaveURL(/\/calendar\/expired\/$/);
  await expect(page.getByRole('radio', { name: 'Просроченные' })).toBeChecked();

  await page.goto('/support/');
  await page.getByRole('button', { name: 'Как добавить сотрудника?' }).click();
  await page
    .getByRole('region', { name: 'Частые вопросы' })
    .getByRole('link', { name: '«Сотрудники»' })
    .first()
    .click();
  await expect(page).toHaveURL(/\/users\/$/);
});
