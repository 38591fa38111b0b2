import { expect, type Page, test } from '@playwright/test';
import { axeViolations, horizontalOverflow, registerCompany, signInPage } from './a11y-app-helpers';
import { api } from './api';
import { download, money, pdfText, xlsxRows } from './estimate-helpers';
import { getRecord } from './records-helpers';
import { waitSynced } from './sync-helpers';

/**
 * Issue 5 §3: the current calculation on /calc/, beside the drawing. A 520 × 380 cm room typed in the
 * right-angle mode, priced by the company's default calculator (seeded from the standard template and
 * price list); four spots added with «+». Totals by hand:
 *
 *   area      = 5.20 × 3.80       = 19.76 m²;  perimeter = 2 × (5.20 + 3.80) = 18.00 m
 *   Полотно ПВХ матовое      19.76 m² × 450 ₽                          =  8 892.00 ₽
 *   Профиль (хлысты 2.5 м)   18 / 2.5 = 7.2 → 8 хлыстов = 20 м.п. × 250 ₽ = 5 000.00 ₽
 *   Вставка маскировочная    18.00 м.п. × 90 ₽                         =  1 620.00 ₽
 *   Монтаж полотна           19.76 m² × 350 ₽                          =  6 916.00 ₽
 *   Установка светильника    4 шт. × 450 ₽                             =  1 800.00 ₽
 *   Выезд замерщика + доставка   1 000 + 1 500                        =  2 500.00 ₽
 *   sum 26 728.00 ₽ (over the 6 000 ₽ minimum), rounded up to 10 ₽      → 26 730.00 ₽
 * Without the spots: 26 728 − 1 800 = 24 928 ₽ → 24 930,00 ₽.
 */
const TOTAL = '26 730,00 ₽';
const CLIENT = 'Сергеев Пётр Ильич';
const PROJECT = 'Квартира на Садовой';
const SPOT = 'Установка точечного светильника';

const total = (page: Page) => page.locator('#calc-total');
/** The whole text of an element, whatever the spaces. */
const exactly = (text: string) => new RegExp(`^${money(text).source}$`);

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a drawn room prices itself; spots by tap; the total is saved with the draft and reaches the PDF', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const session = await registerCompany(request, { companyName: 'Потолки Юга' });
    const client = await api<{ content: { id: number } }>(request, session, 'POST', '/api/client/', {
      name: CLIENT,
    });
    const project = await api<{ content: { id: number } }>(request, session, 'POST', '/api/project/', {
      name: PROJECT,
      clientid: client.content.id,
    });
    const projectId = project.content.id;
    await signInPage(page, session);
    await page.goto(`/calc/?project=${projectId}`);
    await expect(page.getByText(`Объект: ${PROJECT}`)).toBeVisible();

    // the default calculator is taken at once: the rows are there before anything is drawn
    await expect(page.getByLabel('Калькулятор')).toHaveValue(/\d+/);
    await expect(page.getByText(SPOT)).toBeVisible();

    await page.getByText('Прямые углы', { exact: true }).click();
    for (const [name, value] of Object.entries({ AB: '520', BC: '380', CD: '520', DA: '380' }))
      await page.getByLabel(`Сторона ${name}, см`, { exact: true }).fill(value);
    await expect(page.getByTestId('calc-summary')).toContainText('Площадь 19,76 м² · Периметр 18,00 м');
    await expect(total(page)).toHaveText(money('24 930,00 ₽'));

    const plus = page.getByRole('button', { name: `Добавить: ${SPOT}` });
    for (let i = 0; i < 4; i++) await plus.click();
    await expect(page.getByLabel(`${SPOT}, количество`)).toHaveValue('4');
    await expect(total(page)).toHaveText(money(TOTAL));
    // the owner also sees what the installer gets, the cost and the profit (example.test.ts): the installer
    // is paid for work only, 105 × 19.76 + 135 × 4 = 2 614.80 ₽; profit 26 730 − 2 614.80 − 6 464.40
    await expect(page.getByText(money('2 614,80 ₽'))).toBeVisible();
    await expect(page.getByText(money('17 650,80 ₽'))).toBeVisible();

    // a discount is taken off as one picks it, and put back
    await page.getByLabel('Скидка').selectOption({ label: '10 %' });
    await expect(total(page)).not.toHaveText(money(TOTAL));
    await page.getByLabel('Скидка').selectOption({ label: '0 %' });
    await expect(total(page)).toHaveText(money(TOTAL));

    expect(await axeViolations(page), 'axe with the calculation').toEqual([]);
    expect(await horizontalOverflow(page), 'sideways scroll').toBeLessThanOrEqual(0);

    await page.getByLabel('Название помещения').fill('Спальня');
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await expect(page).toHaveURL(/\/calc\/\?draft=\d+$/);
    await expect(page.getByTestId('calc-saved-state')).toHaveText('Сохранено');
    const draftId = Number(new URL(page.url()).searchParams.get('draft'));

    await page.reload();
    await expect(page.getByLabel(`${SPOT}, количество`)).toHaveValue('4');
    await expect(total(page)).toHaveText(money(TOTAL));
    await expect(page.getByTestId('calc-saved-state')).toHaveText('Сохранено');

    // the server holds the calculation and its total
    await waitSynced(page);
    expect(await getRecord(request, session, 'drafts', draftId)).toMatchObject({
      price: 2_673_000,
      counts: { spots: 4 },
      saleSelect: 0,
    });

    // the project's estimate, made in the browser as a PDF, has the client's name and the same total
    await page.goto(`/smety/?project=${projectId}`);
    const sheet = page.getByRole('article', { name: 'Смета' });
    await expect(sheet.getByRole('heading', { name: 'Спальня' })).toBeVisible();
    await expect(sheet.getByTestId('estimate-totals')).toContainText(money(TOTAL));
    const pdf = await download(page, 'PDF');
    const text = await pdfText(pdf.path);
    expect(text).toContain(CLIENT);
    expect(text).toContain(TOTAL);
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the calculation sits beside the drawing; a saved one keeps its prices until «Обновить цены»', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const session = await registerCompany(request);
    await signInPage(page, session);
    await page.goto('/calc/?new=1');
    const panel = page.getByRole('region', { name: 'Расчёт' });
    await expect(panel.getByText(SPOT)).toBeVisible();
    await page.getByText('Прямые углы', { exact: true }).click();
    for (const [name, value] of Object.entries({ AB: '520', BC: '380', CD: '520', DA: '380' }))
      await page.getByLabel(`Сторона ${name}, см`, { exact: true }).fill(value);
    // no spots: 26 728 − 1 800 = 24 928 ₽ → 24 930,00 ₽
    await expect(total(page)).toHaveText(money('24 930,00 ₽'));

    // beside the drawing: side by side, the drawing on the right
    const drawing = await page.getByTestId('outline-view').boundingBox();
    const box = await panel.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(drawing!.x);
    expect(await axeViolations(page), 'axe with the calculation').toEqual([]);

    // the keyboard reaches the counts: a typed number counts as well as the buttons
    await page.getByLabel(`${SPOT}, количество`).fill('2');
    // + 2 × 450 = 900 ₽: 24 928 + 900 = 25 828 ₽ → 25 830,00 ₽
    await expect(total(page)).toHaveText(money('25 830,00 ₽'));
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await expect(page.getByTestId('calc-saved-state')).toHaveText('Сохранено');

    // the film goes up from 450 to 500 ₽ per m² in the price list
    const list = await api<{ content: { id: number; uid: string }[] }>(
      request,
      session,
      'GET',
      '/api/pricelist/?limit=5000',
    );
    const film = list.content.find((item) => item.uid === 'pvh-mat')!;
    await api(request, session, 'PUT', `/api/pricelist/${film.id}`, { price: 50_000 });

    // the saved calculation keeps its prices, and says the list has moved on
    await page.reload();
    await expect(panel.getByText('В прайс-листе другие цены: 1 строка')).toBeVisible();
    await expect(total(page)).toHaveText(money('25 830,00 ₽'));
    await page.getByRole('button', { name: 'Обновить цены' }).click();
    // film 19.76 × 500 = 9 880 ₽ instead of 8 892 ₽: 25 828 + 988 = 26 816 ₽ → 26 820,00 ₽
    await expect(total(page)).toHaveText(money('26 820,00 ₽'));
    await expect(panel.getByText('Цены расчёта совпадают с прайс-листом')).toBeVisible();
    await expect(page.getByTestId('calc-saved-state')).not.toHaveText('Сохранено');
  });
});

test.describe('a high ceiling', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  /*
   * The same 520 × 380 cm room, no spots, priced by the default calculator whose scripts raise the
   * installation work (rows tagged 'work') ×1.3 above 3 m. Typed 3,20 m, only «Монтаж полотна» has a
   * quantity among the work rows:
   *   Монтаж полотна  19.76 m² × 350 ₽ = 6 916.00 ₽  →  19.76 m² × 455 ₽ (350 × 1.3) = 8 990.80 ₽
   *   total 24 928 + 2 074.80 = 27 002.80 ₽, rounded up to 10 ₽ → 27 010,00 ₽ (was 24 930,00 ₽)
   */
  test('the ceiling height typed with the room raises the work ×1,3, is saved and reaches the estimate', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const session = await registerCompany(request, { companyName: 'Высокие потолки' });
    const project = await api<{ content: { id: number } }>(request, session, 'POST', '/api/project/', {
      name: PROJECT,
    });
    const projectId = project.content.id;
    await signInPage(page, session);
    await page.goto(`/calc/?project=${projectId}`);
    const panel = page.getByRole('region', { name: 'Расчёт' });
    await expect(panel.getByText('Монтаж полотна')).toBeVisible();

    await page.getByText('Прямые углы', { exact: true }).click();
    for (const [name, value] of Object.entries({ AB: '520', BC: '380', CD: '520', DA: '380' }))
      await page.getByLabel(`Сторона ${name}, см`, { exact: true }).fill(value);
    await expect(total(page)).toHaveText(money('24 930,00 ₽'));
    await expect(panel.getByText(exactly('19,76 м² × 350,00 ₽'))).toBeVisible();
    await page.getByLabel('Название помещения').fill('Зал');
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await expect(page.getByTestId('calc-saved-state')).toHaveText('Сохранено');

    const height = page.getByLabel('Высота потолка, м');
    await height.fill('3,20');
    await expect(total(page)).toHaveText(money('27 010,00 ₽'));
    await expect(panel.getByText(exactly('19,76 м² × 455,00 ₽ · ×1,3 за высоту'))).toBeVisible();
    await expect(panel.getByText(exactly('8 990,80 ₽'))).toBeVisible();
    // the film is material, not work: its price stays
    await expect(panel.getByText(exactly('19,76 м² × 450,00 ₽'))).toBeVisible();
    await expect(page.getByTestId('calc-saved-state')).not.toHaveText('Сохранено');

    // a height in centimetres typed as metres is refused and changes nothing
    await height.fill('320');
    await expect(page.getByText('Высота потолка — от 1,5 до 10 м')).toBeVisible();
    await expect(total(page)).toHaveText(money('27 010,00 ₽'));
    expect(await axeViolations(page), 'axe with the height refused').toEqual([]);
    await height.fill('3,2');
    await height.press('Tab');
    await expect(height).toHaveValue('3,20');

    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await expect(page.getByTestId('calc-saved-state')).toHaveText('Сохранено');
    const draftId = Number(new URL(page.url()).searchParams.get('draft'));
    await page.reload();
    await expect(page.getByLabel('Высота потолка, м')).toHaveValue('3,20');
    await expect(total(page)).toHaveText(money('27 010,00 ₽'));
    await expect(page.getByTestId('calc-saved-state')).toHaveText('Сохранено');

    await waitSynced(page);
    expect(await getRecord(request, session, 'drafts', draftId)).toMatchObject({
      ceiling_height: 3.2,
      price: 2_701_000,
    });

    // the estimate prices the room the same way and names its ceiling height, on screen and in the files
    await page.goto(`/smety/?project=${projectId}`);
    const sheet = page.getByRole('article', { name: 'Смета' });
    await expect(sheet.getByTestId('estimate-totals')).toContainText(money('27 010,00 ₽'));
    await expect(sheet.getByText(/высота потолка 3,20\s?м/)).toBeVisible();
    await expect(sheet.getByRole('cell', { name: money('8 990,80 ₽') })).toBeVisible();
    const pdf = await pdfText((await download(page, 'PDF')).path);
    expect(pdf).toContain('27 010,00 ₽');
    expect(pdf).toContain('высота потолка 3,20 м');
    const rows = await xlsxRows((await download(page, 'Excel')).path);
    expect(rows.find((r) => r.includes('Итого к оплате'))?.at(-1)).toBe(27_010);
    expect(rows.flat().some((cell) => /высота потолка 3,20\s?м/.test(String(cell)))).toBe(true);
  });
});
