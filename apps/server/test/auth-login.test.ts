import { altchaChallenge, errorBody, loginFailure, tokenPair } from '@glad/contracts';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { companies, loginFailures, users } from '../src/db/schema/index.js';
import { captchaLevel, slowdownMs } from '../src/modules/auth/login-guard.js';
import { solveAltcha } from './helpers/altcha.js';
import { createCompany, readAs, useTestApp } from './helpers/app.js';

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
    expect(readAs(res, loginFailure)).toMatchObject({
      res: false,
      message: expect.stringContaining('Компания удалена'),
    });
  });

  it('signs in with the right password, whatever the email case, and answers res true with tokens', async () => {
    const { email, password, owner, company } = await createCompany(app);
    const res = await login({ email: `  ${email.toUpperCase()} `, password });
    expect(res.statusCode).toBe(200);
    const body = readAs(res, tokenPair);
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
    expect(readAs(wrong, loginFailure)).toEqual({ res: false, message: WRONG });
    const unknown = await login({ email: 'no-such-person@example.com', password: 'что-угодно' });
    expect(unknown.statusCode).toBe(401);
    expect(readAs(unknown, loginFailure)).toEqual({ res: false, message: WRONG });
    expect(await failuresOf(email)).toBe(1);
    expect(await failuresOf('no-such-person@example.com')).toBe(1);
  });

  it('refuses bad input with 400', async () => {
    const res = await login({ email: 'не почта', password: '' });
    expect(res.statusCode).toBe(400);
    expect(readAs(res, errorBody).res).toBe(false);
    expect(readAs(res, errorBody).message).toContain('Введите корректную почту');
  });

  it('asks for ALTCHA after 5 failures, and a success clears the failures', async () => {
    const { email, password } = await createCompany(app);
    for (let i = 1; i <= 4; i++) {
      const res = await login({ email, password: `wrong-${i}` });
      expect(readAs(res, loginFailure)).toEqual({ res: false, message: WRONG });
    }
    const fifth = await login({ email, password: 'wrong-5' });
    expect(fifth.statusCode).toBe(401);
    expect(readAs(fifth, loginFailure)).toEqual({
      res: false,
      message: WRONG,
      captcha: true,
      captchaLevel: 1,
    });

    // Now even the right password needs a solved challenge.
    const noCaptcha = await login({ email, password });
    expect(noCaptcha.statusCode).toBe(401);
    expect(readAs(noCaptcha, loginFailure)).toEqual({
      res: false,
      message: 'Подтвердите, что вы не робот',
      captcha: true,
      captchaLevel: 1,
    });
    const badCaptcha = await login({ email, password, altcha: Buffer.from('{}').toString('base64') });
    expect(readAs(badCaptcha, loginFailure)).toMatchObject({ res: false, captcha: true });
    expect(await failuresOf(email)).toBe(5);

    const wrongWithCaptcha = await login({ email, password: 'wrong-6', altcha: await solveAltcha(app) });
    expect(readAs(wrongWithCaptcha, loginFailure)).toEqual({
      res: false,
      message: WRONG,
      captcha: true,
      captchaLevel: 1,
    });

    const ok = await login({ email, password, altcha: await solveAltcha(app) });
    expect(ok.statusCode).toBe(200);
    expect(readAs(ok, tokenPair).res).toBe(true);
    expect(await failuresOf(email)).toBe(0);
    const again = await login({ email, password });
    expect(again.statusCode).toBe(200);
  });

  it('someone else’s failures raise the check’s level but never lock the owner out', async () => {
    const { email, password } = await createCompany(app);
    // 45 failures from the last hour, as a guessing script on many addresses would have left them
    await app.db
      .insert(loginFailures)
      .values(Array.from({ length: 45 }, (_, i) => ({ email, ip: `127.0.9.${i}` })));
    const bare = await login({ email, password });
    expect(readAs(bare, loginFailure)).toEqual({
      res: false,
      message: 'Подтвердите, что вы не робот',
      captcha: true,
      captchaLevel: 4,
    });
    // a check of a lower level is not enough for this account, and spends nothing
    const cheap = await login({ email, password, altcha: await solveAltcha(app, { level: 2 }) });
    expect(cheap.statusCode).toBe(401);
    expect(readAs(cheap, loginFailure)).toMatchObject({
      message: 'Для этой учётной записи нужна более долгая проверка «Я не робот», пройдите её ещё раз',
      captchaLevel: 4,
    });
    expect(await failuresOf(email)).toBe(45);

    // the right password with the check asked for: in, and the failures are forgotten
    const ok = await login({ email, password, altcha: await solveAltcha(app, { level: 4 }) });
    expect(ok.statusCode).toBe(200);
    expect(readAs(ok, tokenPair).res).toBe(true);
    expect(await failuresOf(email)).toBe(0);
  });

  it('names a higher level as the failures grow: 5, 10, 20 and 40 of them', async () => {
    const { email } = await createCompany(app);
    const seen: (number | undefined)[] = [];
    for (const [count, level] of [
      [9, 1],
      [19, 2],
      [39, 3],
    ] as const) {
      const have = await failuresOf(email);
      if (count > have) {
        await app.db
          .insert(loginFailures)
          .values(Array.from({ length: count - have }, () => ({ email, ip: '127.0.8.1' })));
      }
      const res = await login({ email, password: 'wrong', altcha: await solveAltcha(app, { level }) });
      expect(res.statusCode).toBe(401);
      seen.push(readAs(res, loginFailure).captchaLevel);
    }
    expect(seen).toEqual([2, 3, 4]);
  });

  it('limits login attempts per IP: the 21st in a minute gets 429 in Russian', async () => {
    const ip = '127.0.5.1';
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) codes.push((await login({ email: 'x', password: 'y' }, ip)).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 400)).toBe(true);
    expect(codes[20]).toBe(429);
    const res = await login({ email: 'x', password: 'y' }, ip);
    expect(readAs(res, errorBody)).toEqual({
      res: false,
      message: 'Слишком много запросов, попробуйте позже',
    });
    // Another address is not affected.
    expect((await login({ email: 'x', password: 'y' }, '127.0.5.2')).statusCode).toBe(400);
  });

  it('does not let a deleted user in', async () => {
    const { email, password, owner } = await createCompany(app);
    await app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, owner.id));
    const res = await login({ email, password });
    expect(res.statusCode).toBe(401);
    expect(readAs(res, loginFailure)).toEqual({ res: false, message: WRONG });
  });
});

describe('the login guard', () => {
  it('asks for no check below 5 failures, then one level more at 5, 10, 20 and 40', () => {
    const levels = [0, 4, 5, 9, 10, 19, 20, 39, 40, 1000].map(captchaLevel);
    expect(levels).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4]);
  });

  it('slows answers by an eighth, a quarter, a half and all of the longest wait', () => {
    expect([0, 1, 2, 3, 4, 9].map((level) => slowdownMs(level, 3000))).toEqual([
      0, 375, 750, 1500, 3000, 3000,
    ]);
  });

  it('never eases as failures grow', () => {
    fc.assert(
      fc.property(fc.nat(500), fc.nat(500), (x, y) => {
        const [few, many] = x <= y ? [x, y] : [y, x];
        expect(captchaLevel(few)).toBeLessThanOrEqual(captchaLevel(many));
        expect(slowdownMs(captchaLevel(few), 3000)).toBeLessThanOrEqual(slowdownMs(captchaLevel(many), 3000));
      }),
    );
  });
});

describe('GET /api/altcha/?level=', () => {
  it('doubles the proof of work per level and refuses a level that does not exist, in Russian', async () => {
    const costs: number[] = [];
    for (const level of [1, 2, 3, 4]) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/altcha/?level=${level}`,
        remoteAddress: nextIp(),
      });
      costs.push(readAs(res, altchaChallenge).parameters.cost);
    }
    expect(costs).toEqual([1, 2, 4, 8]);
    for (const bad of ['0', '5', 'abc', '1.5']) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/altcha/?level=${bad}`,
        remoteAddress: nextIp(),
      });
      expect(res.statusCode).toBe(400);
      expect(readAs(res, errorBody).message).toContain('Уровень проверки — число от 1 до 4');
    }
  });
});
