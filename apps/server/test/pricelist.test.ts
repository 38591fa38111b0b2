import type { PriceItem } from '@glad/contracts';
import { defaultPriceList } from '@glad/domain';
import { describe, expect, it } from 'vitest';
import { createCompany, useTestApp } from './helpers/app.js';
import { addUser, type Caller, call } from './helpers/records.js';

const app = await useTestApp();
const a = await createCompany(app);
const b = await createCompany(app);

type Item = PriceItem;

const all = async (
  who: Caller,
  query = '',
): Promise<{ content: Item[]; total: number; categories: string[] }> => {
  const res = await call(app, who, 'GET', `/api/pricelist/?limit=5000${query}`);
  expect(res.status, res.text).toBe(200);
  return { content: res.body.content, total: res.body.pagination.total, categories: res.body.categories };
};

describe('a new company’s price list', () => {
  it('starts from the default list, in its order, with kinds and installer prices at 30 % of work', async () => {
    const { content, total, categories } = await all(a);
    const defaults = defaultPriceList();
    expect(total).toBe(defaults.length);
    expect(content.map((i: Item) => i.uid)).toEqual(defaults.map((d) => d.uid));
    expect(categories).toEqual(
      [...new Set(defaults.map((d) => d.category))].sort((x, y) => x.localeCompare(y, 'ru')),
    );
    const mat = content.find((i: Item) => i.uid === 'pvh-mat')!;
    // a material: the installer mounts it and is paid for the mounting, not a share of the film
    expect(mat).toMatchObject({
      name: 'Полотно ПВХ матовое, белое',
      unit: 'm2',
      kind: 'material',
      price: 45_000,
      installerPrice: null,
      installerPriceResolved: 0,
      costPrice: 19_000,
    });
    // work: 30 % of 350 ₽ = 105 ₽
    expect(content.find((i: Item) => i.uid === 'mounting')).toMatchObject({
      kind: 'work',
      installerPrice: null,
      installerPriceResolved: 10_500,
    });
    expect(content.find((i: Item) => i.uid === 'measurer')).toMatchObject({
      kind: 'service',
      installerPrice: 0,
      installerPriceResolved: 0,
    });
    expect(content.map((i: Item) => i.kind)).toEqual(defaultPriceList().map((d) => d.kind));
    expect(content.find((i: Item) => i.uid === 'regular-discount')).toMatchObject({
      unit: 'percent',
      price: -5,
    });
  });

  it('resolves installer prices with the company’s SMETA_PROCENT_SOOTNOSHENIE', async () => {
    const c = await createCompany(app);
    const set = await call(app, c, 'PUT', `/api/company/${c.company.id}`, { SMETA_PROCENT_SOOTNOSHENIE: 40 });
    expect(set.status).toBe(200);
    const items = (await all(c)).content;
    // 40 % of the 350 ₽ mounting = 140 ₽; the film stays at 0 whatever the share
    expect(items.find((i: Item) => i.uid === 'mounting')!.installerPriceResolved).toBe(14_000);
    expect(items.find((i: Item) => i.uid === 'pvh-mat')!.installerPriceResolved).toBe(0);
  });
});

describe('GET pricelist/', () => {
  it('pages, filters by category and searches by name or code', async () => {
    const page = await call(app, a, 'GET', '/api/pricelist/?offset=2&limit=3');
    expect(page.body.content.map((i: Item) => i.uid)).toEqual(['pvh-glossy', 'pvh-color', 'fabric']);
    expect(page.body.pagination.total).toBe(defaultPriceList().length);
    const films = await all(a, `&category=${encodeURIComponent('Полотна')}`);
    expect(films.total).toBe(5);
    expect(films.content.every((i: Item) => i.category === 'Полотна')).toBe(true);
    expect((await all(a, `&q=${encodeURIComponent('ГЛЯНЦ')}`)).content.map((i: Item) => i.uid)).toEqual([
      'pvh-glossy',
    ]);
    expect((await all(a, '&q=chandel')).content.map((i: Item) => i.uid)).toEqual(['chandelier']);
    expect((await all(a, `&q=${encodeURIComponent('%')}`)).total).toBe(0);
  });

  it('refuses bad paging', async () => {
    for (const q of ['limit=0', 'limit=5001', 'offset=-1', 'offset=abc']) {
      const res = await call(app, a, 'GET', `/api/pricelist/?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.error.res).toBe(false);
    }
  });
});

describe('POST, PUT, DELETE pricelist/', () => {
  it('adds an item with Russian units, a made code and its defaults', async () => {
    const res = await call(app, a, 'POST', '/api/pricelist/', {
      name: 'Светильник «Гардина»',
      category: 'Освещение и закладные',
      unit: 'шт.',
      price: 1_200_00,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.content).toMatchObject({
      name: 'Светильник «Гардина»',
      unit: 'pcs',
      kind: 'material',
      price: 120_000,
      installerPrice: null,
      installerPriceResolved: 0,
      costPrice: 0,
      sort: defaultPriceList().length,
    });
    expect(res.body.content.uid).toMatch(/^item-[0-9a-f]{8}$/);
    const one = await call(app, a, 'GET', `/api/pricelist/${res.body.content.id}`);
    expect(one.body.content).toEqual(res.body.content);
    for (const [unit, code] of [
      ['м²', 'm2'],
      ['кв.м', 'm2'],
      ['м.п.', 'mp'],
      ['%', 'percent'],
      ['mp', 'mp'],
    ]) {
      const made = await call(app, a, 'POST', '/api/pricelist/', {
        name: `Единица ${unit}`,
        unit,
        price: 10,
      });
      expect(made.body.content?.unit, unit).toBe(code);
    }
  });

  it('checks prices against the unit and refuses a taken code', async () => {
    const cases: [object, RegExp][] = [
      [{ name: 'x', unit: 'кг', price: 1 }, /Единица измерения: м², м\.п\., шт\. или %/],
      [{ name: 'x', unit: 'шт.', price: 10.5 }, /целое число копеек/],
      [{ name: 'x', unit: 'шт.', price: -1 }, /целое число копеек/],
      [{ name: 'x', unit: '%', price: 2000 }, /от -100 до 1000 %/],
      [{ name: 'x', unit: '%', price: 1.234 }, /двух знаков/],
      [{ name: '', unit: 'шт.', price: 1 }, /Укажите наименование/],
      [{ name: 'x', unit: 'шт.', price: 'сто' }, /Цена должна быть числом/],
      [{ uid: 'с пробелом', name: 'x', unit: 'шт.', price: 1 }, /без пробелов/],
      [{ name: 'x\u0000', unit: 'шт.', price: 1 }, /Недопустимый символ/],
    ];
    for (const [body, message] of cases) {
      const res = await call(app, a, 'POST', '/api/pricelist/', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.error.message).toMatch(message);
    }
    const taken = await call(app, a, 'POST', '/api/pricelist/', {
      uid: 'pvh-mat',
      name: 'x',
      unit: 'м²',
      price: 1,
    });
    expect(taken).toMatchObject({
      status: 409,
      body: { message: 'Позиция с кодом «pvh-mat» уже есть в прайс-листе' },
    });
    const percent = await call(app, a, 'POST', '/api/pricelist/', {
      uid: 'vip',
      name: 'Наценка VIP',
      unit: '%',
      price: 12.5,
      installerPrice: 5,
    });
    expect(percent.body.content).toMatchObject({ price: 12.5, installerPrice: 5, installerPriceResolved: 5 });
  });

  it('changes an item by path or body id, checking the result as a whole', async () => {
    const made = (
      await call(app, a, 'POST', '/api/pricelist/', {
        uid: 'tmp-1',
        name: 'Временная',
        unit: '%',
        price: 7.5,
      })
    ).body.content;
    const toPieces = await call(app, a, 'PUT', `/api/pricelist/${made.id}`, { unit: 'шт.' });
    expect(toPieces).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/целое число копеек/) },
    });
    const changed = await call(app, a, 'PUT', `/api/pricelist/${made.id}`, {
      unit: 'шт.',
      price: 500_00,
      installerPrice: 100_00,
      category: 'Работы',
      kind: 'work',
    });
    expect(changed.body.content).toMatchObject({
      unit: 'pcs',
      price: 50_000,
      installerPrice: 10_000,
      category: 'Работы',
    });
    expect(changed.body.content.timestamp).toBeGreaterThan(made.timestamp);
    const byBody = await call(app, a, 'PUT', '/api/pricelist/', {
      id: made.id,
      installerPrice: null,
      uid: 'tmp-2',
    });
    // work without its own installer price: 30 % of 500 ₽
    expect(byBody.body.content).toMatchObject({
      uid: 'tmp-2',
      installerPrice: null,
      installerPriceResolved: 15_000,
    });
    expect((await call(app, a, 'PUT', '/api/pricelist/', { name: 'без id' })).error.message).toBe(
      'Не указан ID позиции',
    );
    expect((await call(app, a, 'PUT', '/api/pricelist/', { id: 'abc' })).status).toBe(400);
    expect((await call(app, a, 'PUT', `/api/pricelist/${made.id}`, { uid: 'pvh-mat' })).status).toBe(409);
    expect((await call(app, a, 'PUT', '/api/pricelist/999999', { name: 'нет' })).status).toBe(404);
  });

  it('keeps codes that templates use: no renaming or deleting them', async () => {
    const spot = (await all(a)).content.find((i: Item) => i.uid === 'spot')!;
    const rename = await call(app, a, 'PUT', `/api/pricelist/${spot.id}`, { uid: 'spot-2' });
    expect(rename.status).toBe(409);
    expect(rename.error.message).toMatch(/используется в шаблоне калькулятора «Стандартный потолок»/);
    const remove = await call(app, a, 'DELETE', `/api/pricelist/${spot.id}`);
    expect(remove.status).toBe(409);
    expect((await call(app, a, 'PUT', `/api/pricelist/${spot.id}`, { price: 500_00 })).status).toBe(200);
  });

  it('deletes by path or body id; without an id it says so', async () => {
    const one = (await call(app, a, 'POST', '/api/pricelist/', { name: 'Удалить 1', unit: 'шт.', price: 1 }))
      .body.content;
    const two = (await call(app, a, 'POST', '/api/pricelist/', { name: 'Удалить 2', unit: 'шт.', price: 1 }))
      .body.content;
    expect(await call(app, a, 'DELETE', `/api/pricelist/${one.id}`)).toMatchObject({
      status: 200,
      body: { res: true, id: one.id },
    });
    expect((await call(app, a, 'DELETE', '/api/pricelist/', { id: two.id })).body).toEqual({
      res: true,
      id: two.id,
    });
    expect(await call(app, a, 'DELETE', '/api/pricelist/')).toMatchObject({
      status: 400,
      body: { res: false, message: 'Не указан ID позиции' },
    });
    expect((await call(app, a, 'DELETE', `/api/pricelist/${one.id}`)).status).toBe(404);
    expect((await call(app, a, 'GET', `/api/pricelist/${two.id}`)).status).toBe(404);
  });
});

describe('item kinds', () => {
  it('takes a kind by code or Russian name; the installer price follows it until set by hand', async () => {
    const made = await call(app, a, 'POST', '/api/pricelist/', {
      name: 'Монтаж гардины',
      unit: 'шт.',
      kind: 'Работа',
      price: 100_000,
    });
    expect(made.status, made.text).toBe(200);
    // 30 % of 1 000 ₽
    expect(made.body.content).toMatchObject({ kind: 'work', installerPriceResolved: 30_000 });
    const id = made.body.content.id;
    const asMaterial = await call(app, a, 'PUT', `/api/pricelist/${id}`, { kind: 'material' });
    expect(asMaterial.body.content).toMatchObject({ kind: 'material', installerPriceResolved: 0 });
    const service = await call(app, a, 'PUT', '/api/pricelist/', { id, kind: 'услуга' });
    expect(service.body.content).toMatchObject({ kind: 'service', installerPriceResolved: 30_000 });
    // set by hand, the price wins over the kind
    const byHand = await call(app, a, 'PUT', `/api/pricelist/${id}`, {
      kind: 'material',
      installerPrice: 5_000,
    });
    expect(byHand.body.content).toMatchObject({ kind: 'material', installerPriceResolved: 5_000 });
    expect((await call(app, a, 'GET', `/api/pricelist/${id}`)).body.content.kind).toBe('material');
  });

  it('refuses an unknown kind with a Russian message', async () => {
    const bad = await call(app, a, 'POST', '/api/pricelist/', {
      name: 'Клей',
      unit: 'шт.',
      kind: 'клей',
      price: 1,
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.error)).toContain('Тип позиции: материал, работа или услуга');
    const item = (await all(a)).content[0]!;
    const put = await call(app, a, 'PUT', `/api/pricelist/${item.id}`, { kind: 42 });
    expect(put.status).toBe(400);
    expect(JSON.stringify(put.error)).toContain('Тип позиции');
  });

  it('changes kinds only in the caller’s company', async () => {
    const mine = (await all(a)).content.find((i: Item) => i.uid === 'pvh-satin')!;
    expect((await call(app, b, 'PUT', `/api/pricelist/${mine.id}`, { kind: 'work' })).status).toBe(404);
    expect((await call(app, a, 'GET', `/api/pricelist/${mine.id}`)).body.content.kind).toBe('material');
  });
});

describe('rights and tenancy', () => {
  it('lets every user read and only the owner or group «6» change the list', async () => {
    const plain = await addUser(app, a, { rights: ['2'] });
    const pricing = await addUser(app, a, { rights: ['6'] });
    expect((await call(app, plain, 'GET', '/api/pricelist/')).status).toBe(200);
    const refused = await call(app, plain, 'POST', '/api/pricelist/', { name: 'x', unit: 'шт.', price: 1 });
    expect(refused).toMatchObject({
      status: 403,
      body: {
        message: 'Прайс-лист может менять владелец или сотрудник с правом «Прайс-лист и калькуляторы»',
      },
    });
    const made = await call(app, pricing, 'POST', '/api/pricelist/', {
      name: 'От сотрудника',
      unit: 'шт.',
      price: 1,
    });
    expect(made.status).toBe(200);
    expect(
      (await call(app, plain, 'PUT', `/api/pricelist/${made.body.content.id}`, { price: 2 })).status,
    ).toBe(403);
    expect((await call(app, plain, 'DELETE', `/api/pricelist/${made.body.content.id}`)).status).toBe(403);
    expect((await call(app, pricing, 'DELETE', `/api/pricelist/${made.body.content.id}`)).status).toBe(200);
  });

  it('keeps each company’s list to itself', async () => {
    const mine = (
      await call(app, a, 'POST', '/api/pricelist/', {
        uid: 'only-a',
        name: 'Только А',
        unit: 'шт.',
        price: 1,
      })
    ).body.content;
    expect((await call(app, b, 'GET', `/api/pricelist/${mine.id}`)).status).toBe(404);
    expect((await call(app, b, 'PUT', `/api/pricelist/${mine.id}`, { price: 5 })).status).toBe(404);
    expect((await call(app, b, 'PUT', '/api/pricelist/', { id: mine.id, price: 5 })).status).toBe(404);
    expect((await call(app, b, 'DELETE', `/api/pricelist/${mine.id}`)).status).toBe(404);
    expect((await call(app, b, 'DELETE', '/api/pricelist/', { id: mine.id })).status).toBe(404);
    expect((await all(b)).content.map((i: Item) => i.uid)).not.toContain('only-a');
    // The same code is free in another company.
    expect(
      (await call(app, b, 'POST', '/api/pricelist/', { uid: 'only-a', name: 'Б', unit: 'шт.', price: 1 }))
        .status,
    ).toBe(200);
    expect((await call(app, a, 'GET', `/api/pricelist/${mine.id}`)).body.content.price).toBe(1);
  });

  it('asks for a sign-in', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/pricelist/' });
    expect(res.statusCode).toBe(401);
  });
});
