import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { companies } from '../../db/schema/index.js';
import { moscowToday } from '../../lib/plan.js';
import { DEMO_EMAIL, DEMO_PASSWORD } from './people.js';
import { seededRandom } from './random.js';
import { setUpDemoCompany } from './setup.js';
import { type DemoCounts, writeDemoRecords } from './write.js';

export interface DemoCompany {
  companyId: number;
  ownerId: number;
  /** the day it was made; every date in it counts from this one */
  today: string;
  counts: DemoCounts;
}

/** Makes «Демо-потолки» with everything in it, in the caller's transaction. */
export async function buildDemoCompany(tx: Tx, day: string): Promise<DemoCompany> {
  const setup = await setUpDemoCompany(tx, day);
  // the same seed gives the same company on every machine, dated from the day it is made
  const counts = await writeDemoRecords(tx, setup, seededRandom());
  return { companyId: setup.companyId, ownerId: setup.ownerId, today: day, counts };
}

/** The demo company in one transaction: nothing half-made is ever left. */
export function createDemoCompany(db: Db, day: string = moscowToday()): Promise<DemoCompany> {
  return db.transaction((tx) => buildDemoCompany(tx, day));
}

/** On an empty database, creates the demo company; returns the owner's credentials then. */
export async function seedDemo(db: Db) {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(companies);
  if (count > 0) return null;
  await createDemoCompany(db);
  return { email: DEMO_EMAIL, password: DEMO_PASSWORD };
}
