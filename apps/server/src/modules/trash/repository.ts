import type { SyncTable } from '@glad/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { type Row, type TableDef, tableDefs } from '../../lib/records/tables.js';
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

/** A page of the company's trash (every kind, or one), newest deletion first, with the trash's size. */
export async function trashPage(
  tx: Tx,
  companyId: number,
  opts: { offset: number; limit: number; type?: SyncTable },
) {
  const union = trashed(companyId, opts.type);
  const counted = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from (${union}) u`);
  const page = await queryRows<{ t: SyncTable; id: number; ms: number }>(
    tx,
    sql`select t, id, (extract(epoch from deleted_at) * 1000)::float8 as ms from (${union}) u
      order by deleted_at desc, id desc limit ${opts.limit} offset ${opts.offset}`,
  );
  return { total: Number(counted[0]?.n ?? 0), page };
}

/** Rows of one synced table by ids, in the company (deleted ones included). */
export async function rowsByIds(tx: Tx, def: TableDef, companyId: number, ids: number[]): Promise<Row[]> {
  return tx
    .select()
    .from(def.table)
    .where(and(eq(def.table.company_id, companyId), inArray(def.table.id, ids)));
}
