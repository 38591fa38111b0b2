import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, tariffs } from '../../db/schema/index.js';

/** The plan the company is on; undefined for a company that is not there. */
export async function companyTariffId(db: Db, companyId: number): Promise<number | undefined> {
  const [company] = await db
    .select({ tariffId: companies.tariffId })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company?.tariffId;
}

/** Every plan in the order the list shows them. */
export function allTariffs(db: Db) {
  return db.select().from(tariffs).orderBy(asc(tariffs.sort), asc(tariffs.id));
}
