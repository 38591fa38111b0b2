import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { companyResponse, errorBody, okBody, uploadResponse, userResponse } from '@glad/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { files, users } from '../src/db/schema/index.js';
import { startSession } from '../src/modules/auth/sessions.js';
import { createCompany, readAs, useTestApp } from './helpers/app.js';

const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'glad-files-'));
afterAll(() => rm(uploadsDir, { recursive: true, force: true })); // after the app's own close
const app = await useTestApp({ uploadsDir });

type Owner = Awaited<ReturnType<typeof createCompany>>;
type Headers = Record<string, string>;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(16),
]);
const SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
);

function form(data: Buffer, type: string, name = 'picture') {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(data)], { type }), name);
  return body;
}

const upload = (url: string, headers: Headers, payload: FormData) =>
  app.inject({ method: 'POST', url, headers, payload });
const getFile = (url: string, headers: Headers) => app.inject({ method: 'GET', url, headers });
const companyOf = async (a: Owner) =>
  readAs(await app.inject({ method: 'GET', url: '/api/company/', headers: a.headers }), companyResponse)
    .company;

async function addStaff(owner: Owner, rights: string[] = []) {
  const [row] = await app.db
    .insert(users)
    .values({
      companyId: owner.company.id,
      email: `f-${Math.random().toString(36).slice(2)}@example.com`,
      passwordHash: 'x',
      name: 'Пётр',
      rights,
    })
    .returning();
  const tokens = await startSession(app, row!);
  return { user: row!, headers: { authorization: `Bearer ${tokens.accessToken}` } as Headers };
}

async function storedPath(id: number) {
  const [row] = await app.db.select().from(files).where(eq(files.id, id));
  return path.join(uploadsDir, ...row!.storageKey.split('/'));
}

describe('POST /api/company/logo/ and GET /api/files/{id}/', () => {
  it('stores the owner’s PNG logo; the company shows its URL, which streams the same bytes', async () => {
    const a = await createCompany(app);
    const res = await upload('/api/company/logo/', a.headers, form(PNG, 'image/png', 'logo.png'));
    expect(res.statusCode).toBe(200);
    const { id, url } = readAs(res, uploadResponse);
    expect(readAs(res, uploadResponse)).toEqual({ res: true, id, url: `/api/files/${id}/` });
    expect((await companyOf(a)).logo).toBe(url);
    const file = await getFile(url, a.headers);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-security-policy']).toContain('sandbox');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect(existsSync(await storedPath(id))).toBe(true);
  });

  it('replacing the logo removes the old file', async () => {
    const a = await createCompany(app);
    const first = readAs(
      await upload('/api/company/logo/', a.headers, form(PNG, 'image/png')),
      uploadResponse,
    );
    const oldPath = await storedPath(first.id);
    const second = await upload('/api/company/logo/', a.headers, form(JPEG, 'image/jpeg'));
    expect(second.statusCode).toBe(200);
    expect((await companyOf(a)).logo).toBe(readAs(second, uploadResponse).url);
    expect((await getFile(first.url, a.headers)).statusCode).toBe(404);
    expect(existsSync(oldPath)).toBe(false);
    expect((await getFile(readAs(second, uploadResponse).url, a.headers)).headers['content-type']).toBe(
      'image/jpeg',
    );
  });

  it('accepts WebP and a plain SVG, judged by content', async () => {
    const a = await createCompany(app);
    const webp = await upload('/api/company/logo/', a.headers, form(WEBP, 'image/webp'));
    expect(webp.statusCode).toBe(200);
    // Declared as PNG, but the bytes are SVG: stored as what it really is.
    const svg = await upload('/api/company/logo/', a.headers, form(SVG, 'image/png'));
    expect(svg.statusCode).toBe(200);
    expect((await getFile(readAs(svg, uploadResponse).url, a.headers)).headers['content-type']).toBe(
      'image/svg+xml',
    );
  });

  it.each([
    [
      'a text file',
      Buffer.from('просто текст'),
      'text/plain',
      'Допустимы изображения PNG, JPEG, WebP или SVG',
    ],
    ['text declared as PNG', Buffer.from('not a picture'), 'image/png', 'Файл не похож на изображение'],
    [
      'an SVG with a script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'image/svg+xml',
      'SVG со скриптами',
    ],
    [
      'an SVG with an event handler',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'),
      'image/svg+xml',
      'SVG со скриптами',
    ],
  ])('refuses %s with 415 and a Russian message', async (_label, data, type, message) => {
    const a = await createCompany(app);
    const res = await upload('/api/company/logo/', a.headers, form(data, type));
    expect(res.statusCode).toBe(415);
    expect(readAs(res, errorBody).message).toContain(message);
    expect((await companyOf(a)).logo).toBeNull();
  });

  it('refuses a file over 5 MiB with 413 and takes one just under it', async () => {
    const a = await createCompany(app);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1 - PNG.length)]);
    const refused = await upload('/api/company/logo/', a.headers, form(big, 'image/png'));
    expect(refused.statusCode).toBe(413);
    expect(readAs(refused, errorBody)).toEqual({ res: false, message: 'Файл больше 5 МБ' });
    const fits = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length)]);
    expect((await upload('/api/company/logo/', a.headers, form(fits, 'image/png'))).statusCode).toBe(200);
  });

  it('answers 415 for a non-multipart request and 400 when no file is sent', async () => {
    const a = await createCompany(app);
    const json = await app.inject({
      method: 'POST',
      url: '/api/company/logo/',
      headers: a.headers,
      payload: {},
    });
    expect(json.statusCode).toBe(415);
    expect(readAs(json, errorBody).message).toBe('Отправьте файл как multipart/form-data');
    const empty = new FormData();
    empty.append('note', 'без файла');
    const none = await upload('/api/company/logo/', a.headers, empty);
    expect(none.statusCode).toBe(400);
    expect(readAs(none, errorBody).message).toBe('Выберите файл');
  });

  it('refuses a staff user without owner rights', async () => {
    const a = await createCompany(app);
    const staff = await addStaff(a, ['1', '2']);
    const res = await upload('/api/company/logo/', staff.headers, form(PNG, 'image/png'));
    expect(res.statusCode).toBe(403);
    expect(readAs(res, errorBody).message).toBe('Логотип меняет только владелец компании');
  });

  it('answers 401 without a token and 404 for another company’s file', async () => {
    const a = await createCompany(app);
    const b = await createCompany(app);
    const { url } = readAs(
      await upload('/api/company/logo/', a.headers, form(PNG, 'image/png')),
      uploadResponse,
    );
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const foreign = await getFile(url, b.headers);
    expect(foreign.statusCode).toBe(404);
    expect(readAs(foreign, errorBody)).toEqual({ res: false, message: 'Файл не найден' });
    expect((await getFile('/api/files/999999/', a.headers)).statusCode).toBe(404);
  });
});

describe('POST /api/users/{id}/photo/', () => {
  it('lets a user set his own photo, shown on his profile', async () => {
    const a = await createCompany(app);
    const staff = await addStaff(a);
    const res = await upload(`/api/users/${staff.user.id}/photo/`, staff.headers, form(PNG, 'image/png'));
    expect(res.statusCode).toBe(200);
    const user = readAs(
      await app.inject({ method: 'GET', url: `/api/users/${staff.user.id}`, headers: a.headers }),
      userResponse,
    ).user;
    expect(user).toMatchObject({ no_photo: false, photo: readAs(res, uploadResponse).url });
    expect((await getFile(readAs(res, uploadResponse).url, a.headers)).statusCode).toBe(200);
  });

  it('lets the owner set a staff photo; a plain colleague and another company may not', async () => {
    const a = await createCompany(app);
    const b = await createCompany(app);
    const staff = await addStaff(a);
    const colleague = await addStaff(a, ['2']);
    const url = `/api/users/${staff.user.id}/photo/`;
    expect((await upload(url, a.headers, form(PNG, 'image/png'))).statusCode).toBe(200);
    const refused = await upload(url, colleague.headers, form(PNG, 'image/png'));
    expect(refused.statusCode).toBe(403);
    expect(readAs(refused, errorBody).message).toBe('Менять фото может сам сотрудник или владелец');
    expect((await upload(url, b.headers, form(PNG, 'image/png'))).statusCode).toBe(404);
  });
});

describe('DELETE /api/files/{id}/', () => {
  it('removes the logo for the owner only: the company has no logo and the file is gone', async () => {
    const a = await createCompany(app);
    const staff = await addStaff(a, ['1']);
    const { id, url } = readAs(
      await upload('/api/company/logo/', a.headers, form(PNG, 'image/png')),
      uploadResponse,
    );
    const onDisk = await storedPath(id);
    const refused = await app.inject({ method: 'DELETE', url, headers: staff.headers });
    expect(refused.statusCode).toBe(403);
    expect(readAs(refused, errorBody).message).toBe('Недостаточно прав, чтобы удалить этот файл');
    const res = await app.inject({ method: 'DELETE', url, headers: a.headers });
    expect(res.statusCode).toBe(200);
    expect(readAs(res, okBody)).toEqual({ res: true });
    expect((await companyOf(a)).logo).toBeNull();
    expect((await getFile(url, a.headers)).statusCode).toBe(404);
    expect(existsSync(onDisk)).toBe(false);
  });

  it('lets a user remove his own photo, back to the default picture', async () => {
    const a = await createCompany(app);
    const staff = await addStaff(a);
    const { url } = readAs(
      await upload(`/api/users/${staff.user.id}/photo/`, staff.headers, form(PNG, 'image/png')),
      uploadResponse,
    );
    const res = await app.inject({ method: 'DELETE', url, headers: staff.headers });
    expect(res.statusCode).toBe(200);
    const user = readAs(
      await app.inject({ method: 'GET', url: `/api/users/${staff.user.id}`, headers: staff.headers }),
      userResponse,
    ).user;
    expect(user).toMatchObject({ no_photo: true, photo: '/default-user.svg' });
  });

  it('answers 404 for another company’s file, which stays', async () => {
    const a = await createCompany(app);
    const b = await createCompany(app);
    const { url } = readAs(
      await upload('/api/company/logo/', a.headers, form(PNG, 'image/png')),
      uploadResponse,
    );
    expect((await app.inject({ method: 'DELETE', url, headers: b.headers })).statusCode).toBe(404);
    expect((await getFile(url, a.headers)).statusCode).toBe(200);
    expect((await readdir(uploadsDir)).length).toBeGreaterThan(0);
  });
});
