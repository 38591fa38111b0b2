import {
  companyResponse,
  companySettingResponse,
  companySettingsDefaults,
  errorBody,
  INSTALLER_GROUP,
  okBody,
} from '@glad/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients, companies, drafts, projects, sessions, tariffs, users } from '../src/db/schema/index.js';
import { startSession } from '../src/modules/auth/sessions.js';
import { createCompany, readAs, useTestApp } from './helpers/app.js';

const app = await useTestApp();

type Owner = Awaited<ReturnType<typeof createCompany>>;

/** A staff user of the company (inserted directly) with a session. */
async function addStaff(owner: Owner, rights: string[] = [], extra: Partial<typeof users.$inferInsert> = {}) {
  const [row] = await app.db
    .insert(users)
    .values({
      companyId: owner.company.id,
      email: `staff-${Math.random().toString(36).slice(2)}@example.com`,
      passwordHash: 'x',
      name: 'Пётр',
      rights,
      ...extra,
    })
    .returning();
  const tokens = await startSession(app, row!);
  return { user: row!, headers: { authorization: `Bearer ${tokens.accessToken}` } };
}

const get = async (headers: Record<string, string>) => {
  const res = await app.inject({ method: 'GET', url: '/api/company/', headers });
  // The company itself, as the body's `company`, for the assertions below.
  return Object.assign(res, { company: () => readAs(res, companyResponse).company });
};

describe('GET /api/company/', () => {
  it('answers the caller’s company with every field of docs/spec.md §3, counts and default settings', async () => {
    const a = await createCompany(app, { companyName: 'Потолки Юг' });
    await addStaff(a, [INSTALLER_GROUP]);
    await addStaff(a, ['2']);
    const res = await get(a.headers);
    expect(res.statusCode).toBe(200);
    expect(readAs(res, companyResponse).res).toBe(true);
    const body = res.company();
    expect(body).toMatchObject({
      id: a.company.id,
      email: a.email,
      name: 'Потолки Юг',
      city: '',
      adres: '',
      phone: '+79991234567',
      vladelec: a.owner.id,
      manager: 3,
      master: 1,
      // a new company starts with one calculator (the default template's)
      calc: 1,
      ras4: 0,
      clients: 0,
      projects: 0,
      delete: false,
      managerdetail: '',
      logo: null,
      requisites: {},
    });
    expect(body.settings).toEqual(companySettingsDefaults);
    expect(body.tarif).toMatchObject({ name: 'Бесплатный', free: true, price: 0 });
    for (const key of ['managers', 'template_calc', 'calc'] as const)
      expect(Number.isInteger(body.tarif[key])).toBe(true);
    expect(body.tarif.end).toBeUndefined();
  });

  it('counts live clients, projects and drafts of the company only', async () => {
    const a = await createCompany(app);
    const b = await createCompany(app);
    const base = a.company.id * 1_000_000;
    const row = (company_id: number, id: number, deleted = false) => ({
      company_id,
      id,
      version: 1,
      ...(deleted ? { deleted_at: new Date() } : {}),
    });
    await app.db
      .insert(clients)
      .values([row(a.company.id, base + 1), row(a.company.id, base + 2), row(a.company.id, base + 3, true)]);
    await app.db.insert(projects).values([row(a.company.id, base + 1), row(b.company.id, base + 2)]);
    await app.db
      .insert(drafts)
      .values([row(a.company.id, base + 1), row(a.company.id, base + 2), row(a.company.id, base + 3)]);
    const body = (await get(a.headers)).company();
    expect(body).toMatchObject({ clients: 2, projects: 1, ras4: 3, calc: 1 });
  });

  it('decodes HTML quote entities of the name and merges stored settings over the defaults', async () => {
    const a = await createCompany(app);
    await app.db
      .update(companies)
      .set({
        name: 'ООО &quot;Гладь&quot; &laquo;Юг&raquo; &#039;1&#39;',
        settings: { SMETA_DAY: 30, SMETA_ROUND_BY: 7, SMETA_CUSTOM: 'Гарантия 10 лет' },
      })
      .where(eq(companies.id, a.company.id));
    const body = (await get(a.headers)).company();
    expect(body.name).toBe('ООО "Гладь" «Юг» \'1\'');
    expect(body.settings.SMETA_DAY).toBe(30);
    expect(body.settings.SMETA_CUSTOM).toBe('Гарантия 10 лет');
    // A stored value that no longer validates falls back to the default.
    expect(body.settings.SMETA_ROUND_BY).toBe(companySettingsDefaults.SMETA_ROUND_BY);
  });

  it('shows the plan’s special end date and the paid-until date', async () => {
    const a = await createCompany(app);
    const [plan] = await app.db
      .insert(tariffs)
      .values({ name: 'Акция', managers: 7, templateCalc: 3, calc: 100, price: 50000, end: '2099-12-31' })
      .returning();
    await app.db
      .update(companies)
      .set({ tariffId: plan!.id, tariffEnd: '2099-01-31' })
      .where(eq(companies.id, a.company.id));
    const body = (await get(a.headers)).company();
    expect(body.tarif).toEqual({
      id: plan!.id,
      name: 'Акция',
      managers: 7,
      template_calc: 3,
      calc: 100,
      price: 50000,
      free: false,
      end: '2099-12-31',
      paidUntil: '2099-01-31',
    });
  });

  it('answers 401 without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/company/' });
    expect(res.statusCode).toBe(401);
    expect(readAs(res, errorBody).res).toBe(false);
  });

  it('answers 403 in Russian for a user without a company', async () => {
    const [row] = await app.db
      .insert(users)
      .values({ email: `lonely-${Date.now()}@example.com`, passwordHash: 'x' })
      .returning();
    const tokens = await startSession(app, row!);
    const res = await get({ authorization: `Bearer ${tokens.accessToken}` });
    expect(res.statusCode).toBe(403);
    expect(readAs(res, errorBody)).toEqual({ res: false, message: 'Пользователь не привязан к компании' });
  });
});

describe('PUT /api/company/', () => {
  it('lets the owner change the profile and requisites, and answers the updated company', async () => {
    const a = await createCompany(app);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/company/',
      headers: a.headers,
      payload: {
        name: '  Натяжные потолки  ',
        city: 'Казань',
        adres: 'ул. Баумана, 1',
        phone: '8 (999) 765-43-21',
        email: 'office@example.com',
        managerdetail: 'Ваш менеджер: Иван',
        requisites: { inn: '1655000000', bik: '049205603', legalName: 'ООО «Потолки»' },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(readAs(res, companyResponse).res).toBe(true);
    expect(readAs(res, companyResponse).company).toMatchObject({
      name: 'Натяжные потолки',
      city: 'Казань',
      adres: 'ул. Баумана, 1',
      phone: '+79997654321',
      email: 'office@example.com',
      managerdetail: 'Ваш менеджер: Иван',
      requisites: { inn: '1655000000', bik: '049205603', legalName: 'ООО «Потолки»' },
    });
    // Requisites merge: sending one keeps the others.
    const again = await app.inject({
      method: 'PUT',
      url: '/api/company/',
      headers: a.headers,
      payload: { requisites: { kpp: '165501001' } },
    });
    expect(readAs(again, companyResponse).company.requisites).toEqual({
      inn: '1655000000',
      bik: '049205603',
      legalName: 'ООО «Потолки»',
      kpp: '165501001',
    });
  });

  it('refuses a staff user without owner rights with 403 and changes nothing', async () => {
    const a = await createCompany(app, { companyName: 'Без изменений' });
    const staff = await addStaff(a, ['1', '2', '3']);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/company/',
      headers: staff.headers,
      payload: { name: 'Захват' },
    });
    expect(res.statusCode).toBe(403);
    expect(readAs(res, errorBody)).toEqual({
      res: false,
      message: 'Изменять данные компании может только владелец',
    });
    expect((await get(a.headers)).company().name).toBe('Без изменений');
  });

  it('lets a platform admin of the company change it', async () => {
    const a = await createCompany(app);
    const admin = await addStaff(a, [], { admin: true });
    const res = await app.inject({
      method: 'PUT',
      url: '/api/company/',
      headers: admin.headers,
      payload: { city: 'Омск' },
    });
    expect(res.statusCode).toBe(200);
    expect(readAs(res, companyResponse).company.city).toBe('Омск');
  });

  it.each([
    [{}, 'Нет полей для изменения'],
    [{ name: '   ' }, 'Укажите название компании'],
    [{ email: 'не почта' }, 'Неверный адрес почты'],
    [{ phone: 'звонить Ивану' }, 'В номере телефона могут быть только цифры'],
    [{ requisites: { inn: '123' } }, 'ИНН — 10 или 12 цифр'],
    [{ requisites: { rs: '4070281000000000000x' } }, 'Расчётный счёт — 20 цифр'],
    [{ city: 'я'.repeat(101) }, 'Не длиннее 100 символов'],
  ])('refuses %j with 400 and a Russian message', async (payload, message) => {
    const a = await createCompany(app);
    const res = await app.inject({ method: 'PUT', url: '/api/company/', headers: a.headers, payload });
    expect(res.statusCode).toBe(400);
    expect(readAs(res, errorBody).res).toBe(false);
    expect(readAs(res, errorBody).message).toContain(message);
  });
});

describe('PUT /api/company/{id}', () => {
  const put = (a: { headers: Record<string, string> }, id: number, payload: unknown) =>
    app.inject({ method: 'PUT', url: `/api/company/${id}`, headers: a.headers, payload: payload as object });

  it('updates one setting given as { key, value } or as { SMETA_X: value } and answers all settings', async () => {
    const a = await createCompany(app);
    const first = await put(a, a.company.id, { key: 'SMETA_DAY', value: 21 });
    expect(first.statusCode).toBe(200);
    expect(readAs(first, companySettingResponse)).toEqual({
      res: true,
      settings: { ...companySettingsDefaults, SMETA_DAY: 21 },
    });
    const second = await put(a, a.company.id, { SMETA_PHOTO_POSITION: 'right' });
    expect(readAs(second, companySettingResponse).settings).toEqual({
      ...companySettingsDefaults,
      SMETA_DAY: 21,
      SMETA_PHOTO_POSITION: 'right',
    });
    expect((await get(a.headers)).company().settings.SMETA_PHOTO_POSITION).toBe('right');
  });

  it.each([
    [{}, 'Передайте ровно одну настройку'],
    [{ SMETA_DAY: 3, SMETA_POM: false }, 'Передайте ровно одну настройку'],
    [{ SMETA_NOPE: 1 }, 'Неизвестная настройка: SMETA_NOPE'],
    [{ key: 'SMETA_DAY' }, 'Неизвестная настройка: key'],
    [{ key: 5, value: 1 }, 'Не указана настройка'],
    [{ SMETA_DAY: null }, 'Не указано значение настройки'],
    [{ SMETA_DAY: 0 }, 'Неверное значение SMETA_DAY'],
    [{ SMETA_POM: 'да' }, 'Неверное значение SMETA_POM'],
    [{ key: 'SMETA_ROUND_BY', value: 7 }, 'Неверное значение SMETA_ROUND_BY'],
  ])('refuses %j with 400 and a Russian message', async (payload, message) => {
    const a = await createCompany(app);
    const res = await put(a, a.company.id, payload);
    expect(res.statusCode).toBe(400);
    expect(readAs(res, errorBody).message).toContain(message);
    expect((await get(a.headers)).company().settings).toEqual(companySettingsDefaults);
  });

  it('answers 404 for another company’s id and leaves that company alone', async () => {
    const a = await createCompany(app);
    const b = await createCompany(app);
    const res = await put(b, a.company.id, { SMETA_DAY: 99 });
    expect(res.statusCode).toBe(404);
    expect((await get(a.headers)).company().settings.SMETA_DAY).toBe(companySettingsDefaults.SMETA_DAY);
  });

  it('lets a user with the estimates right change settings and refuses one without it', async () => {
    const a = await createCompany(app);
    const estimator = await addStaff(a, ['3']);
    const other = await addStaff(a, ['2']);
    expect((await put(estimator, a.company.id, { SMETA_MARKUP: 15 })).statusCode).toBe(200);
    const refused = await put(other, a.company.id, { SMETA_MARKUP: 20 });
    expect(refused.statusCode).toBe(403);
    expect(readAs(refused, errorBody).message).toBe(
      'Настройки смет может менять владелец или сотрудник с правом «Сметы»',
    );
    expect((await get(a.headers)).company().settings.SMETA_MARKUP).toBe(15);
  });

  it('answers 400 for an id that is not a number', async () => {
    const a = await createCompany(app);
    const res = await put(a, 'abc' as unknown as number, { SMETA_DAY: 3 });
    expect(res.statusCode).toBe(400);
  });
});

describe('DELETE /api/company/', () => {
  const del = (headers: Record<string, string>, payload?: object) =>
    app.inject({ method: 'DELETE', url: '/api/company/', headers, ...(payload ? { payload } : {}) });

  it('refuses anyone but the owner', async () => {
    const a = await createCompany(app);
    const staff = await addStaff(a, ['1', '2', '3'], { admin: true });
    const res = await del(staff.headers, { confirm: a.company.name });
    expect(res.statusCode).toBe(403);
    expect(readAs(res, errorBody).message).toBe('Удалить компанию может только владелец');
  });

  it('asks for the name or password, and refuses a wrong one', async () => {
    const a = await createCompany(app);
    const none = await del(a.headers);
    expect(none.statusCode).toBe(400);
    expect(readAs(none, errorBody).message).toBe(
      'Для удаления введите название компании или пароль владельца',
    );
    const wrong = await del(a.headers, { confirm: 'Другая', password: 'не тот пароль' });
    expect(wrong.statusCode).toBe(400);
    expect(readAs(wrong, errorBody).message).toBe('Название компании или пароль не совпадают');
    expect((await get(a.headers)).company().delete).toBe(false);
  });

  it('with the name typed again (any case) marks the company deleted and ends every session of its people', async () => {
    const a = await createCompany(app, { companyName: 'Удаляемая Компания' });
    const staff = await addStaff(a);
    const res = await del(a.headers, { confirm: ' удаляемая компания ' });
    expect(res.statusCode).toBe(200);
    expect(readAs(res, okBody)).toEqual({ res: true });
    expect((await get(a.headers)).statusCode).toBe(401);
    expect((await get(staff.headers)).statusCode).toBe(401);
    const open = (await app.db.select().from(sessions).where(eq(sessions.userId, staff.user.id))).filter(
      (s) => s.revokedAt === null,
    );
    expect(open).toHaveLength(0);
    // Signing in again shows the company as deleted; a second delete is refused.
    const tokens = await startSession(app, a.owner);
    const headers = { authorization: `Bearer ${tokens.accessToken}` };
    expect((await get(headers)).company().delete).toBe(true);
    expect(readAs(await del(headers, { confirm: 'Удаляемая Компания' }), errorBody).message).toBe(
      'Компания уже удалена',
    );
    // A deleted company takes no more changes.
    const put = await app.inject({
      method: 'PUT',
      url: '/api/company/',
      headers,
      payload: { city: 'Тверь' },
    });
    expect(put.statusCode).toBe(403);
    expect(readAs(put, errorBody).message).toBe('Компания удалена');
    const setting = await app.inject({
      method: 'PUT',
      url: `/api/company/${a.company.id}`,
      headers,
      payload: { SMETA_DAY: 3 },
    });
    expect(setting.statusCode).toBe(403);
  });

  it('with the owner’s password marks the company deleted', async () => {
    const a = await createCompany(app);
    const res = await del(a.headers, { password: a.password });
    expect(res.statusCode).toBe(200);
    const [row] = await app.db.select().from(companies).where(eq(companies.id, a.company.id));
    expect(row!.deletedAt).not.toBeNull();
  });
});
