import { readFileSync } from 'node:fs';
import {
  adminCompaniesResponse,
  adminDevResponse,
  adminEventsResponse,
  adminExtendResponse,
  adminStatsResponse,
  errorBody,
  noCompanyResponse,
} from '@glad/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, tariffs, users } from '../src/db/schema/index.js';
import { moscowToday as moscowDate } from '../src/lib/plan.js';
import { grantConfiguredAdmins } from '../src/modules/admin/grants.js';
import { startSession } from '../src/modules/auth/sessions.js';
import { createCompany, readAs, useTestApp } from './helpers/app.js';

const app = await useTestApp();
let admin: Record<string, string>;
let adminId: number;
let start: { id: number } | undefined;
beforeAll(async () => {
  const [row] = await app.db
    .insert(users)
    .values({ email: 'boss@example.com', passwordHash: 'x', name: 'Админ' })
    .returning();
  adminId = row!.id;
  // ADMIN_EMAILS at the server's start: an unknown address is reported, a known one granted once.
  expect(await grantConfiguredAdmins(app.db, ['BOSS@example.com', 'nobody@example.com'])).toEqual([
    { email: 'BOSS@example.com', result: 'granted' },
    { email: 'nobody@example.com', result: 'no-user' },
  ]);
  expect(await grantConfiguredAdmins(app.db, ['boss@example.com'])).toEqual([
    { email: 'boss@example.com', result: 'unchanged' },
  ]);
  const tokens = await startSession(app, row!);
  admin = { authorization: `Bearer ${tokens.accessToken}` };
  [start] = await app.db.select({ id: tariffs.id }).from(tariffs).where(eq(tariffs.name, 'Старт'));
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
  app.inject({ method, url, payload, headers });
const DAY = 24 * 60 * 60 * 1000;
const addDays = (d: string, n: number) =>
  new Date(Date.parse(`${d}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

describe('admin rights on every admin route', () => {
  const routes: [string, string, object?][] = [
    ['GET', '/api/admin/stats/'],
    ['GET', '/api/admin/companies/'],
    ['POST', '/api/admin/companies/1/extend/', { tariffId: 1, days: 5 }],
    ['PUT', '/api/admin/companies/1/block/', { reason: 'Проверка' }],
    ['DELETE', '/api/admin/companies/1/block/'],
    ['POST', '/api/admin/nocompany/1/attach/', { companyId: 1 }],
    ['DELETE', '/api/admin/nocompany/1'],
    ['GET', '/api/admin/dev/'],
  ];
  it.each(routes)(
    '%s %s: 401 without a token, 403 for an owner and a staff user',
    async (method, url, body) => {
      const m = method as 'GET';
      expect((await app.inject({ method: m, url, payload: body })).statusCode).toBe(401);
      const owner = await createCompany(app);
      const res = await call(m, url, body, owner.headers);
      expect(res.statusCode).toBe(403);
      expect(readAs(res, errorBody)).toEqual({ res: false, message: 'Недостаточно прав' });
    },
  );
});

describe('companies and figures', () => {
  it('lists companies with plan, staff, projects; counts paying companies', async () => {
    const a = await createCompany(app, { companyName: 'Потолки Юг' });
    const before = readAs(await call('GET', '/api/admin/stats/'), adminStatsResponse);
    const list = readAs(
      await call('GET', '/api/admin/companies/?search=%D0%AE%D0%B3'),
      adminCompaniesResponse,
    );
    expect(list.pagination.total).toBe(1);
    expect(list.content[0]).toMatchObject({
      id: a.company.id,
      name: 'Потолки Юг',
      tariffName: 'Бесплатный',
      tariffEnd: null,
      staff: 1,
      projects: 0,
      blockedReason: null,
      lastActivity: expect.any(String),
    });
    const ext = await call('POST', `/api/admin/companies/${a.company.id}/extend/`, {
      tariffId: start!.id,
      days: 30,
    });
    expect(ext.statusCode).toBe(200);
    const today = moscowDate(new Date());
    expect(readAs(ext, adminExtendResponse)).toEqual({ tariffId: start!.id, tariffEnd: addDays(today, 29) });
    // The same plan again: counted on from its end.
    const again = await call('POST', `/api/admin/companies/${a.company.id}/extend/`, {
      tariffId: start!.id,
      days: 10,
    });
    expect(readAs(again, adminExtendResponse).tariffEnd).toBe(addDays(today, 39));
    const after = readAs(await call('GET', '/api/admin/stats/'), adminStatsResponse);
    expect(after.paying).toBe(before.paying + 1);
    expect(after.companies).toBe(before.companies);
    expect(after.active7).toBeGreaterThanOrEqual(1);
    const row = readAs(await call('GET', '/api/admin/companies/?search=%D0%AE%D0%B3'), adminCompaniesResponse)
      .content[0];
    expect(row).toMatchObject({ tariffName: 'Старт', tariffEnd: addDays(today, 39) });

    const events = readAs(
      await call('GET', `/api/admin/events/?type=plan_extend&companyId=${a.company.id}`),
      adminEventsResponse,
    );
    expect(events.pagination.total).toBe(2);
    expect(events.content[0]).toMatchObject({
      type: 'plan_extend',
      companyName: 'Потолки Юг',
      actorEmail: 'boss@example.com',
      details: { tariff: 'Старт', days: 10, end: addDays(today, 39) },
    });
  });

  it('refuses the free plan, an unknown plan or company and bad days with a Russian 4xx', async () => {
    const a = await createCompany(app);
    const [free] = await app.db.select().from(tariffs).where(eq(tariffs.isFree, true));
    const url = `/api/admin/companies/${a.company.id}/extend/`;
    expect(readAs(await call('POST', url, { tariffId: free!.id, days: 5 }), errorBody).message).toContain(
      'Бесплатный',
    );
    expect(readAs(await call('POST', url, { tariffId: 99999, days: 5 }), errorBody)).toEqual({
      res: false,
      message: 'Такого тарифа нет',
    });
    const zero = await call('POST', url, { tariffId: start!.id, days: 0 });
    expect(zero.statusCode).toBe(400);
    expect(readAs(zero, errorBody).message).toContain('Не меньше 1 дня');
    const missing = await call('POST', '/api/admin/companies/999999/extend/', {
      tariffId: start!.id,
      days: 5,
    });
    expect(missing.statusCode).toBe(404);
    expect(readAs(missing, errorBody).message).toBe('Компания не найдена');
  });

  it('blocks a company: its users read the reason, the admin lifts it, both logged', async () => {
    const a = await createCompany(app, { companyName: 'Блок' });
    expect((await call('GET', '/api/company/', undefined, a.headers)).statusCode).toBe(200);
    const short = await call('PUT', `/api/admin/companies/${a.company.id}/block/`, { reason: ' ' });
    expect(short.statusCode).toBe(400);
    expect(readAs(short, errorBody).message).toContain('Укажите причину блокировки');
    const block = await call('PUT', `/api/admin/companies/${a.company.id}/block/`, {
      reason: 'Неоплата счёта',
    });
    expect(block.statusCode).toBe(200);
    const refused = await call('GET', '/api/company/', undefined, a.headers);
    expect(refused.statusCode).toBe(403);
    expect(readAs(refused, errorBody).message).toBe('Компания заблокирована: Неоплата счёта');
    const [row] = readAs(
      await call('GET', '/api/admin/companies/?search=%D0%91%D0%BB%D0%BE%D0%BA'),
      adminCompaniesResponse,
    ).content;
    expect(row!.blockedReason).toBe('Неоплата счёта');
    expect((await call('DELETE', `/api/admin/companies/${a.company.id}/block/`)).statusCode).toBe(200);
    expect((await call('GET', '/api/company/', undefined, a.headers)).statusCode).toBe(200);
    const log = readAs(
      await call('GET', `/api/admin/events/?companyId=${a.company.id}&limit=100`),
      adminEventsResponse,
    );
    const kinds = log.content.map((e: { type: string }) => e.type);
    expect(kinds.slice(0, 2)).toEqual(['company_unblock', 'company_block']);
    expect(log.content[1]!.details).toEqual({ reason: 'Неоплата счёта' });
  });
});

describe('users without a company', () => {
  it('attaches one to a company and deletes another; refuses a user who has a company', async () => {
    const a = await createCompany(app);
    const [lone, gone] = await app.db
      .insert(users)
      .values([
        { email: 'lone-a@example.com', passwordHash: 'x' },
        { email: 'lone-b@example.com', passwordHash: 'x' },
      ])
      .returning();
    const attach = await call('POST', `/api/admin/nocompany/${lone!.id}/attach/`, {
      companyId: a.company.id,
    });
    expect(attach.statusCode).toBe(200);
    const [attached] = await app.db.select().from(users).where(eq(users.id, lone!.id));
    expect(attached).toMatchObject({ companyId: a.company.id, vladelec: false, rights: [] });
    const twice = await call('POST', `/api/admin/nocompany/${lone!.id}/attach/`, { companyId: a.company.id });
    expect(twice.statusCode).toBe(409);
    expect(readAs(twice, errorBody).message).toBe('Пользователь уже состоит в компании');
    const owner = await call('DELETE', `/api/admin/nocompany/${a.owner.id}`);
    expect(owner.statusCode).toBe(409);
    expect((await call('DELETE', `/api/admin/nocompany/${gone!.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/nocompany/${gone!.id}`)).statusCode).toBe(404);
    const left = readAs(await call('GET', '/api/admin/nocompany/?limit=1000'), noCompanyResponse).content.map(
      (u: { email: string }) => u.email,
    );
    expect(left).not.toContain('lone-a@example.com');
    expect(left).not.toContain('lone-b@example.com');
    const self = await call('DELETE', `/api/admin/nocompany/${adminId}`);
    expect(self.statusCode).toBe(400);
    const log = readAs(await call('GET', '/api/admin/events/?type=user_attach'), adminEventsResponse);
    expect(log.content[0]).toMatchObject({
      userId: lone!.id,
      companyId: a.company.id,
      actorEmail: 'boss@example.com',
    });
    const del = readAs(await call('GET', '/api/admin/events/?type=user_delete'), adminEventsResponse);
    expect(del.content[0]).toMatchObject({ userId: gone!.id, details: { email: 'lone-b@example.com' } });
  });
});

describe('events filtered by dates', () => {
  it('keeps events of the chosen Moscow days only', async () => {
    const a = await createCompany(app);
    await app.db
      .update(companies)
      .set({ createdAt: new Date('2026-03-10T21:30:00Z') }) // 11 March in Moscow
      .where(eq(companies.id, a.company.id));
    const q = `/api/admin/events/?type=registration&companyId=${a.company.id}`;
    expect(
      readAs(await call('GET', `${q}&from=2026-03-11&to=2026-03-11`), adminEventsResponse).pagination.total,
    ).toBe(1);
    expect(readAs(await call('GET', `${q}&from=2026-03-12`), adminEventsResponse).pagination.total).toBe(0);
    expect(readAs(await call('GET', `${q}&to=2026-03-10`), adminEventsResponse).pagination.total).toBe(0);
    const bad = await call('GET', `${q}&from=11.03.2026`);
    expect(bad.statusCode).toBe(400);
    expect(readAs(bad, errorBody).message).toContain('ГГГГ-ММ-ДД');
  });
});

const journal = JSON.parse(
  readFileSync(new URL('../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: { tag: string }[] };

describe('GET /api/admin/dev/', () => {
  it('tells the version, migrations, database, queue, outbox and process', async () => {
    const res = await call('GET', '/api/admin/dev/');
    expect(res.statusCode).toBe(200);
    const dev = readAs(res, adminDevResponse);
    expect(dev.version).toMatch(/^\d+\.\d+\.\d+$/);
    // every migration of the journal, in its order: the database is as new as the code
    expect(dev.migrations).toEqual(journal.entries.map((entry) => entry.tag));
    expect(dev.migrations[0]).toBe('0000_init');
    expect(dev.db.kind).toBe(process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');
    expect(dev.db.size).toBeGreaterThan(0);
    expect(dev.jobs).toEqual({ due: 0, failing: 0, sentToday: 0 });
    expect(dev.outbox.smtp).toBe(false);
    expect(dev.uptime).toBeGreaterThan(0);
    expect(dev.memory.rss).toBeGreaterThan(0);
  });
});
