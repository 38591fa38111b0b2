import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { registerCompany, type Session, signInPage } from './a11y-app-helpers';
import { api } from './api';

/*
 * The ceiling draft editor (/calc/): a room typed from tape readings, a wrong reading pointed out, a room
 * drawn with the keyboard only. Areas and perimeters below are worked out by hand in the comments.
 */

async function projectWithClient(request: APIRequestContext, session: Session, name: string, client: string) {
  const c = await api<{ content: { id: number } }>(request, session, 'POST', '/api/client/', {
    name: client,
  });
  const p = await api<{ content: { id: number } }>(request, session, 'POST', '/api/project/', {
    name,
    clientid: c.content.id,
  });
  return { projectId: p.content.id, clientId: c.content.id };
}

const summary = (page: Page) => page.getByTestId('calc-summary');
const cm = (value: number) => String(Math.round(value * 10) / 10).replace('.', ',');
const side = (page: Page, name: string) => page.getByLabel(`Сторона ${name}, см`, { exact: true });
const diagonalInput = (page: Page, name: string) => page.locator(`[data-diagonal="${name}"] input`);

/** Types every side and every listed diagonal of a room given by its corners (cm), as a tape would read them. */
async function typeRoom(
  page: Page,
  corners: Record<string, [number, number]>,
  wrong: Record<string, number> = {},
) {
  const letters = Object.keys(corners);
  const dist = (a: string, b: string) =>
    Math.hypot(corners[b]![0] - corners[a]![0], corners[b]![1] - corners[a]![1]) + (wrong[a + b] ?? 0);
  for (let i = 0; i < letters.length; i++) {
    const a = letters[i]!;
    const b = letters[(i + 1) % letters.length]!;
    await side(page, a + b).fill(cm(dist(a, b)));
  }
  for (const name of await page
    .locator('[data-diagonal]')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-diagonal')!))) {
    const [a, b] = name.match(/[A-Z]\d*/g)!;
    await diagonalInput(page, name).fill(cm(dist(a!, b!)));
  }
}

test('an L-shaped room typed from its readings shows its area and perimeter and is saved to its project', async ({
  page,
  request,
}) => {
  const session = await registerCompany(request);
  const { projectId, clientId } = await projectWithClient(
    request,
    session,
    'Квартира на Лесной',
    'Вера Лесная',
  );
  await signInPage(page, session);
  await page.goto(`/calc/?project=${projectId}`);
  await expect(page.getByText('Объект: Квартира на Лесной')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Вера Лесная' })).toHaveAttribute(
    'href',
    `/clients/${clientId}`,
  );

  await page.getByLabel('Форма').selectOption('L');
  // A 520 × 380 cm room with a 210 × 140 cm corner cut out (cm):
  //   A(0,0) B(520,0) C(520,240) D(310,240) E(310,380) F(0,380)
  // area = 520·240 + 310·140 = 124 800 + 43 400 = 168 200 cm² = 16,82 m²
  // perimeter = 520 + 240 + 210 + 140 + 310 + 380 = 1 800 cm = 18,00 m
  const room: Record<string, [number, number]> = {
    A: [0, 0],
    B: [520, 0],
    C: [520, 240],
    D: [310, 240],
    E: [310, 380],
    F: [0, 380],
  };
  await expect(summary(page)).toContainText(
    'Не хватает замеров: сторона AB, сторона BC, сторона CD, сторона DE, сторона EF, сторона FA',
  );
  // the proposed diagonals: three to build the six corners, one control
  await expect(page.locator('[data-diagonal]')).toHaveCount(4);
  await typeRoom(page, room);
  await expect(summary(page)).toContainText('Площадь 16,82 м² · Периметр 18,00 м');
  await expect(summary(page)).toContainText('6 углов (внутренних 5, внешних 1)');
  await expect(page.getByTestId('calc-problems')).toHaveCount(0);
  // millimetres typed with their unit count as millimetres
  await side(page, 'AB').fill('5200мм');
  await expect(summary(page)).toContainText('Площадь 16,82 м²');

  await page.getByLabel('Название помещения').fill('Гостиная');
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(page).toHaveURL(/\/calc\/\?draft=\d+$/);
  await expect(page.getByTestId('calc-saved-state')).toHaveText('Сохранено');

  await page.goto(`/drafts/`);
  const link = page.getByRole('link', { name: 'Гостиная' });
  await expect(link).toBeVisible();
  await expect(page.getByText('16,82 м² · 18,00 м.п.')).toBeVisible();
  await link.click();
  await expect(page.getByLabel('Название помещения')).toHaveValue('Гостиная');
  await expect(summary(page)).toContainText('Площадь 16,82 м² · Периметр 18,00 м');
});

test('a wrong diagonal is pointed out, in words and on the drawing', async ({ page, request }) => {
  await signInPage(page, await registerCompany(request));
  await page.goto('/calc/?new=1');
  await page.getByLabel('Форма').selectOption('5');
  // A 400 × 300 cm room with its B–C corner cut at 45° (cm): A(0,0) B(300,0) C(400,100) D(400,300) E(0,300)
  const room: Record<string, [number, number]> = {
    A: [0, 0],
    B: [300, 0],
    C: [400, 100],
    D: [400, 300],
    E: [0, 300],
  };
  // every diagonal measured, so the wrong one stands out alone
  for (const extra of ['AD', 'CE']) {
    await page.getByLabel('Ещё диагональ').selectOption({ label: extra });
    await page.getByRole('button', { name: 'Добавить', exact: true }).click();
  }
  await expect(page.locator('[data-diagonal]')).toHaveCount(5);
  // BE read 25 cm too long: √(300² + 300²) = 424,3 cm, typed 449,3
  await typeRoom(page, room, { BE: 25 });

  const problems = page.getByTestId('calc-problems');
  await expect(problems).toContainText('Вероятно, ошибка в замере BE: по остальным замерам там 424,2 см');
  await expect(diagonalInput(page, 'BE')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('[data-diagonal-line="BE"]')).toHaveAttribute('data-problem', 'true');
  for (const fine of ['AC', 'AD', 'BD', 'CE']) {
    await expect(diagonalInput(page, fine)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator(`[data-diagonal-line="${fine}"]`)).not.toHaveAttribute('data-problem', 'true');
  }

  await diagonalInput(page, 'BE').fill('424,3');
  await expect(problems).toHaveCount(0);
  // area = 400·300 − 100·100/2 = 115 000 cm² = 11,50 m²; perimeter = 300 + 141,4 + 200 + 400 + 300 = 1 341,4 cm
  await expect(summary(page)).toContainText('Площадь 11,50 м² · Периметр 13,41 м');
});

test('a room drawn with the keyboard only', async ({ page, request }) => {
  await signInPage(page, await registerCompany(request));
  await page.goto('/calc/?new=1');
  // the drawing mode, by arrow keys on the mode switch
  await page.getByRole('radio', { name: 'По замерам' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'От руки' })).toBeChecked();
  // the 400 × 300 cm rectangle to start from
  await expect(summary(page)).toContainText('Площадь 12,00 м² · Периметр 14,00 м');

  // B 100 cm to the right (Shift+arrow: 10 cm a press), then Tab to C and the same
  await page.getByRole('button', { name: /^Угол B:/ }).focus();
  for (let i = 0; i < 10; i++) await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /^Угол C:/ })).toBeFocused();
  for (let i = 0; i < 10; i++) await page.keyboard.press('Shift+ArrowRight');
  // 500 × 300 cm: 15,00 m², 16,00 m
  await expect(summary(page)).toContainText('Площадь 15,00 м² · Периметр 16,00 м');
  await expect(page.getByRole('button', { name: /^Угол C:/ })).toHaveAccessibleName(
    'Угол C: 500 см по горизонтали, 300 см по вертикали',
  );

  // Insert adds a corner after C, in the middle of CD: D(250,300); Tab to it, 100 cm up and 3 cm right
  await page.keyboard.press('Insert');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /^Угол D:/ })).toBeFocused();
  for (let i = 0; i < 10; i++) await page.keyboard.press('Shift+ArrowUp');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await for3cmBack(page);
  // A(0,0) B(500,0) C(500,300) D(250,200) E(0,300), shoelace: 150 000 + 25 000 + 75 000 = 250 000 → 12,50 m²;
  // perimeter 500 + 300 + 2·√(250² + 100²) + 300 = 1 638,5 cm → 16,39 m
  await expect(summary(page)).toContainText('Площадь 12,50 м² · Периметр 16,39 м');

  // an exact coordinate typed: D 180 cm down → 240 000 cm² = 12,00 m², 1 100 + 2·√(250² + 120²) = 1 654,6 cm
  await page.getByLabel('Угол D, по вертикали, см').fill('180');
  await expect(summary(page)).toContainText('Площадь 12,00 м² · Периметр 16,55 м');

  // Delete takes corner D away; Ctrl+Z brings it back, Ctrl+Shift+Z takes it again
  await page.getByRole('button', { name: /^Угол D:/ }).focus();
  await page.keyboard.press('Delete');
  await expect(summary(page)).toContainText('Площадь 15,00 м² · Периметр 16,00 м');
  await page.keyboard.press('Control+z');
  await expect(summary(page)).toContainText('Площадь 12,00 м² · Периметр 16,55 м');
  await page.keyboard.press('Control+Shift+z');
  await expect(summary(page)).toContainText('Площадь 15,00 м²');
  await page.keyboard.press('Control+z');
  await expect(summary(page)).toContainText('Площадь 12,00 м²');

  await page.getByLabel('Название помещения').focus();
  await page.keyboard.type('Холл');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Сохранить', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/calc\/\?draft=\d+$/);
  await expect(page.getByTestId('calc-saved-state')).toHaveText('Сохранено');
});

/** The 3 cm nudged right above go back left: arrows move by 1 cm. */
async function for3cmBack(page: Page) {
  await expect(page.getByRole('button', { name: /^Угол D:/ })).toHaveAccessibleName(
    'Угол D: 253 см по горизонтали, 200 см по вертикали',
  );
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('button', { name: /^Угол D:/ })).toHaveAccessibleName(
    'Угол D: 250 см по горизонтали, 200 см по вертикали',
  );
}

test('a corner dragged with the mouse and with a finger snaps to the grid; one drag is one undo step', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ hasTouch: true, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInPage(page, await registerCompany(request));
  await page.goto('/calc/?new=1');
  await page.getByText('От руки', { exact: true }).click();
  const corner = (letter: string) => page.getByRole('button', { name: new RegExp(`^Угол ${letter}:`) });
  const centre = async (letter: string) => {
    const box = (await corner(letter).locator('circle').first().boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };

  // mouse: C to the right; the wall CD stays level (snapped to D's line), C lands on whole 10 cm
  const c = await centre('C');
  await page.mouse.move(c.x, c.y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(c.x + i * 6, c.y + (i % 3) - 1);
  await page.mouse.up();
  const name = (await corner('C').getAttribute('aria-label'))!;
  const [, x, y] = /^Угол C: ([\d,]+) см по горизонтали, ([\d,]+) см по вертикали$/.exec(name)!;
  expect(Number(x!.replace(',', '.'))).toBeGreaterThan(400);
  expect(Number(x!.replace(',', '.')) % 10).toBe(0);
  expect(y).toBe('300');
  await expect(page.getByTestId('calc-summary')).not.toContainText('Площадь 12,00 м²');
  await page.keyboard.press('Control+z');
  await expect(corner('C')).toHaveAccessibleName('Угол C: 400 см по горизонтали, 300 см по вертикали');

  // finger: D pulled down, through touch events as a phone sends them
  const d = await centre('D');
  const cdp = await context.newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', px: number, py: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x: px, y: py, id: 1 }],
    });
  await touch('touchStart', d.x, d.y);
  for (let i = 1; i <= 10; i++) await touch('touchMove', d.x, d.y + i * 5);
  await touch('touchEnd', d.x, d.y + 50);
  const moved = (await corner('D').getAttribute('aria-label'))!;
  const [, dx, dy] = /^Угол D: ([\d,]+) см по горизонтали, ([\d,]+) см по вертикали$/.exec(moved)!;
  expect(dx).toBe('0');
  expect(Number(dy!.replace(',', '.'))).toBeGreaterThan(300);
  expect(Number(dy!.replace(',', '.')) % 10).toBe(0);
  await context.close();
});

test('a curved wall: a chord and its sagitta, the arc counted in area and perimeter', async ({
  page,
  request,
}) => {
  await signInPage(page, await registerCompany(request));
  await page.goto('/calc/?new=1');
  await typeRoom(page, { A: [0, 0], B: [400, 0], C: [400, 300], D: [0, 300] });
  await expect(summary(page)).toContainText('Площадь 12,00 м² · Периметр 14,00 м');
  await page.getByRole('button', { name: 'Дуга на стороне AB' }).click();
  await page.getByLabel('Прогиб дуги AB (минус — внутрь комнаты), см').fill('30');
  // chord c = 400 cm, sagitta s = 30 cm, bulging out of the room:
  //   R = (c²/4 + s²) / 2s = (40 000 + 900) / 60 = 681,67 cm; θ = 4·atan(2s/c) = 4·atan(0,15) = 0,59556 rad
  //   arc = R·θ = 405,97 cm; segment = R²/2·(θ − sin θ) = 80,36 dm² → area 12 + 0,80 = 12,80 m²
  //   perimeter = 300 + 400 + 300 + 405,97 = 1 405,97 cm → 14,06 m
  await expect(summary(page)).toContainText('Площадь 12,80 м² · Периметр 14,06 м');
  await expect(summary(page)).toContainText('дуги 4,06 м');
  await expect(page.getByRole('button', { name: 'Дуга на стороне AB' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('leaving with unsaved changes asks: stay, or go without saving', async ({ page, request }) => {
  await signInPage(page, await registerCompany(request));
  await page.goto('/calc/?new=1');
  // nothing typed yet: leaving does not ask
  await page.getByRole('link', { name: 'Чертежи' }).first().click();
  await expect(page).toHaveURL('/drafts/');
  await page.goBack();
  await expect(page.getByTestId('calc-saved-state')).toHaveText('Новый чертёж');

  await side(page, 'AB').fill('420');
  await expect(page.getByTestId('calc-saved-state')).toHaveText('Не сохранено');
  await page.getByRole('link', { name: 'Чертежи' }).first().click();
  const ask = page.getByRole('dialog', { name: 'Сохранить чертёж?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Остаться', exact: true }).click();
  await expect(page).toHaveURL(/\/calc\//);
  await expect(side(page, 'AB')).toHaveValue('420');

  await page.getByRole('link', { name: 'Чертежи' }).first().click();
  await ask.getByRole('button', { name: 'Не сохранять' }).click();
  await expect(page).toHaveURL('/drafts/');
  await expect(
    page
      .getByText('Чертежей пока нет')
      .or(page.getByText(/чертеж/i))
      .first(),
  ).toBeVisible();
});
