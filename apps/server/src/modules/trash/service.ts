import type { SyncTable, TrashItem } from '@glad/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { withWrite } from '../../lib/records/context.js';
import type { Who } from '../../lib/records/rest.js';
import { type Row, tableDefs } from '../../lib/records/tables.js';
import { eraseRecord, restoreRecord } from '../../lib/records/write.js';
import { queryRows } from '../../lib/sql-rows.js';

function trashed(companyId: number, type: SyncTable | undefined) {
  const defs = Object.values(tableDefs).filter((def) => !type || def.name === type);
  const parts = defs.map((def) => {
    const t = def.table;
    return sql`(select ${def.name}::text as t, ${t.id}::float8 as id, ${t.deleted_at} as deleted_at from ${t}
      where ${t.company_id} = ${companyId} and ${t.deleted_at} is not null and ${t.erased_at} is null)`;
  });
  return sql.join(parts, sql` union all `);
}

/** The trash: deleted records of every kind, newest deletion first, with their names. */
export async function listTrash(
  db: Db,
  companyId: number,
  opts: { offset: number; limit: number; type?: SyncTable },
) {
  const union = trashed(companyId, opts.type);
  const counted = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from (${union}) u`);
  const page = await queryRows<{ t: SyncTable; id: number; ms: number }>(
    db,
    sql`select t, id, (extract(epoch from deleted_at) * 1000)::float8 as ms from (${union}) u
      order by deleted_at desc, id desc limit ${opts.limit} offset ${opts.offset}`,
  );

  const names = new Map<string, string>();
  for (const type of new Set(page.map((r) => r.t))) {
    const def = tableDefs[type];
    const ids = page.filter((r) => r.t === type).map((r) => Number(r.id));
    const rows = await db
      .select()
      .from(def.table)
      .where(and(eq(def.table.company_id, companyId), inArray(def.table.id, ids)));
    for (const row of rows as Row[]) names.set(`${type}:${row.id}`, def.trashName(row));
  }
  const content: TrashItem[] = page.map((r) => ({
    type: r.t,
    id: Number(r.id),
    name: names.get(`${r.t}:${Number(r.id)}`) ?? '',
    deleted_at: new Date(Number(r.ms)).toISOString(),
  }));
  return { res: true as const, pagination: { total: Number(counted[0]?.n ?? 0) }, content };
}

export function restoreFromTrash(db: Db, who: Who, type: SyncTable, id: number) {
  return withWrite(
    db,
    who.companyId,
    who.userId,
    async (ctx) => {
      const result = await restoreRecord(ctx, tableDefs[type], id);
      return { res: true as const, type, id, version: result.version };
    },
    who.access,
  );
}

/** Deleting for good: the owner, or whoever holds the rights group of that kind of record (0023). */
export function eraseFromTrash(db: Db, who: Who, type: SyncTable, id: number) {
  return withWrite(db, who.companyId, who.userId, (ctx) => eraseRecord(ctx, tableDefs[type], id), who.access);
}
