import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The new `updated_at` of a changed row: now, but always at least a millisecond after the row's last one,
 * so a row's stamp grows strictly even when two writes fall in the same millisecond (the wire `timestamp`
 * and the devices' "changed since" compare by it).
 */
export function nextUpdatedAt(column: PgColumn): SQL {
  return sql`greatest(now(), ${column} + interval '1 millisecond')`;
}
