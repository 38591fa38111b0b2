/**
 * Text no database can hold (issue 9 §4): a NUL or a lone UTF-16 surrogate anywhere in a body, a query or
 * a path is a 400 that names the field (plugins/input-check.ts), and nothing is stored; in a push only the
 * mutation that carries it is rejected (records/write.ts), the others apply.
 */
import { errorBody } from '@glad/contracts';
import { describe, expect, it } from 'vitest';
import { createCompany, readAs, useTestApp } from './helpers/app.js';
import { call, create, push, put, reserve } from './helpers/records.js';

const app = await useTestApp();
const owner = await createCompany(app);

const clientId = (await create(app, owner, '/api/client/', { name: 'Анна' })).id;
const projectId = (await create(app, owner, '/api/project/', { name: 'Спальня', clientid: clientId })).id;
const draftId = (
  await create(app, owner, '/api/drafts/', {
    name: 'Спальня',
    projectid: projectId,
    polygons: { comment: 'ок' },
  })
).id;

const NUL = '\u0000';
const HIGH = '\uD83D';
const LOW = '\uDE00';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** A request, the message it must get, and the address whose answer must not change. */
const cases: [label: string, method: Method, url: string, body: unknown, message: string, probe: string][] = [
  [
    'a client name',
    'POST',
    '/api/client/',
    { name: `Ив${NUL}ан` },
    'Недопустимый символ U+0000 в поле «name»',
    '/api/client/',
  ],
  [
    'a field name',
    'POST',
    '/api/client/',
    { [`na${NUL}me`]: 'Иван' },
    'Недопустимый символ U+0000 в имени поля',
    '/api/client/',
  ],
  [
    'a company city',
    'PUT',
    '/api/company/',
    { city: `Мо${HIGH}сква` },
    'Недопустимый символ U+D83D в поле «city»',
    '/api/company/',
  ],
  [
    'company details',
    'PUT',
    '/api/company/',
    { managerdetail: `a${NUL}` },
    'Недопустимый символ U+0000 в поле «managerdetail»',
    '/api/company/',
  ],
  [
    'company requisites',
    'PUT',
    '/api/company/',
    { requisites: { legalName: LOW } },
    'Недопустимый символ U+DE00 в поле «requisites.legalName»',
    '/api/company/',
  ],
  [
    'a company setting',
    'PUT',
    `/api/company/${owner.company.id}`,
    { SMETA_CUSTOM: `x${NUL}` },
    'Недопустимый символ U+0000 в поле «SMETA_CUSTOM»',
    '/api/company/',
  ],
  [
    'a new user',
    'POST',
    '/api/users/',
    { email: 'new@example.com', password: 'pass-word-1', name: `Пётр${HIGH}`, family: 'Ко', rights: [] },
    'Недопустимый символ U+D83D в поле «name»',
    '/api/users/',
  ],
  [
    'a user surname',
    'PUT',
    `/api/users/${owner.owner.id}`,
    { family: NUL },
    'Недопустимый символ U+0000 в поле «family»',
    '/api/users/',
  ],
  [
    'a drawing, deep inside',
    'POST',
    '/api/drafts/',
    { name: 'Кухня', form: { rooms: [{ name: 'ок' }, { name: `a${NUL}` }] } },
    'Недопустимый символ U+0000 в поле «form.rooms.1.name»',
    '/api/drafts/',
  ],
  [
    'a draft comment',
    'PUT',
    `/api/drafts/${draftId}`,
    { polygons: { comment: `у окна${HIGH}` } },
    'Недопустимый символ U+D83D в поле «polygons.comment»',
    `/api/drafts/${draftId}`,
  ],
  [
    'a key inside a drawing',
    'PUT',
    `/api/drafts/${draftId}`,
    { polygons: { [`ком${NUL}`]: 1 } },
    'Недопустимый символ U+0000 в имени поля внутри «polygons»',
    `/api/drafts/${draftId}`,
  ],
  [
    'an estimate row',
    'POST',
    '/api/smeta/',
    { projectid: projectId, rows: [{ name: LOW }] },
    'Недопустимый символ U+DE00 в поле «rows.0.name»',
    '/api/smeta/',
  ],
  [
    'an installer estimate',
    'POST',
    '/api/smetamontazh/',
    { projectid: projectId, note: `x${NUL}` },
    'Недопустимый символ U+0000 в поле «note»',
    '/api/smetamontazh/',
  ],
  [
    'a calculator template',
    'POST',
    '/api/templatecalc/',
    { name: `Шаблон${NUL}` },
    'Недопустимый символ U+0000 в поле «name»',
    '/api/templatecalc/',
  ],
  [
    'a calculator row',
    'POST',
    '/api/templatecalc/',
    { name: 'Шаблон', main: [{ id: 'a', name: HIGH, source: { kind: 'area' } }] },
    'Недопустимый символ U+D83D в поле «main.0.name»',
    '/api/templatecalc/',
  ],
  [
    'an estimate template',
    'POST',
    '/api/smeta_template/',
    { name: 'Смета', intro: `Добрый день${LOW}` },
    'Недопустимый символ U+DE00 в поле «intro»',
    '/api/smeta_template/',
  ],
  [
    'an expense note',
    'POST',
    '/api/rashod/',
    { category: 'Бензин', amount: 100, date: '2026-12-01', note: NUL },
    'Недопустимый символ U+0000 в поле «note»',
    '/api/rashod/',
  ],
  [
    'registration',
    'POST',
    '/api/registration/',
    {
      companyName: `Фирма${NUL}`,
      name: 'Иван',
      email: 'r@example.com',
      phone: '+79120000000',
      password: 'pass-word-1',
      altcha: 'x',
    },
    'Недопустимый символ U+0000 в поле «companyName»',
    '/api/company/',
  ],
  [
    'a login',
    'POST',
    '/api/login/',
    { email: `a${HIGH}@example.com`, password: 'x' },
    'Недопустимый символ U+D83D в поле «email»',
    '/api/company/',
  ],
  [
    'a search',
    'GET',
    '/api/client/?q=%00',
    undefined,
    'Недопустимый символ U+0000 в параметре «q»',
    '/api/client/',
  ],
  [
    'a path parameter',
    'GET',
    '/api/calculator/a%00b',
    undefined,
    'Недопустимый символ U+0000 в параметре «id»',
    '/api/calculator/',
  ],
  [
    'a plain-text body',
    'POST',
    '/api/client/',
    `a${NUL}`,
    'Недопустимый символ U+0000 в запросе',
    '/api/client/',
  ],
];

async function answer(method: Method, url: string, body: unknown) {
  const text = typeof body === 'string';
  const res = await app.inject({
    method,
    url,
    headers: {
      ...owner.headers,
      ...(body === undefined ? {} : { 'content-type': text ? 'text/plain' : 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: text ? body : JSON.stringify(body) }),
  });
  return { status: res.statusCode, body: readAs(res, errorBody) };
}

describe('NUL and lone surrogates', () => {
  it.each(cases)(
    'in %s: a 400 naming the field, nothing stored',
    async (_label, method, url, body, message, probe) => {
      const before = await call(app, owner, 'GET', probe);
      const res = await answer(method, url, body);
      expect(res).toEqual({ status: 400, body: { res: false, message } });
      expect(await call(app, owner, 'GET', probe)).toEqual(before);
    },
  );

  it('keeps a surrogate pair (an emoji) and Cyrillic as they are', async () => {
    const res = await call(app, owner, 'PUT', `/api/drafts/${draftId}`, {
      polygons: { comment: 'у окна 😀' },
    });
    expect(res.status).toBe(200);
    expect(res.body.content.polygons).toHaveProperty('comment', 'у окна 😀');
  });

  it('rejects in a push only the mutation that carries it, naming the field; the others apply', async () => {
    const block = await reserve(app, owner);
    const mutations = [
      put('clients', block.from, { name: 'Первый' }),
      put('clients', block.from + 1, { name: 'Второй', notes: `x${NUL}` }),
      put('drafts', block.from + 2, { name: 'Зал', polygons: { walls: [{ label: `A${LOW}` }] } }),
      put('clients', block.from + 3, { [`bad${HIGH}`]: 1 }),
      put('clients', block.from + 4, { name: 'Пятый' }),
    ];
    const results = await push(app, owner, mutations);
    expect(results.map((r) => [r.status, r.message])).toEqual([
      ['applied', undefined],
      ['rejected', 'Недопустимый символ U+0000 в поле «notes»'],
      ['rejected', 'Недопустимый символ U+DE00 в поле «polygons.walls.0.label»'],
      ['rejected', 'Недопустимый символ U+D83D в имени поля'],
      ['applied', undefined],
    ]);
    // a retry answers the same and stores nothing more
    expect((await push(app, owner, mutations)).map((r) => r.status)).toEqual([
      'duplicate',
      'rejected',
      'rejected',
      'rejected',
      'duplicate',
    ]);
    const names = (await call(app, owner, 'GET', '/api/client/?limit=100')).body.content.map(
      (c: { name: string }) => c.name,
    );
    expect(names).toEqual(expect.arrayContaining(['Первый', 'Пятый']));
    expect(names).not.toContain('Второй');
  });
});
