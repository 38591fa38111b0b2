import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { registerCompany, type Session, signInPage } from './a11y-app-helpers';
import { create, getRecord } from './records-helpers';
import { goOffline, goOnline, openControlled, syncIndicator, waitSynced } from './sync-helpers';

// this journey needs the service worker (offline reloads), which the config blocks elsewhere
test.use({ serviceWorkers: 'allow' });

/*
 * A measurer in a flat with no signal: the draft is saved on the phone, survives a reload served by the
 * service worker, and reaches the server when the network returns. Unsaved work survives a reload too.
 */

const serverDraft = (request: APIRequestContext, session: Session, id: number) =>
  getRecord(request, session, 'drafts', id);

const summary = (page: Page) => page.getByTestId('calc-summary');
const savedState = (page: Page) => page.getByTestId('calc-saved-state');

test('a draft saved offline is there after a reload and reaches the server when the network returns', async ({
  page,
  context,
  request,
}) => {
  const session = await registerCompany(request);
  const clientId = (await create(request, session, 'client', { name: 'Анна Садовая' })).id;
  const projectId = (
    await create(request, session, 'project', { name: 'Дом на Садовой', clientid: clientId })
  ).id;

  await signInPage(page, session);
  await openControlled(page, `/calc/?project=${projectId}`);
  await waitSynced(page);
  await expect(page.getByText('Объект: Дом на Садовой')).toBeVisible();

  await goOffline(context);
  await expect(syncIndicator(page)).toHaveAttribute('data-sync-tone', 'offline');
  // 400 × 300 cm, both diagonals 500 cm: 12,00 m², 14,00 m
  for (const [name, value] of Object.entries({ AB: '400', BC: '300', CD: '400', DA: '300' }))
    await page.getByLabel(`Сторона ${name}, см`, { exact: true }).fill(value);
  await page.getByLabel('Диагональ BD, см').fill('500');
  await page.getByLabel('Диагональ AC (контрольная), см').fill('500');
  await page.getByLabel('Название помещения').fill('Спальня');
  await page.getByLabel('Комментарий').fill('Люстра по центру');
  await expect(summary(page)).toContainText('Площадь 12,00 м² · Периметр 14,00 м');
  await expect(savedState(page)).toHaveText('Не сохранено');
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(page.getByText('Чертёж сохранён на устройстве')).toBeVisible();
  await expect(page).toHaveURL(/\/calc\/\?draft=\d+$/);
  const draftId = Number(new URL(page.url()).searchParams.get('draft'));
  await expect(savedState(page)).toHaveText('Сохранено');
  await expect(syncIndicator(page)).toHaveAccessibleName('Синхронизация: Нет сети · 1');

  // the app from the service worker, the draft from the offline copy
  await page.reload();
  await expect(page.getByLabel('Название помещения')).toHaveValue('Спальня');
  await expect(page.getByLabel('Комментарий')).toHaveValue('Люстра по центру');
  await expect(summary(page)).toContainText('Площадь 12,00 м² · Периметр 14,00 м');
  await expect(savedState(page)).toHaveText('Сохранено');
  await expect(page.getByText('Объект: Дом на Садовой')).toBeVisible();
  expect(await serverDraft(request, session, draftId)).toBeNull();

  // work in progress survives a reload as well (the page asks before leaving; the measurer says yes)
  await page.getByLabel('Сторона AB, см', { exact: true }).fill('450');
  await page.getByLabel('Сторона CD, см', { exact: true }).fill('450');
  await expect(savedState(page)).toHaveText('Не сохранено');
  page.once('dialog', (dialog) => {
    expect(dialog.type()).toBe('beforeunload');
    void dialog.accept();
  });
  await page.reload();
  await expect(page.getByLabel('Сторона AB, см', { exact: true })).toHaveValue('450');
  await expect(savedState(page)).toHaveText('Не сохранено');
  await page.getByLabel('Диагональ BD, см').fill('540,8');
  await page.getByLabel('Диагональ AC (контрольная), см').fill('540,8');
  // 450 × 300 cm: 13,50 m², 15,00 m
  await expect(summary(page)).toContainText('Площадь 13,50 м² · Периметр 15,00 м');
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(savedState(page)).toHaveText('Сохранено');

  await goOnline(context);
  await waitSynced(page);
  await expect.poll(async () => (await serverDraft(request, session, draftId))?.ploshad).toBe(13.5);
  const onServer = (await serverDraft(request, session, draftId))!;
  expect(onServer).toMatchObject({
    id: draftId,
    name: 'Спальня',
    projectid: projectId,
    project: 'Дом на Садовой',
    clientid: clientId,
    client: 'Анна Садовая',
    form: { clientid: clientId },
    width: 4500,
    height: 3000,
    perimetr: 15000,
    smeta_exclude: 0,
    DI: { url: '', edited: false, in_smeta: true },
    polygons: {
      comment: 'Люстра по центру',
      L1: {
        coords: [
          { x: 0, y: 0 },
          { x: 4500, y: 0 },
          { x: 4500, y: 3000 },
          { x: 0, y: 3000 },
        ],
        sides: [4500, 3000, 4500, 3000],
      },
    },
  });
  expect(String(onServer.sketch)).toMatch(/^<svg[^>]*role="img"/);
  expect(String(onServer.sketch)).toContain('Площадь 13,50');
});
