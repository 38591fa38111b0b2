import { expect, test } from '@playwright/test';
import { axeViolations, registerCompany, type Session, signInPage } from './a11y-app-helpers';
import { api } from './api';

const ADMIN = { email: 'e2e-admin@example.com', password: 'admin-pass-123' };

/** The platform admin of the e2e server (ADMIN_EMAILS): registered on first use, signed in after. */
async function adminSession(request: Parameters<typeof registerCompany>[0]): Promise<Session> {
  const login = await request.post('/api/login/', { data: ADMIN });
  if (login.status() === 200) return { ...(await login.json()), ...ADMIN };
  return registerCompany(request, { companyName: 'Админы платформы', ...ADMIN });
}

test('an admin opens /admin/, finds the company just registered, extends its plan and applies a promocode', async ({
  page,
  request,
}) => {
  const admin = await adminSession(request);
  const companyName = `Потолки Новые ${Date.now().toString(36)}`;
  await registerCompany(request, { companyName });
  await signInPage(page, admin);

  await page.goto('/admin/');
  await expect(page.getByRole('heading', { level: 1, name: 'Админка' })).toBeVisible();
  const figures = page.getByRole('region', { name: 'Показатели платформы' });
  await expect(figures.getByText('Компаний')).toBeVisible();
  await expect(page.getByText(/За период: \d+\sкомпани/)).toBeVisible();

  await page.getByRole('searchbox', { name: 'Поиск по названию или почте' }).fill(companyName);
  const table = page.getByRole('region', { name: 'Компании' }).getByRole('table');
  const row = table.getByRole('row').filter({ hasText: companyName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Бесплатный');
  await expect(page.getByText(/Найдено: 1\sкомпания/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await row.getByRole('button', { name: `Действия: ${companyName}` }).click();
  await page.getByRole('menuitem', { name: 'Продлить тариф' }).click();
  const dialog = page.getByRole('dialog', { name: `Продлить тариф: ${companyName}` });
  await dialog.getByRole('combobox', { name: 'Тариф' }).click();
  await page.getByRole('option', { name: /^Старт/ }).click();
  await dialog.getByRole('button', { name: 'Продлить' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Старт');

  // a 15 % promocode applied for the company from its row: a wrong code is refused in Russian first
  const code = `ADM${Date.now().toString(36)}`.toUpperCase();
  await api(request, admin, 'PUT', '/api/promocode/codes/', {
    code,
    kind: 'percent',
    value: 15,
    ends: '2099-12-31',
    maxUses: 5,
  });
  await row.getByRole('button', { name: `Действия: ${companyName}` }).click();
  await page.getByRole('menuitem', { name: 'Применить промокод' }).click();
  const apply = page.getByRole('dialog', { name: `Применить промокод: ${companyName}` });
  await apply.getByRole('textbox', { name: 'Промокод' }).fill('НЕТ-ТАКОГО');
  await apply.getByRole('button', { name: 'Применить' }).click();
  await expect(apply.getByText('Такого промокода нет — проверьте, как он написан')).toBeVisible();
  await apply.getByRole('textbox', { name: 'Промокод' }).fill(code.toLowerCase());
  await apply.getByRole('button', { name: 'Применить' }).click();
  await expect(apply).toBeHidden();
  await expect(page.getByText(`«${companyName}»: Скидка 15 % на следующую оплату тарифа`)).toBeVisible();
  // the chart's tooltip on screen for the check, as when the check run's pointer rested on a bar (its text was blue)
  await page.locator('.recharts-bar-rectangle').last().hover();
  await expect(page.locator('.recharts-tooltip-item-value')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
