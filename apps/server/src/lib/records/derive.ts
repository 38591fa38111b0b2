import { isDeepStrictEqual } from 'node:util';
import type { SyncTable } from '@glad/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { clients, drafts, projects } from '../../db/schema/index.js';
import { refreshProjectMoney, rollupsAfterWrite } from '../report-rollups.js';
import type { WriteCtx } from './context.js';
import { type OwnColumnsOf, type Row, type TableDef, tableDefs, versionStamp } from './tables.js';

/*
 * The copies the server keeps itself: a project's client name, phone and notes (so lists and searches need
 * no join on a phone), a project's live draft count, a draft's project name, and who edited last. Every
 * row such a copy changes gets its own version, so devices receive it in the pull like any other change.
 */

const noClient = {
  client: '',
  client_properties: { phone: '', notes: '' },
} satisfies OwnColumnsOf<'projects'>;

async function clientCopy(ctx: WriteCtx, clientId: number) {
  if (!clientId) return noClient;
  const [row] = await ctx.tx
    .select({ name: clients.name, phone: clients.phone, notes: clients.notes })
    .from(clients)
    .where(and(eq(clients.company_id, ctx.companyId), eq(clients.id, clientId), isNull(clients.erased_at)));
  if (!row) return noClient;
  return {
    client: row.name,
    client_properties: { phone: row.phone, notes: row.notes },
  } satisfies OwnColumnsOf<'projects'>;
}

async function projectName(ctx: WriteCtx, projectId: number): Promise<string> {
  if (!projectId) return '';
  const [row] = await ctx.tx
    .select({ name: projects.name })
    .from(projects)
    .where(
      and(eq(projects.company_id, ctx.companyId), eq(projects.id, projectId), isNull(projects.erased_at)),
    );
  return row?.name ?? '';
}

/** Where the work of a project is: its own address, else its client's. */
async function projectAddress(ctx: WriteCtx, projectId: number): Promise<string> {
  if (!projectId) return '';
  const [row] = await ctx.tx
    .select({ adresa: projects.adresa, client: clients.adresa })
    .from(projects)
    .leftJoin(clients, and(eq(clients.company_id, projects.company_id), eq(clients.id, projects.clientid)))
    .where(
      and(eq(projects.company_id, ctx.companyId), eq(projects.id, projectId), isNull(projects.erased_at)),
    );
  return row ? row.adresa.trim() || (row.client ?? '').trim() : '';
}

async function clientAddress(ctx: WriteCtx, clientId: number): Promise<string> {
  if (!clientId) return '';
  const [row] = await ctx.tx
    .select({ adresa: clients.adresa })
    .from(clients)
    .where(and(eq(clients.company_id, ctx.companyId), eq(clients.id, clientId), isNull(clients.erased_at)));
  return row?.adresa.trim() ?? '';
}

/**
 * Field values a write fills in when the writer left them out: an event's address comes from its project
 * (or its client) when it is made without one, and again when its project changes and no address is
 * given with the change. `given` is what the writer sent, `next` the record's values with it applied.
 */
export async function derivedFields(
  ctx: WriteCtx,
  def: TableDef,
  given: Record<string, unknown>,
  next: Record<string, unknown>,
  prev: Row | null,
): Promise<Record<string, unknown>> {
  if (def.name !== 'events' || (given.adresa !== undefined && String(given.adresa).trim() !== '')) return {};
  const projectChanged = prev !== null && given.project !== undefined && given.project !== prev.project;
  if (prev !== null && !projectChanged) return {};
  const address =
    (await projectAddress(ctx, Number(next.project ?? 0))) ||
    (await clientAddress(ctx, Number(next.client ?? 0)));
  return address ? ({ adresa: address } satisfies OwnColumnsOf<'events'>) : {};
}

/** The kept columns of a row being written with `values` (its field values after the write). */
export async function keptColumns(
  ctx: WriteCtx,
  def: TableDef,
  values: Record<string, unknown>,
  prev: Row | null,
  restoring = false,
): Promise<Record<string, unknown>> {
  if (def.name === 'projects') {
    const clientId = Number(values.clientid ?? 0);
    const fresh = !prev || restoring || prev.clientid !== clientId;
    return {
      editor: ctx.userId,
      ...(fresh ? await clientCopy(ctx, clientId) : {}),
    } satisfies OwnColumnsOf<'projects'>;
  }
  if (def.name === 'drafts') {
    const projectId = Number(values.projectid ?? 0);
    const fresh = !prev || restoring || prev.projectid !== projectId;
    return {
      editor: ctx.userId,
      ...(fresh ? { project: await projectName(ctx, projectId) } : {}),
    } satisfies OwnColumnsOf<'drafts'>;
  }
  if ((def.name === 'events' || def.name === 'oplata') && !prev) {
    return { created_by: ctx.userId } satisfies OwnColumnsOf<'events'> & OwnColumnsOf<'oplata'>;
  }
  return {};
}

/** Writes server-kept columns of another row, with a version of its own; `set` is typed by the row's table. */
export function touchRow<N extends 'projects' | 'drafts'>(
  ctx: WriteCtx,
  name: N,
  id: number,
  set: OwnColumnsOf<N>,
): Promise<void>;
export async function touchRow(ctx: WriteCtx, name: SyncTable, id: number, set: Record<string, unknown>) {
  const table = tableDefs[name].table;
  const version = await ctx.nextVersion();
  await ctx.tx
    .update(table)
    .set({
      ...set,
      ...versionStamp(table, version),
    })
    .where(and(eq(table.company_id, ctx.companyId), eq(table.id, id)));
}

async function refreshClientCopies(ctx: WriteCtx, client: Row) {
  const copy = {
    client: String(client.name),
    client_properties: { phone: String(client.phone), notes: String(client.notes) },
  } satisfies OwnColumnsOf<'projects'>;
  const rows = await ctx.tx
    .select({ id: projects.id, client: projects.client, client_properties: projects.client_properties })
    .from(projects)
    .where(
      and(
        eq(projects.company_id, ctx.companyId),
        eq(projects.clientid, client.id),
        isNull(projects.deleted_at),
      ),
    );
  const touched: number[] = [];
  for (const row of rows) {
    if (row.client === copy.client && isDeepStrictEqual(row.client_properties, copy.client_properties))
      continue;
    await touchRow(ctx, 'projects', row.id, copy);
    touched.push(row.id);
  }
  // the reports keep the client's name beside each project's sums (project_money, client_debts)
  await refreshProjectMoney(ctx.tx, ctx.companyId, touched);
}

async function refreshProjectName(ctx: WriteCtx, project: Row) {
  const rows = await ctx.tx
    .select({ id: drafts.id, project: drafts.project })
    .from(drafts)
    .where(
      and(eq(drafts.company_id, ctx.companyId), eq(drafts.projectid, project.id), isNull(drafts.deleted_at)),
    );
  const name = String(project.name);
  for (const row of rows) {
    if (row.project !== name) await touchRow(ctx, 'drafts', row.id, { project: name });
  }
}

/** Sets a live project's draft_count to the number of its live drafts. */
export async function recountDrafts(ctx: WriteCtx, projectId: number) {
  if (!projectId) return;
  const [project] = await ctx.tx
    .select({ count: projects.draft_count })
    .from(projects)
    .where(
      and(eq(projects.company_id, ctx.companyId), eq(projects.id, projectId), isNull(projects.deleted_at)),
    );
  if (!project) return;
  const [row] = await ctx.tx
    .select({ n: sql<number>`count(*)::int` })
    .from(drafts)
    .where(
      and(eq(drafts.company_id, ctx.companyId), eq(drafts.projectid, projectId), isNull(drafts.deleted_at)),
    );
  const n = row?.n ?? 0;
  if (n !== project.count) await touchRow(ctx, 'projects', projectId, { draft_count: n });
}

const live = (row: Row | null) => row !== null && !row.deleted_at;

/**
 * Brings the copies other rows keep, and the reports' sums (decision 0040), up to date after `prev` became
 * `next` (null prev: created).
 */
export async function afterWrite(ctx: WriteCtx, def: TableDef, prev: Row | null, next: Row) {
  await rollupsAfterWrite(ctx.tx, ctx.companyId, def.name, prev, next);
  const restored = prev !== null && !live(prev) && live(next);
  if (def.name === 'clients' && prev && live(next)) {
    const changed = restored || ['name', 'phone', 'notes'].some((f) => prev[f] !== next[f]);
    if (changed) await refreshClientCopies(ctx, next);
  } else if (def.name === 'projects' && prev && live(next)) {
    if (restored || prev.name !== next.name) await refreshProjectName(ctx, next);
    if (restored) await recountDrafts(ctx, next.id);
  } else if (def.name === 'drafts') {
    const before = live(prev) ? Number(prev!.projectid) : 0;
    const after = live(next) ? Number(next.projectid) : 0;
    if (before !== after) {
      await recountDrafts(ctx, before);
      await recountDrafts(ctx, after);
    }
  }
}
