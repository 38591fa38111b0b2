import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { type LostValue, requiredOnCreate } from '@glad/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../errors.js';
import { moscowToday } from '../plan.js';
import { assertMayErase, assertMayPut, assertMayRemove, ownFields } from './access.js';
import type { WriteCtx } from './context.js';
import { afterWrite, derivedFields, keptColumns } from './derive.js';
import { checkRecordSize, parseFields } from './fields.js';
import { companyHoldsId, idInUse } from './ids.js';
import { checkRefs } from './refs.js';
import {
  columnsOf,
  fieldValues,
  type OwnColumnsOf,
  type Row,
  type TableDef,
  versionStamp,
} from './tables.js';

/** How many overwritten values a record keeps. */
export const LOST_KEPT = 20;

export interface PutInput {
  id: number;
  /** The version the writer last saw; absent for a plain REST write, which saw the row as it is now. */
  baseVersion?: number;
  fields: Record<string, unknown>;
  /** upsert (push), create (REST POST) or update (REST PUT). */
  mode: 'upsert' | 'create' | 'update';
  /** The server took the id from its own block: no device-block check. */
  allocated?: boolean;
}

export interface WriteResult {
  row: Row;
  version: number;
  changed: boolean;
}

export async function findRow(
  tx: Tx,
  def: TableDef,
  companyId: number,
  id: number,
): Promise<Row | undefined> {
  const [row] = await tx
    .select()
    .from(def.table)
    .where(and(eq(def.table.company_id, companyId), eq(def.table.id, id)));
  return row as Row | undefined;
}

/** What a new record holds when the writer left it out: a project or draft is of today (in Moscow). */
function defaultsFor(def: TableDef): Record<string, unknown> {
  if (def.name === 'projects' || def.name === 'drafts') {
    return { date: moscowToday() } satisfies OwnColumnsOf<'projects'> & OwnColumnsOf<'drafts'>;
  }
  if (def.name === 'smety' || def.name === 'smetymontazh') {
    return { uid: randomUUID() } satisfies OwnColumnsOf<'smety'> & OwnColumnsOf<'smetymontazh'>;
  }
  return {};
}

const stamp = (keys: string[], value: number) => Object.fromEntries(keys.map((key) => [key, value]));

async function insertRecord(ctx: WriteCtx, def: TableDef, input: PutInput, fields: Record<string, unknown>) {
  if (input.mode === 'update') throw notFound(def.notFound);
  // The device saw this record once, so it was deleted and its tombstone purged since: it must not return.
  if (input.baseVersion) throw conflict('Запись удалена — изменения не сохранены');
  if (!input.allocated) {
    if (!(await companyHoldsId(ctx.tx, ctx.companyId, input.id))) {
      throw conflict('Этот ID не выделен вашей компании');
    }
    if (await idInUse(ctx.tx, ctx.companyId, input.id)) throw conflict('Этот ID уже занят другой записью');
  }
  const required = requiredOnCreate[def.name];
  if (required && !fields[required.field]) throw badRequest(required.message);
  const given = { ...defaultsFor(def), ...fields, ...ownFields(ctx, def, fields) };
  const values = { ...given, ...(await derivedFields(ctx, def, fields, given, null)) };
  checkRecordSize(def, values);
  const problem = def.problem?.(values);
  if (problem) throw badRequest(problem);
  await assertMayPut(ctx, def, null, values, values);
  await checkRefs(ctx.tx, ctx.companyId, def, values);
  const version = await ctx.nextVersion();
  const keys = Object.keys(values);
  const [row] = await ctx.tx
    .insert(def.table)
    .values({
      company_id: ctx.companyId,
      id: input.id,
      version,
      ...columnsOf(def, values),
      ...(await keptColumns(ctx, def, values, null)),
      updated_by: ctx.userId,
      field_versions: stamp(keys, version),
      field_users: stamp(keys, ctx.userId),
    })
    .returning();
  await afterWrite(ctx, def, null, row as Row);
  return { row: row as Row, version, changed: true };
}

/**
 * Writes a put: creates the record, or changes the given fields. Per-field last writer wins in server
 * order: a field another write changed after `baseVersion` is still overwritten, and its old value is
 * kept in `lost` so the user can see it. A deleted record is never brought back by a put.
 */
export async function putRecord(ctx: WriteCtx, def: TableDef, input: PutInput): Promise<WriteResult> {
  const fields = parseFields(def, input.fields);
  const row = await findRow(ctx.tx, def, ctx.companyId, input.id);
  if (!row) return insertRecord(ctx, def, input, fields);
  if (input.mode === 'create') throw conflict('Запись с таким ID уже существует');
  if (row.erased_at) throw conflict('Запись удалена навсегда — изменения не сохранены');
  if (row.deleted_at) {
    throw conflict('Запись удалена — изменения не сохранены. Её можно восстановить из корзины');
  }

  const current = fieldValues(def, row);
  const changed: Record<string, unknown> = {};
  const merged = { ...current, ...fields };
  const wanted = { ...fields, ...(await derivedFields(ctx, def, fields, merged, row)) };
  for (const [key, value] of Object.entries(wanted)) {
    if (!isDeepStrictEqual(current[key], value)) changed[key] = value;
  }
  const keys = Object.keys(changed);
  if (keys.length === 0) return { row, version: row.version, changed: false };
  checkRecordSize(def, { ...current, ...changed });
  const problem = def.problem?.({ ...current, ...changed });
  if (problem) throw badRequest(problem);
  await assertMayPut(ctx, def, row, { ...current, ...changed }, changed);
  await checkRefs(ctx.tx, ctx.companyId, def, changed);

  const version = await ctx.nextVersion();
  const at = new Date().toISOString();
  const lost: LostValue[] = [];
  if (input.baseVersion !== undefined) {
    for (const key of keys) {
      if ((row.field_versions[key] ?? 0) <= input.baseVersion) continue;
      lost.push({
        field: key,
        value: current[key] ?? null,
        winner: changed[key],
        userId: row.field_users[key] ?? row.updated_by,
        at,
      });
    }
  }
  const next = { ...current, ...changed };
  const table = def.table;
  const [updated] = await ctx.tx
    .update(table)
    .set({
      ...columnsOf(def, next),
      ...(await keptColumns(ctx, def, next, row)),
      ...versionStamp(table, version),
      updated_by: ctx.userId,
      field_versions: { ...row.field_versions, ...stamp(keys, version) },
      field_users: { ...row.field_users, ...stamp(keys, ctx.userId) },
      ...(lost.length > 0 ? { lost: [...row.lost, ...lost].slice(-LOST_KEPT) } : {}),
    })
    .where(and(eq(table.company_id, ctx.companyId), eq(table.id, input.id)))
    .returning();
  await afterWrite(ctx, def, row, updated as Row);
  return { row: updated as Row, version, changed: true };
}

/**
 * Deletes (tombstone, into the trash). Deleting a deleted record changes nothing. With `tombstone`, an
 * unknown id of the company's blocks gets a tombstone, so a put of it arriving later cannot create it.
 */
export async function deleteRecord(
  ctx: WriteCtx,
  def: TableDef,
  id: number,
  opts: { tombstone?: boolean } = {},
): Promise<WriteResult> {
  const table = def.table;
  const row = await findRow(ctx.tx, def, ctx.companyId, id);
  if (!row) {
    const ours = opts.tombstone && (await companyHoldsId(ctx.tx, ctx.companyId, id));
    if (!ours || (await idInUse(ctx.tx, ctx.companyId, id))) throw notFound(def.notFound);
    const version = await ctx.nextVersion();
    const [created] = await ctx.tx
      .insert(table)
      .values({
        company_id: ctx.companyId,
        id,
        version,
        deleted_at: sql`now()`,
        erased_at: sql`now()`,
        updated_by: ctx.userId,
      })
      .returning();
    return { row: created as Row, version, changed: true };
  }
  if (row.deleted_at) return { row, version: row.version, changed: false };
  await assertMayRemove(ctx, def, row);
  const version = await ctx.nextVersion();
  const [updated] = await ctx.tx
    .update(table)
    .set({
      deleted_at: sql`now()`,
      ...versionStamp(table, version),
      updated_by: ctx.userId,
    })
    .where(and(eq(table.company_id, ctx.companyId), eq(table.id, id)))
    .returning();
  await afterWrite(ctx, def, row, updated as Row);
  return { row: updated as Row, version, changed: true };
}

/** Takes a record out of the trash; its new version brings it back to every device. */
export async function restoreRecord(ctx: WriteCtx, def: TableDef, id: number): Promise<WriteResult> {
  const table = def.table;
  const row = await findRow(ctx.tx, def, ctx.companyId, id);
  if (!row?.deleted_at || row.erased_at) throw notFound('Запись не найдена в корзине');
  await assertMayRemove(ctx, def, row);
  const version = await ctx.nextVersion();
  const [updated] = await ctx.tx
    .update(table)
    .set({
      ...(await keptColumns(ctx, def, fieldValues(def, row), row, true)),
      deleted_at: null,
      ...versionStamp(table, version),
      updated_by: ctx.userId,
    })
    .where(and(eq(table.company_id, ctx.companyId), eq(table.id, id)))
    .returning();
  await afterWrite(ctx, def, row, updated as Row);
  return { row: updated as Row, version, changed: true };
}

/**
 * Deletes a trashed record for good: its data is dropped, its tombstone stays (devices already hold it as
 * deleted, so nothing they see changes and no version is taken) until the purge removes it.
 */
export async function eraseRecord(ctx: WriteCtx, def: TableDef, id: number) {
  assertMayErase(ctx, def);
  const table = def.table;
  const row = await findRow(ctx.tx, def, ctx.companyId, id);
  if (!row?.deleted_at || row.erased_at) throw notFound('Запись не найдена в корзине');
  const cleared = [
    ...def.fields,
    ...def.kept,
    ...(def.hasData ? ['data'] : []),
    ...Object.keys(def.computed?.({}) ?? {}),
  ];
  await ctx.tx
    .update(table)
    .set({
      ...Object.fromEntries(cleared.map((column) => [column, sql`default`])),
      erased_at: sql`now()`,
      field_versions: {},
      field_users: {},
      lost: [],
    })
    .where(and(eq(table.company_id, ctx.companyId), eq(table.id, id)));
}

/** Forgets the lost values of a live record (the user has read them); devices get the cleared row by pull. */
export async function clearLost(ctx: WriteCtx, def: TableDef, id: number): Promise<number> {
  const table = def.table;
  const row = await findRow(ctx.tx, def, ctx.companyId, id);
  if (!row || row.deleted_at) throw notFound(def.notFound);
  if (row.lost.length === 0) return row.version;
  const version = await ctx.nextVersion();
  await ctx.tx
    .update(table)
    .set({
      lost: [],
      ...versionStamp(table, version),
    })
    .where(and(eq(table.company_id, ctx.companyId), eq(table.id, id)));
  return version;
}
