import { expect, test } from '@playwright/test';
import { registerCompany, signInPage } from './a11y-app-helpers';

test.describe('phone, 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  test('a bottom bar with the four daily places and «Ещё» for the rest', async ({ page, request }) => {
    await signInPage(page, await registerCompany(request));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // No sidebar on a phone.
    await expect(page.getByRole('navigation', { name: 'Разделы', exact: true })).toBeHidden();

    const bar = page.getByRole('navigation', { name: 'Основные разделы' });
    await expect(bar.getByRole('link')).toHaveText(['Главная', 'Клиенты', 'Календарь', 'Замер']);
    for (const link of await bar.getByRole('link').all()) {
      const box = await link.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect(box?.width).toBeGreaterThanOrEqual(44);
    }
    await bar.getByRole('link', { name: 'Замер' }).click();
    await expect(page).toHaveURL('/calc/');
    await expect(bar.getByRole('link', { name: 'Замер' })).toHaveAttribute('aria-current', 'page');

    await bar.getByRole('button', { name: 'Ещё' }).click();
    const more = page.getByRole('dialog', { name: 'Все разделы' });
    await expect(more.getByRole('link')).toHaveText([
      'Объекты',
      'Чертежи',
      'Калькуляторы',
      'Прайс-лист',
      'Сметы',
      'Отчёты',
      'Расходы',
      'Монтажники',
      'Документы',
      'Компания',
      'Сотрудники',
      'Тарифы',
      'Оплата',
      'Корзина',
      'Поддержка',
    ]);
    // a sheet from the screen's foot as tall as its tiles: the page stays in sight above it
    await expect(async () => {
      const sheet = await more.boundingBox();
      expect(sheet?.y).toBeGreaterThan(100);
      expect((sheet?.y ?? 0) + (sheet?.height ?? 0)).toBeCloseTo(740, 0);
    }).toPass();
    await more.getByRole('link', { name: 'Сотрудники' }).click();
    await expect(page).toHaveURL('/users/');
    await expect(more).toBeHidden();
    await expect(bar.getByRole('button', { name: 'Ещё' })).toHaveAttribute('data-active', 'true');
  });
});

test('desktop: every section in the sidebar, the user in the header, light and dark', async ({
  page,
  request,
}) => {
  await signInPage(page, await registerCompany(request, { name: 'Лев' }));
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Разделы' });
  await expect(nav.getByRole('link')).toHaveText([
    'Главная',
    'Клиенты',
    'Объекты',
    'Чертежи',
    'Расчёт',
    'Калькуляторы',
    'Прайс-лист',
    'Сметы',
    'Календарь',
    'Отчёты',
    'Расходы',
    'Монтажники',
    'Документы',
    'Компания',
    'Сотрудники',
    'Тарифы',
    'Оплата',
    'Корзина',
    'Поддержка',
  ]);
  await expect(page.getByRole('navigation', { name: 'Основные разделы' })).toHaveCount(0);
  const userButton = page.getByRole('button', { name: 'Меню пользователя: Лев' });
  await expect(userButton).toContainText('Л');
  await expect(userButton).toContainText('Лев');

  const scheme = () =>
    page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
  const before = await scheme();
  await userButton.click();
  await page.getByRole('menuitem', { name: before === 'dark' ? 'Светлая тема' : 'Тёмная тема' }).click();
  await expect.poll(scheme).toBe(before === 'dark' ? 'light' : 'dark');
});

test('the skip link takes the keyboard straight to the page content', async ({ page, request }) => {
  await signInPage(page, await registerCompany(request));
  await page.goto('/tarifs/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Перейти к содержимому' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});

test('a yellow 2 px bar shows while a request is in flight', async ({ page, request }) => {
  await signInPage(page, await registerCompany(request));
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // Hold the start-up user fetch until the bar has been seen (the network, not our code, is slowed).
  await page.route(/\/api\/users\/\d+$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const bar = page.getByRole('progressbar', { name: 'Загрузка' });
  await expect(bar).toBeVisible();
  const look = await bar.evaluate((el) => {
    const section = el.querySelector('[class*="section"]') ?? el;
    return { height: el.getBoundingClientRect().height, color: getComputedStyle(section).backgroundColor };
  });
  expect(look.height).toBe(2);
  expect(look.color).toBe('rgb(252, 196, 25)');
  release();
  await expect(bar).toBeHidden();
});
