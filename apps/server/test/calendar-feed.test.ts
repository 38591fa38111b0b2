import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { createCompany, useTestApp } from './helpers/app.js';
import { addUser, call, create } from './helpers/records.js';

const app = await useTestApp({ publicUrl: 'https://potolki.example.ru' });
const a = await createCompany(app);
const b = await createCompany(app);

/** The day `n` days from today in Moscow: the feed keeps the last 60 days and everything after. */
function moscowDay(n: number): string {
  const d = new Date(Date.now() + n * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(d);
}

const pathOf = (url: string) => new URL(url).pathname;

async function fetchIcs(path: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'GET', url: path, headers });
  return { status: res.statusCode, type: res.headers['content-type'], headers: res.headers, text: res.body };
}

/** The VEVENTs of an .ics text, read back by an iCalendar parser (ical.js). */
function vevents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((v) => {
    const event = new ICAL.Event(v);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      status: v.getFirstPropertyValue('status'),
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      tzid: v.getFirstProperty('dtstart')?.getParameter('tzid'),
      allDay: event.startDate.isDate,
      startUnix: event.startDate.toUnixTime(),
    };
  });
}

describe('calendar feed', () => {
  it('serves the user’s own events as iCalendar at a private address, read back by a parser', async () => {
    const ivan = await addUser(app, a, { name: 'Иван' });
    const anna = await create(app, a, '/api/client/', { name: 'Анна Петрова', phone: '+7 999 123-45-67' });
    const project = await create(app, a, '/api/project/', {
      name: 'Квартира на Садовой',
      clientid: anna.id,
      adresa: 'Москва, ул. Садовая, 5; кв. 12',
    });
    const longNote = `Домофон 12, код 345. ${'Позвонить за час до приезда, '.repeat(6)}`.trim();
    const tomorrow = moscowDay(1);
    const zamer = await create(app, a, '/api/events/', {
      date: tomorrow,
      time: '09:30',
      duration: 90,
      kind: 'zamer',
      client: anna.id,
      project: project.id,
      assignees: [ivan.user.id, a.owner.id],
      note: longNote,
    });
    const allDay = await create(app, a, '/api/events/', {
      date: moscowDay(2),
      kind: 'vstrecha',
      project: project.id,
      assignees: [ivan.user.id],
    });
    const late = await create(app, a, '/api/events/', {
      date: moscowDay(3),
      time: '23:00',
      duration: 60,
      kind: 'montazh',
      assignees: [ivan.user.id],
      status: 'cancelled',
      cancel_reason: 'Клиент в отъезде',
    });
    await create(app, a, '/api/events/', { date: tomorrow, time: '12:00', assignees: [a.owner.id] });
    await create(app, a, '/api/events/', { date: moscowDay(-90), time: '12:00', assignees: [ivan.user.id] });
    const gone = await create(app, a, '/api/events/', { date: tomorrow, assignees: [ivan.user.id] });
    await call(app, a, 'DELETE', `/api/events/${gone.id}`);

    const feed = await call(app, ivan, 'GET', '/api/calendar/feed/');
    expect(feed.status).toBe(200);
    expect(feed.body.url).toMatch(
      /^https:\/\/potolki\.example\.ru\/api\/calendar\/\d+-0-[A-Za-z0-9_-]{43}\.ics$/,
    );
    const res = await fetchIcs(pathOf(feed.body.url));
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/calendar; charset=utf-8');
    // RFC 5545 §3.1: CRLF only, no line over 75 octets
    expect(res.text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of res.text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(res.text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Moscow');

    const got = vevents(res.text);
    expect(got.map((e) => e.uid)).toEqual([
      `event-${zamer.id}@potolki.example.ru`,
      `event-${allDay.id}@potolki.example.ru`,
      `event-${late.id}@potolki.example.ru`,
    ]);
    expect(got[0]).toMatchObject({
      summary: 'Замер: Анна Петрова',
      location: 'Москва, ул. Садовая, 5; кв. 12',
      status: 'CONFIRMED',
      tzid: 'Europe/Moscow',
      start: `${tomorrow}T09:30:00`,
      end: `${tomorrow}T11:00:00`,
      allDay: false,
    });
    // 09:30 in Moscow is 06:30 UTC
    expect(new Date(got[0]!.startUnix * 1000).toISOString()).toBe(`${tomorrow}T06:30:00.000Z`);
    expect(got[0]!.description).toBe(
      [
        'Объект: Квартира на Садовой',
        'Телефон клиента: +7 (999) 123-45-67',
        'Исполнители: Иван Сидоров, Иван',
        '',
        longNote,
      ].join('\n'),
    );
    expect(got[1]).toMatchObject({
      summary: 'Встреча: Квартира на Садовой',
      allDay: true,
      start: moscowDay(2),
      end: moscowDay(3),
    });
    expect(got[2]).toMatchObject({ summary: 'Монтаж', status: 'CANCELLED', end: `${moscowDay(4)}T00:00:00` });
    expect(got[2]!.description).toContain('Отменено: Клиент в отъезде');

    // the owner's own feed holds his events only
    const ownerFeed = await call(app, a, 'GET', '/api/calendar/feed/');
    expect(ownerFeed.body.url).not.toBe(feed.body.url);
    const ownerEvents = vevents((await fetchIcs(pathOf(ownerFeed.body.url))).text);
    expect(ownerEvents.map((e) => e.summary)).toEqual(['Замер: Анна Петрова', 'Другое']);
  });

  it('is revocable, and answers 404 to a forged, old or departed user’s address', async () => {
    const petr = await addUser(app, a, { name: 'Пётр' });
    const first = (await call(app, petr, 'GET', '/api/calendar/feed/')).body.url;
    expect((await call(app, petr, 'GET', '/api/calendar/feed/')).body.url).toBe(first);
    expect((await fetchIcs(pathOf(first))).status).toBe(200);
    const revoked = await call(app, petr, 'DELETE', '/api/calendar/feed/');
    expect(revoked.status).toBe(200);
    expect(revoked.body.url).not.toBe(first);
    const gone = await fetchIcs(pathOf(first));
    expect(gone.status).toBe(404);
    expect(JSON.parse(gone.text)).toEqual({ res: false, message: 'Календарь не найден' });
    expect((await fetchIcs(pathOf(revoked.body.url))).status).toBe(200);

    const file = pathOf(revoked.body.url).split('/').pop()!;
    const [userId, generation, mac] = file.replace('.ics', '').split('-') as [string, string, string];
    const forged = [
      `${a.owner.id}-${generation}-${mac}.ics`,
      `${userId}-0-${mac}.ics`,
      `${userId}-${generation}-${'A'.repeat(43)}.ics`,
      `${userId}-${generation}-${mac}.txt`,
      'feed.ics',
      '..%2F..%2Fetc%2Fpasswd',
    ];
    for (const name of forged) {
      expect((await fetchIcs(`/api/calendar/${name}`)).status, name).toBe(404);
    }
    await app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, petr.user.id));
    expect((await fetchIcs(pathOf(revoked.body.url))).status).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/calendar/feed/' })).statusCode).toBe(401);
  });

  it('downloads one event as an .ics file, for its own company only', async () => {
    const event = await create(app, a, '/api/events/', {
      date: '2026-12-01',
      time: '10:00',
      duration: 30,
      kind: 'montazh',
      note: 'Взять стремянку',
    });
    const res = await fetchIcs(`/api/events/${event.id}/ics`, a.headers);
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="event-${event.id}.ics"`);
    expect(vevents(res.text)).toEqual([
      expect.objectContaining({
        summary: 'Монтаж',
        start: '2026-12-01T10:00:00',
        end: '2026-12-01T10:30:00',
        description: 'Взять стремянку',
      }),
    ]);
    expect((await fetchIcs(`/api/events/${event.id}/ics`, b.headers)).status).toBe(404);
    expect((await fetchIcs(`/api/events/${event.id}/ics`)).status).toBe(401);
    expect((await fetchIcs('/api/events/abc/ics', a.headers)).status).toBe(400);
  });
});

describe('calendar settings', () => {
  it('keeps the reminder hour per company: 18 by default, set or turned off by the owner', async () => {
    const c = await createCompany(app);
    const get = () => call(app, c, 'GET', '/api/calendar/settings/');
    expect((await get()).body.settings).toEqual({ reminderHour: 18, timeZone: 'Europe/Moscow' });
    expect((await call(app, c, 'PUT', '/api/calendar/settings/', { reminderHour: 20 })).status).toBe(200);
    expect((await get()).body.settings.reminderHour).toBe(20);
    expect((await call(app, b, 'GET', '/api/calendar/settings/')).body.settings.reminderHour).toBe(18);
    await call(app, c, 'PUT', '/api/calendar/settings/', { reminderHour: null });
    expect((await get()).body.settings.reminderHour).toBeNull();
    for (const reminderHour of [24, -1, 7.5, '18']) {
      const res = await call(app, c, 'PUT', '/api/calendar/settings/', { reminderHour });
      expect(res.status, String(reminderHour)).toBe(400);
      expect(res.error.message).toContain('Час напоминания');
    }
    const worker = await addUser(app, c);
    const refused = await call(app, worker, 'PUT', '/api/calendar/settings/', { reminderHour: 9 });
    expect(refused).toMatchObject({
      status: 403,
      body: { message: 'Время напоминаний может менять только владелец' },
    });
  });
});
