import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { registerCompany, signInPage } from './a11y-app-helpers';
import { api } from './api';
import { create, getRecord, notice, seedOfflineClients } from './records-helpers';
import { goOffline, goOnline, waitSynced } from './sync-helpers';

const clientLink = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Клиенты' }).getByRole('link', { name, exact: true });

async function addClient(
  page: Page,
  fields: { name: string; phone?: string; adresa?: string; notes?: string },
) {
  await page.getByRole('button', { name: 'Добавить клиента' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Новый клиент' });
  await dialog.getByLabel('Имя').fill(fields.name);
  if (fields.phone) await dialog.getByLabel('Телефон').fill(fields.phone);
  if (fields.adresa) await dialog.getByLabel('Адрес').fill(fields.adresa);
  if (fields.notes) await dialog.getByLabel('Заметки').fill(fields.notes);
  await dialog.getByRole('button', { name: 'Добавить' }).click();
  await expect(dialog).toBeHidden();
}

test('clients: add, edit and find by a word start or by phone digits typed another way', async ({
  page,
  request,
}) => {
  const session = await registerCompany(request);
  await signInPage(page, session);
  await page.goto('/clients/');
  await waitSynced(page);
  await expect(page.getByText('Клиентов пока нет')).toBeVisible();

  // the form says what is wrong, next to the field, before anything is saved
  await page.getByRole('button', { name: 'Добавить клиента' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Новый клиент' });
  await dialog.getByRole('button', { name: 'Добавить' }).click();
  await expect(dialog.getByText('Укажите имя клиента')).toBeVisible();
  await dialog.getByRole('button', { name: 'Отмена' }).click();

  // the phone typed or pasted four ways reads the Russian way once the field is left
  await page.getByRole('button', { name: 'Добавить клиента' }).first().click();
  const added = page.getByRole('dialog', { name: 'Новый клиент' });
  await added.getByLabel('Имя').fill('Анна Смирнова');
  const phone = added.getByLabel('Телефон');
  for (const typed of ['8 916 123-45-67', '+7 916 123 45 67', '+7 (916) 123-45-67', '89161234567']) {
    await phone.fill(typed);
    await phone.blur();
    await expect(phone).toHaveValue('+7 (916) 123-45-67');
  }
  await added.getByLabel('Адрес').fill('ул. Ленина, 5');
  await added.getByLabel('Заметки').fill('Звонить после 18');
  await added.getByRole('button', { name: 'Добавить' }).click();
  await expect(notice(page, 'Клиент «Анна Смирнова» добавлен')).toBeVisible();
  await addClient(page, { name: 'Борис Кузнецов', phone: '+7 926 555 11 22' });
  await expect(page.getByText('Всего 2 клиента')).toBeVisible();

  // tap to call, the number shown the Russian way
  const call = page.getByRole('link', { name: 'Позвонить: Анна Смирнова, +7 (916) 123-45-67' });
  await expect(call).toHaveAttribute('href', 'tel:+79161234567');
  await expect(call).toHaveText('+7 (916) 123-45-67');

  const search = page.getByLabel('Поиск клиентов');
  await search.fill('смир');
  await expect(clientLink(page, 'Анна Смирнова')).toBeVisible();
  await expect(clientLink(page, 'Борис Кузнецов')).toHaveCount(0);
  await expect(page.getByText('Найдено: 1 клиент (всего 2 клиента)')).toBeVisible();
  // a word start, not the middle of a word
  await search.fill('мирнова');
  await expect(page.getByText('По запросу «мирнова» никого не нашли')).toBeVisible();
  await search.fill('ЛЕНИНА');
  await expect(clientLink(page, 'Анна Смирнова')).toBeVisible();
  // the phone's digits however they are typed: with 8, with spaces and dashes, a part from the middle
  await search.fill('8 926 555');
  await expect(clientLink(page, 'Борис Кузнецов')).toBeVisible();
  await expect(clientLink(page, 'Анна Смирнова')).toHaveCount(0);
  await search.fill('(916) 123-45');
  await expect(clientLink(page, 'Анна Смирнова')).toBeVisible();
  await search.fill('555 11 22');
  await expect(clientLink(page, 'Борис Кузнецов')).toBeVisible();
  await search.fill('');

  await page.getByRole('button', { name: 'Действия: Анна Смирнова' }).click();
  await page.getByRole('menuitem', { name: 'Изменить' }).click();
  const edit = page.getByRole('dialog', { name: 'Изменить клиента' });
  await expect(edit.getByLabel('Телефон')).toHaveValue('+7 (916) 123-45-67');
  await edit.getByLabel('Имя').fill('Анна Смирнова-Ли');
  await edit.getByRole('button', { name: 'Сохранить' }).click();
  await expect(clientLink(page, 'Анна Смирнова-Ли')).toBeVisible();
  await expect(notice(page, 'Клиент «Анна Смирнова-Ли» сохранён')).toBeVisible();

  // and it reaches the server, under the id the device gave it
  await waitSynced(page);
  const href = await clientLink(page, 'Анна Смирнова-Ли').getAttribute('href');
  const id = Number(href?.split('/')[2]);
  expect(await getRecord(request, session, 'client', id)).toMatchObject({
    name: 'Анна Смирнова-Ли',
    phone: '+79161234567',
    adresa: 'ул. Ленина, 5',
    notes: 'Звонить после 18',
  });

  // the card calls the number, or opens a chat with it in WhatsApp or Telegram
  await clientLink(page, 'Анна Смирнова-Ли').click();
  const contacts = page.getByRole('region', { name: 'Контакты' });
  await expect(contacts.getByRole('link', { name: /^Позвонить/ })).toHaveAttribute(
    'href',
    'tel:+79161234567',
  );
  await expect(contacts.getByRole('link', { name: 'Написать в WhatsApp: Анна Смирнова-Ли' })).toHaveAttribute(
    'href',
    'https://wa.me/79161234567',
  );
  await expect(contacts.getByRole('link', { name: 'Написать в Telegram: Анна Смирнова-Ли' })).toHaveAttribute(
    'href',
    'https://t.me/+79161234567',
  );
});

test('clients: a delete offers «Отменить» — on the device while offline, through the trash once sent', async ({
  page,
  context,
  request,
}) => {
  const session = await registerCompany(request);
  const vera = await create(request, session, 'client', { name: 'Вера Удалёнкина', phone: '9031112233' });
  const gleb = await create(request, session, 'client', { name: 'Глеб Оставлюк' });
  await signInPage(page, session);
  await page.goto('/clients/');
  await waitSynced(page);
  await expect(clientLink(page, 'Вера Удалёнкина')).toBeVisible();

  // sent to the server, then undone: it comes back from the server's trash
  await page.getByRole('button', { name: 'Действия: Вера Удалёнкина' }).click();
  await page.getByRole('menuitem', { name: 'Удалить' }).click();
  await expect(clientLink(page, 'Вера Удалёнкина')).toHaveCount(0);
  const undo = notice(page, 'Клиент «Вера Удалёнкина» удалён');
  // pushed (the server moved it to the trash) while «Отменить» is still offered
  await expect.poll(() => getRecord(request, session, 'client', vera.id)).toBeNull();
  await undo.getByRole('button', { name: 'Отменить' }).click();
  await expect(notice(page, 'Удаление отменено')).toBeVisible();
  await expect(clientLink(page, 'Вера Удалёнкина')).toBeVisible();
  expect(await getRecord(request, session, 'client', vera.id)).toMatchObject({ name: 'Вера Удалёнкина' });

  // offline: taken back on the device, the server never hears of the delete
  await goOffline(context);
  await page.getByRole('button', { name: 'Действия: Глеб Оставлюк' }).click();
  await page.getByRole('menuitem', { name: 'Удалить' }).click();
  await expect(clientLink(page, 'Глеб Оставлюк')).toHaveCount(0);
  await notice(page, 'Клиент «Глеб Оставлюк» удалён').getByRole('button', { name: 'Отменить' }).click();
  await expect(clientLink(page, 'Глеб Оставлюк')).toBeVisible();
  await goOnline(context);
  await waitSynced(page);
  expect(await getRecord(request, session, 'client', gleb.id)).toMatchObject({ name: 'Глеб Оставлюк' });
  await page.reload();
  await expect(clientLink(page, 'Глеб Оставлюк')).toBeVisible();
  await expect(clientLink(page, 'Вера Удалёнкина')).toBeVisible();
});

test('a row’s «…» opens from the keyboard, and Escape gives the focus back to its button', async ({
  page,
  request,
}) => {
  const session = await registerCompany(request);
  const client = await create(request, session, 'client', {
    name: 'Ким Клавишин',
    adresa: '',
    phone: '',
    notes: '',
  });
  await create(request, session, 'project', { name: 'Дом Клавишина', clientid: client.id });
  await signInPage(page, session);
  // the clients' rows load their menu's code on the press; the projects' rows draw it on the press
  for (const [path, name, item] of [
    ['/clients/', 'Ким Клавишин', 'Изменить'],
    ['/projects/', 'Дом Клавишина', 'Смета'],
  ] as const) {
    await page.goto(path);
    await waitSynced(page);
    const button = page.getByRole('button', { name: `Действия: ${name}` });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(button).toBeFocused();
  }
});

test('client card: contacts with a phone to tap, projects with statuses, events, estimates; unknown ids', async ({
  page,
  request,
}) => {
  const session = await registerCompany(request);
  const client = await create(request, session, 'client', {
    name: 'Дарья Карточкина',
    phone: '8 (999) 765-43-21',
    adresa: 'пр. Мира, 10, кв. 4',
    notes: 'Домофон не работает',
  });
  const project = await create(request, session, 'project', {
    name: 'Квартира на Мира',
    clientid: client.id,
  });
  const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
  await create(request, session, 'events', {
    date: today,
    time: '10:30',
    client: client.id,
    project: project.id,
    kind: 'zamer',
    note: 'Взять лазер',
  });
  await signInPage(page, session);
  await page.goto('/clients/');
  await waitSynced(page);
  await clientLink(page, 'Дарья Карточкина').click();

  await expect(page.getByRole('heading', { level: 1, name: 'Дарья Карточкина' })).toBeVisible();
  await expect(page).toHaveTitle('Дарья Карточкина — Гладь');
  const contacts = page.getByRole('region', { name: 'Контакты' });
  await expect(contacts.getByRole('link', { name: /Позвонить/ })).toHaveAttribute('href', 'tel:+79997654321');
  await expect(contacts.getByText('пр. Мира, 10, кв. 4')).toBeVisible();
  await expect(contacts.getByText('Домофон не работает')).toBeVisible();

  const projects = page.getByRole('region', { name: 'Объекты' });
  await expect(projects.getByText('Квартира на Мира')).toBeVisible();
  await projects.getByRole('combobox', { name: 'Работы: Квартира на Мира' }).selectOption({ label: 'Замер' });
  await expect(notice(page, '«Квартира на Мира»: работы — Замер')).toBeVisible();

  const events = page.getByRole('region', { name: 'События' });
  await expect(events.getByText('Замер', { exact: true })).toBeVisible();
  await expect(events.getByText('Взять лазер')).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Сметы' })
      .getByText('Смет для этого клиента пока нет', { exact: false }),
  ).toBeVisible();

  // a new project for this client, from the card
  await projects.getByRole('button', { name: 'Новый объект' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новый объект' });
  await expect(dialog.getByRole('combobox', { name: 'Клиент' })).toHaveValue('Дарья Карточкина');
  await dialog.getByLabel('Название').fill('Дача в Заречье');
  await dialog.getByRole('button', { name: 'Добавить' }).click();
  await expect(projects.getByText('Дача в Заречье')).toBeVisible();

  // a client the device does not hold yet is asked of the server; one nobody has is «not found»
  const other = await create(request, session, 'client', { name: 'Евгений Поздний' });
  await page.goto(`/clients/${other.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Евгений Поздний' })).toBeVisible();
  await page.goto('/clients/987654321');
  await expect(page.getByText('Клиента №987654321 нет')).toBeVisible();
});

test('10,000 clients: only the rows on screen are drawn, and search still finds one by phone', async ({
  page,
  request,
}) => {
  await signInPage(page, await registerCompany(request));
  await page.goto('/clients/');
  await waitSynced(page);
  await seedOfflineClients(
    page,
    Array.from({ length: 10_000 }, (_, i) => ({
      id: 900_000_000 + i,
      name: `Клиент ${String(i + 1).padStart(5, '0')}`,
      adresa: '',
      phone: `8900${1_000_000 + i}`,
      notes: '',
      timestamp: 1_700_000_000_000 + i,
    })),
  );
  await page.reload();
  await expect(page.getByText('Всего 10 000 клиентов')).toBeVisible();
  const rows = page.getByRole('list', { name: 'Клиенты' }).getByRole('listitem');
  await expect(clientLink(page, 'Клиент 00001')).toBeVisible();
  expect(await rows.count()).toBeLessThan(60);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(clientLink(page, 'Клиент 10000')).toBeVisible();
  expect(await rows.count()).toBeLessThan(60);
  await page.getByLabel('Поиск клиентов').fill('+7 (900) 100-98-76');
  await expect(clientLink(page, 'Клиент 09877')).toBeVisible();
  await expect(page.getByText('Найдено: 1 клиент (всего 10 000 клиентов)')).toBeVisible();
});

/** A client on its card, synced; then the device goes offline and opens the client's form. */
async function editClientOffline(page: Page, context: BrowserContext, request: APIRequestContext) {
  const session = await registerCompany(request);
  const client = await create(request, session, 'client', {
    name: 'Зинаида Спорова',
    phone: '+7 (900) 111-11-11',
  });
  await signInPage(page, session);
  await page.goto(`/clients/${client.id}`);
  await waitSynced(page);
  await goOffline(context);
  await page.getByRole('button', { name: 'Изменить' }).click();
  return { session, client, dialog: page.getByRole('dialog', { name: 'Изменить клиента' }) };
}

test('client card: a value overwritten by a later edit elsewhere is shown with what replaced it', async ({
  page,
  context,
  request,
}) => {
  // a colleague changes the phone on the server; this device, offline, changes it too, not knowing
  const { session, client, dialog } = await editClientOffline(page, context, request);
  await dialog.getByLabel('Телефон').fill('+7 (900) 333-33-33');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await api(request, session, 'PUT', `/api/client/${client.id}`, { phone: '+7 (900) 222-22-22' });
  await goOnline(context);
  await waitSynced(page);

  // the later write (this device's) won; the colleague's value is kept and shown
  const lost = page.getByRole('alert').filter({ hasText: 'Значения перезаписаны при синхронизации' });
  await expect(lost).toContainText('Телефон: «+7 (900) 222-22-22» заменено на «+7 (900) 333-33-33»');
  await expect(
    page.getByRole('region', { name: 'Контакты' }).getByRole('link', { name: /Позвонить/ }),
  ).toHaveText('+7 (900) 333-33-33');
  await lost.getByRole('button', { name: 'Понятно, скрыть' }).click();
  await expect(lost).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Зинаида Спорова' })).toBeVisible();
  await expect(page.getByText('Значения перезаписаны при синхронизации')).toHaveCount(0);
});

test('client card: the form saves only what was changed in it; a colleague’s change to another field stays', async ({
  page,
  context,
  request,
}) => {
  // this device, offline, renames the client; meanwhile a colleague changes the phone on the server
  const { session, client, dialog } = await editClientOffline(page, context, request);
  await dialog.getByLabel('Имя').fill('Зинаида Миролюбова');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toHaveCount(0);
  await api(request, session, 'PUT', `/api/client/${client.id}`, { phone: '+7 (900) 222-22-22' });
  await goOnline(context);
  await waitSynced(page);

  // both edits stand: the form did not write its old phone back over the colleague's
  await expect
    .poll(() => getRecord(request, session, 'client', client.id))
    .toMatchObject({ name: 'Зинаида Миролюбова', phone: '+79002222222' });
  await expect(
    page.getByRole('region', { name: 'Контакты' }).getByRole('link', { name: /Позвонить/ }),
  ).toHaveText('+7 (900) 222-22-22');
  await expect(page.getByText('Значения перезаписаны при синхронизации')).toHaveCount(0);
});
