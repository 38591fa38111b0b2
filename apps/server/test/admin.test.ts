import { adminChartResponse, adminEventsResponse, errorBody, noCompanyResponse } from '@glad/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, passwordResets, users } from '../src/db/schema/index.js';
import { moscowToday as moscowDate } from '../src/lib/plan.js';
import { startSession } from '../src/modules/auth/sessions.js';
import { createCompany, readAs, useTestApp } from './helpers/app.js';

const app = await useTestApp();
let admin: Record<string, string>;
let adminId: number;
beforeAll(async () => {
  // A platform admin without a company: admins are made in the database, no route makes one.
  const [row] = await app.db
    .insert(users)
    .values({ email: 'root@example.com', passwordHash: 'x', name: 'Админ', admin: true })
    .returning();
  adminId = row!.id;
  const tokens = await startSession(app, row!);
  admin = { authorization: `Bearer ${tokens.accessToken}` };
});

const DAY = 24 * 60 * 60 * 1000;
const get = (url: string, headers = admin) => app.inject({ method: 'GET', url, headers });

describe('admin area access', () => {
  it.each(['/api/admin/chart/', '/api/admin/events/', '/api/admin/nocompany/'])(
    '%s: 401 without a token, 403 for a company owner',
    async (url) => {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const owner = await createCompany(app);
      const res = await get(url, owner.headers);
      expect(res.statusCode).toBe(403);
      expect(readAs(res, errorBody)).toEqual({ res: false, message: 'Недостаточно прав' });
    },
  );
});

describe('GET /api/admin/chart/', () => {
  it('counts registrations per Moscow day over the last N days, every day present', async () => {
    await createCompany(app);
    const b = await createCompany(app);
    const c = await createCompany(app);
    const now = Date.now();
    await app.db
      .update(companies)
      .set({ createdAt: new Date(now - 3 * DAY) })
      .where(eq(companies.id, b.company.id));
    await app.db
      .update(companies)
      .set({ createdAt: new Date(now - 40 * DAY) })
      .where(eq(companies.id, c.company.id));
    const res = await get('/api/admin/chart/?days=7');
    expect(res.statusCode).toBe(200);
    const { days, total } = readAs(res, adminChartResponse);
    expect(days).toHaveLength(7);
    expect(days[6]!.date).toBe(moscowDate(new Date(now)));
    expect(days[6]!.count).toBeGreaterThanOrEqual(1);
    const threeDaysAgo = days.find((d: { date: string }) => d.date === moscowDate(new Date(now - 3 * DAY)));
    expect(threeDaysAgo!.count).toBe(1);
    expect(total).toBe(days.reduce((s: number, d: { count: number }) => s + d.count, 0));
    // Default period 30 days; the 40-day-old company falls outside it.
    const month = readAs(await get('/api/admin/chart/'), adminChartResponse);
    expect(month.days).toHaveLength(30);
    const longer = readAs(await get('/api/admin/chart/?days=60'), adminChartResponse);
    expect(longer.total).toBe(month.total + 1);
  });

  it.each(['0', '367', 'abc'])('refuses days=%s with 400', async (days) => {
    const res = await get(`/api/admin/chart/?days=${days}`);
    expect(res.statusCode).toBe(400);
    expect(readAs(res, errorBody).res).toBe(false);
  });
});

describe('GET /api/admin/events/', () => {
  it('lists registrations, sign-ins and password resets, newest first, paged with a total', async () => {
    const a = await createCompany(app, { companyName: 'События' });
    await app.db.insert(passwordResets).values({
      userId: a.owner.id,
      tokenHash: `hash-${Date.now()}`,
      expiresAt: new Date(Date.now() + 3600_000),
    });
    const all = readAs(await get('/api/admin/events/?limit=1000'), adminEventsResponse);
    expect(all.pagination.total).toBe(all.content.length);
    const dates = all.content.map((e: { date: string }) => e.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const mine = all.content.filter((e: { companyId: number | null }) => e.companyId === a.company.id);
    expect(mine.map((e: { type: string }) => e.type).sort()).toEqual([
      'login',
      'password_reset',
      'registration',
    ]);
    expect(mine.find((e: { type: string }) => e.type === 'registration')).toMatchObject({
      userId: a.owner.id,
      email: a.email,
      companyName: 'События',
    });
    const adminLogin = all.content.find(
      (e: { type: string; userId: number | null }) => e.type === 'login' && e.userId === adminId,
    );
    expect(adminLogin).toMatchObject({ companyId: null, companyName: null, email: 'root@example.com' });

    const page = readAs(await get('/api/admin/events/?offset=1&limit=2'), adminEventsResponse);
    expect(page.pagination.total).toBe(all.pagination.total);
    expect(page.content.map((e: { id: string }) => e.id)).toEqual(
      all.content.slice(1, 3).map((e: { id: string }) => e.id),
    );
  });

  it('filters by type and refuses an unknown one', async () => {
    await createCompany(app);
    const res = readAs(await get('/api/admin/events/?type=registration&limit=1000'), adminEventsResponse);
    expect(res.content.length).toBeGreaterThan(0);
    expect(res.content.every((e: { type: string }) => e.type === 'registration')).toBe(true);
    const [{ n }] = (await app.db.execute(`select count(*)::int as n from companies`)).rows as [
      { n: number },
    ];
    expect(res.pagination.total).toBe(n);
    const bad = await get('/api/admin/events/?type=hack');
    expect(bad.statusCode).toBe(400);
    expect(readAs(bad, errorBody).message).toContain('Неизвестный тип события');
  });
});

describe('GET /api/admin/nocompany/', () => {
  it('lists live users without a company, newest first, paged', async () => {
    const made = await app.db
      .insert(users)
      .values([
        { email: 'loner1@example.com', passwordHash: 'x', name: 'Один' },
        { email: 'loner2@example.com', passwordHash: 'x', name: 'Два' },
        { email: 'gone@example.com', passwordHash: 'x', deletedAt: new Date() },
      ])
      .returning();
    await createCompany(app);
    const res = await get('/api/admin/nocompany/?limit=1000');
    expect(res.statusCode).toBe(200);
    const list = readAs(res, noCompanyResponse);
    const emails = list.content.map((u: { email: string }) => u.email);
    expect(emails).toEqual(['loner2@example.com', 'loner1@example.com', 'root@example.com']);
    expect(list.pagination.total).toBe(3);
    expect(list.content[2]).toMatchObject({ id: adminId, admin: true, lastLogin: expect.any(String) });
    const page = readAs(await get('/api/admin/nocompany/?offset=1&limit=1'), noCompanyResponse);
    expect(page).toEqual({
      pagination: { total: 3 },
      content: [expect.objectContaining({ id: made[0]!.id })],
    });
  });
});
