import type { DraftRecord, ProjectRecord } from '@glad/contracts';
import type { Db } from '../../db/client.js';
import type { WriteCtx } from '../../lib/records/context.js';
import { withWrite } from '../../lib/records/context.js';
import { allocateId } from '../../lib/records/ids.js';
import { withoutDanglingRefs } from '../../lib/records/refs.js';
import { getLive, type Who } from '../../lib/records/rest.js';
import { fieldValues, type Row, type TableDef, tableDefs, toWire } from '../../lib/records/tables.js';
import { findRow, putRecord } from '../../lib/records/write.js';
import { liveDraftsOf } from './repository.js';

const copyName = (name: unknown) => `${String(name ?? '').slice(0, 290)} (копия)`.trim();

/** A new record (server id) with the fields of `source` and the given overrides. */
async function copyRow(ctx: WriteCtx, def: TableDef, source: Row, overrides: Record<string, unknown>) {
  const fields = await withoutDanglingRefs(ctx.tx, ctx.companyId, def, {
    ...fieldValues(def, source),
    ...overrides,
  });
  const id = await allocateId(ctx);
  return (await putRecord(ctx, def, { id, fields, mode: 'create', allocated: true })).row;
}

/** clone/draft/{id}: a copy of the draft in the same project; answers the copy and its project. */
export function cloneDraft(db: Db, who: Who, id: number) {
  return withWrite(db, who.companyId, who.userId, async (ctx) => {
    const source = await getLive(ctx.tx, tableDefs.drafts, who.companyId, id);
    const copy = await copyRow(ctx, tableDefs.drafts, source, { name: copyName(source.name) });
    const project = copy.projectid
      ? await findRow(ctx.tx, tableDefs.projects, who.companyId, Number(copy.projectid))
      : undefined;
    return {
      res: true as const,
      draft: toWire(tableDefs.drafts, copy) as DraftRecord,
      project: project && !project.deleted_at ? (toWire(tableDefs.projects, project) as ProjectRecord) : null,
    };
  });
}

/** clone/project/{id}: a copy of the project with copies of its live drafts, in their order. */
export function cloneProject(db: Db, who: Who, id: number) {
  return withWrite(db, who.companyId, who.userId, async (ctx) => {
    const source = await getLive(ctx.tx, tableDefs.projects, who.companyId, id);
    const project = await copyRow(ctx, tableDefs.projects, source, { name: copyName(source.name) });
    const sourceDrafts: Row[] = await liveDraftsOf(ctx.tx, who.companyId, id);
    const copies: Row[] = [];
    for (const draft of sourceDrafts) {
      copies.push(await copyRow(ctx, tableDefs.drafts, draft, { projectid: project.id }));
    }
    const final = await getLive(ctx.tx, tableDefs.projects, who.companyId, project.id);
    return {
      res: true as const,
      project: toWire(tableDefs.projects, final) as ProjectRecord,
      draft: copies.map((row) => toWire(tableDefs.drafts, row) as DraftRecord),
    };
  });
}
