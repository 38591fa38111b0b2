import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { errorBody, messageResponse } from '@glad/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { passwordResets } from '../src/db/schema/index.js';
import { solveAltcha } from './helpers/altcha.js';
import { createCompany, createTestApp, readAs, useTestApp } from './helpers/app.js';
import { parseMail, startSmtpServer } from './helpers/smtp.js';

const smtp = await startSmtpServer();
afterAll(() => smtp.close()); // after the app's own close, which useTestApp registers next
const app = await useTestApp({ smtpUrl: smtp.url, publicUrl: 'https://glad.example.ru' });

let ipCounter = 0;
const nextIp = () => `127.0.6.${++ipCounter}`;
const FORGOT_ANSWER =
  'Если эта почта зарегистрирована, мы отправили на неё письмо со ссылкой для смены пароля. Ссылка действует один час.';
const INVALID = 'Ссылка для смены пароля недействительна или устарела. Запросите новую.';

async function forgot(target: App, email: string) {
  return target.inject({
    method: 'POST',
    url: '/api/password/forgot/',
    payload: { email, altcha: await solveAltcha(target) },
    remoteAddress: nextIp(),
  });
}
const reset = (token: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/password/reset/',
    payload: { token, password },
    remoteAddress: nextIp(),
  });
const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/login/', payload: { email, password }, remoteAddress: nextIp() });

function tokenFrom(text: string): string {
  const link = /https:\/\/glad\.example\.ru\/password\/reset\/\?token=([\w-]+)/.exec(text);
  if (!link) throw new Error(`no reset link in:\n${text}`);
  return link[1]!;
}

describe('password recovery', () => {
  it('mails a single-use link; it sets the password and ends every session of the user', async () => {
    const { email, password, accessToken, refreshToken } = await createCompany(app);
    const res = await forgot(app, email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(readAs(res, messageResponse)).toEqual({ res: true, message: FORGOT_ANSWER });

    const mail = await smtp.waitFor(email);
    expect(mail.subject).toBe('Смена пароля в «Гладь»');
    expect(mail.text).toContain('Здравствуйте, Иван!');
    expect(mail.text).toContain('действует один час');
    const token = tokenFrom(mail.text);

    // Stored hashed, never as sent.
    const rows = await app.db.select().from(passwordResets);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);

    const done = await reset(token, 'новый-пароль-2');
    expect(done.statusCode).toBe(200);
    expect(readAs(done, messageResponse)).toEqual({
      res: true,
      message: 'Пароль изменён. Войдите с новым паролем.',
    });

    const verify = await app.inject({
      method: 'GET',
      url: '/api/verify/',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(verify.statusCode).toBe(401);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/refresh/',
      headers: { authorization: `Bearer ${refreshToken}` },
    });
    expect(refreshed.statusCode).toBe(401);

    expect((await login(email, password)).statusCode).toBe(401);
    expect((await login(email, 'новый-пароль-2')).statusCode).toBe(200);

    const again = await reset(token, 'ещё-один-пароль');
    expect(again.statusCode).toBe(400);
    expect(readAs(again, errorBody)).toEqual({ res: false, message: INVALID });
    expect((await login(email, 'ещё-один-пароль')).statusCode).toBe(401);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = smtp.mails.length;
    const res = await forgot(app, 'nobody-here@example.com');
    expect(res.statusCode).toBe(200);
    expect(readAs(res, messageResponse)).toEqual({ res: true, message: FORGOT_ANSWER });
    // A known email's letter, requested after, arrives alone: nothing was queued for the unknown one.
    const { email } = await createCompany(app);
    await forgot(app, email);
    await smtp.waitFor(email);
    expect(smtp.mails.slice(before).map((m) => m.to)).toEqual([[email]]);
  });

  it('refuses an expired link, a made-up one and a weak new password', async () => {
    const { email } = await createCompany(app);
    await forgot(app, email);
    const token = tokenFrom((await smtp.waitFor(email)).text);

    const weak = await reset(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(readAs(weak, errorBody).message).toContain('Пароль должен быть не короче 8 символов');

    const madeUp = await reset('x'.repeat(43), 'хороший-пароль');
    expect(readAs(madeUp, errorBody)).toEqual({ res: false, message: INVALID });

    await app.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await reset(token, 'хороший-пароль');
    expect(expired.statusCode).toBe(400);
    expect(readAs(expired, errorBody)).toEqual({ res: false, message: INVALID });
  });

  it('a new link makes the older ones useless once a password is set', async () => {
    const { email } = await createCompany(app);
    await forgot(app, email);
    const first = tokenFrom((await smtp.waitFor(email)).text);
    smtp.mails.splice(0);
    await forgot(app, email);
    const second = tokenFrom((await smtp.waitFor(email)).text);
    expect(second).not.toBe(first);
    expect((await reset(second, 'пароль-второй')).statusCode).toBe(200);
    expect((await reset(first, 'пароль-первый')).statusCode).toBe(400);
  });

  it('needs a solved ALTCHA and limits requests per IP', async () => {
    const noCaptcha = await app.inject({
      method: 'POST',
      url: '/api/password/forgot/',
      payload: { email: 'a@example.com' },
    });
    expect(noCaptcha.statusCode).toBe(400);
    expect(readAs(noCaptcha, errorBody).message).toContain('Подтвердите, что вы не робот');

    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/password/forgot/',
        payload: {},
        remoteAddress: '127.0.7.1',
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe('without SMTP_URL', () => {
  it('writes the letter into the outbox folder', async () => {
    const outboxDir = await mkdtemp(path.join(tmpdir(), 'glad-outbox-'));
    const local = await createTestApp({ smtpUrl: undefined, outboxDir });
    try {
      const { email } = await createCompany(local);
      expect((await forgot(local, email)).statusCode).toBe(200);
      let files: string[] = [];
      for (let i = 0; i < 50 && files.length === 0; i++) {
        files = await readdir(outboxDir);
        if (files.length === 0) await new Promise((r) => setTimeout(r, 100));
      }
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const eml = await readFile(path.join(outboxDir, files[0]!), 'utf8');
      expect(eml).toContain(`To: ${email}`);
      const letter = parseMail(eml);
      expect(letter.subject).toBe('Смена пароля в «Гладь»');
      expect(letter.text).toMatch(/\/password\/reset\/\?token=[\w-]{43}/);
      const rows = await local.db.select().from(passwordResets);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.usedAt).toBeNull();
    } finally {
      await local.close();
      await rm(outboxDir, { recursive: true, force: true });
    }
  });
});
