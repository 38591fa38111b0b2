import { addDays } from '@glad/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, platformEvents, tariffs } from '../src/db/schema/index.js';
import { moscowToday } from '../src/lib/plan.js';
import { endEndedPlans } from '../src/modules/plan-payments/plan-end.js';
import { createCompany, useTestApp } from './helpers/app.js';
import { simpleRows } from './helpers/calculators.js';
import { addUser, type Caller, type Company, call } from './helpers/records.js';

// A paid plan ends: the company is back on the free plan, nothing is deleted, and what is over the free
// limits (managers 2, templates 2, calculators — set to 3 here) is read-only; the limits hold on every path.
const app = await useTestApp();
const plans = new Map<string, number>();
const plan = (name: string) => plans.get(name)!;
beforeAll(async () => {
  await app.db.update(tariffs).set({ calc: 3 }).where(eq(tariffs.isFree, true));
  for (const t of await app.db.select().from(tariffs)) plans.set(t.name, t.id);
});

const setPlan = (c: Company, name: string, end: string | null) =>
  app.db
    .update(companies)
    .set({ tariffId: plan(name), tariffEnd: end })
    .where(eq(companies.id, c.company.id));
const planOf = async (c: Company) =>
  (await app.db.select().from(companies).where(eq(companies.id, c.company.id)))[0]!;
const rename = (who: Caller, path: string, name: string) => call(app, who, 'PUT', path, { name });

describe('the limits of the plan in force', () => {
  it('refuses a third manager, template and a fourth calculator on the free plan in Russian', async () => {
    const owner = await createCompany(app);
    await addUser(app, owner);
    const third = await call(app, owner, 'POST', '/api/users/', {
      email: `third-${owner.company.id}@example.com`,
      password: 'secret-pass-1',
      name: 'Третий',
    });
    expect(third.status).toBe(403);
    expect(third.error.message).toMatch(
      /^Тариф «Бесплатный» позволяет не более 2 сотрудников, включая владельца/,
    );
    expect(
      (await call(app, owner, 'POST', '/api/templatecalc/', { name: 'Второй', ...simpleRows })).status,
    ).toBe(200);
    const template = await call(app, owner, 'POST', '/api/templatecalc/', { name: 'Третий', ...simpleRows });
    expect(template.status).toBe(403);
    expect(template.error.message).toMatch(/^Тариф «Бесплатный» позволяет не более 2 шаблонов калькулятора/);
    for (const name of ['Второй', 'Третий'])
      expect((await call(app, owner, 'POST', '/api/calculator/', { name })).status).toBe(200);
    const calc = await call(app, owner, 'POST', '/api/calculator/', { name: 'Четвёртый' });
    expect(calc.status).toBe(403);
    expect(calc.error.message).toMatch(/^Тариф «Бесплатный» позволяет не более 3 калькуляторов/);
  });
});

describe('a paid plan that ended', () => {
  it('counts as the free plan at once, keeps everything, and makes what is over the limits read-only', async () => {
    const owner = await createCompany(app);
    await setPlan(owner, 'Старт', addDays(moscowToday(), 5));
    const first = await addUser(app, owner);
    const second = await addUser(app, owner);
    const templates: number[] = [];
    for (const name of ['Второй', 'Третий', 'Четвёртый']) {
      const made = await call(app, owner, 'POST', '/api/templatecalc/', { name, ...simpleRows });
      expect(made.status).toBe(200);
      templates.push(made.body.content.id);
    }
    const calcs: number[] = [];
    for (const name of ['Второй', 'Третий', 'Четвёртый']) {
      const made = await call(app, owner, 'POST', '/api/calculator/', { name });
      expect(made.status).toBe(200);
      calcs.push(made.body.content.id);
    }
    // Yesterday was the last paid day.
    await setPlan(owner, 'Старт', addDays(moscowToday(), -1));

    // Read-only beyond the free plan's limits, with the reason; the oldest rows stay editable.
    const lateTemplate = await rename(owner, `/api/templatecalc/${templates[2]}`, 'Новое');
    expect(lateTemplate.status).toBe(403);
    expect(lateTemplate.error.message).toBe(
      'Тариф «Бесплатный» — до 2 шаблонов калькулятора: этот шаблон сверх лимита и доступен только для ' +
        'чтения. Оплатите тариф побольше или удалите лишние.',
    );
    expect((await rename(owner, `/api/templatecalc/${templates[0]}`, 'Новое')).status).toBe(200);
    const lateCalc = await rename(owner, `/api/calculator/${calcs[2]}`, 'Новое');
    expect(lateCalc.status).toBe(403);
    expect(lateCalc.error.message).toMatch(
      /^Тариф «Бесплатный» — до 3 калькуляторов: этот калькулятор сверх/,
    );
    expect((await rename(owner, `/api/calculator/${calcs[1]}`, 'Новое')).status).toBe(200);
    // Nothing was deleted, and adding more is refused.
    expect((await call(app, owner, 'GET', '/api/templatecalc/')).body.pagination.total).toBe(4);
    expect((await call(app, owner, 'POST', '/api/calculator/', { name: 'Ещё' })).status).toBe(403);
    // The owner and the first staff user work; the second staff user only reads.
    const secondWrites = await rename(second, `/api/users/${second.user.id}`, 'Пётр');
    expect(secondWrites.status).toBe(403);
    expect(secondWrites.error.message).toMatch(
      /^Тариф «Бесплатный» — до 2 сотрудников: ваша учётная запись сверх/,
    );
    expect((await call(app, second, 'GET', '/api/calculator/')).status).toBe(200);
    expect((await rename(first, `/api/users/${first.user.id}`, 'Павел')).status).toBe(200);
    // Deleting what is over the limit makes the rest editable again.
    expect((await call(app, owner, 'DELETE', `/api/templatecalc/${templates[1]}`)).status).toBe(200);
    expect((await rename(owner, `/api/templatecalc/${templates[2]}`, 'Новое')).status).toBe(403);
    expect((await call(app, owner, 'DELETE', `/api/templatecalc/${templates[2]}`)).status).toBe(200);

    const payments = await call(app, owner, 'GET', '/api/payment/');
    expect(payments.body).toMatchObject({ tariffName: 'Бесплатный', tariffEnd: null, nextPayment: null });

    // The round writes it down once, with an event; running it again changes nothing.
    expect(await endEndedPlans(app.db)).toBeGreaterThanOrEqual(1);
    expect(await planOf(owner)).toMatchObject({
      tariffId: plan('Бесплатный'),
      tariffEnd: addDays(moscowToday(), -1),
    });
    // Still read-only after the round; the plan in force has no end.
    expect((await rename(owner, `/api/calculator/${calcs[2]}`, 'Новое')).status).toBe(403);
    expect((await rename(second, `/api/users/${second.user.id}`, 'Пётр')).status).toBe(403);
    expect(await endEndedPlans(app.db)).toBe(0);
    const events = await app.db
      .select()
      .from(platformEvents)
      .where(and(eq(platformEvents.kind, 'plan_end'), eq(platformEvents.companyId, owner.company.id)));
    expect(events.map((e) => e.details)).toEqual([{ tariff: 'Старт', end: addDays(moscowToday(), -1) }]);
    const tarifs = await call(app, owner, 'GET', '/api/tarifs/');
    expect(tarifs.body.current).toBe(plan('Бесплатный'));
  });

  it('leaves a plan that ends today alone', async () => {
    const owner = await createCompany(app);
    await setPlan(owner, 'Старт', moscowToday());
    await endEndedPlans(app.db);
    expect(await planOf(owner)).toMatchObject({ tariffId: plan('Старт'), tariffEnd: moscowToday() });
    const payments = await call(app, owner, 'GET', '/api/payment/');
    expect(payments.body).toMatchObject({ tariffName: 'Старт', tariffEnd: moscowToday() });
  });
});
