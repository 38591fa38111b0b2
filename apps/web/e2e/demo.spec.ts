import { formatArea, formatMoney } from '@glad/domain';
import { expect, test } from '@playwright/test';
import { loginDemo, signInPage } from './a11y-app-helpers';
import { api } from './api';
import { money } from './estimate-helpers';

interface Draft {
  ploshad: number;
  price: number;
  polygons: { L1: { coords: unknown[] } };
}
type Pulled = { changes: { table: string; id: number; data: Partial<Draft> | null }[] };

/**
 * Issue 9 §1: the demo company's rooms are stored as the drawing screen stores them. Its 12-corner room
 * opens on /calc/ with every reading there, no problem, the area and the total it was saved with.
 */
test('the demo 12-corner room opens on /calc/ measured and priced as it was saved', async ({
  page,
  request,
}) => {
  const session = await loginDemo(request);
  const pulled = await api<Pulled>(request, session, 'GET', '/api/sync/pull/?cursor=0&limit=10000');
  const room = pulled.changes.find(
    (c) => c.table === 'drafts' && c.data?.polygons?.L1?.coords?.length === 12,
  );
  expect(room).toBeDefined();
  const draft = room!.data as Draft;
  await signInPage(page, session);
  await page.goto(`/calc/?draft=${room!.id}`);
  await expect(page.getByRole('combobox', { name: 'Форма' }).locator('option:checked')).toHaveText(
    'Сейчас: 12 углов',
  );
  await expect(page.getByTestId('calc-summary')).toContainText(`Площадь ${formatArea(draft.ploshad)}`);
  await expect(page.getByTestId('calc-problems')).toHaveCount(0);
  await expect(page.locator('#calc-total')).toHaveText(money(formatMoney(draft.price)));
  await expect(page.getByText('Сохранено', { exact: true })).toBeVisible();
});

/**
 * Issue 11: on a 390 px phone /montazhniki/ shows each installer as a card whose lines carry their
 * labels — the amount owed is on screen, not behind a sideways scroll.
 */
test('/montazhniki/ on a phone: every installer a card with what he is owed, nothing off screen', async ({
  page,
  request,
}) => {
  const session = await loginDemo(request);
  const { content } = await api<{ content: { id: number; name: string; balance: number }[] }>(
    request,
    session,
    'GET',
    '/api/vyplaty/montazhniki/',
  );
  expect(content.length).toBeGreaterThan(0);
  await page.setViewportSize({ width: 390, height: 800 });
  await signInPage(page, session);
  await page.goto('/montazhniki/');
  for (const installer of content) {
    const cell = page.getByTestId(`balance-${installer.id}`);
    await expect(cell).toHaveText(money(formatMoney(installer.balance)));
    const box = await cell.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    // the label is drawn by the cell itself on a phone (the header row is for screen readers there)
    expect(await cell.evaluate((td) => getComputedStyle(td, '::before').content)).toBe('"К выплате"');
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
