import {
  MAX_PRICE_ITEMS,
  type PriceImportAnswer,
  parsePriceKind,
  parsePriceUnit,
  priceItemCreateBody,
} from '@glad/contracts';
import type { Db } from '../../db/client.js';
import { forbidden } from '../../lib/errors.js';
import { assertPricingEditor } from '../../lib/pricing-access.js';
import { COSTS_RIGHT, canSeeCosts } from '../../lib/rights.js';
import type { AuthContext } from '../../plugins/auth.js';
import {
  allItems,
  insertItem,
  lockPriceList,
  nextSort,
  type PriceRow,
  type PriceValues,
} from './repository.js';
import { newUid, writeItem } from './service.js';
import type { SheetRow } from './xlsx.js';

type Report = PriceImportAnswer['rows'][number];

/** «1 234,50 ₽», «1234.5», 1234.5 → 1234.5; null when blank; NaN when not a number. */
function sheetNumber(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  const cleaned = value
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/(₽|руб\.?|р\.|%)$/i, '')
    .replace('−', '-')
    .replace(',', '.');
  return cleaned === '' ? null : /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** A sheet row as an item, or the Russian reason it is not one. `kind` null: the column was left blank. */
function parseRow(
  cells: SheetRow['cells'],
): { ok: true; item: PriceValues; kindGiven: boolean; costGiven: boolean } | { ok: false; message: string } {
  const kindText = text(cells.kind).trim();
  const kind = kindText === '' ? null : parsePriceKind(kindText);
  if (kindText !== '' && !kind) {
    return { ok: false, message: `неизвестный тип «${kindText}»: допустимы материал, работа и услуга` };
  }
  const unitText = text(cells.unit);
  const unit = unitText === '' ? null : parsePriceUnit(unitText);
  if (unitText === '') return { ok: false, message: 'не указана единица измерения (м², м.п., шт. или %)' };
  if (!unit) return { ok: false, message: `неизвестная единица «${unitText}»: допустимы м², м.п., шт. и %` };
  const scale = unit === 'percent' ? 1 : 100;
  const amounts: Record<'price' | 'installerPrice' | 'costPrice', number | null> = {
    price: null,
    installerPrice: null,
    costPrice: null,
  };
  const labels = { price: 'цена для клиента', installerPrice: 'цена монтажника', costPrice: 'себестоимость' };
  for (const key of ['price', 'installerPrice', 'costPrice'] as const) {
    const n = sheetNumber(cells[key]);
    if (Number.isNaN(n)) return { ok: false, message: `${labels[key]} «${text(cells[key])}» — не число` };
    amounts[key] = n === null ? null : Math.round(n * scale * 100) / 100;
  }
  if (amounts.price === null) return { ok: false, message: 'не указана цена для клиента' };
  if (unit !== 'percent') {
    for (const key of ['price', 'installerPrice', 'costPrice'] as const) {
      if (amounts[key] !== null) amounts[key] = Math.round(amounts[key]);
    }
  }
  const uid = text(cells.uid).trim();
  const parsed = priceItemCreateBody.safeParse({
    ...(uid ? { uid } : {}),
    name: text(cells.name),
    category: text(cells.category),
    unit,
    ...(kind ? { kind } : {}),
    price: amounts.price,
    installerPrice: amounts.installerPrice,
    costPrice: amounts.costPrice ?? 0,
  });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'неверные данные';
    return { ok: false, message: message.charAt(0).toLowerCase() + message.slice(1) };
  }
  const item = parsed.data;
  return {
    ok: true,
    kindGiven: kind !== null,
    costGiven: 'costPrice' in cells,
    item: {
      uid: item.uid ?? '',
      name: item.name,
      category: item.category,
      unit: item.unit,
      kind: item.kind,
      price: item.price,
      installerPrice: item.installerPrice,
      costPrice: item.costPrice,
    },
  };
}

const same = (row: PriceRow, item: PriceValues) =>
  row.name === item.name &&
  row.category === item.category &&
  row.unit === item.unit &&
  row.kind === item.kind &&
  row.price === item.price &&
  row.installerPrice === item.installerPrice &&
  row.costPrice === item.costPrice;

const nameKey = (name: string) => name.trim().toLowerCase();

/**
 * Upserts the sheet's rows in one transaction: a row with a code updates the item of that code (or adds
 * it with that code); a row without one updates the only item of the same name (or adds a new item).
 * Bad rows are reported and skipped; the others are applied.
 */
export async function importPriceRows(
  db: Db,
  auth: AuthContext,
  companyId: number,
  rows: SheetRow[],
): Promise<PriceImportAnswer> {
  assertPricingEditor(auth, 'Прайс-лист');
  if (!canSeeCosts(auth) && rows.some((r) => 'costPrice' in r.cells)) throw forbidden(COSTS_RIGHT);
  const report: Report[] = await db.transaction(async (tx) => {
    await lockPriceList(tx, companyId);
    const existing = await allItems(tx, companyId);
    const byUid = new Map(existing.map((row) => [row.uid, row]));
    const byName = new Map<string, PriceRow[]>();
    for (const row of existing)
      byName.set(nameKey(row.name), [...(byName.get(nameKey(row.name)) ?? []), row]);
    let count = existing.length;
    let sort = await nextSort(tx, companyId);
    const seenUids = new Map<string, number>();
    const out: Report[] = [];
    for (const { row: number, cells } of rows) {
      const name = text(cells.name).trim();
      const fail = (message: string, uid: string | null = null) =>
        out.push({ row: number, status: 'error', uid, name, message: `Строка ${number}: ${message}` });
      const parsed = parseRow(cells);
      if (!parsed.ok) {
        fail(parsed.message, text(cells.uid).trim() || null);
        continue;
      }
      const item = parsed.item;
      let target: PriceRow | undefined;
      if (item.uid) {
        const earlier = seenUids.get(item.uid);
        if (earlier !== undefined) {
          fail(`код «${item.uid}» уже встречался в строке ${earlier}`, item.uid);
          continue;
        }
        seenUids.set(item.uid, number);
        target = byUid.get(item.uid);
      } else {
        const matches = byName.get(nameKey(item.name)) ?? [];
        if (matches.length > 1) {
          fail('в прайс-листе несколько позиций с таким наименованием — укажите код');
          continue;
        }
        target = matches[0];
        if (target) seenUids.set(target.uid, number);
      }
      if (target) {
        // a sheet without the «Тип» column (or a blank cell) leaves the item's kind as it is, and one
        // without the «Себестоимость» column its cost price (an export for someone who does not see it)
        const kind = parsed.kindGiven ? item.kind : target.kind;
        const costPrice = parsed.costGiven ? item.costPrice : target.costPrice;
        const next = { ...item, kind, costPrice, uid: target.uid, sort: target.sort };
        if (same(target, next)) {
          out.push({ row: number, status: 'unchanged', uid: target.uid, name: item.name, message: null });
          continue;
        }
        const updated = await writeItem(tx, companyId, target, next);
        byUid.set(updated.uid, updated);
        out.push({ row: number, status: 'updated', uid: updated.uid, name: item.name, message: null });
        continue;
      }
      if (count >= MAX_PRICE_ITEMS) {
        fail(`в прайс-листе может быть не больше ${MAX_PRICE_ITEMS} позиций`, item.uid || null);
        continue;
      }
      let uid = item.uid || newUid();
      while (byUid.has(uid)) uid = newUid();
      const created = await insertItem(tx, companyId, { ...item, uid, sort: sort++ });
      count += 1;
      byUid.set(uid, created);
      seenUids.set(uid, number);
      const key = nameKey(created.name);
      byName.set(key, [...(byName.get(key) ?? []), created]);
      out.push({ row: number, status: 'created', uid, name: item.name, message: null });
    }
    return out;
  });
  const counted = (status: Report['status']) => report.filter((r) => r.status === status).length;
  return {
    res: true,
    created: counted('created'),
    updated: counted('updated'),
    unchanged: counted('unchanged'),
    errors: counted('error'),
    rows: report,
  };
}
