import { PassThrough } from 'node:stream';
import { errorBody, type PriceItem, priceImportAnswer, priceListAnswer } from '@glad/contracts';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createCompany, readAs, useTestApp } from './helpers/app.js';
import { addUser, type Caller, call } from './helpers/records.js';

const app = await useTestApp();
const a = await createCompany(app);
const b = await createCompany(app);

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function list(who: Caller): Promise<PriceItem[]> {
  const res = await app.inject({ method: 'GET', url: '/api/pricelist/?limit=5000', headers: who.headers });
  return readAs(res, priceListAnswer).content;
}

/** An item without what the server assigns (id, timestamp, sort). */
const essence = ({ uid, name, category, unit, kind, price, installerPrice, costPrice }: PriceItem) => ({
  uid,
  name,
  category,
  unit,
  kind,
  price,
  installerPrice,
  costPrice,
});

async function exportBook(who: Caller) {
  const res = await app.inject({ method: 'GET', url: '/api/pricelist/export/', headers: who.headers });
  expect(res.statusCode).toBe(200);
  return res;
}

function upload(who: Caller, data: Buffer | string, type = XLSX, name = 'prices.xlsx') {
  const form = new FormData();
  form.append('file', new Blob([data], { type }), name);
  return app.inject({ method: 'POST', url: '/api/pricelist/import/', headers: who.headers, payload: form });
}

async function book(rows: (string | number | null)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Цены');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('GET pricelist/export/', () => {
  it('gives an Excel book with Russian headers, roubles and unit labels', async () => {
    const res = await exportBook(a);
    expect(res.headers['content-type']).toBe(XLSX);
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('Прайс-лист.xlsx'));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.name).toBe('Прайс-лист');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Код',
      'Наименование',
      'Категория',
      'Ед. изм.',
      'Тип',
      'Цена для клиента, ₽',
      'Цена монтажника, ₽',
      'Себестоимость, ₽',
    ]);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([
      'pvh-mat',
      'Полотно ПВХ матовое, белое',
      'Полотна',
      'м²',
      'материал',
      450,
      undefined,
      190,
    ]);
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    expect(rows).toHaveLength((await list(a)).length);
    const discount = rows.find((r) => r[1] === 'regular-discount')!;
    expect(discount.slice(4, 7)).toEqual(['%', 'услуга', -5]);
  });
});

describe('POST pricelist/import/', () => {
  it('round-trips: the exported book imported again changes nothing', async () => {
    await call(app, a, 'POST', '/api/pricelist/', {
      uid: 'kop',
      name: 'Копейки',
      category: 'Разное',
      unit: 'м.п.',
      price: 123_45,
      installerPrice: 67_89,
      costPrice: 1,
    });
    const before = await list(a);
    const res = await upload(a, (await exportBook(a)).rawPayload);
    expect(res.statusCode, res.body).toBe(200);
    const report = readAs(res, priceImportAnswer);
    expect(report).toMatchObject({ res: true, created: 0, updated: 0, errors: 0, unchanged: before.length });
    expect(await list(a)).toEqual(before);
  });

  it('carries one company’s list into another (same codes, names, units and prices)', async () => {
    const mine = await list(a);
    const res = await upload(b, (await exportBook(a)).rawPayload);
    expect(res.statusCode, res.body).toBe(200);
    expect(readAs(res, priceImportAnswer)).toMatchObject({ created: 1, errors: 0 });
    const theirs = await list(b);
    expect(theirs.map(essence)).toEqual(mine.map(essence));
    expect(readAs(res, priceImportAnswer).rows[0]).toMatchObject({
      row: 2,
      uid: 'pvh-mat',
      status: 'unchanged',
      message: null,
    });
  });

  it('updates by code or by name, adds new rows and reports bad rows in Russian', async () => {
    const c = await createCompany(app);
    const data = await book([
      ['Наименование', 'Код (uid)', 'Ед. изм.', 'Цена, ₽', 'Себестоимость', 'Категория'],
      ['Полотно ПВХ матовое, белое', 'pvh-mat', 'м2', 500, 200, 'Полотна'],
      ['полотно ткаНевое', null, 'кв.м', '1 700,50', null, 'Полотна'],
      ['Новая работа', null, 'шт', 300, null, 'Работы'],
      ['Новая с кодом', 'new-code', '%', '−2,5', null, 'Скидки'],
      [null, null, null, null, null, null],
      ['Ошибка единицы', null, 'кг', 10, null, ''],
      [null, 'no-name', 'шт', 10, null, ''],
      ['Без цены', null, 'шт', null, null, ''],
      ['Цена словами', null, 'шт', 'сто', null, ''],
      ['Повтор кода', 'new-code', 'шт', 10, null, ''],
      ['Отрицательная', null, 'шт', -10, null, ''],
    ]);
    const res = await upload(c, data);
    expect(res.statusCode, res.body).toBe(200);
    const report = readAs(res, priceImportAnswer);
    expect(report).toMatchObject({ created: 2, updated: 2, unchanged: 0, errors: 6 });
    const byRow = Object.fromEntries(report.rows.map((r) => [r.row, r]));
    expect(byRow[2]).toMatchObject({ status: 'updated', uid: 'pvh-mat' });
    expect(byRow[3]).toMatchObject({ status: 'updated', uid: 'fabric' });
    expect(byRow[4]).toMatchObject({ status: 'created', name: 'Новая работа' });
    expect(byRow[5]).toMatchObject({ status: 'created', uid: 'new-code' });
    expect(byRow[6]).toBeUndefined();
    expect(byRow[7]?.message).toBe('Строка 7: неизвестная единица «кг»: допустимы м², м.п., шт. и %');
    expect(byRow[8]?.message).toBe('Строка 8: укажите наименование');
    expect(byRow[9]?.message).toBe('Строка 9: не указана цена для клиента');
    expect(byRow[10]?.message).toBe('Строка 10: цена для клиента «сто» — не число');
    expect(byRow[11]?.message).toBe('Строка 11: код «new-code» уже встречался в строке 5');
    expect(byRow[12]?.message).toMatch(/^Строка 12: цена для клиента: целое число копеек/);
    const items = await list(c);
    const uid = (u: string) => items.find((i) => i.uid === u);
    expect(uid('pvh-mat')).toMatchObject({ price: 50_000, costPrice: 20_000, unit: 'm2' });
    expect(uid('fabric')).toMatchObject({ name: 'полотно ткаНевое', price: 170_050, costPrice: 0 });
    expect(uid('new-code')).toMatchObject({ unit: 'percent', price: -2.5, category: 'Скидки' });
    const added = items.find((i) => i.name === 'Новая работа');
    expect(added).toMatchObject({
      unit: 'pcs',
      price: 30_000,
      installerPrice: null,
      uid: expect.stringMatching(/^item-/),
    });
    expect(items.find((i) => i.name === 'Ошибка единицы')).toBeUndefined();
  });

  it('reads the «Тип» column: a kind by name, blank keeps an item’s kind, an unknown one is an error', async () => {
    const c = await createCompany(app);
    const data = await book([
      ['Наименование', 'Код', 'Ед. изм.', 'Тип', 'Цена'],
      ['Монтаж полотна', 'mounting', 'м²', null, 400],
      ['Полотно ПВХ матовое, белое', 'pvh-mat', 'м²', 'Услуга', 450],
      ['Грунтовка', null, 'шт.', 'работа', 100],
      ['Клей', null, 'шт.', 'клей', 100],
    ]);
    const res = await upload(c, data);
    expect(res.statusCode, res.body).toBe(200);
    const report = readAs(res, priceImportAnswer);
    expect(report).toMatchObject({ created: 1, updated: 2, errors: 1 });
    expect(report.rows[3]!.message).toBe(
      'Строка 5: неизвестный тип «клей»: допустимы материал, работа и услуга',
    );
    const items = await list(c);
    const uid = (u: string) => items.find((i) => i.uid === u);
    // blank: the mounting stays work (30 % of 400 ₽ = 120 ₽)
    expect(uid('mounting')).toMatchObject({ kind: 'work', installerPriceResolved: 12_000 });
    expect(uid('pvh-mat')).toMatchObject({ kind: 'service', installerPriceResolved: 13_500 });
    expect(items.find((i) => i.name === 'Грунтовка')).toMatchObject({ kind: 'work' });
  });

  it('asks for a code when several items share a name', async () => {
    const c = await createCompany(app);
    for (const uid of ['twin-1', 'twin-2']) {
      await call(app, c, 'POST', '/api/pricelist/', { uid, name: 'Близнец', unit: 'шт.', price: 1 });
    }
    const res = await upload(
      c,
      await book([
        ['Наименование', 'Ед. изм.', 'Цена'],
        ['Близнец', 'шт.', 5],
      ]),
    );
    expect(readAs(res, priceImportAnswer).rows[0]!.message).toBe(
      'Строка 2: в прайс-листе несколько позиций с таким наименованием — укажите код',
    );
  });

  it('refuses what is not a usable Excel book', async () => {
    const cases: [Buffer | string, string, number, string][] = [
      [
        '<svg xmlns="http://www.w3.org/2000/svg"/>',
        'image/svg+xml',
        415,
        'Файл не является книгой Excel (.xlsx)',
      ],
      ['Код;Наименование\n1;Полотно', 'text/csv', 415, 'Файл не является книгой Excel (.xlsx)'],
      [
        Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(100, 7)]),
        XLSX,
        415,
        'Файл не является книгой Excel (.xlsx)',
      ],
      [Buffer.alloc(0), XLSX, 400, 'Файл пуст'],
      [
        await book([
          ['Код', 'Цена'],
          ['x', 1],
        ]),
        XLSX,
        400,
        'В первой строке листа нет столбца «Наименование»',
      ],
      [
        await book([['Наименование'], ['x']]),
        XLSX,
        400,
        'В первой строке листа нет столбца «Цена для клиента, ₽»',
      ],
    ];
    for (const [data, type, status, message] of cases) {
      const res = await upload(a, data, type);
      expect(res.statusCode, message).toBe(status);
      expect(readAs(res, errorBody)).toEqual({ res: false, message });
    }
    const big = await upload(a, Buffer.alloc(2 * 1024 * 1024 + 10, 1));
    expect(big.statusCode).toBe(413);
    expect(readAs(big, errorBody).message).toBe('Файл больше 2 МБ');
    const json = await call(app, a, 'POST', '/api/pricelist/import/', { rows: [] });
    expect(json).toMatchObject({ status: 415, body: { message: 'Отправьте файл как multipart/form-data' } });
    const noFile = new FormData();
    noFile.append('note', 'без файла');
    const none = await app.inject({
      method: 'POST',
      url: '/api/pricelist/import/',
      headers: a.headers,
      payload: noFile,
    });
    expect(none.statusCode).toBe(400);
  });

  it('refuses a zip that would unpack far beyond its size', async () => {
    // 70 MB of one repeated letter (inline strings, so each cell holds it) packs into about 100 KB.
    const stream = new PassThrough();
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false });
    const sheet = wb.addWorksheet('Прайс-лист');
    sheet.addRow(['Наименование', 'Ед. изм.', 'Цена']).commit();
    const long = 'a'.repeat(32_000);
    for (let i = 0; i < 2200; i++) sheet.addRow([long, 'шт.', 1]).commit();
    sheet.commit();
    await wb.commit();
    const data = Buffer.concat(chunks);
    expect(data.length).toBeLessThan(2 * 1024 * 1024);
    const res = await upload(a, data);
    expect(res.statusCode).toBe(413);
    expect(readAs(res, errorBody).message).toBe('Книга слишком велика в распакованном виде: больше 16 МБ');
  });

  it('lets only the owner or group «6» import', async () => {
    const plain = await addUser(app, a, { rights: ['3'] });
    const res = await upload(plain, (await exportBook(a)).rawPayload);
    expect(res.statusCode).toBe(403);
    expect((await exportBook(plain)).statusCode).toBe(200);
  });
});
