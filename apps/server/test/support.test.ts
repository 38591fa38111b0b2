import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  errorBody,
  supportCreatedResponse,
  supportThreadResponse,
  supportThreadsResponse,
} from '@glad/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { startSession } from '../src/modules/auth/sessions.js';
import { createCompany, readAs, useTestApp } from './helpers/app.js';
import { startSmtpServer } from './helpers/smtp.js';

const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'glad-support-'));
const smtp = await startSmtpServer();
afterAll(async () => {
  await smtp.close();
  await rm(uploadsDir, { recursive: true, force: true });
}); // after the app's own close, which useTestApp registers next
const app = await useTestApp({ uploadsDir, smtpUrl: smtp.url, publicUrl: 'https://glad.example.ru' });

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
type Headers = Record<string, string>;

function form(fields: Record<string, string>, file?: { data: Buffer; type: string }) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  if (file) body.append('screenshot', new Blob([new Uint8Array(file.data)], { type: file.type }), 'shot.png');
  return body;
}
const post = (url: string, headers: Headers, payload: FormData) =>
  app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers: Headers) => app.inject({ method: 'GET', url, headers });

let admin: Headers;
const adminEmail = `support-admin-${Date.now()}@example.com`;
beforeAll(async () => {
  const [row] = await app.db
    .insert(users)
    .values({ email: adminEmail, passwordHash: 'x', name: 'Админ', admin: true })
    .returning();
  admin = { authorization: `Bearer ${(await startSession(app, row!)).accessToken}` };
});

describe('support threads', () => {
  it('a user asks with a screenshot, the admins are told, an admin answers, the user is told', async () => {
    const a = await createCompany(app, { companyName: 'Потолки Север' });
    const asked = await post(
      '/api/support/',
      a.headers,
      form(
        { subject: 'Не печатается смета', text: 'Нажимаю «Печать» —\nничего.' },
        { data: PNG, type: 'image/png' },
      ),
    );
    expect(asked.statusCode).toBe(200);
    const { id } = readAs(asked, supportCreatedResponse);

    const toAdmin = await smtp.waitFor(adminEmail);
    expect(toAdmin.subject).toBe('Новое обращение: Не печатается смета');
    expect(toAdmin.text).toContain(`${a.email} (Потолки Север) обратился в поддержку.`);
    expect(toAdmin.text).toContain('> ничего.');
    expect(toAdmin.text).toContain(`https://glad.example.ru/admin/support/?id=${id}`);

    const mine = readAs(await get('/api/support/', a.headers), supportThreadsResponse);
    expect(mine.pagination.total).toBe(1);
    expect(mine.content[0]).toMatchObject({ id, status: 'open', messages: 1, companyName: 'Потолки Север' });

    const open = readAs(await get('/api/admin/support/?status=open', admin), supportThreadsResponse);
    expect(open.content.map((t: { id: number }) => t.id)).toContain(id);

    const answered = await post(
      `/api/support/${id}/`,
      admin,
      form({ text: 'Обновите страницу, пожалуйста.' }),
    );
    expect(answered.statusCode).toBe(200);
    const toUser = await smtp.waitFor(a.email);
    expect(toUser.subject).toBe('Ответ поддержки: Не печатается смета');
    expect(toUser.text).toContain('> Обновите страницу, пожалуйста.');
    expect(toUser.text).toContain(`https://glad.example.ru/support/?id=${id}`);

    const thread = readAs(await get(`/api/support/${id}`, a.headers), supportThreadResponse);
    expect(thread).toMatchObject({ id, status: 'answered', messages: 2 });
    expect(thread.content).toHaveLength(2);
    expect(thread.content[0]).toMatchObject({
      fromSupport: false,
      author: 'Иван',
      text: 'Нажимаю «Печать» —\nничего.',
    });
    expect(thread.content[1]).toMatchObject({
      fromSupport: true,
      author: 'Поддержка Глади',
      screenshot: null,
    });

    const shot = await get(thread.content[0]!.screenshot!, a.headers);
    expect(shot.statusCode).toBe(200);
    expect(shot.headers['content-type']).toBe('image/png');
    expect(shot.rawPayload.equals(PNG)).toBe(true);
    expect((await get(thread.content[0]!.screenshot!, admin)).statusCode).toBe(200);

    // The user writes again: open again, the admins told of the new message.
    smtp.mails.splice(0);
    expect(
      (await post(`/api/support/${id}/`, a.headers, form({ text: 'Помогло, спасибо!' }))).statusCode,
    ).toBe(200);
    expect((await smtp.waitFor(adminEmail)).subject).toBe('Новое сообщение: Не печатается смета');
    expect(readAs(await get(`/api/support/${id}`, a.headers), supportThreadResponse).status).toBe('open');
  });

  it('keeps threads to the one who asked: another company, a colleague and a stranger get 404', async () => {
    const a = await createCompany(app);
    const b = await createCompany(app);
    const { id } = readAs(
      await post('/api/support/', a.headers, form({ subject: 'Вопрос', text: 'Текст' })),
      supportCreatedResponse,
    );
    const [colleague] = await app.db
      .insert(users)
      .values({ companyId: a.company.id, email: `col-${id}@example.com`, passwordHash: 'x', name: 'Коллега' })
      .returning();
    const colleagueHeaders = {
      authorization: `Bearer ${(await startSession(app, colleague!)).accessToken}`,
    };
    for (const headers of [b.headers, colleagueHeaders]) {
      const read = await get(`/api/support/${id}`, headers);
      expect(read.statusCode).toBe(404);
      expect(readAs(read, errorBody)).toEqual({ res: false, message: 'Обращение не найдено' });
      expect((await post(`/api/support/${id}/`, headers, form({ text: 'Чужое' }))).statusCode).toBe(404);
      expect((await get(`/api/support/${id}/screenshot/1/`, headers)).statusCode).toBe(404);
      expect(readAs(await get('/api/support/', headers), supportThreadsResponse).pagination.total).toBe(0);
    }
    expect((await app.inject({ method: 'GET', url: '/api/support/' })).statusCode).toBe(401);
    // Only admins read every thread.
    const all = await get('/api/admin/support/', a.headers);
    expect(all.statusCode).toBe(403);
    expect(readAs(all, errorBody)).toEqual({ res: false, message: 'Недостаточно прав' });
  });

  it('answers bad input with a Russian 4xx and stores nothing', async () => {
    const a = await createCompany(app);
    const cases: [FormData, number, string][] = [
      [form({ subject: 'Аб', text: 'Текст' }), 400, 'Тема — не короче 3 символов'],
      [form({ subject: 'Тема вопроса' }), 400, 'Напишите сообщение'],
      [form({ subject: 'Тема вопроса', text: '   ' }), 400, 'Напишите сообщение'],
      [form({ subject: 'Тема вопроса', text: 'a\u0000b' }), 400, 'Текст содержит недопустимый символ'],
      [
        form(
          { subject: 'Тема вопроса', text: 'Текст' },
          { data: Buffer.from('not a picture'), type: 'image/png' },
        ),
        415,
        'Файл не похож на изображение PNG, JPEG, WebP или SVG',
      ],
      [
        form({ subject: 'Тема вопроса', text: 'Текст' }, { data: PNG, type: 'application/pdf' }),
        415,
        'Допустимы изображения PNG, JPEG, WebP или SVG',
      ],
    ];
    for (const [payload, status, message] of cases) {
      const res = await post('/api/support/', a.headers, payload);
      expect(res.statusCode).toBe(status);
      expect(readAs(res, errorBody)).toEqual({ res: false, message });
    }
    const big = form(
      { subject: 'Тема вопроса', text: 'Текст' },
      { data: Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]), type: 'image/png' },
    );
    const tooBig = await post('/api/support/', a.headers, big);
    expect(tooBig.statusCode).toBe(413);
    expect(readAs(tooBig, errorBody).message).toBe('Файл больше 5 МБ');
    const json = await app.inject({
      method: 'POST',
      url: '/api/support/',
      headers: a.headers,
      payload: { subject: 'Тема', text: 'Текст' },
    });
    expect(json.statusCode).toBe(415);
    expect(readAs(json, errorBody).message).toBe('Отправьте форму как multipart/form-data');
    expect(readAs(await get('/api/support/', a.headers), supportThreadsResponse).pagination.total).toBe(0);
  });
});
