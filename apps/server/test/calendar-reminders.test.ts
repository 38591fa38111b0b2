import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { reminderJobs } from '../src/db/schema/index.js';
import { reminderDeps, runReminders } from '../src/modules/calendar/reminders.js';
import { createCompany, testDbKind, useTestApp } from './helpers/app.js';
import { addUser, call, create } from './helpers/records.js';
import { startSmtpServer } from './helpers/smtp.js';

const smtp = await startSmtpServer();
afterAll(() => smtp.close());
const app = await useTestApp({ smtpUrl: smtp.url, publicUrl: 'https://potolki.example.ru' });

/** Another server process on the same PostgreSQL database (PostgreSQL only: PGlite lives in one process). */
async function sameDatabaseApp(): Promise<App> {
  const { databaseUrl, publicUrl } = app.config;
  const config = testConfig({ databaseUrl, publicUrl, smtpUrl: smtp.url });
  return buildApp(config, await openDatabase(config));
}

/** A moment given as Moscow wall time (UTC+3 all year). */
const msk = (day: string, time: string) => new Date(`${day}T${time}:00+03:00`);
const round = (target: App, now: Date) => runReminders(reminderDeps(target), now);
const lettersTo = (email: string) => smtp.mails.filter((m) => m.to.includes(email));

describe('evening reminders', () => {
  it('mails each assignee tomorrow’s events once, from several processes and after a restart', async () => {
    const c = await createCompany(app);
    const ivan = await addUser(app, c, { name: 'Иван' });
    const petr = await addUser(app, c, { name: 'Пётр' });
    const anna = await create(app, c, '/api/client/', { name: 'Анна Петрова', phone: '+7 999 123-45-67' });
    const flat = await create(app, c, '/api/project/', {
      name: 'Квартира',
      clientid: anna.id,
      adresa: 'ул. Садовая, 5, кв. 12',
    });
    const day = '2026-12-10';
    await create(app, c, '/api/events/', {
      date: day,
      time: '14:00',
      duration: 180,
      kind: 'montazh',
      project: flat.id,
      assignees: [ivan.user.id, petr.user.id],
    });
    await create(app, c, '/api/events/', {
      date: day,
      time: '09:30',
      duration: 90,
      kind: 'zamer',
      client: anna.id,
      project: flat.id,
      assignees: [ivan.user.id],
      note: 'Домофон 12',
    });
    await create(app, c, '/api/events/', { date: '2026-12-11', time: '10:00', assignees: [ivan.user.id] });
    await create(app, c, '/api/events/', {
      date: day,
      time: '10:00',
      assignees: [c.owner.id],
      status: 'cancelled',
      cancel_reason: 'Перенесли',
    });
    // another company reminds at 20:00, a third not at all
    const late = await createCompany(app);
    await call(app, late, 'PUT', '/api/calendar/settings/', { reminderHour: 20 });
    await create(app, late, '/api/events/', { date: day, time: '08:00', assignees: [late.owner.id] });
    const silent = await createCompany(app);
    await call(app, silent, 'PUT', '/api/calendar/settings/', { reminderHour: null });
    await create(app, silent, '/api/events/', { date: day, time: '08:00', assignees: [silent.owner.id] });

    const other = testDbKind === 'postgres' ? await sameDatabaseApp() : app;
    const everyone = () => [
      ivan.user.email,
      petr.user.email,
      c.owner.email,
      late.owner.email,
      silent.owner.email,
    ];
    const count = () => everyone().map((email) => lettersTo(email).length);

    // the day before, 17:59: not yet
    await Promise.all([round(app, msk('2026-12-09', '17:59')), round(other, msk('2026-12-09', '17:59'))]);
    expect(count()).toEqual([0, 0, 0, 0, 0]);

    // 18:00: two processes, each running two rounds at once — one letter per person
    const at18 = msk('2026-12-09', '18:00');
    await Promise.all([round(app, at18), round(other, at18), round(app, at18), round(other, at18)]);
    expect(count()).toEqual([1, 1, 0, 0, 0]);

    const letter = lettersTo(ivan.user.email)[0]!;
    expect(letter.subject).toBe('Завтра, четверг, 10 декабря: 2\u00a0события');
    expect(letter.text).toContain('Здравствуйте, Иван!');
    expect(letter.text).toContain('09:30–11:00  Замер: Анна Петрова');
    expect(letter.text).toContain('   Адрес: ул. Садовая, 5, кв. 12');
    expect(letter.text).toContain('   Телефон клиента: +7 (999) 123-45-67');
    expect(letter.text).toContain('   Домофон 12');
    expect(letter.text).toContain('14:00–17:00  Монтаж: Квартира');
    expect(letter.text).toContain('   Вместе с: Пётр Сидоров');
    expect(letter.text).toContain('Календарь: https://potolki.example.ru/calendar/agenda/');
    expect(letter.text.indexOf('09:30')).toBeLessThan(letter.text.indexOf('14:00'));
    expect(letter.text).not.toContain('11 декабря');
    expect(lettersTo(petr.user.email)[0]!.subject).toBe('Завтра, четверг, 10 декабря: 1\u00a0событие');

    // later rounds, and a process started afresh, send nothing again
    await Promise.all([round(app, msk('2026-12-09', '18:05')), round(other, msk('2026-12-09', '19:30'))]);
    if (other !== app) await other.close();
    const restarted = testDbKind === 'postgres' ? await sameDatabaseApp() : app;
    await round(restarted, msk('2026-12-09', '19:45'));
    expect(count()).toEqual([1, 1, 0, 0, 0]);

    // 20:00: the other company's hour
    await round(restarted, msk('2026-12-09', '20:00'));
    expect(count()).toEqual([1, 1, 0, 1, 0]);
    if (restarted !== app) await restarted.close();
  });

  it('tries a letter the mail server refused again later, a limited number of times', async () => {
    const broken = await useTestApp({ smtpUrl: 'smtp://127.0.0.1:1' });
    const c = await createCompany(broken);
    await create(broken, c, '/api/events/', { date: '2026-12-20', time: '10:00', assignees: [c.owner.id] });
    const job = async () =>
      (
        await broken.db
          .select()
          .from(reminderJobs)
          .where(and(eq(reminderJobs.companyId, c.company.id), eq(reminderJobs.userId, c.owner.id)))
      )[0];
    const first = await round(broken, msk('2026-12-19', '18:00'));
    expect(first).toEqual({ planned: 1, sent: 0, failed: 1 });
    expect(await job()).toMatchObject({ day: '2026-12-20', attempts: 1, sentAt: null });
    expect((await job())?.lastError).toBeTruthy();
    // within the retry pause nothing is tried; after it, again
    expect(await round(broken, msk('2026-12-19', '18:05'))).toEqual({ planned: 0, sent: 0, failed: 0 });
    expect(await round(broken, msk('2026-12-19', '18:11'))).toEqual({ planned: 0, sent: 0, failed: 1 });
    for (const time of ['18:22', '18:33', '18:44', '18:55', '19:06'])
      await round(broken, msk('2026-12-19', time));
    expect((await job())?.attempts).toBe(5);
  });
});
