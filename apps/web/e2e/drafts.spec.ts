import { expect, type Page, test } from '@playwright/test';
import { registerCompany, signInPage } from './a11y-app-helpers';
import { api } from './api';
import { pickUp } from './keyboard-drag';
import { create, getRecord, notice } from './records-helpers';
import { waitSynced } from './sync-helpers';

const draftList = (page: Page) => page.getByRole('list', { name: 'Чертежи' });

/** The drafts as the list shows them, top to bottom. */
async function order(page: Page): Promise<string[]> {
  return draftList(page)
    .getByRole('checkbox')
    .evaluateAll((els) => els.map((el) => (el.getAttribute('aria-label') ?? '').replace('Выбрать: ', '')));
}

test('drafts: reordered by keyboard (drag handle and arrow buttons), kept after a reload and on the server', async ({
  page,
  request,
}) => {
  const session = await registerCompany(request);
  const project = await create(request, session, 'project', { name: 'Квартира на Мира' });
  // made one after another: newest first until someone orders them
  for (const name of ['Кухня', 'Зал', 'Спальня', 'Ванная'])
    await create(request, session, 'drafts', { name, projectid: project.id });
  await signInPage(page, session);
  await page.goto('/drafts/');
  await waitSynced(page);
  await expect.poll(() => order(page)).toEqual(['Ванная', 'Спальня', 'Зал', 'Кухня']);

  // the drag handle works from the keyboard: space picks up, arrows move, space puts down
  const handle = page.getByRole('button', { name: 'Перетащить: Кухня' });
  await handle.focus();
  // each step is announced in Russian; the next key waits for it, as a screen reader user would
  const live = page.getByRole('status').filter({ hasText: 'Чертёж' });
  await pickUp(page, live, 'Чертёж «Кухня» над местом 4.');
  for (const place of [3, 2, 1]) {
    await page.keyboard.press('ArrowUp');
    await expect(live).toHaveText(`Чертёж «Кухня» над местом ${place}.`);
  }
  await page.keyboard.press('Space');
  await expect(live).toHaveText('Чертёж «Кухня» поставлен на место 1.');
  await expect.poll(() => order(page)).toEqual(['Кухня', 'Ванная', 'Спальня', 'Зал']);

  // and the buttons beside it
  await page.getByRole('button', { name: 'Ниже: Ванная' }).click();
  await expect.poll(() => order(page)).toEqual(['Кухня', 'Спальня', 'Ванная', 'Зал']);
  await page.getByRole('button', { name: 'Выше: Зал' }).click();
  await expect.poll(() => order(page)).toEqual(['Кухня', 'Спальня', 'Зал', 'Ванная']);
  await expect(page.getByRole('button', { name: 'Выше: Кухня' })).toBeDisabled();

  await waitSynced(page);
  await page.reload();
  await expect.poll(() => order(page)).toEqual(['Кухня', 'Спальня', 'Зал', 'Ванная']);
  const onServer = await api<{ content: { name: string }[] }>(
    request,
    session,
    'GET',
    '/api/drafts/?limit=100',
  );
  expect(onServer.content.map((d) => d.name)).toEqual(['Кухня', 'Спальня', 'Зал', 'Ванная']);
});

test('drafts: bulk delete with confirmation and undo, exclude from the estimate, filter by project, copy', async ({
  page,
  request,
}) => {
  const session = await registerCompany(request);
  const mira = await create(request, session, 'project', { name: 'Квартира на Мира' });
  const sad = await create(request, session, 'project', { name: 'Дача в Саду' });
  const kitchen = await create(request, session, 'drafts', {
    name: 'Кухня',
    projectid: mira.id,
    ploshad: 12.45,
    perimetr: 14_200,
  });
  const hall = await create(request, session, 'drafts', { name: 'Зал', projectid: mira.id });
  const bath = await create(request, session, 'drafts', { name: 'Баня', projectid: sad.id });
  await signInPage(page, session);
  await page.goto('/drafts/');
  await waitSynced(page);
  await expect(draftList(page).getByText('12,45 м² · 14,20 м.п.')).toBeVisible();

  // kept out of the estimate, on the device at once and on the server after the push
  const inEstimate = page.getByRole('switch', { name: 'В смете: Кухня' });
  await expect(inEstimate).toBeChecked();
  await inEstimate.click();
  await expect(inEstimate).not.toBeChecked();
  // the switch shows its new state as it is pressed, before the change is written and queued: a wait for
  // an empty outbox could end before it was; the server's copy is what says the push went through
  await expect
    .poll(async () => (await getRecord(request, session, 'drafts', kitchen.id))?.smeta_exclude)
    .toBe(1);
  await waitSynced(page);

  // one project's drafts
  await page.getByRole('combobox', { name: 'Объект' }).fill('Дача');
  await page.getByRole('option', { name: 'Дача в Саду' }).click();
  await expect.poll(() => order(page)).toEqual(['Баня']);
  await page.getByRole('combobox', { name: 'Объект' }).click();
  await page.getByRole('option', { name: 'Все объекты' }).click();
  // the draft changed last is the newest
  await expect.poll(() => order(page)).toEqual(['Кухня', 'Баня', 'Зал']);

  // a copy made by the server, in the same project
  await page.getByRole('button', { name: 'Действия: Баня' }).click();
  await page.getByRole('menuitem', { name: 'Копировать' }).click();
  await expect(notice(page, 'Создана копия «Баня (копия)»')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Выбрать: Баня (копия)' })).toBeVisible();

  // bulk delete: asked first, then «Отменить» brings both back
  await page.getByRole('checkbox', { name: 'Выбрать: Зал' }).check();
  await page.getByRole('checkbox', { name: 'Выбрать: Баня', exact: true }).check();
  await page.getByRole('button', { name: 'Удалить выбранные (2)' }).click();
  const confirm = page.getByRole('dialog', { name: 'Удалить 2 чертежа?' });
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByRole('checkbox', { name: 'Выбрать: Зал' })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Выбрать: Баня', exact: true })).toHaveCount(0);
  await notice(page, 'Удалено: 2 чертежа').getByRole('button', { name: 'Отменить' }).click();
  await expect(page.getByRole('checkbox', { name: 'Выбрать: Зал' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Выбрать: Баня', exact: true })).toBeVisible();

  // and for good this time: into the server's trash
  await page.getByRole('checkbox', { name: 'Выбрать все' }).click();
  await page.getByRole('button', { name: 'Удалить выбранные (4)' }).click();
  await page
    .getByRole('dialog', { name: 'Удалить 4 чертежа?' })
    .getByRole('button', { name: 'Удалить' })
    .click();
  await expect(page.getByText('Чертежей пока нет')).toBeVisible();
  await waitSynced(page);
  for (const id of [kitchen.id, hall.id, bath.id])
    expect(await getRecord(request, session, 'drafts', id)).toBeNull();
});
