import type { Mutation, MutationResult, PullResponse } from '@glad/contracts';
import type { Db } from '../../db/client.js';
import { databaseMessage, isRefusedData, isTransientDbError, sqlState } from '../../lib/db-errors.js';
import { HttpError } from '../../lib/errors.js';
import { WriteCtx } from '../../lib/records/context.js';
import { reserveIds } from '../../lib/records/ids.js';
import type { Who } from '../../lib/records/rest.js';
import { tableDefs } from '../../lib/records/tables.js';
import { deleteRecord, putRecord } from '../../lib/records/write.js';
import {
  changesAfter,
  findApplied,
  findAppliedMany,
  recordApplied,
  recordNow,
  type StoredResult,
  syncHorizon,
} from './repository.js';

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

/** Said for a mutation the database refused to hold (a character or value PostgreSQL cannot store). */
export const REFUSED_DATA = 'Сервер не может сохранить эти данные: в них недопустимые символы или значения';
/** Said for a mutation that failed in a way nobody foresaw (logged for the developers). */
export const UNEXPECTED_FAILURE = 'Сервер не смог сохранить это изменение из-за внутренней ошибки';
/** The push as a whole failed for a reason of the moment: the device sends it again later. */
export const TRY_LATER = 'Сервер временно не может сохранить изменения, они будут отправлены позже';

/** Where the unexpected failures of single mutations are reported (the request's logger). */
export interface PushLog {
  error(details: object, message: string): void;
}

/**
 * The answer a failed mutation keeps. Our own refusals carry their message; data the database refused is
 * the mutation's fault too; anything else is a bug, logged, and still only this mutation's failure. A
 * failure of the moment (a lost connection, a deadlock) says nothing about the mutation: it is thrown on,
 * so the push answers 503 and the device sends the rest again later instead of losing a good change.
 */
function rejection(error: unknown, m: Mutation, log: PushLog): StoredResult {
  if (error instanceof HttpError) return { status: 'rejected', message: error.message };
  if (isTransientDbError(error)) throw new HttpError(503, TRY_LATER);
  const where = { mutationId: m.mutationId, table: m.table, id: m.id, op: m.op };
  const state = sqlState(error);
  // of a database error, its own words only: Drizzle's message lists the query's parameters, the user's data
  const details = state
    ? { ...where, sqlState: state, reason: databaseMessage(error) }
    : { ...where, err: error };
  const refused = isRefusedData(error);
  log.error(details, refused ? 'sync mutation refused by the database' : 'sync mutation failed');
  return { status: 'rejected', message: refused ? REFUSED_DATA : UNEXPECTED_FAILURE };
}

/**
 * Push: each mutation in its own transaction, in order. Its id is looked up and stored in the same
 * transaction as its change, under the company lock, so it is applied at most once however often it is
 * sent. A mutation that fails in any way (bad data, a deleted record, a foreign id, a value the database
 * refuses, a bug) is rolled back to a savepoint and answered 'rejected' with a Russian message, without
 * stopping the ones after it; its answer is stored too, so a replay answers the same. A replay is found
 * before the lock is taken, so it writes nothing and raises no version (a device resending a batch whose
 * answer it lost costs its colleagues no pull). Each rejection carries its record as the company holds
 * it after the whole push, so the device puts it back without reading everything again.
 */
export async function push(db: Db, who: Who, mutations: Mutation[], log: PushLog): Promise<MutationResult[]> {
  const results: MutationResult[] = [];
  // the replays of the batch, in one read before any lock
  const known = await findAppliedMany(
    db,
    who.companyId,
    mutations.map((m) => m.mutationId),
  );
  for (const m of mutations) {
    const stored = known.get(m.mutationId);
    const result =
      (stored && answerFrom(m.mutationId, stored)) ??
      (await db.transaction(async (tx): Promise<MutationResult> => {
        const ctx = await WriteCtx.begin(tx, who.companyId, who.userId, who.access);
        // sent twice at once: the second waited for the lock and finds the first's answer
        const prior = await answerOf(tx, who.companyId, m.mutationId);
        if (prior) return prior;
        let stored: StoredResult;
        try {
          stored = await tx.transaction((sp) => applyOne(ctx.withTx(sp), m));
        } catch (error) {
          stored = rejection(error, m, log);
        }
        await recordApplied(tx, who.companyId, m.mutationId, stored);
        return { mutationId: m.mutationId, ...stored };
      }));
    results.push(result);
  }
  return Promise.all(
    results.map(async (result, i) => {
      if (result.status !== 'rejected') return result;
      const m = mutations[i] as Mutation;
      return { ...result, current: await recordNow(db, who.companyId, m.table, m.id) };
    }),
  );
}

/** The answer a mutation already got, said again: the same refusal, or 'duplicate' with its version. */
function answerFrom(mutationId: string, prior: StoredResult): MutationResult {
  return prior.status === 'rejected'
    ? { mutationId, status: 'rejected', message: prior.message ?? '' }
    : { mutationId, status: 'duplicate', version: prior.version ?? 0 };
}

async function answerOf(db: Db, companyId: number, mutationId: string): Promise<MutationResult | null> {
  const prior = await findApplied(db, companyId, mutationId);
  return prior ? answerFrom(mutationId, prior) : null;
}

/** Reserves id blocks for a device. */
export function reserveDeviceIds(db: Db, who: Who, count: number) {
  return db.transaction((tx) => reserveIds(tx, who.companyId, count, 'device', who.userId));
}
