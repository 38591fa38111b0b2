import { formatMoney } from '@glad/domain';
import { expect, test } from '@playwright/test';
import { axeViolations, horizontalOverflow, registerCompany, signInPage } from './a11y-app-helpers';
import { api } from './api';
import { collectErrors } from './auth-helpers';
import { download, money, xlsxRows } from './estimate-helpers';
import { create } from './records-helpers';

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

test('the month’s sales on a phone, and the same figure in the XLSX', async ({ page, request }) => {
  const owner = await registerCompany(request);
  const day = today();
  const project = await create(request, owner, 'project', {
    name: 'Квартира на Лесной',
    date: day,
    amount: 123_456_78,
  });
  await create(request, owner, 'smeta', { projectid: project.id, approved: 1, date: day, uid: 'лесная' });
  await api(request, owner, 'POST', '/api/rashod/', { category: 'Реклама', amount: 23_456_78, date: day });
  const errors = collectErrors(page);
  await signInPage(page, owner);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/reports/');

  const sales = page.locator('[data-figure="Продажи"]');
  await expect(sales).toHaveText(money(formatMoney(123_456_78)));
  await expect(page.locator('[data-figure="Маржа"]')).toHaveText(money(formatMoney(100_000_00)));
  await expect(page.getByRole('heading', { name: 'Продажи и маржа' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Квартира на Лесной' })).toBeVisible();
  await page.screenshot({ path: 'test-results/reports-390.png', fullPage: true });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await axeViolations(page)).toEqual([]);

  const file = await download(page, 'Скачать XLSX');
  expect(file.name).toMatch(/\.xlsx$/);
  const rows = await xlsxRows(file.path);
  expect(rows[1]).toEqual(['Период', 'Продано объектов', 'Сумма продаж', 'Получено', 'Расходы', 'Маржа']);
  const sold = rows.slice(2).map((r) => r[2] as number);
  expect(sold.reduce((a, b) => a + b, 0)).toBeCloseTo(123_456.78, 2);

  // another period by keyboard: last month has no sales
  await page.getByText('Прошлый месяц').click();
  await expect(sales).toHaveText(money(formatMoney(0)));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByText('Этот месяц').click();
  await expect(sales).toHaveText(money(formatMoney(123_456_78)));
  await page.screenshot({ path: 'test-results/reports-1280.png', fullPage: true });
  expect(errors).toEqual([]);
});
