import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { axeViolations, horizontalOverflow, registerCompany, signInPage } from './a11y-app-helpers';
import { api } from './api';
import { TIME_ZONE } from './browser-setup';
import {
  clientWithProject,
  dayFromToday,
  eventDialog,
  saveDayAndTime,
  serverEvents,
} from './calendar-helpers';
import { create } from './records-helpers';
import { goOffline, goOnline, waitSynced } from './sync-helpers';

/** Monday of this week plus `days`, `YYYY-MM-DD`: a day the week view shows. */
function weekDay(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() - ((d.getDay() + 6) % 7) + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** iCalendar text with its long lines joined back (RFC 5545 folds them at 75 octets). */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

const gridEvent = (page: Page, date: string, title: string) =>
  page.locator(`.fc-timegrid-col[data-date="${date}"] .fc-event`, { hasText: title });

test('a measurement booked from a project page on a phone shows in the agenda with a call and a map', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const session = await registerCompany(request);
  const { project } = await clientWithProject(request, session, 'Пётр Замеров');
  await signInPage(page, session);
  await page.goto(`/projects/${project.id}`);
  await page.getByRole('button', { name: 'Новый замер' }).click();
  const dialog = eventDialog(page);
  await expect(dialog.getByLabel('Адрес')).toHaveValue('Москва, ул. Ленина, 5, кв. 12');
  await saveDayAndTime(page, dayFromToday(1), '10:00');

  await page.goto('/calendar/');
  await expect(page).toHaveURL(/\/calendar\/agenda\/$/);
  const card = page.getByRole('listitem', { name: '10:00–11:00, замер — Пётр Замеров' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: 'Позвонить: +7 (916) 123-45-67' })).toHaveAttribute(
    'href',
    'tel:+79161234567',
  );
  await expect(card.getByRole('link', { name: /^На карте/ })).toHaveAttribute('href', /yandex\.ru\/maps/);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expect
    .poll(async () => (await serverEvents(request, session, `project=${project.id}`)).map((e) => e.kind))
    .toEqual(['zamer']);
});

test('dragged to another day on a desktop, the event moves on a second device; the form moves it by keyboard', async ({
  page,
  browser,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const session = await registerCompany(request);
  const { client } = await clientWithProject(request, session, 'Анна Монтажова');
  const event = await create(request, session, 'events', {
    kind: 'montazh',
    date: weekDay(1),
    time: '10:00',
    duration: 120,
    client: client.id,
  });
  await signInPage(page, session);
  const other = await browser.newContext({
    locale: 'ru-RU',
    timezoneId: TIME_ZONE,
    serviceWorkers: 'block',
  });
  const second = await other.newPage();
  await second.setViewportSize({ width: 1280, height: 900 });
  await signInPage(second, session);
  await second.goto('/calendar/week/');
  await page.goto('/calendar/week/');
  const title = 'Монтаж — Анна Монтажова';
  await expect(gridEvent(second, weekDay(1), title)).toBeVisible();

  // drag from Tuesday to Thursday, same hour
  const from = gridEvent(page, weekDay(1), title);
  await from.scrollIntoViewIfNeeded();
  const box = await from.boundingBox();
  const target = await page.locator(`.fc-timegrid-col[data-date="${weekDay(3)}"]`).boundingBox();
  if (!box || !target) throw new Error('no event or column on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + 10);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) {
    await page.mouse.move(
      box.x + box.width / 2 + ((target.x + target.width / 2 - box.x - box.width / 2) * i) / 10,
      box.y + 10,
    );
  }
  await page.mouse.up();
  await expect(gridEvent(page, weekDay(3), title)).toBeVisible();
  // the other device shows it without a reload: the live stream makes it pull
  await expect(gridEvent(second, weekDay(3), title)).toBeVisible();
  await expect(gridEvent(second, weekDay(1), title)).toHaveCount(0);
  await expect
    .poll(async () => (await serverEvents(request, session)).map((e) => [e.id, e.date, e.time]))
    .toEqual([[event.id, weekDay(3), '10:00']]);

  // the keyboard path: focus the event, open its form, type the day and the time
  await gridEvent(page, weekDay(3), title).focus();
  await page.keyboard.press('Enter');
  await expect(eventDialog(page)).toBeVisible();
  await saveDayAndTime(page, weekDay(4), '15:30');
  await expect(gridEvent(page, weekDay(4), title)).toBeVisible();
  await expect(gridEvent(second, weekDay(4), title)).toBeVisible();
  await expect
    .poll(async () => (await serverEvents(request, session)).map((e) => [e.date, e.time, e.duration]))
    .toEqual([[weekDay(4), '15:30', 120]]);
  await other.close();
});

test("on a phone the week says each person's booked hours in full and the titles read as Russian dates", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const session = await registerCompany(request, { name: 'Констанция Монтажникова' });
  const ownerId = (
    JSON.parse(Buffer.from(session.accessToken.split('.')[1] ?? '', 'base64url').toString()) as {
      id: number;
    }
  ).id;
  // 10:00–11:30 and 11:00–12:00 overlap: the person is taken two hours, not two and a half
  for (const [time, duration] of [
    ['10:00', 90],
    ['11:00', 60],
  ] as const) {
    await create(request, session, 'events', {
      kind: 'zamer',
      date: weekDay(1),
      time,
      duration,
      assignees: [ownerId],
    });
  }
  await signInPage(page, session);
  await page.goto('/calendar/week/');
  const hours = page.getByRole('region', { name: 'Занятость за неделю' });
  const row = hours.getByRole('row', { name: /Констанция Монтажникова/ });
  await expect(row.getByRole('cell').nth(1)).toHaveText('2 ч');
  await expect(row.getByRole('cell').nth(0)).toHaveText(/свободен/);
  // the name is shown whole, not cut at the cell's edge
  const name = row.getByRole('rowheader');
  expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  const monday = new Date(`${weekDay(0)}T12:00:00`);
  const sunday = new Date(`${weekDay(6)}T12:00:00`);
  const dayMonth = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long' });
  const weekTitle =
    monday.getMonth() === sunday.getMonth()
      ? `${monday.getDate()}–${dayMonth.format(sunday)} ${sunday.getFullYear()}`
      : monday.getFullYear() === sunday.getFullYear()
        ? `${dayMonth.format(monday)} – ${dayMonth.format(sunday)} ${sunday.getFullYear()}`
        : `${dayMonth.format(monday)} ${monday.getFullYear()} – ${dayMonth.format(sunday)} ${sunday.getFullYear()}`;
  await expect(page.locator('.fc-toolbar-title')).toHaveText(weekTitle);

  await page.goto('/calendar/month/');
  const now = new Date();
  const month = new Intl.DateTimeFormat('ru-RU', { month: 'long' }).format(now);
  await expect(page.locator('.fc-toolbar-title')).toHaveText(
    `${month.charAt(0).toUpperCase()}${month.slice(1)} ${now.getFullYear()}`,
  );
});

test('the phone calendar: a private feed address to copy and replace, the reminder hour, one event as .ics', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const session = await registerCompany(request);
  const { client } = await clientWithProject(request, session, 'Илья Подписчиков');
  const ownerId = (
    JSON.parse(Buffer.from(session.accessToken.split('.')[1] ?? '', 'base64url').toString()) as {
      id: number;
    }
  ).id;
  await create(request, session, 'events', {
    kind: 'montazh',
    date: dayFromToday(1),
    time: '09:00',
    client: client.id,
    assignees: [ownerId],
  });
  await signInPage(page, session);
  await page.goto('/calendar/agenda/');
  await page.getByRole('button', { name: 'В телефон' }).click();
  const dialog = page.getByRole('dialog', { name: 'Календарь в телефоне' });
  const address = dialog.getByLabel('Адрес подписки');
  await expect(address).toHaveValue(/\/api\/calendar\/[^/]+\.ics$/);
  const first = await address.inputValue();
  await expect(dialog.getByRole('link', { name: 'Открыть в календаре' })).toHaveAttribute('href', /^webcal:/);
  // the address is the credential: no bearer token
  const feed = await request.get(new URL(first).pathname);
  expect(feed.status()).toBe(200);
  expect(unfold(await feed.text())).toContain('SUMMARY:Монтаж: Илья Подписчиков');

  await dialog.getByRole('button', { name: /Сменить адрес/ }).click();
  await expect(address).not.toHaveValue(first);
  expect((await request.get(new URL(first).pathname)).status()).toBe(404);
  expect((await request.get(new URL(await address.inputValue()).pathname)).status()).toBe(200);

  await expect(dialog.getByRole('combobox', { name: 'Когда присылать' })).toHaveValue('18:00');
  await dialog.getByRole('combobox', { name: 'Когда присылать' }).click();
  await page.getByRole('option', { name: '20:00' }).click();
  await expect
    .poll(
      async () =>
        (
          await api<{ settings: { reminderHour: number | null } }>(
            request,
            session,
            'GET',
            '/api/calendar/settings/',
          )
        ).settings.reminderHour,
    )
    .toBe(20);
  await dialog.getByRole('button', { name: 'Закрыть' }).click();

  await page
    .getByRole('listitem', { name: /монтаж — Илья Подписчиков/ })
    .getByRole('button', { name: 'Открыть' })
    .click();
  const download = page.waitForEvent('download');
  await eventDialog(page).getByRole('button', { name: 'Скачать .ics' }).click();
  const file = await download;
  const text = unfold(await readFile((await file.path()) ?? '', 'utf8'));
  expect(text).toContain('BEGIN:VEVENT');
  expect(text).toContain('SUMMARY:Монтаж: Илья Подписчиков');
});

test('a past measurement is marked done in one tap from the expired list', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const session = await registerCompany(request);
  const { client } = await clientWithProject(request, session, 'Олег Просрочкин');
  const event = await create(request, session, 'events', {
    kind: 'zamer',
    date: dayFromToday(-3),
    time: '09:00',
    client: client.id,
  });
  await signInPage(page, session);
  await page.goto('/calendar/expired/');
  const card = page.getByRole('listitem', { name: '09:00–10:00, замер — Олег Просрочкин' });
  await expect(card.getByRole('button', { name: 'Перенести' })).toBeVisible();
  await card.getByRole('button', { name: 'Выполнено' }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('Просроченных событий нет')).toBeVisible();
  await expect
    .poll(
      async () =>
        (await api<{ content: { status: string } }>(request, session, 'GET', `/api/events/${event.id}`))
          .content.status,
    )
    .toBe('done');
});

test('an event booked offline reaches the server when the network returns', async ({
  page,
  context,
  request,
}) => {
  const session = await registerCompany(request);
  await signInPage(page, session);
  await page.goto('/calendar/agenda/');
  await waitSynced(page);
  await goOffline(context);
  await page.getByRole('button', { name: 'Новое событие' }).click();
  const dialog = eventDialog(page);
  await dialog.getByText('Встреча', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: 'Встреча' })).toBeChecked();
  await dialog.getByLabel('Заметка').fill('Встреча в офисе');
  await saveDayAndTime(page, dayFromToday(2), '12:00');
  await expect(page.getByRole('listitem', { name: '12:00–13:00, встреча' })).toBeVisible();
  expect(await serverEvents(request, session)).toEqual([]);
  await goOnline(context);
  await expect
    .poll(async () => (await serverEvents(request, session)).map((e) => [e.kind, e.note]))
    .toEqual([['vstrecha', 'Встреча в офисе']]);
});

test('the calendar views pass axe-core', async ({ page, request }) => {
  // axe-core over a full month grid is slow on a shared machine
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const session = await registerCompany(request);
  const { client, project } = await clientWithProject(request, session, 'Вера Проверкина');
  for (const [date, time, kind] of [
    [weekDay(0), '10:00', 'zamer'],
    [weekDay(2), '', 'vstrecha'],
    [dayFromToday(-1), '09:00', 'montazh'],
    [dayFromToday(1), '14:00', 'montazh'],
  ] as const) {
    await create(request, session, 'events', { date, time, kind, client: client.id, project: project.id });
  }
  await signInPage(page, session);
  for (const view of ['agenda', 'expired', 'week', 'month']) {
    await page.goto(`/calendar/${view}/`);
    await expect(page.getByText(/Монтаж/).first()).toBeVisible();
    expect(await axeViolations(page), view).toEqual([]);
  }
  await page.getByRole('button', { name: 'Новое событие' }).click();
  await expect(eventDialog(page)).toBeVisible();
  expect(await axeViolations(page), 'event form').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(eventDialog(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'В телефон' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Календарь в телефоне' }).getByLabel('Адрес подписки'),
  ).toHaveValue(/\.ics$/);
  expect(await axeViolations(page), 'phone calendar').toEqual([]);
});
