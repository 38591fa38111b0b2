import { expect, test } from '@playwright/test';
import { registerCompany } from './a11y-app-helpers';
import { api } from './api';
import { drawDraft, money } from './estimate-helpers';
import { goOffline, syncIndicator, waitSynced } from './sync-helpers';

// offline page loads need the service worker, which the config blocks elsewhere
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

/*
 * Issue 8 §2: a new phone signs in once, sees only home, loses the network — and still prices a room and
 * an estimate: the start-up pull put the price list, calculators and settings on the device. The room is
 * 5.20 × 3.80 m with the company's default calculator (seeded from the standard template and price list):
 *
 *   area      = 5.20 × 3.80       = 19.76 m²;  perimeter = 2 × (5.20 + 3.80) = 18.00 m
 *   Полотно ПВХ матовое      19.76 m² × 450 ₽                          =  8 892.00 ₽
 *   Профиль (хлысты 2.5 м)   18 / 2.5 = 7.2 → 8 хлыстов = 20 м.п. × 250 ₽ = 5 000.00 ₽
 *   Вставка маскировочная    18.00 м.п. × 90 ₽                         =  1 620.00 ₽
 *   Монтаж полотна           19.76 m² × 350 ₽                          =  6 916.00 ₽
 *   Выезд замерщика + доставка   1 000 + 1 500                        =  2 500.00 ₽
 *   sum 24 928.00 ₽ (over the 6 000 ₽ minimum), rounded up to 10 ₽      → 24 930.00 ₽
 */
const TOTAL = '24 930,00 ₽';
const PROJECT = 'Квартира на Полевой';

test('a phone that signed in once prices a room and an estimate offline', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const session = await registerCompany(request, { name: 'Виктор' });
  const client = await api<{ content: { id: number } }>(request, session, 'POST', '/api/client/', {
    name: 'Орлова Нина',
  });
  const project = await api<{ content: { id: number } }>(request, session, 'POST', '/api/project/', {
    name: PROJECT,
    clientid: client.content.id,
  });
  // a room measured on another device and not calculated: the estimate prices it with the default calculator
  await drawDraft(request, session, project.content.id, {
    name: 'Гостиная',
    outline: { sides: [5200, 3800, 5200, 3800], orthogonal: true },
    calculated: false,
  });

  // signs in on the phone and stays on home until the start-up pull is done
  await page.goto('/login/');
  await page.getByLabel('Электронная почта').fill(session.email);
  await page.getByRole('textbox', { name: 'Пароль' }).fill(session.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Виктор');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await waitSynced(page);

  await goOffline(context);
  // a new room: the app from the service worker, the calculator and prices from the device
  await page.goto('/calc/?new=1');
  await expect(syncIndicator(page)).toHaveAttribute('data-sync-tone', 'offline');
  const panel = page.getByRole('region', { name: 'Расчёт' });
  await expect(page.getByLabel('Калькулятор')).toHaveValue(/\d+/);
  await expect(panel.getByText('Полотно ПВХ матовое')).toBeVisible();
  await page.getByText('Прямые углы', { exact: true }).click();
  for (const [name, value] of Object.entries({ AB: '520', BC: '380', CD: '520', DA: '380' }))
    await page.getByLabel(`Сторона ${name}, см`, { exact: true }).fill(value);
  await expect(page.getByTestId('calc-summary')).toContainText('Площадь 19,76 м² · Периметр 18,00 м');
  await expect(page.locator('#calc-total')).toHaveText(money(TOTAL));

  // the estimate of the project, synced with the start-up pull, prices its room offline too
  await page.goto(`/smety/?project=${project.content.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Смета: ${PROJECT}` })).toBeVisible();
  const sheet = page.getByRole('article', { name: 'Смета' });
  await expect(sheet.getByRole('heading', { name: 'Гостиная' })).toBeVisible();
  await expect(sheet.getByText('Полотно ПВХ матовое')).toBeVisible();
  await expect(sheet.getByTestId('estimate-totals')).toContainText(money(TOTAL));
});
