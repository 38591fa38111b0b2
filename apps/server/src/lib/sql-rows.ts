import type { SQL } from 'drizzle-orm';
import type { Tx } from '../db/client.js';

/**
 * The rows of a raw query. Both drivers answer `{ rows }`; the row type is what the query selects, which
 * the compiler cannot see in SQL text, so the caller names it.
 */
export async function queryRows<T>(tx: Tx, query: SQL): Promise<T[]> {
  const result: { rows: T[] } = await tx.execute(query);
  return result.rows;
}

/** How many rows a raw insert, update or delete touched (node-postgres `rowCount`, PGlite `affectedRows`). */
export async function affectedRows(tx: Tx, query: SQL): Promise<number> {
  const result: { rowCount?: number | null; affectedRows?: number } = await tx.execute(query);
  return result.rowCount ?? result.affectedRows ?? 0;
}
