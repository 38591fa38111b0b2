import { eq, getTableColumns, inArray, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import * as schema from '../../db/schema/index.js';
import {
  companies,
  files,
  loginFailures,
  passwordResets,
  refreshTokens,
  sessions,
  users,
} from '../../db/schema/index.js';

/** Every table that holds a company's rows in a `company_id` column: new tables are covered as they come. */
const companyTables = (Object.values(schema) as unknown[]).flatMap((table) => {
  if (!is(table, PgTable)) return [];
  const column = Object.values(getTableColumns(table)).find((c) => c.name === 'company_id');
  return column ? [{ table, column }] : [];
});

/**
 * Deletes a company and everything of it for good, in the caller's transaction: its records, tombstones,
 * pricing, statuses, id blocks, expenses, files, users and their sessions, reset links and failed logins.
 * Returns the storage keys of its files, to remove once the transaction is committed.
 */
export async function purgeCompany(tx: Tx, companyId: number): Promise<string[]> {
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.companyId, companyId));
  const userIds = people.map((p) => p.id);
  if (userIds.length > 0) {
    const own = tx.select({ id: sessions.id }).from(sessions).where(inArray(sessions.userId, userIds));
    await tx.delete(refreshTokens).where(inArray(refreshTokens.sessionId, own));
    await tx.delete(sessions).where(inArray(sessions.userId, userIds));
    await tx.delete(passwordResets).where(inArray(passwordResets.userId, userIds));
    const emails = people.map((p) => p.email.toLowerCase());
    await tx.delete(loginFailures).where(inArray(loginFailures.email, emails));
  }
  const stored = await tx.select({ key: files.storageKey }).from(files).where(eq(files.companyId, companyId));
  for (const { table, column } of companyTables) await tx.delete(table).where(eq(column, companyId));
  await tx.delete(companies).where(eq(companies.id, companyId));
  return stored.map((f) => f.key);
}
