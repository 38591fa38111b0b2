import { errorBody } from '@glad/contracts';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createCompany, readAs, useTestApp } from './helpers/app.js';
import { simpleRows } from './helpers/calculators.js';
import { addUser, type Caller, call, type Reply } from './helpers/records.js';

/*
 * Rights groups over the company's settings-like data (decision 0023): staff (1), cost prices (5, with
 * reports), the price list and calculators (6), expenses (11) — each allowed and refused in Russian.
 */

const app = await useTestApp();
const a = await createCompany(app);
const nobody = await addUser(app, a, { name: 'Без прав' });
const staff = await addUser(app, a, { rights: ['1'], name: 'Кадровик' });
const prices = await addUser(app, a, { rights: ['6'], name: 'Цены без себестоимости' });
const pricesAndCosts = await addUser(app, a, { rights: ['5', '6'], name: 'Цены и себестоимость' });
const expenses = await addUser(app, a, { rights: ['11'], name: 'Бухгалтер' });

const COSTS = 'Себестоимость может видеть и менять владелец или сотрудник с правом «Отчёты»';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const refused = (res: Reply<unknown>, message: string) => {
  expect(res.status).toBe(403);
  expect(res.error).toEqual({ res: false, message });
};

async function item(who: Caller, uid: string) {
  const res = await call(app, who, 'GET', '/api/pricelist/?limit=5000');
  return res.body.content.find((i) => i.uid === uid)!;
}

function upload(who: Caller, data: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([data], { type: XLSX }), 'prices.xlsx');
  return app.inject({ method: 'POST', url: '/api/pricelist/import/', headers: who.headers, payload: form });
}

async function exportedHeaders(who: Caller) {
  const res = await app.inject({ method: 'GET', url: '/api/pricelist/export/', headers: who.headers });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  return { raw: res.rawPayload, headers: (book.worksheets[0]!.getRow(1).values as unknown[]).slice(1) };
}

describe('«Отчёты» (5): cost prices', () => {
  it('are hidden from the price list and its book without the group, and shown with it', async () => {
    expect((await item(a, 'pvh-mat')).costPrice).toBe(19_000);
    expect((await item(pricesAndCosts, 'pvh-mat')).costPrice).toBe(19_000);
    const hidden = await item(prices, 'pvh-mat');
    expect(hidden.costPrice).toBeNull();
    expect((await call(app, nobody, 'GET', `/api/pricelist/${hidden.id}`)).body.content.costPrice).toBeNull();
    expect((await exportedHeaders(prices)).headers).not.toContain('Себестоимость, ₽');
    expect((await exportedHeaders(a)).headers).toContain('Себестоимость, ₽');
  });

  it('are changed only with the group; other prices change and the cost price stays', async () => {
    const film = await item(a, 'pvh-mat');
    refused(await call(app, prices, 'PUT', `/api/pricelist/${film.id}`, { costPrice: 1 }), COSTS);
    refused(
      await call(app, prices, 'POST', '/api/pricelist/', {
        name: 'Новая',
        unit: 'pcs',
        price: 100,
        costPrice: 50,
      }),
      COSTS,
    );
    const priced = await call(app, prices, 'PUT', `/api/pricelist/${film.id}`, { price: 46_000 });
    expect(priced.body.content).toMatchObject({ price: 46_000, costPrice: null });
    expect(await item(a, 'pvh-mat')).toMatchObject({ price: 46_000, costPrice: 19_000 });
    const costed = await call(app, pricesAndCosts, 'PUT', `/api/pricelist/${film.id}`, { costPrice: 19_500 });
    expect(costed.body.content.costPrice).toBe(19_500);
  });

  it('an import without the cost column keeps them; one with it needs the group', async () => {
    const own = await exportedHeaders(prices);
    const reimport = await upload(prices, own.raw);
    expect(reimport.statusCode).toBe(200);
    expect((await item(a, 'pvh-mat')).costPrice).toBe(19_500);
    const full = await exportedHeaders(a);
    const refusedImport = await upload(prices, full.raw);
    expect(refusedImport.statusCode).toBe(403);
    expect(readAs(refusedImport, errorBody).message).toBe(COSTS);
    expect((await upload(pricesAndCosts, full.raw)).statusCode).toBe(200);
  });

  it('a template row’s own cost price is hidden, kept through an edit, and refused from a writer without the group', async () => {
    const rows = { ...simpleRows, main: [{ ...simpleRows.main[0]!, costPrice: 12_300 }] };
    const made = await call(app, a, 'POST', '/api/templatecalc/', { name: 'С себестоимостью', ...rows });
    expect(made.status).toBe(200);
    const id = made.body.content.id;
    const seen = (await call(app, prices, 'GET', `/api/templatecalc/${id}`)).body.content;
    expect(seen.main[0]).not.toHaveProperty('costPrice');
    const renamed = await call(app, prices, 'PUT', `/api/templatecalc/${id}`, {
      name: 'Переименован',
      main: seen.main,
    });
    expect(renamed.status).toBe(200);
    expect((await call(app, a, 'GET', `/api/templatecalc/${id}`)).body.content.main[0]!.costPrice).toBe(
      12_300,
    );
    refused(
      await call(app, prices, 'PUT', `/api/templatecalc/${id}`, {
        main: [{ ...seen.main[0], costPrice: 1 }],
      }),
      COSTS,
    );
  });
});

describe('«Прайс-лист и калькуляторы» (6)', () => {
  it('changes the price list and templates; others get 403', async () => {
    const film = await item(a, 'pvh-glossy');
    refused(
      await call(app, nobody, 'PUT', `/api/pricelist/${film.id}`, { price: 1 }),
      'Прайс-лист может менять владелец или сотрудник с правом «Прайс-лист и калькуляторы»',
    );
    expect((await call(app, prices, 'PUT', `/api/pricelist/${film.id}`, { price: 50_000 })).status).toBe(200);
    refused(
      await call(app, staff, 'POST', '/api/templatecalc/', { name: 'Нельзя', ...simpleRows }),
      'Шаблоны калькуляторов может менять владелец или сотрудник с правом «Прайс-лист и калькуляторы»',
    );
  });
});

describe('«Сотрудники» (1) and «Расходы» (11)', () => {
  it('staff is added by the group; expenses are seen by theirs', async () => {
    const newcomer = { email: `new-${Date.now()}@example.com`, password: 'staff-pass-1', name: 'Новенький' };
    refused(
      await call(app, nobody, 'POST', '/api/users/', newcomer),
      'Добавлять сотрудников может владелец или сотрудник с правом «Сотрудники»',
    );
    // the free plan's two places are taken: the group is let past the rights check to the plan's
    const byStaff = await call(app, staff, 'POST', '/api/users/', newcomer);
    expect(byStaff.status).toBe(403);
    expect(byStaff.error.message).toMatch(/^Тариф «Бесплатный» позволяет не более/);

    refused(
      await call(app, nobody, 'GET', '/api/rashod/'),
      'Расходы доступны только владельцу компании и сотрудникам с правом «Расходы»',
    );
    expect((await call(app, expenses, 'GET', '/api/rashod/')).status).toBe(200);
  });
});
