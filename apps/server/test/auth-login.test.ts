import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { companies, loginFailures, users } from '../src/db/schema/index.js';
import { solveAltcha } from './helpers/altcha.js';
import { createCompany, useTestApp } from './helpers/app.js';

const app = await useTestApp();

let ipCounter = 0;
/** Each attempt from its own address: these tests are about the per-account limits, not the per-IP one. */
const nextIp = () => `127.0.4.${(++ipCounter % 250) + 1}`;

const WRONG = 'Неверная почта или пароль';

async function login(payload: Record<string, unknown>, remoteAddress = nextIp()) {
  return app.inject({ method: 'POST', url: '/api/login/', payload, remoteAddress });
}

const failuresOf = async (email: string) =>
  (await app.db.select().from(loginFailures).where(eq(loginFailures.email, email.toLowerCase()))).length;

describe('POST /api/login/', () => {
  it('refuses the people of a deleted company with 403, even with the right password', async () => {
    const { email, password, company } = await createCompany(app);
    await app.db.update(companies).set({ deletedAt: new Date() }).where(eq(companies.id, company.id));
    const res = await login({ email, password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ res: false, message: expect.stringContaining('Компания удалена') });
  });

  it('signs in with the right password, whatever the email case, and answers res true with tokens', async () => {
    const { email, password, owner, company } = await createCompany(app);
    const res = await login({ email: `  ${email.toUpperCase()} `, password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.res).toBe(true);
    const claims = decodeJwt(body.accessToken);
    expect(claims).toMatchObject({ id: owner.id, cid: company.id });
    expect(claims.exp! - claims.iat!).toBe(900);
    expect(decodeJwt(body.refreshToken).exp).toBeGreaterThan(claims.exp!);
    const [row] = await app.db.select().from(users).where(eq(users.id, owner.id));
    expect(row!.lastLogin).not.toBeNull();
  });

  it('answers a wrong password and an unknown email alike: 401, res false, one Russian message', async () => {
    const { email } = await createCompany(app);
    const wrong = await login({ email, password: 'не-тот-пароль' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ res: false, message: WRONG });
    const unknown = await login({ email: 'no-such-person@example.com', password: 'что-угодно' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ res: false, message: WRONG });
    expect(await failuresOf(email)).toBe(1);
    expect(await failuresOf('no-such-person@example.com')).toBe(1);
  });

  it('refuses bad input with 400', async () => {
    const res = await login({ email: 'не почта', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().res).toBe(false);
    expect(res.json().message).toContain('Введите корректную почту');
  });

  it('asks for ALTCHA after 5 failures, and a success clears the failures', async () => {
    const { email, password } = await createCompany(app);
    for (let i = 1; i <= 4; i++) {
      const res = await login({ email, password: `wrong-${i}` });
      expect(res.json()).toEqual({ res: false, message: WRONG });
    }
    const fifth = await login({ email, password: 'wrong-5' });
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json()).toEqual({ res: false, message: WRONG, captcha: true });

    // Now even the right password needs a solved challenge.
    const noCaptcha = await login({ email, password });
    expect(noCaptcha.statusCode).toBe(401);
    expect(noCaptcha.json()).toEqual({ res: false, message: 'Подтвердите, что вы не робот', captcha: true });
    const badCaptcha = await login({ email, password, altcha: Buffer.from('{}').toString('base64') });
    expect(badCaptcha.json()).toMatchObject({ res: false, captcha: true });
    expect(await failuresOf(email)).toBe(5);

    const wrongWithCaptcha = await login({ email, password: 'wrong-6', altcha: await solveAltcha(app) });
    expect(wrongWithCaptcha.json()).toEqual({ res: false, message: WRONG, captcha: true });

    const ok = await login({ email, password, altcha: await solveAltcha(app) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().res).toBe(true);
    expect(await failuresOf(email)).toBe(0);
    const again = await login({ email, password });
    expect(again.statusCode).toBe(200);
  });

  it('closes the account for the hour after 100 failures, even for the right password', async () => {
    const { email, password } = await createCompany(app);
    // 99 failures from the last hour, as 99 scripted attempts would have left them; one older, past the window.
    await app.db
      .insert(loginFailures)
      .values([
        ...Array.from({ length: 99 }, (_, i) => ({ email, ip: `127.0.9.${i}` })),
        { email, ip: '127.0.9.250', createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000) },
      ]);
    const hundredth = await login({ email, password: 'wrong', altcha: await solveAltcha(app) });
    expect(hundredth.statusCode).toBe(401);
    expect(hundredth.json()).toMatchObject({ res: false, message: WRONG });

    const counted = await failuresOf(email);
    const locked = await login({ email, password, altcha: await solveAltcha(app) });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().res).toBe(false);
    expect(locked.json().message).toContain('Слишком много неудачных попыток входа');
    // Refused attempts are not counted: the account opens again when the hour's failures age out.
    expect(await failuresOf(email)).toBe(counted);

    await app.db
      .update(loginFailures)
      .set({ createdAt: new Date(Date.now() - 61 * 60 * 1000) })
      .where(eq(loginFailures.email, email));
    const reopened = await login({ email, password });
    expect(reopened.statusCode).toBe(200);
  });

  it('limits login attempts per IP: the 21st in a minute gets 429 in Russian', async () => {
    const ip = '127.0.5.1';
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) codes.push((await login({ email: 'x', password: 'y' }, ip)).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 400)).toBe(true);
    expect(codes[20]).toBe(429);
    const res = await login({ email: 'x', password: 'y' }, ip);
    expect(res.json()).toEqual({ res: false, message: 'Слишком много запросов, попробуйте позже' });
    // Another address is not affected.
    expect((await login({ email: 'x', password: 'y' }, '127.0.5.2')).statusCode).toBe(400);
  });

  it('does not let a deleted user in', async () => {
    const { email, password, owner } = await createCompany(app);
    await app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, owner.id));
    const res = await login({ email, password });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ res: false, message: WRONG });
  });
});
