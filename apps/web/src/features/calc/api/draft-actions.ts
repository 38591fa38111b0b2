import { bindDraftMoved } from '@glad/contracts';
import { ApiError, api } from '../../../lib/api-client';
import { db, type FieldsOf, getRecord, type ProjectRow } from '../../../lib/offline-db';
import { putRecord, requestSync } from '../../../lib/sync';
import { type CurrentCalc, draftFieldsOf, type ProjectLink } from '../model/calc';

/*
 * A draft's life from the editor. Everything goes through the offline copy (the record and its outbox
 * entry together), so it works in a flat with no signal and reaches the server by sync.
 */

/** docs/spec.md §3 defaults of a new calculation (its calculator part is filled by the calculator). */
const NEW_DRAFT_DEFAULTS = { currency: 'руб.', type: 1, schema: 2 };

/** Saves the current calculation to its draft (a new draft when it has no id yet); answers the id. */
export async function saveCalc(calc: CurrentCalc): Promise<number> {
  const fields = draftFieldsOf(calc) as FieldsOf<'drafts'>;
  if (calc.id === null) return putRecord('drafts', { ...NEW_DRAFT_DEFAULTS, ...fields });
  return putRecord('drafts', fields, calc.id);
}

/** Offline-copy bookkeeping and server-kept fields: never copied into another record. */
const NOT_COPIED = new Set(['id', 'version', 'timestamp', 'editor', 'project', 'date', 'sort']);

/**
 * A copy of the draft in the same project, made in the offline copy rather than by POST clone/draft/{id}:
 * a measurer copies a room to draw the next one like it, often with no signal, and the copy must open at
 * once. The copy carries every field of the draft (the calculator's too) as the device holds it, with the
 * editor's current drawing and «(копия)» after the name — what clone/draft/{id} makes on the server — and
 * reaches the server as an ordinary new record.
 */
export async function copyDraft(calc: CurrentCalc): Promise<number> {
  const row = calc.id === null ? undefined : await getRecord('drafts', calc.id);
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row ?? {})) {
    if (!key.startsWith('_') && !NOT_COPIED.has(key)) fields[key] = value;
  }
  const name = `${(calc.name.trim() || 'Чертёж').slice(0, 290)} (копия)`;
  return putRecord('drafts', {
    ...NEW_DRAFT_DEFAULTS,
    ...fields,
    ...draftFieldsOf(calc),
    name,
  } as FieldsOf<'drafts'>);
}

export function linkOf(project: ProjectRow | undefined): ProjectLink {
  if (!project) return { projectid: 0, project: '', clientid: 0, client: '' };
  return { projectid: project.id, project: project.name, clientid: project.clientid, client: project.client };
}

async function hasPendingChanges(draftId: number): Promise<boolean> {
  const pending = await db.stack
    .where('type')
    .equals('drafts')
    .filter((entry) => entry.recordId === draftId)
    .count();
  return pending > 0;
}

/**
 * Moves a saved draft to another project. Online, and when the server already holds everything this
 * device changed in the draft, through PUT binddraft/{id} (the server moves it and recounts both projects;
 * the pull brings it back here). Otherwise — offline, or with the draft's changes still in the outbox,
 * which must reach the server first and in order — as a local edit that the sync pushes: the server then
 * makes the same move.
 */
export async function moveDraft(draftId: number, project: ProjectRow): Promise<'server' | 'device'> {
  const link = linkOf(project);
  const row = await getRecord('drafts', draftId);
  if (row && row._v > 0 && navigator.onLine && !(await hasPendingChanges(draftId))) {
    try {
      bindDraftMoved.parse(
        await api(`/api/binddraft/${draftId}`, { method: 'PUT', body: { projectid: project.id } }),
      );
      await requestSync(['drafts', 'projects']);
      return 'server';
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 0) throw error;
    }
  }
  await putRecord(
    'drafts',
    {
      projectid: link.projectid,
      clientid: link.clientid,
      client: link.client,
      form: { clientid: link.clientid },
    },
    draftId,
  );
  return 'device';
}
