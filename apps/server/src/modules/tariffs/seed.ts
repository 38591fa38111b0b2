import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { tariffs } from '../../db/schema/index.js';

const plans = [
  { name: 'Бесплатный', managers: 2, templateCalc: 2, calc: 50, price: 0, isFree: true, sort: 0 },
  { name: 'Старт', managers: 5, templateCalc: 5, calc: 500, price: 990_00, isFree: false, sort: 1 },
  { name: 'Бизнес', managers: 15, templateCalc: 20, calc: 5000, price: 2490_00, isFree: false, sort: 2 },
  { name: 'Профи', managers: 50, templateCalc: 100, calc: 100000, price: 4990_00, isFree: false, sort: 3 },
];

/** Creates the tariff plans once. */
export async function ensureTariffs(db: Db) {
  const existing = await db.select({ id: tariffs.id }).from(tariffs).limit(1);
  if (existing.length === 0) await db.insert(tariffs).values(plans);
}

/** The free plan every new company starts on. */
export async function freeTariffId(tx: Tx): Promise<number> {
  const [row] = await tx
    .select({ id: tariffs.id })
    .from(tariffs)
    .where(eq(tariffs.isFree, true))
    .orderBy(asc(tariffs.sort))
    .limit(1);
  if (row) return row.id;
  const [created] = await tx.insert(tariffs).values(plans[0]!).returning({ id: tariffs.id });
  return created!.id;
}
