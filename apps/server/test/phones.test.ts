/** Issue 9 §3: every phone a person types is saved in one form — registration, clients, users, company. */
import { errorBody, PHONE_MESSAGES } from '@glad/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, users } from '../src/db/schema/index.js';
import { solveAltcha } from './helpers/altcha.js';
import { createCompany, readAs, useTestApp } from './helpers/app.js';
import { call, create, pull, push, put, reserve } from './helpers/records.js';

const app = await useTestApp();
const a = await createCompany(app);

/** One mobile number, the four ways a Russian types it. */
const typed = ['8 912 345-67-89', '89123456789', '+7 912 345 67 89', '+7 (912) 345-67-89'];
const stored = '+79123456789';
/** A number one digit short (no Russian range holds it) and a foreign one: kept exactly as typed. */
const kept = ['8 912 345-67-8', '+375 29 123-45-67'];
const letters = '8 912 ABC 67 89';

let registrations = 0;
/** Each registration speaks from its own address, clear of the per-address limits. */
const nextIp = () => `127.0.9.${++registrations}`;

describe('phones are saved in one form', () => {
  it('registration: the owner and the company get +7XXXXXXXXXX, a foreign number as typed', async () => {
    for (const [phone, expected] of [
      [typed[0]!, stored],
      [typed[3]!, stored],
      [kept[1]!, kept[1]!],
    ] as const) {
      const ip = nextIp();
      const email = `phone-${registrations}-${Date.now()}@example.com`;
      const res = await app.inject({
        method: 'POST',
        url: '/api/registration/',
        remoteAddress: ip,
        payload: {
          companyName: 'Потолки',
          name: 'Анна',
          email,
          phone,
          password: 'надёжный-пароль',
          altcha: await solveAltcha(app, { remoteAddress: ip }),
        },
      });
      expect(res.statusCode, phone).toBe(200);
      const [owner] = await app.db.select().from(users).where(eq(users.email, email));
      const [company] = await app.db.select().from(companies).where(eq(companies.id, owner!.companyId!));
      expect([owner!.phone, company!.phone], phone).toEqual([expected, expected]);
    }
  });

  it('registration: no phone, or text for one, is a 400 that says so', async () => {
    for (const [phone, message] of [
      ['  ', PHONE_MESSAGES.required],
      [letters, PHONE_MESSAGES.notANumber],
    ]) {
      const ip = nextIp();
      const res = await app.inject({
        method: 'POST',
        url: '/api/registration/',
        remoteAddress: ip,
        payload: {
          companyName: 'Потолки',
          name: 'Анна',
          email: `no-phone-${registrations}-${Date.now()}@example.com`,
          phone,
          password: 'надёжный-пароль',
          altcha: await solveAltcha(app, { remoteAddress: ip }),
        },
      });
      expect(res.statusCode).toBe(400);
      expect(readAs(res, errorBody).message).toContain(message);
    }
  });

  it('clients: REST and sync push store +7XXXXXXXXXX, keep other numbers, refuse text', async () => {
    for (const phone of typed) {
      const made = await create(app, a, '/api/client/', { name: 'Ольга', phone });
      expect(made.phone, phone).toBe(stored);
    }
    const client = await create(app, a, '/api/client/', { name: 'Борис', phone: kept[0] });
    expect(client.phone).toBe(kept[0]);
    const changed = await call(app, a, 'PUT', `/api/client/${client.id}`, { phone: ' 8 (912) 000-11-22 ' });
    expect(changed.body.content.phone).toBe('+79120001122');
    const refused = await call(app, a, 'PUT', `/api/client/${client.id}`, { phone: letters });
    expect(refused).toMatchObject({ status: 400, body: { res: false } });
    expect(refused.error.message).toContain(PHONE_MESSAGES.notANumber);

    const block = await reserve(app, a, 2);
    const results = await push(app, a, [
      put('clients', block.from, { name: 'С телефона', phone: typed[1] }),
      put('clients', block.from + 1, { name: 'Из Минска', phone: kept[1] }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied']);
    const changes = (await pull(app, a)).changes;
    const phoneOf = (id: number) => changes.find((ch) => ch.id === id)?.data?.phone;
    expect([phoneOf(block.from), phoneOf(block.from + 1)]).toEqual([stored, kept[1]]);
    // the project keeps the client's phone as stored
    const project = await create(app, a, '/api/project/', { name: 'Кухня', clientid: block.from });
    expect(project.client_properties.phone).toBe(stored);
  });

  it('users: a new user and a profile edit store +7XXXXXXXXXX', async () => {
    const res = await call(app, a, 'POST', '/api/users/', {
      email: `staff-${Date.now()}@example.com`,
      password: 'staff-pass-1',
      name: 'Мария',
      phone: typed[2],
    });
    expect(res.status).toBe(200);
    expect(res.body.user.phone).toBe(stored);
    for (const phone of typed) {
      const edit = await call(app, a, 'PUT', `/api/users/${res.body.user.id}`, { phone });
      expect(edit.body.user.phone, phone).toBe(stored);
    }
    const foreign = await call(app, a, 'PUT', `/api/users/${res.body.user.id}`, { phone: kept[1] });
    expect(foreign.body.user.phone).toBe(kept[1]);
    const cleared = await call(app, a, 'PUT', `/api/users/${res.body.user.id}`, { phone: '' });
    expect(cleared.body.user.phone).toBe('');
    const refused = await call(app, a, 'PUT', `/api/users/${res.body.user.id}`, { phone: letters });
    expect(refused.status).toBe(400);
    expect(refused.error.message).toContain(PHONE_MESSAGES.notANumber);
  });

  it('company: the profile stores +7XXXXXXXXXX, keeps other numbers, refuses text', async () => {
    for (const phone of typed) {
      const res = await call(app, a, 'PUT', '/api/company/', { phone });
      expect(res.body.company.phone, phone).toBe(stored);
    }
    const foreign = await call(app, a, 'PUT', '/api/company/', { phone: kept[0] });
    expect(foreign.body.company.phone).toBe(kept[0]);
    const refused = await call(app, a, 'PUT', '/api/company/', { phone: letters });
    expect(refused.status).toBe(400);
    expect(refused.error.message).toContain(PHONE_MESSAGES.notANumber);
    expect((await call(app, a, 'GET', '/api/company/')).body.company.phone).toBe(kept[0]);
  });

  it('search finds a stored number by its digits typed with 8, +7 or from the middle', async () => {
    const c = await createCompany(app);
    const client = await create(app, c, '/api/client/', { name: 'Семёнова', phone: '8 916 555-01-02' });
    const other = await create(app, c, '/api/client/', { name: 'Другая', phone: '+7 903 118-22-33' });
    const project = await create(app, c, '/api/project/', { name: 'Зал', clientid: client.id });
    const found = async (path: 'client' | 'project', q: string) =>
      (await call(app, c, 'GET', `/api/${path}/?q=${encodeURIComponent(q)}`)).body.content.map(
        (x: { id: number }) => x.id,
      );
    for (const q of ['8 916 555', '8-916-555-01-02', '+7 (916) 555', '9165550102', '555-01']) {
      expect(await found('client', q), q).toEqual([client.id]);
      expect(await found('project', q), q).toEqual([project.id]);
    }
    expect(await found('client', '8 903')).toEqual([other.id]);
    expect(await found('client', '8 999')).toEqual([]);
    // digits starting with 8 are still looked for inside a number too: …118-22-33 holds «8-22»
    expect(await found('client', '8-22')).toEqual([other.id]);
  });
});
