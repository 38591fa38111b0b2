import type { RecordCounts, RestSyncBody } from '@glad/contracts';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import { clients, drafts, projects } from '../../db/schema/index.js';
import { companyOf } from '../../plugins/auth.js';
import { notFound } from '../errors.js';
import type { Access } from '../rights.js';
import { withWrite } from './context.js';
import { allocateId } from './ids.js';
import { ms, type Row, type TableDef, toWire } from './tables.js';
import { deleteRecord, findRow, putRecord } from './write.js';

/*
 * The REST calls of docs/spec.md §7 on synced records, built on the same writes as the sync push: every change
 * takes a company version, so devices receive it in their next pull.
 */

type Wire = Record<string, unknown>;

/** Who writes: the caller's company and user, and the rights the request was authorised with. */
export interface Who {
  companyId: number;
  userId: number;
  access?: Access;
}
export const who = (request: FastifyRequest): Who => ({
  companyId: companyOf(request),
  userId: request.auth.userId,
  access: request.auth,
});

export const liveWhere = (def: TableDef, companyId: number) =>
  and(eq(def.table.company_id, companyId), isNull(def.table.deleted_at));

/** A live record of the company, or 404 (another company's, deleted and unknown ids alike). */
export async function getLive(tx: Tx, def: TableDef, companyId: number, id: number): Promise<Row> {
  const row = await findRow(tx, def, companyId, id);
  if (!row || row.deleted_at) throw notFound(def.notFound);
  return row;
}

export async function getWire(db: Db, def: TableDef, companyId: number, id: number): Promise<Wire> {
  return toWire(def, await getLive(db, def, companyId, id));
}

export interface ListOptions {
  offset: number;
  limit: number;
  filters?: (SQL | undefined)[];
  order?: (SQL | PgColumn)[];
}

/** A page of live records with the total count (docs/spec.md §7: pagination.total and content). */
export async function listWire(db: Db, def: TableDef, companyId: number, opts: ListOptions) {
  const where = and(liveWhere(def, companyId), ...(opts.filters ?? []));
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(def.table).where(where);
  const rows = await db
    .select()
    .from(def.table)
    .where(where)
    .orderBy(...(opts.order ?? [desc(def.table.created_at), desc(def.table.id)]))
    .limit(opts.limit)
    .offset(opts.offset);
  return { pagination: { total: count?.n ?? 0 }, content: (rows as Row[]).map((row) => toWire(def, row)) };
}

/** Live records by ids; unknown, deleted and other companies' ids are left out. */
export async function wireByIds(db: Db, def: TableDef, companyId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(def.table)
    .where(and(liveWhere(def, companyId), inArray(def.table.id, ids)))
    .orderBy(asc(def.table.id));
  return (rows as Row[]).map((row) => toWire(def, row));
}

/** POST create: the id the device gives (from its block) or one of the server's. */
export async function createRecord(
  db: Db,
  def: TableDef,
  { companyId, userId, access }: Who,
  body: Record<string, unknown>,
) {
  const { id, ...fields } = body;
  return withWrite(
    db,
    companyId,
    userId,
    async (ctx) => {
      const given = typeof id === 'number';
      const result = await putRecord(ctx, def, {
        id: given ? id : await allocateId(ctx),
        fields,
        mode: 'create',
        allocated: !given,
      });
      return toWire(def, result.row);
    },
    access,
  );
}

/** PUT: changes the given fields of a live record. */
export async function updateRecord(
  db: Db,
  def: TableDef,
  { companyId, userId, access }: Who,
  id: number,
  fields: Record<string, unknown>,
) {
  return withWrite(
    db,
    companyId,
    userId,
    async (ctx) => {
      await getLive(ctx.tx, def, companyId, id);
      const result = await putRecord(ctx, def, { id, fields, mode: 'update' });
      return toWire(def, result.row);
    },
    access,
  );
}

/** DELETE: into the trash. */
export async function removeRecord(db: Db, def: TableDef, { companyId, userId, access }: Who, id: number) {
  return withWrite(
    db,
    companyId,
    userId,
    async (ctx) => {
      await getLive(ctx.tx, def, companyId, id);
      const result = await deleteRecord(ctx, def, id);
      return { res: true as const, id, version: result.version };
    },
    access,
  );
}

/**
 * POST with the sync flag (docs/spec.md §7): compares what the caller holds with the live records. A base entry
 * with a timestamp is updated when the record changed after it; a plain id when it changed after `since`
 * (all of them without `since`). Deleted and unknown ids of the base answer in `delete`.
 */
export async function syncRecords(db: Db, def: TableDef, companyId: number, body: RestSyncBody) {
  const rows = (await db.select().from(def.table).where(liveWhere(def, companyId))) as Row[];
  const base = new Map<number, number | undefined>();
  for (const entry of body.base) {
    if (typeof entry === 'number') base.set(entry, body.since);
    else base.set(entry.id, entry.timestamp);
  }
  const add: Wire[] = [];
  const update: Wire[] = [];
  const seen = new Set<number>();
  for (const row of rows) {
    seen.add(row.id);
    if (!base.has(row.id)) add.push(toWire(def, row));
    else {
      const known = base.get(row.id);
      if (known === undefined || ms(row.updated_at) > known) update.push(toWire(def, row));
    }
  }
  const gone = [...base.keys()].filter((id) => !seen.has(id));
  return { res: true as const, add, update, delete: gone };
}

/** Live clients, projects and drafts (ras4) of a company, for the company card (GET company/). */
export async function countRecords(tx: Tx, companyId: number): Promise<RecordCounts> {
  const count = async (table: typeof clients | typeof projects | typeof drafts) => {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(and(eq(table.company_id, companyId), isNull(table.deleted_at)));
    return row?.n ?? 0;
  };
  return { clients: await count(clients), projects: await count(projects), ras4: await count(drafts) };
}
