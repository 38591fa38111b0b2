import {
  DEFAULT_USER_PHOTO,
  employeesResponse,
  errorBody,
  NO_DATA,
  okBody,
  tokenPair,
  userResponse,
} from '@glad/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, tariffs, users } from '../src/db/schema/index.js';
import { hashPassword } from '../src/lib/password.js';
import { createRateWindow, REGISTRATION_RATE } from '../src/lib/rate-window.js';
import { startSession } from '../src/modules/auth/sessions.js';
import { createCompany, readAs, useTestApp } from './helpers/app.js';

const app = await useTestApp();

type Owner = Awaited<ReturnType<typeof createCompany>>;
type Headers = Record<string, string>;

let n = 0;
const uniqueEmail = (prefix = 'staff') =>
  `${prefix}-${++n}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A staff user inserted directly, with a session. */
async function addStaff(owner: Owner, rights: string[] = [], extra: Partial<typeof users.$inferInsert> = {}) {
  const [row] = await app.db
    .insert(users)
    .values({
      companyId: owner.company.id,
      email: uniqueEmail(),
      passwordHash: 'x',
      name: 'Пётр',
      rights,
      ...extra,
    })
    .returning();
  const tokens = await startSession(app, row!);
  return { user: row!, headers: { authorization: `Bearer ${tokens.accessToken}` } as Headers };
}

/** Raises the company's plan so the user limit does not get in the way of the test. */
async function roomyPlan(owner: Owner) {
  const [plan] = await app.db
    .insert(tariffs)
    .values({ name: 'Большой', managers: 100, templateCalc: 10, calc: 1000, price: 100000 })
    .returning();
  await app.db.update(companies).set({ tariffId: plan!.id }).where(eq(companies.id, owner.company.id));
}

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('GET /api/users/{id}', () => {
  it('answers the caller himself with every field of docs/spec.md §3', async () => {
    const a = await createCompany(app);
    const res = await call('GET', `/api/users/${a.owner.id}`, a.headers);
    expect(res.statusCode).toBe(200);
    expect(readAs(res, userResponse)).toEqual({
      res: true,
      user: {
        id: a.owner.id,
        name: 'Иван',
        family: '',
        secondname: '',
        email: a.email,
        lastLogin: expect.any(String),
        phone: '+79991234567',
        admin: false,
        rights: [],
        ABR: 'И',
        no_photo: true,
        photo: DEFAULT_USER_PHOTO,
        dolzhnost: 'Руководитель',
        vladelec: true,
      },
    });
  });

  it('answers the caller with his row as it is now: a change he just saved, a session revoked meanwhile', async () => {
    const a = await createCompany(app);
    const saved = await call('PUT', `/api/users/${a.owner.id}`, a.headers, { family: 'Сидоров' });
    expect(saved.statusCode).toBe(200);
    const res = await call('GET', `/api/users/${a.owner.id}`, a.headers);
    expect(readAs(res, userResponse).user).toMatchObject({ family: 'Сидоров', ABR: 'ИС' });
    await app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, a.owner.id));
    expect((await call('GET', `/api/users/${a.owner.id}`, a.headers)).statusCode).toBe(401);
  });

  it('answers a colleague, with initials from name and family and «нет данных» for no position', async () => {
    const a = await createCompany(app);
    const staff = await addStaff(a, ['2', '7'], { name: 'иван', family: 'петров' });
    const res = await call('GET', `/api/users/${staff.user.id}`, a.headers);
    expect(res.statusCode).toBe(200);
    expect(readAs(res, userResponse).user).toMatchObject({
      ABR: 'ИП',
      dolzhnost: NO_DATA,
      rights: ['2', '7'],
      vladelec: false,
      lastLogin: expect.any(String),
    });
  });

  it('answers 404 for a user of another company, a removed user and an unknown id', async () => {
    const a = await createCompany(app);
    const b = await createCompany(app);
    const gone = await addStaff(a, [], { deletedAt: new Date() });
    for (const id of [b.owner.id, gone.user.id, 999_999]) {
      const res = await call('GET', `/api/users/${id}`, a.headers);
      expect(res.statusCode).toBe(404);
      expect(readAs(res, errorBody)).toEqual({ res: false, message: 'Пользователь не найден' });
    }
  });

  it('answers 400 for an id that is not a positive number and 401 without a token', async () => {
    const a = await createCompany(app);
    expect((await call('GET', '/api/users/abc', a.headers)).statusCode).toBe(400);
    expect((await call('GET', '/api/users/0', a.headers)).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: `/api/users/${a.owner.id}` })).statusCode).toBe(401);
  });

  it('lets a user without a company read only himself', async () => {
    const a = await createCompany(app);
    const [row] = await app.db
      .insert(users)
      .values({ email: uniqueEmail('solo'), passwordHash: 'x' })
      .returning();
    const tokens = await startSession(app, row!);
    const headers = { authorization: `Bearer ${tokens.accessToken}` };
    expect((await call('GET', `/api/users/${row!.id}`, headers)).statusCode).toBe(200);
    expect((await call('GET', `/api/users/${a.owner.id}`, headers)).statusCode).toBe(404);
  });
});

describe('GET /api/users/', () => {
  it('lists the company’s people, owners first then by name, with activity and is_online', async () => {
    const a = await createCompany(app);
    await roomyPlan(a);
    const old = new Date(Date.now() - 60 * 60 * 1000);
    await addStaff(a, [], { name: 'Яков', lastActivity: new Date(), lastLogin: old });
    const away = await addStaff(a, [], { name: 'Анна', lastActivity: old, lastLogin: old });
    await addStaff(a, [], { name: 'Борис', deletedAt: new Date() });
    await createCompany(app);
    const res = await call('GET', '/api/users/', a.headers);
    expect(res.statusCode).toBe(200);
    const list = readAs(res, employeesResponse);
    expect(list.map((u: { name: string }) => u.name)).toEqual(['Иван', 'Анна', 'Яков']);
    expect(list[0]).toMatchObject({ vladelec: true, is_online: true });
    // addStaff signs in, which marks activity; set Анна's back to an hour ago.
    await app.db.update(users).set({ lastActivity: old }).where(eq(users.id, away.user.id));
    const again = readAs(await call('GET', '/api/users/', a.headers), employeesResponse);
    expect(again[1]).toMatchObject({
      name: 'Анна',
      is_online: false,
      LAST_ACTIVITY_DATE: old.toISOString(),
      LAST_LOGIN: expect.any(String),
    });
    expect(again[2]).toMatchObject({ name: 'Яков', is_online: true });
  });
});

describe('POST /api/users/', () => {
  it('lets the owner add a staff user with rights, who can then sign in', async () => {
    const a = await createCompany(app);
    const email = uniqueEmail('new');
    const res = await call('POST', '/api/users/', a.headers, {
      email,
      password: 'staff-pass-1',
      name: 'Мария',
      family: 'Сидорова',
      phone: '+7 999 000-11-22',
      dolzhnost: 'Замерщик',
      rights: ['2', '4', '2'],
    });
    expect(res.statusCode).toBe(200);
    const { user } = readAs(res, userResponse);
    expect(user).toMatchObject({
      email,
      name: 'Мария',
      family: 'Сидорова',
      ABR: 'МС',
      phone: '+79990001122',
      dolzhnost: 'Замерщик',
      rights: ['2', '4'],
      vladelec: false,
      admin: false,
      lastLogin: null,
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: email.toUpperCase(), password: 'staff-pass-1' },
      remoteAddress: '127.0.9.1',
    });
    expect(login.statusCode).toBe(200);
    expect(readAs(login, tokenPair).res).toBe(true);
  });

  it('refuses a new user over the plan’s limit with a clear Russian message', async () => {
    const a = await createCompany(app);
    // The free plan allows 2 people: the owner and one more.
    const first = await call('POST', '/api/users/', a.headers, {
      email: uniqueEmail(),
      password: 'staff-pass-1',
      name: 'Первый',
    });
    expect(first.statusCode).toBe(200);
    const second = await call('POST', '/api/users/', a.headers, {
      email: uniqueEmail(),
      password: 'staff-pass-1',
      name: 'Второй',
    });
    expect(second.statusCode).toBe(403);
    expect(readAs(second, errorBody)).toEqual({
      res: false,
      message:
        'Тариф «Бесплатный» позволяет не более 2 сотрудников, включая владельца. ' +
        'Чтобы добавить сотрудника, перейдите на другой тариф или удалите неактивного.',
    });
    expect(readAs(await call('GET', '/api/users/', a.headers), employeesResponse)).toHaveLength(2);
  });

  it('refuses an email already used, whatever its case, with 409', async () => {
    const a = await createCompany(app);
    const b = await createCompany(app);
    const res = await call('POST', '/api/users/', a.headers, {
      email: b.email.toUpperCase(),
      password: 'staff-pass-1',
      name: 'Двойник',
    });
    expect(res.statusCode).toBe(409);
    expect(readAs(res, errorBody).message).toBe('Пользователь с такой почтой уже зарегистрирован');
  });

  it('lets a staff admin (group 1) add users without rights, but not grant rights', async () => {
    const a = await createCompany(app);
    await roomyPlan(a);
    const admin = await addStaff(a, ['1']);
    const ok = await call('POST', '/api/users/', admin.headers, {
      email: uniqueEmail(),
      password: 'staff-pass-1',
      name: 'Ок',
    });
    expect(ok.statusCode).toBe(200);
    const granted = await call('POST', '/api/users/', admin.headers, {
      email: uniqueEmail(),
      password: 'staff-pass-1',
      name: 'Нет',
      rights: ['11'],
    });
    expect(granted.statusCode).toBe(403);
    expect(readAs(granted, errorBody).message).toBe('Права сотрудников назначает владелец компании');
  });

  it('refuses a user without the staff right', async () => {
    const a = await createCompany(app);
    const staff = await addStaff(a, ['2', '3']);
    const res = await call('POST', '/api/users/', staff.headers, {
      email: uniqueEmail(),
      password: 'staff-pass-1',
      name: 'Нет',
    });
    expect(res.statusCode).toBe(403);
    expect(readAs(res, errorBody).message).toBe(
      'Добавлять сотрудников может владелец или сотрудник с правом «Сотрудники»',
    );
  });

  it.each([
    [{ password: 'staff-pass-1', name: 'Без почты' }, 'Укажите почту'],
    [{ email: 'не почта', password: 'staff-pass-1', name: 'А' }, 'Введите корректную почту'],
    [{ email: 'a@example.com', password: 'short', name: 'А' }, 'не короче 8'],
    [{ email: 'a@example.com', password: 'staff-pass-1', name: ' ' }, 'Укажите имя'],
    [
      { email: 'a@example.com', password: 'staff-pass-1', name: 'А', rights: ['99'] },
      'Неизвестная группа прав',
    ],
    [
      { email: 'a@example.com', password: 'staff-pass-1', name: 'А', phone: 'abc' },
      'В номере телефона могут быть только цифры',
    ],
  ])('refuses %j with 400', async (payload, message) => {
    const a = await createCompany(app);
    const res = await call('POST', '/api/users/', a.headers, payload);
    expect(res.statusCode).toBe(400);
    expect(readAs(res, errorBody).message).toContain(message);
  });
});

describe('PUT /api/users/{id}', () => {
  it('lets a user edit his own profile but not his rights', async () => {
    const a = await createCompany(app);
    const staff = await addStaff(a, ['2']);
    const res = await call('PUT', `/api/users/${staff.user.id}`, staff.headers, {
      name: 'Пётр',
      family: 'Иванов',
      secondname: 'Сергеевич',
      dolzhnost: 'Монтажник',
    });
    expect(res.statusCode).toBe(200);
    expect(readAs(res, userResponse).user).toMatchObject({
      family: 'Иванов',
      ABR: 'ПИ',
      dolzhnost: 'Монтажник',
    });
    const rights = await call('PUT', `/api/users/${staff.user.id}`, staff.headers, { rights: ['1'] });
    expect(rights.statusCode).toBe(403);
    expect(readAs(rights, errorBody).message).toBe('Права сотрудников назначает владелец компании');
  });

  it('lets the owner change a user’s rights, which take effect at once', async () => {
    const a = await createCompany(app);
    await roomyPlan(a);
    const staff = await addStaff(a);
    const before = await call('POST', '/api/users/', staff.headers, {
      email: uniqueEmail(),
      password: 'staff-pass-1',
      name: 'Х',
    });
    expect(before.statusCode).toBe(403);
    const res = await call('PUT', `/api/users/${staff.user.id}`, a.headers, { rights: ['1', '11'] });
    expect(res.statusCode).toBe(200);
    expect(readAs(res, userResponse).user.rights).toEqual(['1', '11']);
    const after = await call('POST', '/api/users/', staff.headers, {
      email: uniqueEmail(),
      password: 'staff-pass-1',
      name: 'Х',
    });
    expect(after.statusCode).toBe(200);
  });

  it('lets a staff admin edit a colleague but not the owner; others may not edit colleagues', async () => {
    const a = await createCompany(app);
    const admin = await addStaff(a, ['1']);
    const plain = await addStaff(a);
    const ok = await call('PUT', `/api/users/${plain.user.id}`, admin.headers, { dolzhnost: 'Менеджер' });
    expect(ok.statusCode).toBe(200);
    const owner = await call('PUT', `/api/users/${a.owner.id}`, admin.headers, { name: 'Захват' });
    expect(owner.statusCode).toBe(403);
    expect(readAs(owner, errorBody).message).toBe('Профиль владельца изменяет только он сам');
    const other = await call('PUT', `/api/users/${admin.user.id}`, plain.headers, { name: 'Захват' });
    expect(other.statusCode).toBe(403);
  });

  it('refuses an email taken by another account (any case) and another company’s user', async () => {
    const a = await createCompany(app);
    const b = await createCompany(app);
    const staff = await addStaff(a);
    const taken = await call('PUT', `/api/users/${staff.user.id}`, a.headers, {
      email: b.email.toUpperCase(),
    });
    expect(taken.statusCode).toBe(409);
    const foreign = await call('PUT', `/api/users/${b.owner.id}`, a.headers, { name: 'Чужой' });
    expect(foreign.statusCode).toBe(404);
    const [row] = await app.db.select().from(users).where(eq(users.id, b.owner.id));
    expect(row!.name).toBe('Иван');
  });

  it('changes one’s own password only with the current one, ending the other sessions', async () => {
    const a = await createCompany(app);
    const other = await startSession(app, a.owner);
    const url = `/api/users/${a.owner.id}`;
    const missing = await call('PUT', url, a.headers, { password: 'new-pass-123' });
    expect(missing.statusCode).toBe(400);
    expect(readAs(missing, errorBody).message).toBe('Введите текущий пароль');
    const wrong = await call('PUT', url, a.headers, {
      password: 'new-pass-123',
      currentPassword: 'nope-nope',
    });
    expect(readAs(wrong, errorBody).message).toBe('Неверный текущий пароль');
    const ok = await call('PUT', url, a.headers, { password: 'new-pass-123', currentPassword: a.password });
    expect(ok.statusCode).toBe(200);
    expect((await call('GET', url, a.headers)).statusCode).toBe(200);
    const otherHeaders = { authorization: `Bearer ${other.accessToken}` };
    expect((await call('GET', url, otherHeaders)).statusCode).toBe(401);
  });

  it('lets the owner set a staff user’s password, ending that user’s sessions', async () => {
    const a = await createCompany(app);
    const staff = await addStaff(a, [], { passwordHash: await hashPassword('old-pass-123') });
    const res = await call('PUT', `/api/users/${staff.user.id}`, a.headers, { password: 'new-pass-456' });
    expect(res.statusCode).toBe(200);
    expect((await call('GET', `/api/users/${staff.user.id}`, staff.headers)).statusCode).toBe(401);
  });

  it('answers 400 for an empty change', async () => {
    const a = await createCompany(app);
    const res = await call('PUT', `/api/users/${a.owner.id}`, a.headers, {});
    expect(res.statusCode).toBe(400);
    expect(readAs(res, errorBody).message).toBe('Нет полей для изменения');
  });
});

describe('checking whether an email is taken', () => {
  it('is allowed a company only as often as registration allows one address, in Russian past that', async () => {
    const a = await createCompany(app);
    const b = await createCompany(app);
    await roomyPlan(a);
    const staff = await addStaff(a, ['1']);
    const taken = { email: b.email, password: 'staff-pass-1', name: 'Проба' };
    // the owner and a staff admin share the company's allowance: 10 a minute
    for (let i = 0; i < REGISTRATION_RATE.max; i++) {
      const res = await call('POST', '/api/users/', i % 2 ? staff.headers : a.headers, taken);
      expect(res.statusCode).toBe(409);
    }
    const refused = await call('POST', '/api/users/', a.headers, taken);
    expect(refused.statusCode).toBe(429);
    expect(readAs(refused, errorBody)).toEqual({
      res: false,
      message: 'Слишком много проверок почты: повторите через минуту',
    });
    const viaEdit = await call('PUT', `/api/users/${staff.user.id}`, a.headers, { email: b.email });
    expect(viaEdit.statusCode).toBe(429);
    // an edit that checks no email is not counted, nor held back
    const rename = await call('PUT', `/api/users/${staff.user.id}`, a.headers, { name: 'Пётр Новый' });
    expect(rename.statusCode).toBe(200);
    // another company has its own allowance
    expect((await call('POST', '/api/users/', b.headers, { ...taken, email: a.email })).statusCode).toBe(409);
  });

  it('counts within a sliding window', () => {
    let now = 0;
    const window = createRateWindow(2, 60_000, () => now);
    expect([window.take('k'), window.take('k'), window.take('k'), window.take('other')]).toEqual([
      true,
      true,
      false,
      true,
    ]);
    now = 59_999;
    expect(window.take('k')).toBe(false);
    now = 60_001;
    expect([window.take('k'), window.take('k'), window.take('k')]).toEqual([true, true, false]);
  });
});

describe('DELETE /api/users/{id}', () => {
  it('answers «не указан id пользователя» without an id', async () => {
    const a = await createCompany(app);
    for (const url of ['/api/users/', '/api/users']) {
      const res = await call('DELETE', url, a.headers);
      expect(res.statusCode).toBe(400);
      expect(readAs(res, errorBody)).toEqual({ res: false, message: 'не указан id пользователя' });
    }
  });

  it('removes a staff user: his sessions end and he is gone from the list', async () => {
    const a = await createCompany(app);
    const staff = await addStaff(a);
    const res = await call('DELETE', `/api/users/${staff.user.id}`, a.headers);
    expect(res.statusCode).toBe(200);
    expect(readAs(res, okBody)).toEqual({ res: true });
    expect((await call('GET', `/api/users/${staff.user.id}`, staff.headers)).statusCode).toBe(401);
    expect((await call('GET', `/api/users/${staff.user.id}`, a.headers)).statusCode).toBe(404);
    const list = readAs(await call('GET', '/api/users/', a.headers), employeesResponse);
    expect(list.map((u: { id: number }) => u.id)).toEqual([a.owner.id]);
    const [row] = await app.db.select().from(users).where(eq(users.id, staff.user.id));
    expect(row!.deletedAt).not.toBeNull();
  });

  it('never removes the owner or oneself, and only for staff admins', async () => {
    const a = await createCompany(app);
    const admin = await addStaff(a, ['1']);
    const plain = await addStaff(a);
    const owner = await call('DELETE', `/api/users/${a.owner.id}`, admin.headers);
    expect(owner.statusCode).toBe(403);
    expect(readAs(owner, errorBody).message).toBe('Владельца компании удалить нельзя');
    const self = await call('DELETE', `/api/users/${admin.user.id}`, admin.headers);
    expect(self.statusCode).toBe(400);
    expect(readAs(self, errorBody).message).toBe('Нельзя удалить самого себя');
    const refused = await call('DELETE', `/api/users/${admin.user.id}`, plain.headers);
    expect(refused.statusCode).toBe(403);
  });

  it('answers 404 for another company’s user, who stays', async () => {
    const a = await createCompany(app);
    const b = await createCompany(app);
    const bStaff = await addStaff(b);
    const res = await call('DELETE', `/api/users/${bStaff.user.id}`, a.headers);
    expect(res.statusCode).toBe(404);
    expect((await call('GET', `/api/users/${bStaff.user.id}`, b.headers)).statusCode).toBe(200);
  });
});
