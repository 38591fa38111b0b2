import { formatMoney } from '@glad/domain';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { axeViolations, horizontalOverflow, registerCompany, signInPage } from './a11y-app-helpers';
import { api } from './api';
import { collectErrors } from './auth-helpers';
import { pickUp } from './keyboard-drag';
import { notice } from './records-helpers';

const row = (page: Page, place: string) => page.getByRole('listitem', { name: place, exact: true });
const preview = (page: Page) => page.getByRole('region', { name: 'Пример расчёта' });

async function pick(page: Page, field: Locator, typed: string, option: string | RegExp) {
  await field.click();
  await field.fill(typed);
  await page.getByRole('option', { name: option }).click();
}

async function addRow(page: Page, group: string) {
  await page.getByRole('button', { name: `Добавить строку: ${group}` }).click();
}

test('a template of an area row, a perimeter row and a 10 % markup prices the sample room as computed by hand', async ({
  page,
  request,
}) => {
  const session = await registerCompany(request);
  await signInPage(page, session);
  const errors = collectErrors(page);
  await page.goto('/calc/construct/?template=new');
  await page.getByLabel('Название шаблона').fill('Проверочный');

  await addRow(page, 'Основное');
  const film = row(page, 'Основное, строка 1');
  await pick(page, film.getByLabel('Позиция прайс-листа'), 'матовое', /^Полотно ПВХ матовое, белое/);
  await expect(film.getByLabel('Количество: Основное, строка 1')).toHaveValue('area');

  await addRow(page, 'Основное');
  const profile = row(page, 'Основное, строка 2');
  await pick(page, profile.getByLabel('Позиция прайс-листа'), 'профиль', /^Профиль стеновой/);
  await profile.getByLabel('Количество: Основное, строка 2').selectOption({ label: 'Периметр' });

  await addRow(page, 'Прочее');
  const markup = row(page, 'Прочее, строка 1');
  await markup.getByLabel('Количество: Прочее, строка 1').selectOption({ label: 'Процент от строк выше' });
  await pick(page, markup.getByLabel('Наценка или скидка'), 'свой', 'Свой процент');
  await markup.getByLabel('Название строки').fill('Наценка');
  await markup.getByLabel('Процент (минус — скидка)').fill('10');

  // By hand, for the 5.20 × 3.80 m room (area 19,76 м², perimeter 18 м) and a new company's settings
  // (no markup, the total rounded up to 10 ₽):
  //   film     19,76 × 450 ₽ =  8 892,00 ₽
  //   profile  18,00 × 250 ₽ =  4 500,00 ₽
  //   markup   10 % of 13 392,00 ₽ = 1 339,20 ₽
  //   client = 14 731,20 ₽ → total 14 740,00 ₽ (rounding 8,80 ₽)
  await expect(film).toContainText(`19,76 м² × ${formatMoney(45_000)} = ${formatMoney(889_200)}`);
  await expect(profile).toContainText(`18 м.п. × ${formatMoney(25_000)} = ${formatMoney(450_000)}`);
  await expect(markup).toContainText(`10\u00a0% от ${formatMoney(1_339_200)} = ${formatMoney(133_920)}`);
  await expect(preview(page)).toContainText(`Сумма строк${formatMoney(1_473_120)}`);
  await expect(preview(page)).toContainText(`Округление${formatMoney(880)}`);
  await expect(preview(page)).toContainText(`Итого${formatMoney(1_474_000)}`);

  await page.getByRole('button', { name: 'Создать шаблон' }).click();
  await expect(notice(page, 'Шаблон «Проверочный» создан')).toBeVisible();
  await expect(page).toHaveURL(/\/calc\/construct\/\?template=\d+$/);
  await expect(page.getByText('Все изменения сохранены.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Название шаблона')).toHaveValue('Проверочный');
  await expect(preview(page)).toContainText(`Итого${formatMoney(1_474_000)}`);
  const id = Number(new URL(page.url()).searchParams.get('template'));
  const saved = await api<{
    content: Record<string, { itemUid?: string | null; source: { kind: string }; price?: number }[]>;
  }>(request, session, 'GET', `/api/templatecalc/${id}`);
  expect(saved.content.main!.map((r) => [r.itemUid, r.source.kind])).toEqual([
    ['pvh-mat', 'area'],
    ['profile', 'perimeter'],
  ]);
  expect(saved.content.prochee!.map((r) => [r.source.kind, r.price])).toEqual([['percentOfAbove', 10]]);
  expect(errors).toEqual([]);
});

test('rows move by the arrows and by keyboard drag; problems are named; rules change the preview', async ({
  page,
  request,
}) => {
  await signInPage(page, await registerCompany(request));
  await page.goto('/calc/construct/?template=new');
  await page.getByLabel('Название шаблона').fill('Правила');
  await addRow(page, 'Основное');
  // an empty row: what is wrong is said in Russian, and nothing can be saved yet
  await expect(row(page, 'Основное, строка 1')).toContainText(
    'Выберите позицию прайс-листа или задайте цену',
  );
  await expect(page.getByText('Что исправить перед сохранением')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Создать шаблон' })).toBeDisabled();
  await pick(
    page,
    row(page, 'Основное, строка 1').getByLabel('Позиция прайс-листа'),
    'монтаж',
    'Монтаж полотна — 350,00 ₽/м²',
  );
  await addRow(page, 'Основное');
  await pick(
    page,
    row(page, 'Основное, строка 2').getByLabel('Позиция прайс-листа'),
    'вставка',
    /^Вставка маскировочная/,
  );
  await expect(page.getByText('Что исправить перед сохранением')).toHaveCount(0);

  // the arrows
  await row(page, 'Основное, строка 2').getByRole('button', { name: 'Выше: Основное, строка 2' }).click();
  await expect(row(page, 'Основное, строка 1').getByLabel('Позиция прайс-листа')).toHaveValue(/^Вставка/);
  // the drag handle, by keyboard: space, arrow down, space
  const handle = row(page, 'Основное, строка 1').getByRole('button', {
    name: 'Перетащить: Основное, строка 1',
  });
  await handle.focus();
  // each step is announced in Russian; the next key waits for it, as a screen reader user would
  const live = page.getByRole('status').filter({ hasText: /строк|мест/ });
  await pickUp(page, live, 'Над местом 1.');
  await page.keyboard.press('ArrowDown');
  await expect(live).toHaveText('Над местом 2.');
  await page.keyboard.press('Space');
  await expect(live).toHaveText('Строка поставлена на место 2.');
  await expect(row(page, 'Основное, строка 1').getByLabel('Позиция прайс-листа')).toHaveValue(/^Монтаж/);
  await expect(row(page, 'Основное, строка 2').getByLabel('Позиция прайс-листа')).toHaveValue(/^Вставка/);

  // 19,76 × 350 = 6 916,00; 18 × 90 = 1 620,00 → 8 536,00 → 8 540 ₽
  await expect(preview(page)).toContainText(`Итого${formatMoney(854_000)}`);
  // ×1,3 on work above 3 m: the installation row is work; a 3,20 m ceiling
  await row(page, 'Основное, строка 1')
    .getByLabel(/Монтажная работа/)
    .check();
  await page.getByRole('button', { name: 'Коэффициент за высоту' }).click();
  await preview(page).getByLabel('Высота потолка, м').fill('3,2');
  // 350 × 1,3 = 455 ₽; 19,76 × 455 = 8 990,80; + 1 620 = 10 610,80 → 10 620 ₽
  await expect(row(page, 'Основное, строка 1')).toContainText('×1,3 за высоту');
  await expect(preview(page)).toContainText(`Итого${formatMoney(1_062_000)}`);
  // a minimum order of 20 000 ₽ raises it
  await page.getByRole('button', { name: 'Минимальный заказ' }).click();
  await page.getByRole('listitem', { name: 'Минимальный заказ' }).getByLabel('Не меньше, ₽').fill('20000');
  await expect(preview(page)).toContainText(`До минимального заказа${formatMoney(2_000_000 - 1_061_080)}`);
  await expect(preview(page)).toContainText(`Итого${formatMoney(2_000_000)}`);

  // leaving with unsaved changes asks first
  await page.getByRole('link', { name: 'Калькуляторы', exact: true }).first().click();
  const leave = page.getByRole('dialog', { name: 'Уйти без сохранения?' });
  await leave.getByRole('button', { name: 'Остаться' }).click();
  await expect(page).toHaveURL(/template=new/);
  await page.getByRole('button', { name: 'Создать шаблон' }).click();
  await expect(notice(page, 'Шаблон «Правила» создан')).toBeVisible();
  await expect(page).toHaveURL(/\/calc\/construct\/\?template=\d+$/);
  await expect(page.getByText('Все изменения сохранены.')).toBeVisible();

  // renamed and deleted
  await page.getByLabel('Название шаблона').fill('Правила 2');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(notice(page, 'Шаблон «Правила 2» сохранён')).toBeVisible();
  await page.getByRole('button', { name: 'Удалить', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Удалить шаблон?' })
    .getByRole('button', { name: 'Удалить' })
    .click();
  await expect(notice(page, 'Шаблон «Правила 2» удалён')).toBeVisible();
  await expect(page).toHaveURL('/calc/construct/');
  await expect(page.getByRole('list', { name: 'Шаблоны' }).getByText('Правила 2')).toHaveCount(0);
});

for (const width of [360, 1280]) {
  test(`the constructor passes axe and does not scroll sideways at ${width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: width < 600 ? 740 : 900 });
    await signInPage(page, await registerCompany(request));
    await page.goto('/calc/construct/');
    await page.getByRole('link', { name: 'Открыть: Стандартный потолок' }).click();
    await expect(row(page, 'Основное, строка 1').getByLabel('Позиция прайс-листа')).toHaveValue(
      /^Полотно ПВХ матовое/,
    );
    await expect(preview(page)).toContainText('Итого');
    expect(await axeViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
}
