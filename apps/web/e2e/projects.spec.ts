import { expect, type Page, test } from '@playwright/test';
import { registerCompany, signInPage } from './a11y-app-helpers';
import { api } from './api';
import { create, getRecord, notice } from './records-helpers';
import { waitSynced } from './sync-helpers';

// on a desktop the projects are a table, a row per project
const projectList = (page: Page) => page.getByRole('table', { name: 'Объекты' });
const projectNamed = (page: Page, name: string) =>
  projectList(page)
    .getByRole('row')
    .filter({ has: page.getByText(name, { exact: true }) });

interface Status {
  id: number;
  name: string;
}

test('projects: statuses and the manager changed in place persist after a reload and reach the server', async ({
  page,
  request,
}) => {
  const session = await registerCompany(request, { name: 'Ольга' });
  const client = await create(request, session, 'client', { name: 'Анна Статусова' });
  const project = await create(request, session, 'project', {
    name: 'Квартира на Ленина',
    clientid: client.id,
  });
  const statuses = await api<{ work: Status[]; payment: Status[] }>(
    request,
    session,
    'GET',
    '/api/statuses/',
  );
  const me = (await api<{ id: number }[]>(request, session, 'GET', '/api/users/'))[0]!;
  await signInPage(page, session);
  await page.goto('/projects/');
  await waitSynced(page);

  await page.getByRole('combobox', { name: 'Работы: Квартира на Ленина' }).selectOption({ label: 'Монтаж' });
  await expect(notice(page, '«Квартира на Ленина»: работы — Монтаж')).toBeVisible();
  await page
    .getByRole('combobox', { name: 'Оплата: Квартира на Ленина' })
    .selectOption({ label: 'Предоплата' });
  await page.getByRole('combobox', { name: 'Менеджер: Квартира на Ленина' }).selectOption({ label: 'Ольга' });
  await expect(notice(page, '«Квартира на Ленина»: менеджер — Ольга')).toBeVisible();

  // «Отменить» puts the old value back
  await page.getByRole('combobox', { name: 'Оплата: Квартира на Ленина' }).selectOption({ label: 'Оплачен' });
  await notice(page, '«Квартира на Ленина»: оплата — Оплачен')
    .getByRole('button', { name: 'Отменить' })
    .click();
  await expect(page.getByRole('combobox', { name: 'Оплата: Квартира на Ленина' })).toHaveValue(
    String(statuses.payment.find((s) => s.name === 'Предоплата')!.id),
  );

  await waitSynced(page);
  await page.reload();
  const worked = page.getByRole('combobox', { name: 'Работы: Квартира на Ленина' });
  await expect(worked.locator('option:checked')).toHaveText('Монтаж');
  await expect(
    page.getByRole('combobox', { name: 'Оплата: Квартира на Ленина' }).locator('option:checked'),
  ).toHaveText('Предоплата');
  await expect(
    page.getByRole('combobox', { name: 'Менеджер: Квартира на Ленина' }).locator('option:checked'),
  ).toHaveText('Ольга');
  expect(await getRecord(request, session, 'project', project.id)).toMatchObject({
    status_worked: statuses.work.find((s) => s.name === 'Монтаж')!.id,
    status_payment: statuses.payment.find((s) => s.name === 'Предоплата')!.id,
    project_manager: me.id,
  });
});

test('projects: filters by statuses and manager, search over name, client, phone and notes', async ({
  page,
  request,
}) => {
  const session = await registerCompany(request, { name: 'Ольга' });
  const statuses = await api<{ work: Status[]; payment: Status[] }>(
    request,
    session,
    'GET',
    '/api/statuses/',
  );
  const me = (await api<{ id: number }[]>(request, session, 'GET', '/api/users/'))[0]!;
  const anna = await create(request, session, 'client', {
    name: 'Анна Фильтрова',
    phone: '8 916 111-22-33',
    notes: 'любит белый глянец',
  });
  const boris = await create(request, session, 'client', {
    name: 'Борис Поисков',
    phone: '+7 925 000 44 55',
    adresa: 'Ясная, 1',
  });
  await create(request, session, 'project', {
    name: 'Квартира на Ленина',
    adresa: 'Ленина, 5',
    clientid: anna.id,
    status_worked: statuses.work.find((s) => s.name === 'Договор')!.id,
    project_manager: me.id,
  });
  await create(request, session, 'project', {
    name: 'Офис на Тверской',
    clientid: boris.id,
    status_payment: statuses.payment.find((s) => s.name === 'Оплачен')!.id,
  });
  await signInPage(page, session);
  await page.goto('/projects/');
  await waitSynced(page);
  await expect(page.getByText('Всего 2 объекта')).toBeVisible();

  const filters = page.getByRole('group', { name: 'Фильтры' });
  await filters.getByLabel('Статус работ').selectOption({ label: 'Договор' });
  await expect(projectNamed(page, 'Квартира на Ленина')).toHaveCount(1);
  await expect(projectNamed(page, 'Офис на Тверской')).toHaveCount(0);
  await filters.getByLabel('Статус работ').selectOption({ label: 'Все' });
  await filters.getByLabel('Статус оплаты').selectOption({ label: 'Без статуса' });
  await expect(projectNamed(page, 'Квартира на Ленина')).toHaveCount(1);
  await expect(projectNamed(page, 'Офис на Тверской')).toHaveCount(0);
  await filters.getByLabel('Статус оплаты').selectOption({ label: 'Все' });
  await filters.getByLabel('Менеджер').selectOption({ label: 'Не назначен' });
  await expect(projectNamed(page, 'Офис на Тверской')).toHaveCount(1);
  await expect(projectNamed(page, 'Квартира на Ленина')).toHaveCount(0);
  await filters.getByLabel('Менеджер').selectOption({ label: 'Все' });

  const search = page.getByLabel('Поиск объектов');
  for (const [query, found, other] of [
    ['тверск', 'Офис на Тверской', 'Квартира на Ленина'],
    ['фильтр', 'Квартира на Ленина', 'Офис на Тверской'],
    ['белый', 'Квартира на Ленина', 'Офис на Тверской'],
    ['+7 (916) 111', 'Квартира на Ленина', 'Офис на Тверской'],
    ['8925000', 'Офис на Тверской', 'Квартира на Ленина'],
  ] as const) {
    await search.fill(query);
    await expect(projectNamed(page, found), query).toHaveCount(1);
    await expect(projectNamed(page, other), query).toHaveCount(0);
  }
  await search.fill('нет такого');
  await expect(page.getByText('Таких объектов нет: измените запрос или фильтры')).toBeVisible();

  // sorting by the client and, apart, by the work address (the office has none: its client's counts)
  await search.fill('');
  const firstRow = projectList(page).getByRole('row').nth(1);
  const header = projectList(page).getByRole('columnheader', { name: /Клиент/ });
  await header.getByRole('button', { name: 'Адрес' }).click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect(firstRow).toContainText('Квартира на Ленина');
  await header.getByRole('button', { name: 'Адрес' }).click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect(firstRow).toContainText('Офис на Тверской');
  await header.getByRole('button', { name: 'Клиент' }).click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect(firstRow).toContainText('Анна Фильтрова');
});

test('projects: add, edit, copy with its drafts, delete with undo', async ({ page, request }) => {
  const session = await registerCompany(request);
  const client = await create(request, session, 'client', { name: 'Вера Объектова' });
  const project = await create(request, session, 'project', {
    name: 'Квартира на Мира',
    clientid: client.id,
  });
  await create(request, session, 'drafts', { name: 'Кухня', projectid: project.id });
  await signInPage(page, session);
  await page.goto('/projects/');
  await waitSynced(page);

  await page.getByRole('button', { name: 'Добавить объект' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новый объект' });
  await dialog.getByRole('button', { name: 'Добавить' }).click();
  await expect(dialog.getByText('Укажите название объекта')).toBeVisible();
  await dialog.getByLabel('Название').fill('Дом в Сосновке');
  await dialog.getByRole('combobox', { name: 'Клиент' }).fill('Вера');
  await page.getByRole('option', { name: 'Вера Объектова' }).click();
  await dialog.getByLabel('Работы').selectOption({ label: 'Замер' });
  await dialog.getByRole('button', { name: 'Добавить' }).click();
  await expect(dialog).toBeHidden();
  const added = projectNamed(page, 'Дом в Сосновке');
  await expect(added.getByRole('link', { name: 'Вера Объектова' })).toBeVisible();
  await expect(
    added.getByRole('combobox', { name: 'Работы: Дом в Сосновке' }).locator('option:checked'),
  ).toHaveText('Замер');

  await page.getByRole('button', { name: 'Действия: Дом в Сосновке' }).click();
  await page.getByRole('menuitem', { name: 'Изменить' }).click();
  const edit = page.getByRole('dialog', { name: 'Изменить объект' });
  await edit.getByLabel('Название').fill('Дом в Сосновке, баня');
  await edit.getByRole('button', { name: 'Сохранить' }).click();
  await expect(projectNamed(page, 'Дом в Сосновке, баня')).toHaveCount(1);

  // the server copies the project and its drafts; the copy arrives with the pull
  await page.getByRole('button', { name: 'Действия: Квартира на Мира' }).click();
  await page.getByRole('menuitem', { name: 'Копировать' }).click();
  await expect(notice(page, 'Создана копия «Квартира на Мира (копия)»')).toBeVisible();
  await expect(
    projectNamed(page, 'Квартира на Мира (копия)').getByText('1 чертёж', { exact: false }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Действия: Квартира на Мира (копия)' }).click();
  await page.getByRole('menuitem', { name: 'Удалить' }).click();
  await expect(projectNamed(page, 'Квартира на Мира (копия)')).toHaveCount(0);
  await notice(page, 'Объект «Квартира на Мира (копия)» удалён')
    .getByRole('button', { name: 'Отменить' })
    .click();
  await expect(projectNamed(page, 'Квартира на Мира (копия)')).toHaveCount(1);
  await expect(page.getByText('Всего 3 объекта')).toBeVisible();
  await waitSynced(page);
});
