import { INSTALLER_GROUP } from '@glad/contracts';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import { calculators, clients, drafts, projects, users } from '../../db/schema/index.js';

type Counter = (tx: Tx, companyId: number) => Promise<number>;

/** Live rows of a tenant table: `company_id` matches and, when the table has one, `deleted_at` is empty. */
export async function countLive(
  tx: Tx,
  table: PgTable,
  columns: { companyId: PgColumn; deletedAt?: PgColumn },
  companyId: number,
  extra?: SQL,
): Promise<number> {
  const conditions = [eq(columns.companyId, companyId)];
  if (columns.deletedAt) conditions.push(isNull(columns.deletedAt));
  if (extra) conditions.push(extra);
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(and(...conditions));
  return row?.n ?? 0;
}

/** The counts the company carries (docs/spec.md §3); `calc` is the number of calculators (configs). */
export const companyCounters = {
  manager: (tx, id) => countLive(tx, users, users, id),
  master: (tx, id) =>
    countLive(tx, users, users, id, sql`${users.rights} @> ${JSON.stringify([INSTALLER_GROUP])}::jsonb`),
  calc: (tx, id) => countLive(tx, calculators, calculators, id),
  ras4: (tx, id) => countLive(tx, drafts, { companyId: drafts.company_id, deletedAt: drafts.deleted_at }, id),
  clients: (tx, id) =>
    countLive(tx, clients, { companyId: clients.company_id, deletedAt: clients.deleted_at }, id),
  projects: (tx, id) =>
    countLive(tx, projects, { companyId: projects.company_id, deletedAt: projects.deleted_at }, id),
} satisfies Record<string, Counter>;

export type CompanyCounts = Record<keyof typeof companyCounters, number>;

export async function companyCounts(tx: Tx, companyId: number): Promise<CompanyCounts> {
  const keys = Object.keys(companyCounters) as (keyof typeof companyCounters)[];
  const values = await Promise.all(keys.map((key) => companyCounters[key](tx, companyId)));
  return Object.fromEntries(keys.map((key, i) => [key, values[i]!])) as CompanyCounts;
}
