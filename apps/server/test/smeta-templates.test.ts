import { describe, expect, it } from 'vitest';
import { createCompany, useTestApp } from './helpers/app.js';
import { addUser, call } from './helpers/records.js';

const app = await useTestApp();
const a = await createCompany(app);
const b = await createCompany(app);

const base = '/api/smeta_template/';

describe('smeta_template/', () => {
  it('keeps only the SMETA_* values a template overrides, with its texts', async () => {
    const made = await call(app, a, 'POST', base, {
      name: 'Для юрлиц',
      settings: { SMETA_ROUND_BY: 100, SMETA_SIGN: false, SMETA_CUSTOM: 'Оплата по счёту' },
      title: 'Коммерческое предложение',
      intro: 'Расчёт стоимости натяжных потолков',
    });
    expect(made.status, made.text).toBe(200);
    expect(made.body.content).toMatchObject({
      name: 'Для юрлиц',
      settings: { SMETA_ROUND_BY: 100, SMETA_SIGN: false, SMETA_CUSTOM: 'Оплата по счёту' },
      title: 'Коммерческое предложение',
      intro: 'Расчёт стоимости натяжных потолков',
      footer: '',
    });
    expect(Object.keys(made.body.content.settings).sort()).toEqual([
      'SMETA_CUSTOM',
      'SMETA_ROUND_BY',
      'SMETA_SIGN',
    ]);
    const id = made.body.content.id;
    expect((await call(app, a, 'GET', `${base}${id}`)).body.content).toEqual(made.body.content);

    const changed = await call(app, a, 'PUT', `${base}${id}`, {
      settings: { SMETA_DAY: 30 },
      footer: 'Гарантия 10 лет',
    });
    expect(changed.body.content).toMatchObject({
      settings: { SMETA_DAY: 30 },
      footer: 'Гарантия 10 лет',
      name: 'Для юрлиц',
    });
    expect(changed.body.content.timestamp).toBeGreaterThan(made.body.content.timestamp);
    const byBody = await call(app, a, 'PUT', base, { id, name: 'Юрлица' });
    expect(byBody.body.content.name).toBe('Юрлица');
    expect((await call(app, a, 'PUT', base, { name: 'x' })).error.message).toBe('Не указан ID шаблона сметы');
  });

  it('lists with paging and a name search', async () => {
    const c = await createCompany(app);
    for (const name of ['Эконом', 'Премиум', 'Премиум плюс']) await call(app, c, 'POST', base, { name });
    const all = await call(app, c, 'GET', base);
    expect(all.body.pagination.total).toBe(3);
    expect(all.body.content.map((t: { name: string }) => t.name)).toEqual([
      'Эконом',
      'Премиум',
      'Премиум плюс',
    ]);
    const found = await call(app, c, 'GET', `${base}?q=${encodeURIComponent('премиум')}`);
    expect(found.body.content.map((t: { name: string }) => t.name)).toEqual(['Премиум', 'Премиум плюс']);
    const page = await call(app, c, 'GET', `${base}?offset=1&limit=1`);
    expect(page.body).toMatchObject({ pagination: { total: 3 }, content: [{ name: 'Премиум' }] });
    expect((await call(app, c, 'GET', `${base}?limit=0`)).status).toBe(400);
  });

  it('refuses values the settings do not allow', async () => {
    const cases: [object, RegExp][] = [
      [{ name: '' }, /Укажите название шаблона/],
      [{ name: 'x', settings: { SMETA_ROUND_BY: 7 } }, /SMETA_ROUND_BY/],
      [{ name: 'x', settings: { SMETA_DAY: 0 } }, /SMETA_DAY/],
      [{ name: 'x', settings: { SMETA_PHOTO_POSITION: 'top' } }, /SMETA_PHOTO_POSITION/],
      [{ name: 'x', settings: { SMETA_CUSTOM: 'a\u0000b' } }, /Недопустимый символ/],
      [{ name: 'x', intro: 'a'.repeat(5001) }, /Не длиннее 5000 символов/],
    ];
    for (const [body, message] of cases) {
      const res = await call(app, a, 'POST', base, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.error.message).toMatch(message);
    }
    const unknown = await call(app, a, 'POST', base, { name: 'Лишнее', settings: { NOT_A_SETTING: 1 } });
    expect(unknown.body.content.settings).toEqual({});
  });

  it('deletes by path or body id; without an id it says so', async () => {
    const one = (await call(app, a, 'POST', base, { name: 'Один' })).body.content;
    const two = (await call(app, a, 'POST', base, { name: 'Два' })).body.content;
    expect((await call(app, a, 'DELETE', `${base}${one.id}`)).body).toEqual({ res: true, id: one.id });
    expect((await call(app, a, 'DELETE', base, { id: two.id })).body).toEqual({ res: true, id: two.id });
    expect(await call(app, a, 'DELETE', base)).toMatchObject({
      status: 400,
      body: { message: 'Не указан ID шаблона сметы' },
    });
    expect((await call(app, a, 'GET', `${base}${one.id}`)).status).toBe(404);
    expect((await call(app, a, 'DELETE', `${base}${two.id}`)).status).toBe(404);
  });

  it('lets everyone read and only the owner or group «3» change templates', async () => {
    const plain = await addUser(app, a, { rights: ['6'] });
    const estimates = await addUser(app, a, { rights: ['3'] });
    const made = await call(app, estimates, 'POST', base, { name: 'От сметчика' });
    expect(made.status).toBe(200);
    const id = made.body.content.id;
    expect((await call(app, plain, 'GET', `${base}${id}`)).status).toBe(200);
    const refused = await call(app, plain, 'POST', base, { name: 'x' });
    expect(refused).toMatchObject({
      status: 403,
      body: { message: 'Шаблоны смет может менять владелец или сотрудник с правом «Сметы»' },
    });
    expect((await call(app, plain, 'PUT', `${base}${id}`, { name: 'y' })).status).toBe(403);
    expect((await call(app, plain, 'DELETE', `${base}${id}`)).status).toBe(403);
    expect((await call(app, estimates, 'DELETE', `${base}${id}`)).status).toBe(200);
  });

  it('keeps each company’s templates to itself', async () => {
    const mine = (await call(app, a, 'POST', base, { name: 'Только А', intro: 'секрет А' })).body.content;
    for (const [method, url, body] of [
      ['GET', `${base}${mine.id}`],
      ['PUT', `${base}${mine.id}`, { name: 'чужой' }],
      ['PUT', base, { id: mine.id, name: 'чужой' }],
      ['DELETE', `${base}${mine.id}`],
      ['DELETE', base, { id: mine.id }],
    ] as const) {
      expect((await call(app, b, method, url, body)).status, `${method} ${url}`).toBe(404);
    }
    const theirs = await call(app, b, 'GET', base);
    expect(JSON.stringify(theirs.body)).not.toContain('секрет А');
    expect((await call(app, a, 'GET', `${base}${mine.id}`)).body.content).toEqual(mine);
  });
});
