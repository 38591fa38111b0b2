import { errorBody, paymentsResponse, payResponse, planPaymentSchema, quoteResponse } from '@glad/contracts';
import { addDays, periodEnd } from '@glad/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, tariffs, users } from '../src/db/schema/index.js';
import { type FakeYooKassa, startFakeYooKassa } from '../src/dev/yookassa-fake.js';
import { moscowToday as moscowDate } from '../src/lib/plan.js';
import { startSession } from '../src/modules/auth/sessions.js';
import { createCompany, readAs, useTestApp } from './helpers/app.js';

// The local payment service speaks the protocol over real HTTP; its notifications reach the real server.
const fake: FakeYooKassa = await startFakeYooKassa({ shopId: '100500', secretKey: 'test_secret' });
afterAll(() => fake.close());
const app = await useTestApp({
  yookassa: { shopId: '100500', secretKey: 'test_secret', apiUrl: fake.apiUrl },
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
fake.setNotifyUrl(`${address}/api/payment/notification/`);

const plans = new Map<string, number>();
const plan = (name: string) => plans.get(name)!;
beforeAll(async () => {
  for (const t of await app.db.select().from(tariffs)) plans.set(t.name, t.id);
});

const today = () => moscowDate(new Date());
const pay = (headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'PUT', url: '/api/payment/', headers, payload });
const planOf = async (companyId: number) =>
  (await app.db.select().from(companies).where(eq(companies.id, companyId)))[0]!;

describe('paying for a plan by card', () => {
  it('creates a payment at the provider, settles it on the confirmed notification, once', async () => {
    const owner = await createCompany(app);
    const res = await pay(owner.headers, { tariffId: plan('Старт'), months: 1, method: 'card' });
    expect(res.statusCode).toBe(200);
    const { payment, confirmationUrl } = readAs(res, payResponse);
    expect(confirmationUrl).toMatch(/\/checkout\//);
    expect(payment).toMatchObject({ status: 'pending', amount: 990_00, credit: 0, tariffName: 'Старт' });
    const remote = [...fake.payments.values()].find((p) => p.metadata?.paymentId === String(payment.id))!;
    expect(remote.amount).toEqual({ value: '990.00', currency: 'RUB' });

    await fake.settle(remote.id, 'succeeded');
    const end = periodEnd(today(), 1);
    expect(await planOf(owner.company.id)).toMatchObject({ tariffId: plan('Старт'), tariffEnd: end });
    const history = readAs(
      await app.inject({ method: 'GET', url: '/api/payment/', headers: owner.headers }),
      paymentsResponse,
    );
    expect(history).toMatchObject({ tariffEnd: end, nextPayment: addDays(end, 1) });
    expect(history.content[0]).toMatchObject({
      id: payment.id,
      status: 'succeeded',
      planEnd: end,
      confirmationUrl: null,
    });

    // The provider repeats its notification: nothing moves twice.
    const again = await app.inject({
      method: 'POST',
      url: '/api/payment/notification/',
      payload: { type: 'notification', event: 'payment.succeeded', object: { id: remote.id } },
    });
    expect(again.statusCode).toBe(200);
    expect((await planOf(owner.company.id)).tariffEnd).toBe(end);
    const one = await app.inject({
      method: 'GET',
      url: `/api/payment/${payment.id}`,
      headers: owner.headers,
    });
    expect(readAs(one, planPaymentSchema)).toMatchObject({ status: 'succeeded', planEnd: end });
    // Another company cannot read it.
    const other = await createCompany(app);
    const foreign = await app.inject({
      method: 'GET',
      url: `/api/payment/${payment.id}`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect(readAs(foreign, errorBody).message).toBe('Платёж не найден');
  });

  it('believes the provider, not the notification: a failed payment leaves the plan as it was', async () => {
    const owner = await createCompany(app);
    const before = await planOf(owner.company.id);
    const { payment } = readAs(
      await pay(owner.headers, { tariffId: plan('Бизнес'), months: 3, method: 'card' }),
      payResponse,
    );
    const remote = [...fake.payments.values()].find((p) => p.metadata?.paymentId === String(payment.id))!;
    // A forged «succeeded» notification while the provider still says pending.
    const forged = await app.inject({
      method: 'POST',
      url: '/api/payment/notification/',
      payload: {
        type: 'notification',
        event: 'payment.succeeded',
        object: { id: remote.id, status: 'succeeded' },
      },
    });
    expect(forged.statusCode).toBe(200);
    expect(await planOf(owner.company.id)).toMatchObject({ tariffId: before.tariffId, tariffEnd: null });
    await fake.settle(remote.id, 'canceled');
    expect(await planOf(owner.company.id)).toMatchObject({ tariffId: before.tariffId, tariffEnd: null });
    const one = readAs(
      await app.inject({ method: 'GET', url: `/api/payment/${payment.id}`, headers: owner.headers }),
      planPaymentSchema,
    );
    expect(one.status).toBe('canceled');
    // A notification naming a payment nobody made is answered and ignored.
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/payment/notification/',
      payload: { type: 'notification', event: 'payment.succeeded', object: { id: 'nope' } },
    });
    expect(unknown.statusCode).toBe(200);
  });

  it('counts the unused days of the current plan on an upgrade', async () => {
    const owner = await createCompany(app);
    const end = addDays(today(), 9);
    await app.db
      .update(companies)
      .set({ tariffId: plan('Старт'), tariffEnd: end })
      .where(eq(companies.id, owner.company.id));
    const q = await app.inject({
      method: 'GET',
      url: `/api/payment/quote/?tariffId=${plan('Бизнес')}&months=1`,
      headers: owner.headers,
    });
    expect(readAs(q, quoteResponse)).toEqual({
      price: 2490_00,
      credit: 330_00,
      amount: 2160_00,
      unusedDays: 10,
      discount: 0,
      discountPercent: 0,
      start: today(),
      end: periodEnd(today(), 1),
      invoices: false,
    });
    const { payment } = readAs(
      await pay(owner.headers, { tariffId: plan('Бизнес'), months: 1, method: 'card' }),
      payResponse,
    );
    expect(payment).toMatchObject({ amount: 2160_00, credit: 330_00 });
    const remote = [...fake.payments.values()].find((p) => p.metadata?.paymentId === String(payment.id))!;
    await fake.settle(remote.id, 'succeeded');
    expect(await planOf(owner.company.id)).toMatchObject({
      tariffId: plan('Бизнес'),
      tariffEnd: periodEnd(today(), 1),
    });
    // The same plan again: the period follows its end; 12 months are cheaper per month.
    const longer = await app.inject({
      method: 'GET',
      url: `/api/payment/quote/?tariffId=${plan('Бизнес')}&months=12`,
      headers: owner.headers,
    });
    expect(readAs(longer, quoteResponse)).toMatchObject({
      price: 23904_00,
      credit: 0,
      start: addDays(periodEnd(today(), 1), 1),
    });
  });

  it('refuses staff, the free plan, a wrong period or plan in Russian', async () => {
    const owner = await createCompany(app);
    const [staffRow] = await app.db
      .insert(users)
      .values({
        email: `staff-${owner.company.id}@example.com`,
        passwordHash: 'x',
        companyId: owner.company.id,
      })
      .returning();
    const staff = await startSession(app, staffRow!);
    const byStaff = await pay(
      { authorization: `Bearer ${staff.accessToken}` },
      { tariffId: plan('Старт'), months: 1, method: 'card' },
    );
    expect(byStaff.statusCode).toBe(403);
    const free = await pay(owner.headers, { tariffId: plan('Бесплатный'), months: 1, method: 'card' });
    expect(readAs(free, errorBody)).toEqual({ res: false, message: 'Бесплатный тариф оплачивать не нужно' });
    const period = await pay(owner.headers, { tariffId: plan('Старт'), months: 2, method: 'card' });
    expect(period.statusCode).toBe(400);
    expect(readAs(period, errorBody).message).toContain('Срок оплаты: 1, 3 или 12 месяцев');
    const none = await pay(owner.headers, { tariffId: 99999, months: 1, method: 'card' });
    expect(readAs(none, errorBody).message).toBe('Такого тарифа нет');
    expect((await app.inject({ method: 'GET', url: '/api/payment/' })).statusCode).toBe(401);
  });
});
