import { and, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { moscowToday } from '../../lib/plan.js';
import type { Storage } from '../../plugins/storage.js';
import { purgeCompany } from '../company/service.js';
import { DEMO_EMAIL } from './people.js';
import { buildDemoCompany, type DemoCompany } from './seed.js';

/**
 * `npm run demo:reset`: the demo company — the one its owner demo@example.com belongs to, whatever was done
 * to it — is deleted with everything of it and made again, in one transaction (a failure leaves the old
 * one). No other company is touched. Its files leave the storage once the new one is committed.
 */
export async function resetDemo(db: Db, storage: Storage, day: string = moscowToday()): Promise<DemoCompany> {
  const { made, keys } = await db.transaction(async (tx) => {
    const owners = await tx
      .select({ companyId: users.companyId })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${DEMO_EMAIL}`, isNotNull(users.companyId)));
    const keys: string[] = [];
    for (const { companyId } of owners)
      if (companyId !== null) keys.push(...(await purgeCompany(tx, companyId)));
    return { made: await buildDemoCompany(tx, day), keys };
  });
  for (const key of keys) await storage.delete(key);
  return made;
}
