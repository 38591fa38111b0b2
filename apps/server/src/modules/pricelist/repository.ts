import type { PriceItem } from '@glad/contracts';
import { DEFAULT_ITEM_KIND, defaultInstallerPrice, type PriceListItem } from '@glad/domain';
import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { calcTemplates, calculators, companies, priceItems } from '../../db/schema/index.js';
import { mergeSettings } from '../../lib/company-settings.js';
import { containing } from '../../lib/like.js';
import { nextUpdatedAt } from '../../lib/updated-at.js';
import { stampOf } from '../../lib/wire.js';

export type PriceRow = typeof priceItems.$inferSelect;
export type PriceValues = Omit<
  typeof priceItems.$inferInsert,
  'id' | 'companyId' | 'createdAt' | 'updatedAt'
>;

/** SMETA_PROCENT_SOOTNOSHENIE of the company (installer share of the client price). */
export async function installerShare(tx: Tx, companyId: number): Promise<number> {
  const [row] = await tx
    .select({ settings: companies.settings })
    .from(companies)
    .where(eq(companies.id, companyId));
  return mergeSettings(row?.settings ?? {}).SMETA_PROCENT_SOOTNOSHENIE;
}

/** The installer's price as pricing takes it: the item's own, else by its kind (materials 0). */
export function resolvedInstallerPrice(row: PriceRow, share: number): number {
  if (row.installerPrice !== null) return row.installerPrice;
  if (row.unit === 'percent') return 0;
  return defaultInstallerPrice(row.price, { SMETA_PROCENT_SOOTNOSHENIE: share }, row.kind);
}

/** The item as it travels; `costs` false: the cost price is hidden from this user (null). */
export function toWire(row: PriceRow, share: number, costs = true): PriceItem {
  return {
    id: row.id,
    uid: row.uid,
    name: row.name,
    category: row.category,
    unit: row.unit,
    kind: row.kind,
    price: row.price,
    installerPrice: row.installerPrice,
    installerPriceResolved: resolvedInstallerPrice(row, share),
    costPrice: costs ? row.costPrice : null,
    sort: row.sort,
    timestamp: stampOf(row.updatedAt),
  };
}

/** The list as the domain prices with it (installerPrice unset = the company's share). */
export function toDomainItem(row: PriceRow): PriceListItem {
  const item: PriceListItem = {
    uid: row.uid,
    name: row.name,
    category: row.category,
    unit: row.unit,
    kind: row.kind,
    price: row.price,
    costPrice: row.costPrice,
  };
  if (row.installerPrice !== null) item.installerPrice = row.installerPrice;
  return item;
}

export function fromDomainItem(item: PriceListItem, sort: number): PriceValues {
  return {
    uid: item.uid,
    name: item.name,
    category: item.category,
    unit: item.unit,
    kind: item.kind ?? DEFAULT_ITEM_KIND,
    price: item.price,
    installerPrice: item.installerPrice ?? null,
    costPrice: item.costPrice ?? 0,
    sort,
  };
}

const order = [asc(priceItems.sort), asc(priceItems.id)];

export async function allItems(tx: Tx, companyId: number): Promise<PriceRow[]> {
  return tx
    .select()
    .from(priceItems)
    .where(eq(priceItems.companyId, companyId))
    .orderBy(...order);
}

export async function pageItems(
  tx: Tx,
  companyId: number,
  opts: { offset: number; limit: number; category?: string; q?: string },
) {
  const conditions: (SQL | undefined)[] = [eq(priceItems.companyId, companyId)];
  if (opts.category !== undefined) conditions.push(eq(priceItems.category, opts.category));
  if (opts.q) {
    const like = containing(opts.q);
    conditions.push(or(ilike(priceItems.name, like), ilike(priceItems.uid, like)));
  }
  const where = and(...conditions);
  const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(priceItems).where(where);
  const rows = await tx
    .select()
    .from(priceItems)
    .where(where)
    .orderBy(...order)
    .limit(opts.limit)
    .offset(opts.offset);
  return { total: count?.n ?? 0, rows };
}

export async function categoriesOf(tx: Tx, companyId: number): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ category: priceItems.category })
    .from(priceItems)
    .where(eq(priceItems.companyId, companyId));
  return rows.map((r) => r.category).sort((a, b) => a.localeCompare(b, 'ru'));
}

export async function findItem(tx: Tx, companyId: number, id: number): Promise<PriceRow | undefined> {
  const [row] = await tx
    .select()
    .from(priceItems)
    .where(and(eq(priceItems.companyId, companyId), eq(priceItems.id, id)));
  return row;
}

export async function findByUid(tx: Tx, companyId: number, uid: string): Promise<PriceRow | undefined> {
  const [row] = await tx
    .select()
    .from(priceItems)
    .where(and(eq(priceItems.companyId, companyId), eq(priceItems.uid, uid)));
  return row;
}

export async function countItems(tx: Tx, companyId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(priceItems)
    .where(eq(priceItems.companyId, companyId));
  return row?.n ?? 0;
}

export async function nextSort(tx: Tx, companyId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(max(${priceItems.sort}), -1)::int + 1` })
    .from(priceItems)
    .where(eq(priceItems.companyId, companyId));
  return row?.n ?? 0;
}

/** A calculator template or calculator of the company whose rows name the uid (null when none). */
export async function whereUidIsUsed(tx: Tx, companyId: number, uid: string): Promise<string | null> {
  const uses = (rows: typeof calcTemplates.rows | typeof calculators.rows) =>
    sql`jsonb_path_exists(${rows}, '$.*[*] ? (@.itemUid == $u)', jsonb_build_object('u', ${uid}::text))`;
  const [template] = await tx
    .select({ name: calcTemplates.name })
    .from(calcTemplates)
    .where(and(eq(calcTemplates.companyId, companyId), uses(calcTemplates.rows)))
    .limit(1);
  if (template) return `шаблоне калькулятора «${template.name}»`;
  const [calculator] = await tx
    .select({ name: calculators.name })
    .from(calculators)
    .where(and(eq(calculators.companyId, companyId), uses(calculators.rows)))
    .limit(1);
  return calculator ? `калькуляторе «${calculator.name}»` : null;
}

/** Inserts an item (uid free, limit checked by the caller's transaction). */
export async function insertItem(tx: Tx, companyId: number, values: PriceValues): Promise<PriceRow> {
  const [row] = await tx
    .insert(priceItems)
    .values({ ...values, companyId })
    .returning();
  return row!;
}

/** Item rows change one company at a time: the advisory lock keeps the limit and uids consistent. */
export async function lockPriceList(tx: Tx, companyId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('price_items'), ${companyId})`);
}

/** Writes an item's values (its checks are the caller's). */
export async function updateItemRow(tx: Tx, companyId: number, id: number, values: PriceValues) {
  const [row] = await tx
    .update(priceItems)
    .set({ ...values, updatedAt: nextUpdatedAt(priceItems.updatedAt) })
    .where(and(eq(priceItems.companyId, companyId), eq(priceItems.id, id)))
    .returning();
  return row!;
}

export async function deleteItemRow(tx: Tx, companyId: number, id: number) {
  await tx.delete(priceItems).where(and(eq(priceItems.companyId, companyId), eq(priceItems.id, id)));
}
