import type { Mutation, MutationResult, PullResponse } from '@glad/contracts';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../lib/errors.js';
import { WriteCtx } from '../records/context.js';
import { reserveIds } from '../records/ids.js';
import type { Who } from '../records/service.js';
import { tableDefs } from '../records/tables.js';
import { deleteRecord, putRecord } from '../records/write.js';
import { changesAfter, findApplied, recordApplied, type StoredResult, syncHorizon } from './repository.js';

/**
 * Pull: what changed after the cursor. A cursor older than the newest purged tombstone (or newer than the
 * company's version, as after a restored backup) answers `resync`: the device drops its copy and pulls
 * from 0. The horizon is read after the rows, so a purge running between the two is caught.
 */
export async function pull(db: Db, companyId: number, cursor: number, limit: number): Promise<PullResponse> {
  const rows = await changesAfter(db, companyId, cursor, limit + 1);
  const horizon = await syncHorizon(db, companyId);
  if (cursor > 0 && (cursor < horizon.purged || cursor > horizon.version)) {
    return { res: true, cursor: 0, hasMore: false, resync: true, changes: [] };
  }
  const changes = rows.slice(0, limit);
  const last = changes.at(-1);
  return {
    res: true,
    cursor: last ? last.version : cursor,
    hasMore: rows.length > limit,
    resync: false,
    changes,
  };
}

async function applyOne(ctx: WriteCtx, m: Mutation): Promise<StoredResult> {
  const def = tableDefs[m.table];
  const result =
    m.op === 'delete'
      ? await deleteRecord(ctx, def, m.id, { tombstone: true })
      : await putRecord(ctx, def, { id: m.id, baseVersion: m.baseVersion, fields: m.fields, mode: 'upsert' });
  return { status: 'applied', version: result.version };
}

/**
 * Push: each mutation in its own transaction, in order. Its id is looked up and stored in the same
 * transaction as its change, under the company lock, so it is applied at most once however often it is
 * sent. A refused mutation (bad data, a deleted record, a foreign id) is rolled back to a savepoint and
 * answered 'rejected' with a Russian message, without stopping the ones after it; its answer is stored
 * too, so a replay answers the same.
 */
export async function push(db: Db, who: Who, mutations: Mutation[]): Promise<MutationResult[]> {
  const results: MutationResult[] = [];
  for (const m of mutations) {
    const result = await db.transaction(async (tx): Promise<MutationResult> => {
      const ctx = await WriteCtx.begin(tx, who.companyId, who.userId);
      const prior = await findApplied(tx, who.companyId, m.mutationId);
      if (prior) {
        return prior.status === 'rejected'
          ? { mutationId: m.mutationId, status: 'rejected', message: prior.message ?? '' }
          : { mutationId: m.mutationId, status: 'duplicate', version: prior.version ?? 0 };
      }
      let stored: StoredResult;
      try {
        stored = await tx.transaction((sp) => applyOne(ctx.withTx(sp), m));
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        stored = { status: 'rejected', message: error.message };
      }
      await recordApplied(tx, who.companyId, m.mutationId, stored);
      return { mutationId: m.mutationId, ...stored };
    });
    results.push(result);
  }
  return results;
}

/** Reserves id blocks for a device. */
export function reserveDeviceIds(db: Db, who: Who, count: number) {
  return db.transaction((tx) => reserveIds(tx, who.companyId, count, 'device', who.userId));
}
