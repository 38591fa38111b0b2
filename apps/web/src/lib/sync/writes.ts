import { DEFAULT_EVENT_MINUTES } from '@glad/contracts';
import type { Fields } from '@glad/domain';
import { api } from '../api-client';
import { db, type FieldsOf, type SyncedTable } from '../offline-db';
import { currentUserId } from '../tokens';
import { getEngine, requestSync, scheduleSync } from './runtime';

/** Today on this device, `YYYY-MM-DD` (the server's default date of a new project or draft). */
function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** What a new record holds before the user fills it, so lists show it whole at once (offline too). */
function defaults(table: SyncedTable): Fields {
  switch (table) {
    case 'clients':
      return { name: '', adresa: '', phone: '', notes: '' };
    case 'projects':
      return {
        name: '',
        clientid: 0,
        client: '',
        date: today(),
        draft_count: 0,
        editor: currentUserId() ?? 0,
        status_payment: 0,
        status_worked: 0,
        project_manager: 0,
        client_properties: { phone: '', notes: '' },
      };
    case 'drafts':
      return {
        name: '',
        date: today(),
        editor: currentUserId() ?? 0,
        projectid: 0,
        project: '',
        smeta_exclude: 0,
        sort: 0,
        form: {},
      };
    case 'events':
      return {
        date: today(),
        time: '',
        duration: DEFAULT_EVENT_MINUTES,
        client: 0,
        project: 0,
        adresa: '',
        kind: 'other',
        assignees: [],
        note: '',
        status: 'planned',
        cancel_reason: '',
        created_by: currentUserId() ?? 0,
        created_at: Date.now(),
      };
    case 'smety':
    case 'smetymontazh':
      return { uid: crypto.randomUUID(), client: '', clientid: 0, projectid: 0, draftid: 0, approved: 0 };
    case 'oplata':
      return {
        project: 0,
        amount: 0,
        date: today(),
        method: 'nal',
        kind: 'predoplata',
        note: '',
        created_by: currentUserId() ?? 0,
        created_at: Date.now(),
      };
  }
}

/**
 * The copies the server keeps on a record (a project's client name, phone and notes; a draft's project
 * name and client), filled from the offline copy so a record made offline reads right before the server
 * answers. The server ignores them in a push and sends its own.
 */
async function derived(table: SyncedTable, fields: Fields, current: Fields | undefined): Promise<Fields> {
  if (table === 'projects' && typeof fields.clientid === 'number') {
    const client = fields.clientid ? await db.clients.get(fields.clientid) : undefined;
    return {
      client: client?.name ?? '',
      client_properties: { phone: client?.phone ?? '', notes: client?.notes ?? '' },
    };
  }
  if (table === 'drafts' && typeof fields.projectid === 'number') {
    const project = fields.projectid ? await db.projects.get(fields.projectid) : undefined;
    const form = {
      ...((current?.form as Fields | undefined) ?? {}),
      ...((fields.form as Fields | undefined) ?? {}),
    };
    if (project) form.clientid = project.clientid;
    return { project: project?.name ?? '', form };
  }
  return {};
}

/**
 * Creates (no `id`) or edits a record of the offline copy and queues it for the server, in one
 * transaction. Answers the record's id: a new record takes one from the block the server reserved for
 * this device, so it keeps it for good and its page (`/clients/{id}`) works offline at once. Throws a
 * SyncUserError with a Russian message when the change cannot be made (record gone, no ids left offline).
 */
export async function putRecord<T extends SyncedTable>(
  table: T,
  fields: FieldsOf<T>,
  id?: number | null,
): Promise<number> {
  const given = fields as Fields;
  const current = id == null ? undefined : await db.table(table).get(id);
  const base = id == null ? defaults(table) : {};
  const all: Fields = { ...base, ...given, ...(await derived(table, given, current)), timestamp: Date.now() };
  const record = await getEngine().put(table, id ?? null, all);
  scheduleSync();
  return record.id;
}

const sameValue = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields a form's save writes to a record it edits: only those whose value differs from what the form
 * opened with. The server keeps the newer write per field, so a field another person changed meanwhile
 * keeps their value unless this person changed it too; writing every field back would put the form's old
 * value over theirs. Empty when nothing changed (no write at all).
 */
export function changedFields<F extends Record<string, unknown>>(opened: F, saved: F): Partial<F> {
  const changed: Partial<F> = {};
  for (const key of Object.keys(saved) as (keyof F)[]) {
    if (!sameValue(opened[key], saved[key])) changed[key] = saved[key];
  }
  return changed;
}

/**
 * A form's save: a new record (`id` null) with every field, an existing one with only the fields that differ
 * from what the form opened with (`changedFields`); nothing is written when nothing changed. The record's id.
 */
export async function putEdited<T extends SyncedTable>(
  table: T,
  opened: FieldsOf<T>,
  saved: FieldsOf<T>,
  id: number | null | undefined,
): Promise<number> {
  if (id == null) return putRecord(table, saved);
  const changed = changedFields(opened as Record<string, unknown>, saved as Record<string, unknown>);
  if (Object.keys(changed).length === 0) return id;
  return putRecord(table, changed as FieldsOf<T>, id);
}

/** Deletes a record here and queues the delete (the server moves it to the trash). */
export async function removeRecord(table: SyncedTable, id: number): Promise<void> {
  await getEngine().remove(table, id);
  scheduleSync();
}

/** Forgets a change the server refused (its message was shown). */
export async function dismissFailure(mutationId: string): Promise<void> {
  await getEngine().dismissFailure(mutationId);
}

/**
 * The user has read the overwritten values of a record: the server forgets them (a new version of the
 * record, so every device drops them too) and this device pulls that version. Needs the network.
 */
export async function dismissLostValues(table: SyncedTable, id: number): Promise<void> {
  await api(`/api/sync/lost/${table}/${id}/`, { method: 'DELETE' });
  const report = await requestSync();
  if (!report.ok) throw new Error(report.error ?? 'Не удалось обновить данные на устройстве');
}
