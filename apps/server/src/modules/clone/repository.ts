import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { drafts } from '../../db/schema/index.js';

/** A project's live drafts in their order (sort, then the last changed first). */
export function liveDraftsOf(tx: Tx, companyId: number, projectId: number) {
  return tx
    .select()
    .from(drafts)
    .where(and(eq(drafts.company_id, companyId), eq(drafts.projectid, projectId), isNull(drafts.deleted_at)))
    .orderBy(asc(drafts.sort), desc(drafts.updated_at), desc(drafts.id));
}
