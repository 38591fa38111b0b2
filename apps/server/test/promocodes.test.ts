import {
  adminPaymentsResponse,
  errorBody,
  paymentsResponse,
  payResponse,
  planPaymentSchema,
  promocodeApplyResponse,
  promocodeSchema,
  promocodesResponse,
  promocodeUsesResponse,
  quoteResponse,
} from '@glad/contracts';
import { addDays, periodEnd } from '@glad/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, promocodeAttempts, tariffs, users } from '../src/db/schema/index.js';
import { type FakeYooKassa, startFakeYooKassa } from '../src/dev/yookassa-fake.js';
import { moscowToday } from '../src/lib/plan.js';
import { startSession } from '../src/modules/auth/sessions.js';
import { createCompany, readAs, useTestApp } from './helpers/app.js';
import { pdfText } from './helpers/documents.js';

// Promocodes (issue 12 §2), and bank invoices an admin marks paid, against the local payment provider.
const fake: FakeYooKassa = await startFakeYooKassa({ shopId: '100500', secretKey: 'test_secret' });
afterAll(() => fake.close());
const payee = {
  name: 'ООО «Гладь»',
  inn: '7700000000',
  kpp: '770001001',
  address: 'Москва',
  bank: 'АО «Банк»',
  bik: '044525000',
  rs: '40702810900000000001',
  ks: '30101810400000000225',
};
const app = await useTestApp({
  yookassa: { shopId: '100500', secretKey: 'test_secret', apiUrl: fake.apiUrl },
  payee,
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
fake.setNotifyUrl(`${address}/api/payment/notification/`);

type Headers = Record<string, string>;
const plans = new Map<string, number>();
const plan = (name: string) => plans.get(name)!;
let admin: Headers;
beforeAll(async () => {
  for (const t of await app.db.select().from(tariffs)) plans.set(t.name, t.id);
  const [row] = await app.db
    .insert(users)
    .values({ email: 'promo-admin@example.com', passwordHash: 'x', admin: true })
    .returning();
  admin = { authorization: `Bearer ${(await startSession(app, row!)).accessToken}` };
});

const send = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const apply = (headers: Headers, code: string) => send('POST', '/api/promocode/', headers, { code });
const makeCode = (body: object) =>
  send('PUT', '/api/promocode/codes/', admin, { ends: addDays(moscowToday(), 30), maxUses: 5, ...body });
const planOf = async (companyId: number) =>
  (await app.db.select().from(companies).where(eq(companies.id, companyId)))[0]!;
const remoteOf = (paymentId: number) =>
  [...fake.payments.values()].find((p) => p.metadata?.paymentId === String(paymentId))!;

describe('promocodes', () => {
  it('a percent code takes its share off the next payment, once, and is listed', async () => {
    expect(
      readAs(await makeCode({ code: 'осень20', kind: 'percent', value: 20 }), promocodeSchema),
    ).toMatchObject({
      code: 'ОСЕНЬ20',
      used: 0,
    });
    const owner = await createCompany(app);
    const applied = await apply(owner.headers, ' Осень20 ');
    expect(applied.statusCode).toBe(200);
    expect(readAs(applied, promocodeApplyResponse)).toMatchObject({
      message: 'Скидка 20 % на следующую оплату тарифа',
      use: { code: 'ОСЕНЬ20', kind: 'percent', value: 20, spent: false },
    });
    const quote = await send('GET', `/api/payment/quote/?tariffId=${plan('Старт')}&months=1`, owner.headers);
    expect(readAs(quote, quoteResponse)).toMatchObject({
      price: 990_00,
      discount: 198_00,
      discountPercent: 20,
      amount: 792_00,
    });
    const { payment } = readAs(
      await send('PUT', '/api/payment/', owner.headers, {
        tariffId: plan('Старт'),
        months: 1,
        method: 'card',
      }),
      payResponse,
    );
    expect(payment).toMatchObject({ amount: 792_00, discount: 198_00 });
    await fake.settle(remoteOf(payment.id).id, 'succeeded');
    const list = readAs(await send('GET', '/api/promocode/', owner.headers), promocodeUsesResponse);
    expect(list.content).toEqual([expect.objectContaining({ code: 'ОСЕНЬ20', spent: true })]);
    // Spent: the next payment has no discount; the same company cannot apply the code again.
    const next = await send('GET', `/api/payment/quote/?tariffId=${plan('Старт')}&months=1`, owner.headers);
    expect(readAs(next, quoteResponse)).toMatchObject({ discount: 0, amount: 990_00 });
    const twice = await apply(owner.headers, 'осень20');
    expect(twice.statusCode).toBe(409);
    expect(readAs(twice, errorBody).message).toBe('Ваша компания уже применяла этот промокод');
  });

  it('free days start the code’s plan on the free plan and lengthen a running paid plan', async () => {
    await makeCode({ code: 'DAYS14', kind: 'days', value: 14, tariffId: plan('Бизнес') });
    const free = await createCompany(app);
    const res = await apply(free.headers, 'days14');
    const end = addDays(moscowToday(), 13);
    expect(readAs(res, promocodeApplyResponse).message).toMatch(
      /^Тариф «Бизнес» действует до \d\d\.\d\d\.\d{4} включительно$/,
    );
    expect(await planOf(free.company.id)).toMatchObject({ tariffId: plan('Бизнес'), tariffEnd: end });

    const paid = await createCompany(app);
    const paidEnd = addDays(moscowToday(), 3);
    await app.db
      .update(companies)
      .set({ tariffId: plan('Старт'), tariffEnd: paidEnd })
      .where(eq(companies.id, paid.company.id));
    await apply(paid.headers, 'DAYS14');
    expect(await planOf(paid.company.id)).toMatchObject({
      tariffId: plan('Старт'),
      tariffEnd: addDays(paidEnd, 14),
    });
  });

  it('answers wrong, expired and used-up codes in Russian, and throttles ten wrong tries a minute', async () => {
    await makeCode({ code: 'OLD', kind: 'percent', value: 10, ends: addDays(moscowToday(), -1) });
    await makeCode({ code: 'ONCE', kind: 'percent', value: 10, maxUses: 1 });
    const first = await createCompany(app);
    expect((await apply(first.headers, 'ONCE')).statusCode).toBe(200);
    const owner = await createCompany(app);
    const usedUp = await apply(owner.headers, 'ONCE');
    expect(usedUp.statusCode).toBe(400);
    expect(readAs(usedUp, errorBody).message).toBe('Промокод уже использован максимальное число раз');
    const expired = await apply(owner.headers, 'old');
    expect(expired.statusCode).toBe(400);
    expect(readAs(expired, errorBody).message).toMatch(/^Срок действия промокода истёк \d\d\.\d\d\.\d{4}$/);
    const wrong = await apply(owner.headers, 'НЕТТАКОГО');
    expect(wrong.statusCode).toBe(404);
    expect(readAs(wrong, errorBody).message).toBe('Такого промокода нет — проверьте, как он написан');
    const empty = await apply(owner.headers, '  ');
    expect(empty.statusCode).toBe(400);
    for (let i = 0; i < 7; i += 1) expect((await apply(owner.headers, `WRONG${i}`)).statusCode).toBe(404);
    // Ten wrong tries: even a good code waits; the count is in the database.
    await makeCode({ code: 'GOOD', kind: 'days', value: 3, tariffId: plan('Старт') });
    const throttled = await apply(owner.headers, 'GOOD');
    expect(throttled.statusCode).toBe(429);
    expect(readAs(throttled, errorBody).message).toBe(
      'Слишком много неверных промокодов. Попробуйте снова через минуту',
    );
    // Another company is not held back; a minute later the company may try again.
    expect((await apply(first.headers, 'GOOD')).statusCode).toBe(200);
    await app.db
      .update(promocodeAttempts)
      .set({ at: new Date(Date.now() - 61_000) })
      .where(eq(promocodeAttempts.companyId, owner.company.id));
    expect((await apply(owner.headers, 'GOOD')).statusCode).toBe(200);
  });

  it('lets an admin make codes and apply one for a company; others get 403', async () => {
    const owner = await createCompany(app);
    for (const [method, url] of [
      ['GET', '/api/promocode/codes/'],
      ['PUT', '/api/promocode/codes/'],
      ['POST', `/api/promocode/company/${owner.company.id}/`],
      ['GET', '/api/payment/admin/'],
      ['POST', '/api/payment/1/paid/'],
    ] as const)
      expect((await send(method, url, owner.headers, {})).statusCode).toBe(403);
    const bad = await makeCode({ code: 'BIG', kind: 'percent', value: 150 });
    expect(bad.statusCode).toBe(400);
    expect(readAs(bad, errorBody).message).toContain('Скидка — не больше 100 %');
    const noPlan = await makeCode({ code: 'NOPLAN', kind: 'days', value: 5 });
    expect(readAs(noPlan, errorBody).message).toContain('Укажите тариф, дни которого даёт промокод');
    await makeCode({ code: 'GIFT7', kind: 'days', value: 7, tariffId: plan('Старт') });
    expect((await makeCode({ code: 'gift7', kind: 'percent', value: 5 })).statusCode).toBe(409);
    const given = await send('POST', `/api/promocode/company/${owner.company.id}/`, admin, { code: 'GIFT7' });
    expect(given.statusCode).toBe(200);
    expect(await planOf(owner.company.id)).toMatchObject({ tariffEnd: addDays(moscowToday(), 6) });
    const codes = readAs(await send('GET', '/api/promocode/codes/', admin), promocodesResponse).content;
    expect(codes.find((c: { code: string }) => c.code === 'GIFT7')).toMatchObject({ used: 1 });
  });
});

describe('a bank invoice marked paid by an admin', () => {
  it('gives an invoice PDF, starts the plan when an admin marks it paid, then a receipt', async () => {
    const owner = await createCompany(app);
    const res = await send('PUT', '/api/payment/', owner.headers, {
      tariffId: plan('Старт'),
      months: 3,
      method: 'invoice',
    });
    expect(res.statusCode).toBe(200);
    const { payment, confirmationUrl } = readAs(res, payResponse);
    expect(confirmationUrl).toBeNull();
    expect(payment).toMatchObject({ method: 'invoice', status: 'pending', amount: 2673_00 });
    const invoice = await send('GET', `/api/payment/${payment.id}/invoice/`, owner.headers);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    expect(invoice.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // what a bookkeeper reads off it: number, both parties, the plan, the sum, the purpose
    const text = await pdfText(new Uint8Array(invoice.rawPayload));
    expect(text).toContain(`Счёт на оплату № ${payment.id} от `);
    for (const requisite of [
      'ООО «Гладь»',
      'ИНН 7700000000',
      'КПП 770001001',
      '044525000',
      '40702810900000000001',
    ])
      expect(text).toContain(requisite);
    expect(text).toContain('Покупатель');
    expect(text).toContain('Старт');
    expect(text).toMatch(/Итого к оплате: 2\s673,00\s₽/);
    expect(text).toContain('Назначение платежа:');
    expect(text).toContain('Отсканируйте код в приложении банка');
    const early = await send('GET', `/api/payment/${payment.id}/receipt/`, owner.headers);
    expect(early.statusCode).toBe(404);
    expect(readAs(early, errorBody).message).toBe('Квитанция будет, когда платёж пройдёт');
    const other = await createCompany(app);
    expect((await send('GET', `/api/payment/${payment.id}/invoice/`, other.headers)).statusCode).toBe(404);

    const waiting = readAs(
      await send('GET', '/api/payment/admin/?status=pending', admin),
      adminPaymentsResponse,
    ).content;
    expect(waiting.find((p: { id: number }) => p.id === payment.id)).toMatchObject({
      companyId: owner.company.id,
      method: 'invoice',
    });
    const paid = await send('POST', `/api/payment/${payment.id}/paid/`, admin);
    expect(paid.statusCode).toBe(200);
    const end = periodEnd(moscowToday(), 3);
    expect(readAs(paid, planPaymentSchema)).toMatchObject({ status: 'succeeded', planEnd: end });
    expect(await planOf(owner.company.id)).toMatchObject({ tariffId: plan('Старт'), tariffEnd: end });
    const again = await send('POST', `/api/payment/${payment.id}/paid/`, admin);
    expect(again.statusCode).toBe(409);
    expect(readAs(again, errorBody).message).toBe('Счёт уже оплачен');
    const receipt = await send('GET', `/api/payment/${payment.id}/receipt/`, owner.headers);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const history = readAs(await send('GET', '/api/payment/', owner.headers), paymentsResponse);
    expect(history).toMatchObject({ tariffName: 'Старт', tariffEnd: end, nextPayment: addDays(end, 1) });

    // A card payment is confirmed by the provider, not by an admin.
    const cardRes = await send('PUT', '/api/payment/', other.headers, {
      tariffId: plan('Старт'),
      months: 1,
      method: 'card',
    });
    expect(cardRes.statusCode, cardRes.body).toBe(200);
    const card = readAs(cardRes, payResponse);
    const byAdmin = await send('POST', `/api/payment/${card.payment.id}/paid/`, admin);
    expect(byAdmin.statusCode).toBe(400);
    expect((await send('POST', '/api/payment/999999/paid/', admin)).statusCode).toBe(404);
  });
});
