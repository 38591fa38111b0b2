import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { users } from '../db/schema/index.js';

/** «Имя Фамилия» of the company's users by id (the e-mail when both are empty). */
export async function staffNames(tx: Tx, companyId: number, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      id: users.id,
      name: sql<string>`trim(${users.name} || ' ' || ${users.family})`,
      email: users.email,
    })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, r.name || r.email]));
}
