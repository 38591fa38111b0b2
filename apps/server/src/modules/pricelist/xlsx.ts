import { MAX_PRICE_ITEMS, type PriceItem, priceKindNames, priceUnitNames } from '@glad/contracts';
import ExcelJS from 'exceljs';
import { badRequest, HttpError } from '../../lib/errors.js';
import { inspectZip, type ZipRefusal } from '../../lib/zip-guard.js';

/*
 * The price list as an Excel book (exceljs): one sheet «Прайс-лист» with Russian headers, money in
 * roubles (kopecks / 100), '%' items in percent. Import reads the first sheet, finds the columns by their
 * headers (any order, a few spellings), and hands back raw cells for the service to check row by row.
 */

export const SHEET_NAME = 'Прайс-лист';
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Column = 'uid' | 'name' | 'category' | 'unit' | 'kind' | 'price' | 'installerPrice' | 'costPrice';

const columns: { key: Column; title: string; width: number; money?: true }[] = [
  { key: 'uid', title: 'Код', width: 18 },
  { key: 'name', title: 'Наименование', width: 44 },
  { key: 'category', title: 'Категория', width: 24 },
  { key: 'unit', title: 'Ед. изм.', width: 10 },
  { key: 'kind', title: 'Тип', width: 12 },
  { key: 'price', title: 'Цена для клиента, ₽', width: 20, money: true },
  { key: 'installerPrice', title: 'Цена монтажника, ₽', width: 20, money: true },
  { key: 'costPrice', title: 'Себестоимость, ₽', width: 18, money: true },
];

/** Header spellings (lower case, before any comma or bracket) → column. */
const headerNames: Record<string, Column> = {
  код: 'uid',
  uid: 'uid',
  артикул: 'uid',
  наименование: 'name',
  название: 'name',
  позиция: 'name',
  категория: 'category',
  раздел: 'category',
  группа: 'category',
  'ед. изм.': 'unit',
  'ед.изм.': 'unit',
  'ед. изм': 'unit',
  'ед.': 'unit',
  единица: 'unit',
  'единица измерения': 'unit',
  тип: 'kind',
  вид: 'kind',
  'тип позиции': 'kind',
  'цена для клиента': 'price',
  'цена клиента': 'price',
  цена: 'price',
  'цена монтажника': 'installerPrice',
  монтажнику: 'installerPrice',
  'цена монтажа': 'installerPrice',
  себестоимость: 'costPrice',
  закупка: 'costPrice',
};

const notes = [
  [
    'Код',
    'Постоянный код позиции: по нему калькуляторы находят её цену. При загрузке позиция с тем же кодом обновляется.',
  ],
  [
    'Наименование',
    'Обязательно. Строка без кода обновляет позицию с тем же наименованием или добавляет новую.',
  ],
  ['Ед. изм.', 'м², м.п., шт. или %.'],
  [
    'Тип',
    'материал, работа или услуга. Монтажнику по умолчанию платят за работы и услуги; за материал — 0. Пусто — материал для новой позиции, без изменений для существующей.',
  ],
  ['Цены', 'В рублях с копейками. Для позиции в % — процент: −5 — скидка 5 %, 15 — наценка 15 %.'],
  [
    'Цена монтажника',
    'Пусто — для работы и услуги доля монтажника из настроек смет (30 % от цены для клиента, если не меняли), для материала 0.',
  ],
  ['Себестоимость', 'Пусто — 0. Без столбца — себестоимость позиций не меняется.'],
];

const roubles = (item: PriceItem, value: number) => (item.unit === 'percent' ? value : value / 100);

/** The book of the given items, in their order; without `costs` the cost price column is left out. */
export async function writePriceBook(items: PriceItem[], { costs }: { costs: boolean }): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Гладь';
  const sheet = book.addWorksheet(SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
  const shown = costs ? columns : columns.filter((c) => c.key !== 'costPrice');
  sheet.columns = shown.map((c) => ({
    header: c.title,
    key: c.key,
    width: c.width,
    ...(c.money ? { style: { numFmt: '#,##0.00' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const item of items) {
    sheet.addRow({
      uid: item.uid,
      name: item.name,
      category: item.category,
      unit: priceUnitNames[item.unit],
      kind: priceKindNames[item.kind],
      price: roubles(item, item.price),
      installerPrice: item.installerPrice === null ? null : roubles(item, item.installerPrice),
      ...(costs && item.costPrice !== null ? { costPrice: roubles(item, item.costPrice) } : {}),
    });
  }
  const help = book.addWorksheet('Пояснения');
  help.columns = [{ width: 20 }, { width: 100 }];
  for (const line of notes) if (costs || line[0] !== 'Себестоимость') help.addRow(line);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/* ---------- reading ---------- */

/**
 * What an uploaded book may unpack to. The largest legitimate one — MAX_PRICE_ITEMS rows of the longest
 * names and categories, as our own export writes it — unpacks to 4.8 MB (237 KB packed); a book saved by
 * Excel with styles and a few more sheets stays within three times that.
 */
export const MAX_UNPACKED_BYTES = 16 * 1024 * 1024;
/** Parts of the ZIP: a book has a dozen or two; thousands only in a crafted file. */
const MAX_ENTRIES = 2000;

const NOT_XLSX = 'Файл не является книгой Excel (.xlsx)';
const CORRUPT = 'Файл повреждён: не удалось прочитать книгу Excel';

const refusals: Record<ZipRefusal, [status: number, message: string]> = {
  'not-zip': [415, NOT_XLSX],
  'too-many-entries': [415, 'В книге слишком много частей'],
  'too-big': [
    413,
    `Книга слишком велика в распакованном виде: больше ${MAX_UNPACKED_BYTES / 1024 / 1024} МБ`,
  ],
  unsupported: [415, 'Книга сохранена в неподдерживаемом виде: зашифрована или сжата иначе'],
  corrupt: [400, CORRUPT],
};
const refuse = (reason: ZipRefusal) => new HttpError(...refusals[reason]);

/**
 * Refuses (a Russian 4xx) bytes that are not an XLSX package, or that would unpack beyond the limits —
 * counted by really inflating them (lib/zip-guard.ts), so a «zip bomb» is stopped after a few MB.
 */
export async function assertSafeBook(data: Buffer): Promise<void> {
  const verdict = await inspectZip(data, { maxEntries: MAX_ENTRIES, maxUnpackedBytes: MAX_UNPACKED_BYTES });
  if (!verdict.ok) throw refuse(verdict.reason);
  if (!verdict.names.has('[Content_Types].xml') || !verdict.names.has('xl/workbook.xml')) {
    throw refuse('not-zip');
  }
}

/** A data row of the sheet: its Excel row number and the cells of the columns found. */
export interface SheetRow {
  row: number;
  cells: Partial<Record<Column, string | number | null>>;
}

function plainValue(value: ExcelJS.CellValue): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'ИСТИНА' : 'ЛОЖЬ';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('hyperlink' in value) return value.text;
  if ('result' in value) {
    const result = value.result;
    if (typeof result === 'number' || typeof result === 'string') return result;
    return null;
  }
  return null;
}

const headerKey = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').split(/[,(]/)[0]!.trim();

/** The data rows of the first sheet; 400 with a Russian message when it has no usable header. */
export async function readPriceBook(data: Buffer): Promise<SheetRow[]> {
  await assertSafeBook(data);
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(data as unknown as ExcelJS.Buffer);
  } catch {
    throw badRequest(CORRUPT);
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw badRequest('В книге нет ни одного листа');
  const found = new Map<number, Column>();
  sheet.getRow(1).eachCell((cell, col) => {
    const text = plainValue(cell.value);
    const key = typeof text === 'string' ? headerNames[headerKey(text)] : undefined;
    if (key && ![...found.values()].includes(key)) found.set(col, key);
  });
  const have = new Set(found.values());
  if (!have.has('name')) throw badRequest('В первой строке листа нет столбца «Наименование»');
  if (!have.has('price')) throw badRequest('В первой строке листа нет столбца «Цена для клиента, ₽»');
  if (sheet.actualRowCount - 1 > MAX_PRICE_ITEMS) {
    throw badRequest(`В файле больше ${MAX_PRICE_ITEMS} строк: разделите его на части`);
  }
  const rows: SheetRow[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const cells: SheetRow['cells'] = {};
    let filled = false;
    for (const [col, key] of found) {
      let value = plainValue(row.getCell(col).value);
      if (typeof value === 'string') value = value.trim() || null;
      if (value !== null) filled = true;
      cells[key] = value;
    }
    if (filled) rows.push({ row: number, cells });
  });
  return rows;
}
