import { errorBody, tariffsResponse } from '@glad/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, tariffs } from '../src/db/schema/index.js';
import { createCompany, readAs, useTestApp } from './helpers/app.js';

const app = await useTestApp();

describe('GET /api/tarifs/', () => {
  it('lists the plans with integer limits, prices in kopecks, and the company on the free plan', async () => {
    const a = await createCompany(app);
    const res = await app.inject({ method: 'GET', url: '/api/tarifs/', headers: a.headers });
    expect(res.statusCode).toBe(200);
    const body = readAs(res, tariffsResponse);
    expect(body.content.map((t: { name: string }) => t.name)).toEqual([
      'Бесплатный',
      'Старт',
      'Бизнес',
      'Профи',
    ]);
    const free = body.content[0];
    expect(free).toMatchObject({
      managers: 2,
      template_calc: 2,
      calc: 50,
      price: 0,
      free: true,
      current: true,
    });
    expect(body.current).toBe(free!.id);
    expect(body.content[1]).toMatchObject({ price: 99000, current: false });
    for (const plan of body.content) {
      for (const key of ['managers', 'template_calc', 'calc', 'price'] as const)
        expect(Number.isInteger(plan[key])).toBe(true);
      expect(plan.end).toBeUndefined();
    }
  });

  it('offers a special plan until its end date, and always lists the company’s own plan', async () => {
    const a = await createCompany(app);
    const b = await createCompany(app);
    const [future] = await app.db
      .insert(tariffs)
      .values({
        name: 'Весна',
        managers: 4,
        templateCalc: 4,
        calc: 40,
        price: 10000,
        end: '2099-05-31',
        sort: 10,
      })
      .returning();
    const [past] = await app.db
      .insert(tariffs)
      .values({
        name: 'Прошлая акция',
        managers: 4,
        templateCalc: 4,
        calc: 40,
        price: 100,
        end: '2000-01-01',
        sort: 11,
      })
      .returning();
    await app.db.update(companies).set({ tariffId: past!.id }).where(eq(companies.id, b.company.id));

    const forA = readAs(
      await app.inject({ method: 'GET', url: '/api/tarifs/', headers: a.headers }),
      tariffsResponse,
    );
    const names = forA.content.map((t: { name: string }) => t.name);
    expect(names).toContain('Весна');
    expect(names).not.toContain('Прошлая акция');
    expect(forA.content.find((t: { id: number }) => t.id === future!.id)!.end).toBe('2099-05-31');

    const forB = readAs(
      await app.inject({ method: 'GET', url: '/api/tarifs/', headers: b.headers }),
      tariffsResponse,
    );
    expect(forB.current).toBe(past!.id);
    expect(forB.content.find((t: { id: number }) => t.id === past!.id)).toMatchObject({
      current: true,
      end: '2000-01-01',
    });
  });

  it('answers 401 without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/tarifs/' });
    expect(res.statusCode).toBe(401);
    expect(readAs(res, errorBody).res).toBe(false);
  });
});
