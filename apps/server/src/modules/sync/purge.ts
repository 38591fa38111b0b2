import { TRASH_DAYS } from '@glad/contracts';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appliedMutations, syncState } from '../../db/schema/index.js';
import { tableDefs } from '../../lib/records/tables.js';

/** Mutation ids are remembered longer than tombstones, so a device back after weeks is still answered. */
const MUTATION_DAYS = 90;
export const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Removes tombstones deleted more than 30 days ago (so the trash empties itself) and records, per company,
 * the newest version removed: a pull cursor older than that may have missed a tombstone and must resync.
 * Rows and horizon change in one transaction, so no pull sees the rows gone without the horizon.
 */
export async function purgeTombstones(db: Db, now = new Date()) {
  const horizon = new Date(now.getTime() - TRASH_DAYS * 24 * 60 * 60 * 1000);
  let purged = 0;
  for (const def of Object.values(tableDefs)) {
    const t = def.table;
    purged += await db.transaction(async (tx) => {
      const removed = await tx
        .delete(t)
        .where(lt(t.deleted_at, horizon))
        .returning({ companyId: t.company_id, version: t.version });
      const newest = new Map<number, number>();
      for (const row of removed as { companyId: number; version: number }[]) {
        newest.set(row.companyId, Math.max(newest.get(row.companyId) ?? 0, row.version));
      }
      for (const [companyId, version] of newest) {
        await tx
          .insert(syncState)
          .values({ companyId, purgedVersion: version })
          .onConflictDoUpdate({
            target: syncState.companyId,
            set: { purgedVersion: sql`greatest(${syncState.purgedVersion}, ${version})` },
          });
      }
      return removed.length;
    });
  }
  const mutationHorizon = new Date(now.getTime() - MUTATION_DAYS * 24 * 60 * 60 * 1000);
  await db.delete(appliedMutations).where(lt(appliedMutations.createdAt, mutationHorizon));
  return purged;
}
