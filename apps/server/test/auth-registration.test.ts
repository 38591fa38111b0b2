import { apiDocument, errorBody, registrationResponse, verifyResponse } from '@glad/contracts';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { companies, users } from '../src/db/schema/index.js';
import { solveAltcha } from './helpers/altcha.js';
import { readAs, useTestApp } from './helpers/app.js';

const app = await useTestApp();

let ipCounter = 0;
/** Each test speaks from its own address so the per-IP limits of one do not touch another. */
const nextIp = () => `127.0.2.${++ipCounter}`;

const form = (overrides: Record<string, unknown> = {}) => ({
  companyName: 'Потолки Плюс',
  name: 'Анна',
  email: `anna-${Math.random().toString(36).slice(2, 8)}@example.com`,
  phone: '+7 (999) 123-45-67',
  password: 'надёжный-пароль',
  ...overrides,
});

async function registration(payload: Record<string, unknown>, remoteAddress = nextIp()) {
  return app.inject({ method: 'POST', url: '/api/registration/', payload, remoteAddress });
}

describe('POST /api/registration/', () => {
  it('creates the company and its owner and signs the owner in', async () => {
    const body = form({ email: 'Owner.New@Example.com' });
    const res = await registration({ ...body, altcha: await solveAltcha(app) });
    expect(res.statusCode).toBe(200);
    const json = readAs(res, registrationResponse);
    expect(json).toMatchObject({ success: true, res: true });
    expect(typeof json.accessToken).toBe('string');
    expect(typeof json.refreshToken).toBe('string');

    const [owner] = await app.db.select().from(users).where(eq(users.email, 'Owner.New@Example.com'));
    expect(owner).toMatchObject({ vladelec: true, name: 'Анна', phone: '+79991234567' });
    const [company] = await app.db.select().from(companies).where(eq(companies.id, owner!.companyId!));
    expect(company!.name).toBe('Потолки Плюс');

    const claims = decodeJwt(json.accessToken);
    expect(claims.id).toBe(owner!.id);
    expect(claims.cid).toBe(company!.id);
    expect(claims.exp! - claims.iat!).toBe(15 * 60);

    const verify = await app.inject({
      method: 'GET',
      url: '/api/verify/',
      headers: { authorization: `Bearer ${json.accessToken}` },
    });
    expect(readAs(verify, verifyResponse)).toMatchObject({ res: true, valid: true, id: owner!.id });
  });

  it('refuses an email already registered in another letter case with 409', async () => {
    const email = `dup-${Date.now()}@example.com`;
    const first = await registration({ ...form({ email }), altcha: await solveAltcha(app) });
    expect(first.statusCode).toBe(200);
    const second = await registration({
      ...form({ email: email.toUpperCase() }),
      altcha: await solveAltcha(app),
    });
    expect(second.statusCode).toBe(409);
    expect(readAs(second, errorBody)).toEqual({
      res: false,
      message: 'Пользователь с такой почтой уже зарегистрирован',
    });
    const rows = await app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email.toUpperCase()));
    expect(rows).toHaveLength(0);
  });

  it('lets only one of two simultaneous registrations of one email through', async () => {
    const email = `race-${Date.now()}@example.com`;
    const [a, b] = await Promise.all([
      solveAltcha(app).then((altcha) => registration({ ...form({ email }), altcha })),
      solveAltcha(app).then((altcha) => registration({ ...form({ email: email.toUpperCase() }), altcha })),
    ]);
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([200, 409]);
    const loser = a!.statusCode === 409 ? a! : b!;
    expect(readAs(loser, errorBody)).toEqual({
      res: false,
      message: 'Пользователь с такой почтой уже зарегистрирован',
    });
  });

  it.each([
    ['a short password', { password: 'корот7' }, 'Пароль должен быть не короче 8 символов'],
    ['a password of spaces', { password: '          ' }, 'Пароль не может состоять из одних пробелов'],
    ['a bad email', { email: 'не-почта' }, 'Введите корректную почту'],
    ['no phone', { phone: ' ' }, 'Укажите телефон'],
    ['a phone with letters', { phone: '+7 999 ABC 45 67' }, 'В номере телефона могут быть только цифры'],
    ['no company name', { companyName: '   ' }, 'Укажите название компании'],
    ['no name', { name: '' }, 'Укажите имя'],
  ])('refuses %s with 400 and a Russian message', async (_label, overrides, message) => {
    const body = form(overrides);
    const res = await registration({ ...body, altcha: await solveAltcha(app) });
    expect(res.statusCode).toBe(400);
    expect(readAs(res, errorBody).res).toBe(false);
    expect(readAs(res, errorBody).message).toContain(message);
    const rows = await app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, String(body.email)));
    expect(rows).toHaveLength(0);
  });

  it('refuses a password equal to the email', async () => {
    const email = `same-${Date.now()}@example.com`;
    const res = await registration({ ...form({ email, password: email }), altcha: await solveAltcha(app) });
    expect(res.statusCode).toBe(400);
    expect(readAs(res, errorBody)).toEqual({ res: false, message: 'Пароль не должен совпадать с почтой' });
  });

  it('refuses a missing, malformed or wrongly solved ALTCHA', async () => {
    const missing = await registration(form());
    expect(missing.statusCode).toBe(400);
    expect(readAs(missing, errorBody).message).toContain('Подтвердите, что вы не робот');

    const garbage = await registration({ ...form(), altcha: 'bm90LWpzb24=' });
    expect(garbage.statusCode).toBe(400);
    expect(readAs(garbage, errorBody).message).toBe('Проверка «Я не робот» не пройдена, попробуйте ещё раз');

    const encode = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64');
    const wrongKey = JSON.parse(Buffer.from(await solveAltcha(app), 'base64').toString());
    const key: string = wrongKey.solution.derivedKey;
    wrongKey.solution.derivedKey = `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}`;
    const wrong = await registration({ ...form(), altcha: encode(wrongKey) });
    expect(wrong.statusCode).toBe(400);
    expect(readAs(wrong, errorBody).message).toBe('Проверка «Я не робот» не пройдена, попробуйте ещё раз');

    // A challenge made easier or longer-lived by the client no longer matches its signature.
    const tampered = JSON.parse(Buffer.from(await solveAltcha(app), 'base64').toString());
    tampered.challenge.parameters.expiresAt += 3600;
    const forged = await registration({ ...form(), altcha: encode(tampered) });
    expect(forged.statusCode).toBe(400);
    expect(readAs(forged, errorBody).message).toBe('Проверка «Я не робот» не пройдена, попробуйте ещё раз');
  });

  it('accepts a solved ALTCHA only once', async () => {
    const altcha = await solveAltcha(app);
    const first = await registration({ ...form(), altcha });
    expect(first.statusCode).toBe(200);
    const body = form();
    const again = await registration({ ...body, altcha });
    expect(again.statusCode).toBe(400);
    expect(readAs(again, errorBody).message).toBe(
      'Эта проверка «Я не робот» уже использована, пройдите её ещё раз',
    );
    const rows = await app.db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
    expect(rows).toHaveLength(0);
  });

  it('limits registrations per IP with a 429 in Russian', async () => {
    const ip = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await registration({}, ip)).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(codes[10]).toBe(429);
    const res = await registration({}, ip);
    expect(readAs(res, errorBody)).toEqual({
      res: false,
      message: 'Слишком много запросов, попробуйте позже',
    });
  });

  it('describes the sign-in calls in the OpenAPI document', async () => {
    const doc = readAs(await app.inject({ method: 'GET', url: '/api/docs/json' }), apiDocument);
    for (const path of [
      '/api/altcha/',
      '/api/registration/',
      '/api/login/',
      '/api/refresh/',
      '/api/logout/',
      '/api/verify/',
      '/api/password/forgot/',
      '/api/password/reset/',
      '/api/demo-login/',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    const reg = doc.paths['/api/registration/']?.post;
    const regBody = reg?.requestBody?.content['application/json']?.schema.properties;
    expect(Object.keys(regBody ?? {})).toEqual(
      expect.arrayContaining(['companyName', 'name', 'email', 'phone', 'password', 'altcha']),
    );
    expect(reg?.responses['200']).toBeDefined();
    const loginFailure =
      doc.paths['/api/login/']?.post?.responses['401']?.content?.['application/json']?.schema;
    expect(Object.keys(loginFailure?.properties ?? {})).toEqual(
      expect.arrayContaining(['res', 'message', 'captcha']),
    );
  });
});
