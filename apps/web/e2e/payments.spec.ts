import { expect, type Page, test } from '@playwright/test';
import { axeViolations, horizontalOverflow, registerCompany, signInPage } from './a11y-app-helpers';
import { api } from './api';
import { drawDraft, LIVING_ROOM, money } from './estimate-helpers';
import { create } from './records-helpers';
import { waitSynced } from './sync-helpers';

/**
 * Issue 11 §1 on a phone: the owner records a client's prepayment on the project page and sees the debt
 * and the payment status follow. The room is the one of project-page.spec.ts: 26 730,00 ₽.
 */
test.use({ viewport: { width: 390, height: 844 } });

const section = (page: Page) => page.getByRole('region', { name: 'Оплаты' });

test('payments: a prepayment recorded on a phone lowers the debt and moves the payment status', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const session = await registerCompany(request, { name: 'Ольга' });
  const client = await create(request, session, 'client', { name: 'Вера Платёжная' });
  const project = await create(request, session, 'project', { name: 'Дом на Озёрной', clientid: client.id });
  await drawDraft(request, session, project.id, LIVING_ROOM);
  await signInPage(page, session);
  await page.goto(`/projects/${project.id}`);
  await waitSynced(page);

  const payments = section(page);
  await expect(payments.getByTestId('payment-due')).toHaveText(money('26 730,00 ₽'));
  await expect(payments.getByTestId('payment-debt')).toHaveText(money('26 730,00 ₽'));
  await expect(payments.getByTestId('payment-status')).toHaveText('Не оплачен');
  await expect(payments.getByText('по оплатам')).toBeVisible();
  await expect(payments.getByText('Оплат по объекту нет.')).toBeVisible();

  await payments.getByRole('button', { name: 'Записать оплату' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новая оплата' });
  await expect(dialog.getByRole('radio', { name: 'Предоплата', exact: true })).toBeChecked();
  await dialog.getByLabel('Сумма, ₽').fill('10000');
  await dialog.getByRole('combobox', { name: 'Способ оплаты' }).click();
  await page.getByRole('option', { name: 'Перевод' }).click();
  await dialog.getByLabel('Примечание').fill('Задаток по договору');
  await dialog.getByRole('button', { name: 'Записать' }).click();
  await expect(dialog).toBeHidden();

  await expect(payments.getByTestId('payment-paid')).toHaveText(money('10 000,00 ₽'));
  await expect(payments.getByTestId('payment-debt')).toHaveText(money('16 730,00 ₽'));
  await expect(payments.getByTestId('payment-status')).toHaveText('Предоплата');
  await expect(payments.getByRole('listitem').filter({ hasText: 'Задаток по договору' })).toContainText(
    'Перевод · записал(а) Ольга',
  );
  expect(await axeViolations(page)).toEqual([]);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/payments-390.png', fullPage: true });

  // it reached the server as a synced record
  await waitSynced(page);
  const list = await api<{ content: { amount: number; kind: string; method: string }[] }>(
    request,
    session,
    'GET',
    `/api/oplata/?project=${project.id}`,
  );
  expect(list.content).toEqual([
    expect.objectContaining({ amount: 10_000_00, kind: 'predoplata', method: 'perevod' }),
  ]);

  // the rest is paid: the status follows to «Оплачен» and nothing is owed
  await payments.getByRole('button', { name: 'Записать оплату' }).click();
  await expect(dialog.getByRole('radio', { name: 'Доплата', exact: true })).toBeChecked();
  await dialog.getByLabel('Сумма, ₽').fill('16730');
  await dialog.getByRole('button', { name: 'Записать' }).click();
  await expect(payments.getByTestId('payment-debt')).toHaveText(money('0,00 ₽'));
  await expect(payments.getByTestId('payment-status')).toHaveText('Оплачен');

  // a status set by hand wins and says so; «Считать по оплатам» gives the money back the say
  await page.getByRole('combobox', { name: /^Оплата/ }).selectOption({ label: 'Не оплачен' });
  await expect(payments.getByTestId('payment-status')).toHaveText('Не оплачен');
  await expect(payments.getByText('установлен вручную')).toBeVisible();
  await payments.getByRole('button', { name: 'Считать по оплатам' }).click();
  await expect(payments.getByTestId('payment-status')).toHaveText('Оплачен');
  await expect(payments.getByText('по оплатам')).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/payments-1280.png', fullPage: true });
});
