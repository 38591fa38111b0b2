import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { registerCompany, type Session, signInPage } from './a11y-app-helpers';
import { api } from './api';
import { getRecord } from './records-helpers';
import { waitSynced } from './sync-helpers';

/*
 * A draft's life from the editor: made for a project, renamed, kept out of the estimate, moved to another
 * project (binddraft), copied, deleted to the trash — each checked on the server.
 */

const post = async (
  request: APIRequestContext,
  session: Session,
  path: string,
  data: Record<string, unknown>,
) => (await api<{ content: { id: number } }>(request, session, 'POST', path, data)).content;
const serverDraft = (request: APIRequestContext, session: Session, id: number) =>
  getRecord(request, session, 'drafts', id);

const draftIdOf = (page: Page) => Number(new URL(page.url()).searchParams.get('draft'));
const action = async (page: Page, name: string) => {
  await page.getByRole('button', { name: 'Действия с чертежом' }).click();
  await page.getByRole('menuitem', { name }).click();
};

test("a draft's life: new for a project, renamed, out of the estimate, moved, copied, deleted", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const session = await registerCompany(request);
  const vera = await post(request, session, '/api/client/', { name: 'Вера Лесная' });
  const oleg = await post(request, session, '/api/client/', { name: 'Олег Миров' });
  const home = await post(request, session, '/api/project/', { name: 'Дом на Лесной', clientid: vera.id });
  const flat = await post(request, session, '/api/project/', { name: 'Квартира на Мира', clientid: oleg.id });

  await signInPage(page, session);
  // from the project's row: «Новый чертёж»
  await page.goto('/projects/');
  await page.getByRole('button', { name: 'Действия: Дом на Лесной' }).click();
  await page.getByRole('menuitem', { name: 'Новый чертёж' }).click();
  await expect(page).toHaveURL(`/calc/?project=${home.id}`);
  await expect(page.getByText('Объект: Дом на Лесной · Клиент: Вера Лесная')).toBeVisible();

  // orthogonal mode: a rectangle needs its sides only
  await page.getByText('Прямые углы', { exact: true }).click();
  for (const [name, value] of Object.entries({ AB: '350', BC: '280', CD: '350', DA: '280' }))
    await page.getByLabel(`Сторона ${name}, см`, { exact: true }).fill(value);
  // 350 × 280 cm = 98 000 cm² = 9,80 m²; 2·(350 + 280) = 1 260 cm
  await expect(page.getByTestId('calc-summary')).toContainText('Площадь 9,80 м² · Периметр 12,60 м');
  await page.getByLabel('Название помещения').fill('Кухня');
  await page.getByRole('switch', { name: 'В смете', exact: true }).uncheck();
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(page).toHaveURL(/\?draft=\d+$/);
  const id = draftIdOf(page);
  await waitSynced(page);
  expect(await serverDraft(request, session, id)).toMatchObject({
    name: 'Кухня',
    projectid: home.id,
    clientid: vera.id,
    smeta_exclude: 1,
    ploshad: 9.8,
    perimetr: 12600,
    polygons: { L1: { mode: 'ortho', turns: ['R', 'R', 'R', 'R'] } },
  });

  // rename
  await page.getByLabel('Название помещения').fill('Кухня-гостиная');
  await expect(page.getByTestId('calc-saved-state')).toHaveText('Не сохранено');
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(page.getByTestId('calc-saved-state')).toHaveText('Сохранено');
  await waitSynced(page);
  await expect.poll(async () => (await serverDraft(request, session, id))?.name).toBe('Кухня-гостиная');

  // move to the other project through binddraft: the project and its client follow
  await action(page, 'Перенести в другой объект');
  const dialog = page.getByRole('dialog', { name: 'Перенести в другой объект' });
  await dialog
    .getByRole('textbox', { name: 'Объект' })
    .or(dialog.getByRole('combobox', { name: 'Объект' }))
    .first()
    .click();
  await page.getByRole('option', { name: 'Квартира на Мира — Олег Миров' }).click();
  await expect(dialog.getByText('Чертёж перейдёт к клиенту Олег Миров.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Перенести' }).click();
  // online, with nothing of the draft waiting in the outbox: the server moved it (binddraft)
  await expect(page.getByText('Чертёж перенесён в «Квартира на Мира»', { exact: true })).toBeVisible();
  await expect(page.getByText('Объект: Квартира на Мира · Клиент: Олег Миров')).toBeVisible();
  await expect(page.getByTestId('calc-saved-state')).toHaveText('Сохранено');
  expect(await serverDraft(request, session, id)).toMatchObject({
    projectid: flat.id,
    project: 'Квартира на Мира',
    clientid: oleg.id,
    client: 'Олег Миров',
    form: { clientid: oleg.id },
  });

  // copy: made on the device, opened at once, the same room under «(копия)»
  await action(page, 'Копировать');
  await expect(page).not.toHaveURL(`/calc/?draft=${id}`);
  await expect(page.getByLabel('Название помещения')).toHaveValue('Кухня-гостиная (копия)');
  const copyId = draftIdOf(page);
  expect(copyId).not.toBe(id);
  await expect(page.getByTestId('calc-summary')).toContainText('Площадь 9,80 м²');
  await waitSynced(page);
  await expect
    .poll(async () => serverDraft(request, session, copyId))
    .toMatchObject({ name: 'Кухня-гостиная (копия)', projectid: flat.id, ploshad: 9.8, smeta_exclude: 1 });

  // delete the copy: to the trash, with «Отменить»
  await action(page, 'Удалить');
  await page
    .getByRole('dialog', { name: 'Удалить чертёж?' })
    .getByRole('button', { name: 'Удалить' })
    .click();
  await expect(page).toHaveURL('/drafts/');
  await expect(page.getByText('Чертёж «Кухня-гостиная (копия)» удалён')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Кухня-гостиная', exact: true })).toBeVisible();
  await waitSynced(page);
  await expect.poll(async () => serverDraft(request, session, copyId)).toBeNull();
  expect(await serverDraft(request, session, id)).not.toBeNull();
});
