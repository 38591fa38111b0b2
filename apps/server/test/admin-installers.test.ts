import {
  adminEventsResponse,
  adminInstallersResponse,
  errorBody,
  INSTALLER_GROUP,
  installersResponse,
  registrationResponse,
} from '@glad/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { events, users } from '../src/db/schema/index.js';
import { moscowToday as moscowDate } from '../src/lib/plan.js';
import { startSession } from '../src/modules/auth/sessions.js';
import { solveAltcha } from './helpers/altcha.js';
import { createCompany, readAs, useTestApp } from './helpers/app.js';

const app = await useTestApp({ adminEmails: ['Later.Boss@example.com'] });
type Headers = Record<string, string>;
type Owner = Awaited<ReturnType<typeof createCompany>>;
let admin: Headers;
beforeAll(async () => {
  const [row] = await app.db
    .insert(users)
    .values({ email: `inst-admin-${Date.now()}@example.com`, passwordHash: 'x', name: 'Админ', admin: true })
    .returning();
  admin = { authorization: `Bearer ${(await startSession(app, row!)).accessToken}` };
});

const call = (method: 'GET' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  app.inject({ method, url, headers, payload });
let eventId = 1;

async function addInstaller(owner: Owner, name: string) {
  const [row] = await app.db
    .insert(users)
    .values({
      companyId: owner.company.id,
      email: `pot-${Math.random().toString(36).slice(2)}@example.com`,
      passwordHash: 'x',
      name,
      family: 'Монтажников',
      rights: [INSTALLER_GROUP],
    })
    .returning();
  return row!;
}

async function addJob(owner: Owner, assignee: number, date: string, kind: 'montazh' | 'zamer' = 'montazh') {
  eventId += 1;
  await app.db
    .insert(events)
    .values({ company_id: owner.company.id, id: eventId, version: 1, date, kind, assignees: [assignee] });
}

describe('admin/potolochniki/', () => {
  it('lists installers across companies with company and jobs; hides one from his company and removes one', async () => {
    const a = await createCompany(app, { companyName: 'Потолки Запад' });
    const b = await createCompany(app, { companyName: 'Потолки Восток' });
    const ivan = await addInstaller(a, 'Иннокентий');
    const petr = await addInstaller(b, 'Прохор');
    const today = moscowDate(new Date());
    await addJob(a, ivan.id, '2020-01-10');
    await addJob(a, ivan.id, '2999-01-10');
    await addJob(a, ivan.id, '2999-01-11', 'zamer');

    const list = readAs(
      await call('GET', '/api/admin/potolochniki/?search=%D0%9C%D0%BE%D0%BD%D1%82%D0%B0%D0%B6', admin),
      adminInstallersResponse,
    );
    const byId = new Map(list.content.map((r: { id: number }) => [r.id, r]));
    expect(byId.get(ivan.id)).toMatchObject({
      name: 'Иннокентий',
      companyId: a.company.id,
      companyName: 'Потолки Запад',
      hidden: false,
      jobs: 2,
      upcomingJobs: 1,
    });
    expect(byId.get(petr.id)).toMatchObject({ companyName: 'Потолки Восток', jobs: 0, upcomingJobs: 0 });
    expect(today < '2999-01-10').toBe(true);
    const search = readAs(
      await call('GET', '/api/admin/potolochniki/?search=%D0%92%D0%BE%D1%81%D1%82%D0%BE%D0%BA', admin),
      adminInstallersResponse,
    );
    expect(search.content.map((r: { id: number }) => r.id)).toEqual([petr.id]);

    // Hidden: gone from his company's list, still in the admin's, marked.
    expect(
      (await call('PATCH', `/api/admin/potolochniki/${ivan.id}`, admin, { hidden: true })).statusCode,
    ).toBe(200);
    const companyList = readAs(await call('GET', '/api/potolochniki/', a.headers), installersResponse);
    expect(companyList.map((u: { id: number }) => u.id)).not.toContain(ivan.id);
    const again = readAs(
      await call('GET', '/api/admin/potolochniki/?search=%D0%97%D0%B0%D0%BF%D0%B0%D0%B4', admin),
      adminInstallersResponse,
    );
    expect(again.content[0]).toMatchObject({ id: ivan.id, hidden: true });
    expect(
      (await call('PATCH', `/api/admin/potolochniki/${ivan.id}`, admin, { hidden: false })).statusCode,
    ).toBe(200);
    expect(
      readAs(await call('GET', '/api/potolochniki/', a.headers), installersResponse).map(
        (u: { id: number }) => u.id,
      ),
    ).toContain(ivan.id);

    // Removed: the mark goes, the user stays in his company.
    expect((await call('DELETE', `/api/admin/potolochniki/${petr.id}`, admin)).statusCode).toBe(200);
    const [left] = await app.db.select().from(users).where(eq(users.id, petr.id));
    expect(left).toMatchObject({ companyId: b.company.id, rights: [], deletedAt: null });
    const gone = await call('DELETE', `/api/admin/potolochniki/${petr.id}`, admin);
    expect(gone.statusCode).toBe(404);
    expect(readAs(gone, errorBody)).toEqual({ res: false, message: 'Монтажник не найден' });

    const log = readAs(
      await call('GET', `/api/admin/events/?companyId=${a.company.id}`, admin),
      adminEventsResponse,
    );
    expect(log.content.map((e: { type: string }) => e.type)).toEqual(
      expect.arrayContaining(['installer_hide', 'installer_unhide']),
    );
    const removed = readAs(
      await call('GET', `/api/admin/events/?type=installer_remove&companyId=${b.company.id}`, admin),
      adminEventsResponse,
    );
    expect(removed.content[0]).toMatchObject({ email: petr.email, companyName: 'Потолки Восток' });
  });

  it('answers bad input with a Russian 4xx', async () => {
    const bad = await call('PATCH', '/api/admin/potolochniki/1', admin, { hidden: 'да' });
    expect(bad.statusCode).toBe(400);
    expect(readAs(bad, errorBody).message).toContain('hidden');
    const missing = await call('PATCH', '/api/admin/potolochniki/2147483647', admin, { hidden: true });
    expect(missing.statusCode).toBe(404);
  });

  it('is for admins only: 401 without a token, 403 for an owner', async () => {
    const owner = await createCompany(app);
    const routes: ['GET' | 'PATCH' | 'DELETE', string, object?][] = [
      ['GET', '/api/admin/potolochniki/'],
      ['PATCH', '/api/admin/potolochniki/1', { hidden: true }],
      ['DELETE', '/api/admin/potolochniki/1'],
      ['GET', '/api/admin/support/'],
    ];
    for (const [method, url, body] of routes) {
      expect((await app.inject({ method, url, payload: body })).statusCode).toBe(401);
      const res = await call(method, url, owner.headers, body);
      expect(res.statusCode).toBe(403);
      expect(readAs(res, errorBody)).toEqual({ res: false, message: 'Недостаточно прав' });
    }
  });
});

describe('ADMIN_EMAILS after the start', () => {
  it('makes an address of ADMIN_EMAILS that registers later an admin, logged once; others stay users', async () => {
    const register = async (email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/registration/',
        remoteAddress: '127.0.3.1',
        payload: {
          companyName: 'Потолки Админа',
          name: 'Борис',
          email,
          phone: '+7 999 123-45-67',
          password: 'надёжный-пароль',
          altcha: await solveAltcha(app),
        },
      });
    const boss = await register('later.boss@EXAMPLE.com');
    expect(boss.statusCode).toBe(200);
    const bossHeaders = { authorization: `Bearer ${readAs(boss, registrationResponse).accessToken}` };
    expect((await call('GET', '/api/admin/stats/', bossHeaders)).statusCode).toBe(200);
    const other = await register('not.boss@example.com');
    expect(other.statusCode).toBe(200);
    expect(
      (
        await call('GET', '/api/admin/stats/', {
          authorization: `Bearer ${readAs(other, registrationResponse).accessToken}`,
        })
      ).statusCode,
    ).toBe(403);
    const grants = readAs(
      await call('GET', '/api/admin/events/?type=admin_grant', admin),
      adminEventsResponse,
    );
    expect(grants.content.filter((e) => e.email === 'later.boss@EXAMPLE.com')).toEqual([
      expect.objectContaining({ details: { via: 'ADMIN_EMAILS' }, actorEmail: null }),
    ]);
  });
});
