import { expect, test } from '@playwright/test';
import { axeViolations, horizontalOverflow, registerCompany, signInPage } from './a11y-app-helpers';
import { drawDraft } from './estimate-helpers';
import { create } from './records-helpers';
import { waitSynced } from './sync-helpers';

/**
 * Issue 13 §2: the manager sends the estimate from its screen, the client opens the link on a 360 px phone
 * in a browser of their own (no account), reads it, accepts it, and the manager's estimate shows it.
 */
test('client link: sent from the estimate, opened and accepted on a phone, «согласовано» for the manager', async ({
  page,
  request,
  browser,
}) => {
  const session = await registerCompany(request, { companyName: 'Потолки Юга' });
  const client = await create(request, session, 'client', { name: 'Соколова Анна', phone: '+79161234567' });
  const project = await create(request, session, 'project', { name: 'Дом в Сочи', clientid: client.id });
  await drawDraft(request, session, project.id, {
    name: 'Спальня',
    outline: { sides: [4000, 3000, 4000, 3000], orthogonal: true },
  });
  await signInPage(page, session);

  await page.goto(`/smety/?project=${project.id}`);
  await waitSynced(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Смета: Дом в Сочи' })).toBeVisible();
  await page.getByRole('button', { name: 'Отправить клиенту' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ссылка для клиента' });
  await dialog.getByRole('button', { name: 'Создать ссылку' }).click();
  const field = dialog.getByRole('textbox', { name: 'Ссылка' });
  await expect(field).toHaveValue(/\/e\/[A-Za-z0-9_-]{43}$/);
  const url = await field.inputValue();
  await expect(dialog.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\?text=/,
  );
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(page.getByRole('combobox', { name: 'Статус сметы' })).toHaveValue('Отправлена клиенту');

  // the client: a fresh context, a phone, no session
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'ru-RU' });
  try {
    const client = await phone.newPage();
    const answer = await client.goto(new URL(url).pathname);
    expect(answer?.status()).toBe(200);
    await expect(client.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(client.getByText('Потолки Юга')).toBeVisible();
    await expect(client.getByRole('img', { name: 'Эскиз: Спальня' })).toBeVisible();
    await expect(client.getByText(/Итого: [\d\s]+,\d\d\s₽/)).toBeVisible();
    await expect(client.getByRole('link', { name: 'Скачать PDF' })).toBeVisible();
    expect(await client.locator('script').count()).toBe(0);
    expect(await horizontalOverflow(client)).toBeLessThanOrEqual(0);
    expect(await axeViolations(client)).toEqual([]);

    await client.getByLabel('Имя и фамилия').fill('Анна Соколова');
    await client.getByRole('checkbox', { name: /согласен/ }).check();
    await client.getByRole('button', { name: 'Согласовать' }).click();
    await expect(client.getByRole('status').filter({ hasText: 'Согласие записано' })).toBeVisible();
    await expect(client.getByRole('heading', { name: 'Согласовано' })).toBeVisible();
  } finally {
    await phone.close();
  }

  // the manager's open estimate, without a reload: «Согласована» by sync, the link with the client's name
  const links = page.getByRole('region', { name: 'Клиенту' });
  await expect(page.getByRole('combobox', { name: 'Статус сметы' })).toHaveValue('Согласована');
  await expect(links.getByText(/Согласовано: Анна Соколова/)).toBeVisible();
  await expect(links.getByText('Согласовано', { exact: true })).toBeVisible();
});
