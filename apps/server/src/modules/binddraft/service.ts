import type { BindDraftQuery, BindProject, DraftRecord, ProjectRecord } from '@glad/contracts';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { withWrite } from '../../lib/records/context.js';
import { getLive, type Who } from '../../lib/records/rest.js';
import { type Row, tableDefs, toWire } from '../../lib/records/tables.js';
import { putRecord } from '../../lib/records/write.js';
import { liveProject, type ProjectRow, projectPage } from './repository.js';

/*
 * binddraft/{id} (docs/spec.md §7): a draft's project and moving the draft to another one. The move goes through
 * the records write engine like any edit, so the draft takes a new version (devices pull it), the server
 * keeps its project name, and both projects' draft counts are recounted.
 */

const draftsDef = tableDefs.drafts;
const projectsDef = tableDefs.projects;

const asNumber = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : 0);

/**
 * The draft's client: the editor keeps `clientid` on the draft (docs/spec.md §3, the current calculation), the
 * drafts list reads `form.clientid` (docs/spec.md §3, the offline table); either will do, the top-level first.
 */
function clientIdOf(draft: Row): number {
  const data = draft.data ?? {};
  const form = (draft.form ?? {}) as Record<string, unknown>;
  return asNumber(data.clientid) || asNumber(form.clientid);
}

function listed(row: ProjectRow): BindProject {
  return {
    id: row.id,
    name: row.name,
    clientid: row.clientid,
    client: row.client,
    date: row.date,
    draft_count: row.draft_count,
  };
}

/** GET: the draft (404 unless a live draft of the caller's company), its project and where it can go. */
export async function bindInfo(db: Db, companyId: number, id: number, query: BindDraftQuery) {
  const draft = await getLive(db, draftsDef, companyId, id);
  const projectId = asNumber(draft.projectid);
  const current = await liveProject(db, companyId, projectId);
  const { rows, total } = await projectPage(db, companyId, {
    exceptId: current?.id,
    q: query.q,
    limit: query.limit,
    offset: query.offset,
  });
  const clientid = clientIdOf(draft) || current?.clientid || 0;
  return {
    res: true as const,
    draft: {
      id: draft.id,
      name: String(draft.name ?? ''),
      projectid: projectId,
      project: String(draft.project ?? ''),
      clientid,
      client: current && current.clientid === clientid ? current.client : String(draft.data?.client ?? ''),
    },
    current: current ? listed(current) : null,
    projects: rows.map(listed),
    total,
  };
}

/**
 * PUT: moves a live draft to a live project of the same company (404 for anything else) and gives it the
 * project's client, in `clientid`/`client` and in `form.clientid`. Moving to its own project changes nothing.
 */
export function bindDraft(db: Db, who: Who, id: number, projectId: number) {
  return withWrite(db, who.companyId, who.userId, async (ctx) => {
    const draft = await getLive(ctx.tx, draftsDef, who.companyId, id);
    const project = await liveProject(ctx.tx, who.companyId, projectId);
    if (!project) throw notFound('Объект не найден');
    const form = { ...((draft.form ?? {}) as Record<string, unknown>), clientid: project.clientid };
    const fields = { projectid: project.id, form, clientid: project.clientid, client: project.client };
    const written = await putRecord(ctx, draftsDef, { id, fields, mode: 'update' });
    // Re-read the project: the move recounted its drafts.
    const fresh = await getLive(ctx.tx, projectsDef, who.companyId, project.id);
    return {
      res: true as const,
      draft: toWire(draftsDef, written.row) as DraftRecord,
      project: toWire(projectsDef, fresh) as ProjectRecord,
    };
  });
}
