import { randomBytes } from 'node:crypto';
import {
  MAX_PRICE_ITEMS,
  type PriceItemCreateBody,
  type PriceItemUpdateBody,
  type PriceListQuery,
  priceItemProblem,
} from '@glad/contracts';
import type { Db, Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { assertPricingEditor } from '../../lib/pricing-access.js';
import { COSTS_RIGHT, canSeeCosts } from '../../lib/rights.js';
import type { AuthContext } from '../../plugins/auth.js';
import {
  categoriesOf,
  countItems,
  deleteItemRow,
  findByUid,
  findItem,
  insertItem,
  installerShare,
  lockPriceList,
  nextSort,
  type PriceRow,
  type PriceValues,
  pageItems,
  toWire,
  updateItemRow,
  whereUidIsUsed,
} from './repository.js';

export { allItems, toDomainItem } from './repository.js';
export { seedPricing } from './seed.js';

export const ITEM_NOT_FOUND = 'Позиция прайс-листа не найдена';
const WHAT = 'Прайс-лист';

export const uidTaken = (uid: string) => `Позиция с кодом «${uid}» уже есть в прайс-листе`;
export const tooManyItems = () => `В прайс-листе может быть не больше ${MAX_PRICE_ITEMS} позиций`;

/** A uid for an item added without one. */
export const newUid = () => `item-${randomBytes(4).toString('hex')}`;

/** A page of the price list with the total and every category the company uses. */
export async function listItems(db: Db, auth: AuthContext, companyId: number, query: PriceListQuery) {
  const page = await pageItems(db, companyId, query);
  const share = await installerShare(db, companyId);
  const costs = canSeeCosts(auth);
  return {
    res: true as const,
    pagination: { total: page.total },
    content: page.rows.map((row) => toWire(row, share, costs)),
    categories: await categoriesOf(db, companyId),
  };
}

export async function getItem(db: Db, auth: AuthContext, companyId: number, id: number) {
  const row = await findItem(db, companyId, id);
  if (!row) throw notFound(ITEM_NOT_FOUND);
  return toWire(row, await installerShare(db, companyId), canSeeCosts(auth));
}

export async function createItem(db: Db, auth: AuthContext, companyId: number, body: PriceItemCreateBody) {
  assertPricingEditor(auth, WHAT);
  if (body.costPrice !== 0 && !canSeeCosts(auth)) throw forbidden(COSTS_RIGHT);
  try {
    const row = await db.transaction(async (tx) => {
      await lockPriceList(tx, companyId);
      if ((await countItems(tx, companyId)) >= MAX_PRICE_ITEMS) throw conflict(tooManyItems());
      const uid = body.uid ?? newUid();
      if (await findByUid(tx, companyId, uid)) throw conflict(uidTaken(uid));
      return insertItem(tx, companyId, {
        uid,
        name: body.name,
        category: body.category,
        unit: body.unit,
        kind: body.kind,
        price: body.price,
        installerPrice: body.installerPrice,
        costPrice: body.costPrice,
        sort: body.sort ?? (await nextSort(tx, companyId)),
      });
    });
    return toWire(row, await installerShare(db, companyId), canSeeCosts(auth));
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(uidTaken(body.uid ?? ''));
    throw err;
  }
}

/** The item after a change, checked as a whole (prices against the resulting unit). */
export function mergedItem(row: PriceRow, body: PriceItemUpdateBody): PriceValues {
  const next: PriceValues = {
    uid: body.uid ?? row.uid,
    name: body.name ?? row.name,
    category: body.category ?? row.category,
    unit: body.unit ?? row.unit,
    kind: body.kind ?? row.kind,
    price: body.price ?? row.price,
    installerPrice: body.installerPrice === undefined ? row.installerPrice : body.installerPrice,
    costPrice: body.costPrice ?? row.costPrice,
    sort: body.sort ?? row.sort,
  };
  const problem = priceItemProblem({
    unit: next.unit,
    price: next.price,
    installerPrice: next.installerPrice,
    costPrice: next.costPrice,
  });
  if (problem) throw badRequest(problem);
  return next;
}

/** A uid in use by a template or calculator cannot change or go: their rows would lose their item. */
export async function assertUidUnused(tx: Tx, companyId: number, row: PriceRow, action: string) {
  const usedIn = await whereUidIsUsed(tx, companyId, row.uid);
  if (usedIn) {
    throw conflict(
      `Позиция «${row.name}» используется в ${usedIn}: ${action} нельзя. ` +
        'Сначала уберите её из шаблонов и калькуляторов.',
    );
  }
}

export async function writeItem(tx: Tx, companyId: number, row: PriceRow, next: PriceValues) {
  if (next.uid !== row.uid) {
    if (await findByUid(tx, companyId, next.uid!)) throw conflict(uidTaken(next.uid!));
    await assertUidUnused(tx, companyId, row, 'изменить её код');
  }
  return updateItemRow(tx, companyId, row.id, next);
}

export async function updateItem(
  db: Db,
  auth: AuthContext,
  companyId: number,
  id: number,
  body: PriceItemUpdateBody,
) {
  assertPricingEditor(auth, WHAT);
  try {
    const row = await db.transaction(async (tx) => {
      await lockPriceList(tx, companyId);
      const current = await findItem(tx, companyId, id);
      if (!current) throw notFound(ITEM_NOT_FOUND);
      const costChanges = body.costPrice !== undefined && body.costPrice !== current.costPrice;
      if (costChanges && !canSeeCosts(auth)) throw forbidden(COSTS_RIGHT);
      return writeItem(tx, companyId, current, mergedItem(current, body));
    });
    return toWire(row, await installerShare(db, companyId), canSeeCosts(auth));
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(uidTaken(body.uid ?? ''));
    throw err;
  }
}

export async function deleteItem(db: Db, auth: AuthContext, companyId: number, id: number) {
  assertPricingEditor(auth, WHAT);
  await db.transaction(async (tx) => {
    await lockPriceList(tx, companyId);
    const row = await findItem(tx, companyId, id);
    if (!row) throw notFound(ITEM_NOT_FOUND);
    await assertUidUnused(tx, companyId, row, 'удалить её');
    await deleteItemRow(tx, companyId, id);
  });
  return { res: true as const, id };
}
