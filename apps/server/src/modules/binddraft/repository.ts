import { and, desc, eq, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { projects } from '../../db/schema/index.js';
import { containing } from '../../lib/like.js';

export type ProjectRow = typeof projects.$inferSelect;

const live = (companyId: number) => and(eq(projects.company_id, companyId), isNull(projects.deleted_at));

/** A live project of the company, or undefined (none for id 0). */
export async function liveProject(tx: Tx, companyId: number, id: number): Promise<ProjectRow | undefined> {
  if (!id) return undefined;
  const [row] = await tx
    .select()
    .from(projects)
    .where(and(live(companyId), eq(projects.id, id)));
  return row;
}

/** A page of the company's live projects a draft can move to: newest first, found by name or client. */
export async function projectPage(
  tx: Tx,
  companyId: number,
  opts: { exceptId?: number; q?: string; limit: number; offset: number },
) {
  const where = and(
    live(companyId),
    opts.exceptId ? ne(projects.id, opts.exceptId) : undefined,
    opts.q
      ? or(ilike(projects.name, containing(opts.q)), ilike(projects.client, containing(opts.q)))
      : undefined,
  );
  const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(projects).where(where);
  const rows = await tx
    .select()
    .from(projects)
    .where(where)
    .orderBy(desc(projects.created_at), desc(projects.id))
    .limit(opts.limit)
    .offset(opts.offset);
  return { rows, total: count?.n ?? 0 };
}
