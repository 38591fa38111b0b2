import type { EventKind, EventStatus } from '@glad/contracts';
import {
  compareDrafts,
  compareIso,
  compileSearch,
  GET_BY_IDS_END,
  phoneSearchDigits,
  searchSpecs,
} from '@glad/domain';
import { db } from './schema';
import { isCached, searchCached, warmCache } from './search-cache';
import { candidateIds, candidatePrefixes, clientSortKey, type SearchedTable } from './search-index';
import type { ClientRow, DraftRow, EventRow, ProjectRow, RowOf, SmetaRow, SyncedTable } from './types';

/**
 * Newest first, then the higher id: the order of the `timestamp` index read backwards, so the list's first
 * screen (one short index read) is exactly the start of the whole list.
 */
export const byNewest = (a: { id: number; timestamp?: number }, b: { id: number; timestamp?: number }) =>
  (b.timestamp ?? 0) - (a.timestamp ?? 0) || b.id - a.id;

const sortKeyOf = (c: ClientRow) => c._name ?? clientSortKey(c.name);
/** Clients list order: by the folded name (the `_name` index holds the same), then by id. */
export const byClientName = (a: ClientRow, b: ClientRow) => {
  const x = sortKeyOf(a);
  const y = sortKeyOf(b);
  return x < y ? -1 : x > y ? 1 : a.id - b.id;
};

/**
 * The rows of a searched table that match `query` as docs/spec.md §3 says (any case, Russian, word start, phone
 * digits whatever their formatting), in `sort` order; an empty query answers every row. With the table
 * in memory (the list screen keeps it there) a search is a filter of prepared words; before that, the
 * multi-entry `_words` index gives the candidates and the domain search helper decides, while the table
 * loads for the next keystroke.
 */
async function searchTable<T extends SearchedTable>(
  table: T,
  query: string,
  sort: (a: RowOf[T], b: RowOf[T]) => number,
): Promise<RowOf[T][]> {
  const rows = db.table<RowOf[T], number>(table);
  const candidates = candidatePrefixes(query);
  if (!candidates || isCached(rows)) return searchCached(rows, table, query, sort);
  const ids = await candidateIds(rows, candidates);
  const found = (await rows.bulkGet(ids)).filter((row): row is RowOf[T] => row !== undefined);
  // after this answer, not beside it: the load would slow it down
  warmCache(rows, sort);
  const matches = compileSearch(query, searchSpecs[table]);
  return found.filter((row) => matches(row)).sort(sort);
}

/** The first `count` clients in list order: one short read of the `_name` index (the list's first screen). */
export function firstClients(count: number): Promise<ClientRow[]> {
  return db.clients.orderBy('_name').limit(count).toArray();
}

/** Clients found by name, address, phone or notes, in name order. */
export async function searchClients(query: string, limit = Number.POSITIVE_INFINITY): Promise<ClientRow[]> {
  return (await searchTable('clients', query, byClientName)).slice(0, limit);
}

/** A whole phone number has at least this many digits (10 without the country code). */
const WHOLE_PHONE_DIGITS = 10;

/**
 * Clients whose phone is the same number as `phone`, however either is written (digits compared after
 * +7/8 are made one): a new client who is already there. Nothing until the number is whole.
 */
export async function clientsWithPhone(phone: string): Promise<ClientRow[]> {
  const digits = phoneSearchDigits(phone);
  if (digits.length < WHOLE_PHONE_DIGITS) return [];
  // the number's digits are one of its search words (or start a longer one)
  const rows = await db.clients.where('_words').startsWith(digits).distinct().toArray();
  return rows.filter((c) => phoneSearchDigits(c.phone) === digits).sort(byClientName);
}

export interface ProjectFilter {
  clientid?: number;
  status_worked?: number;
  status_payment?: number;
  project_manager?: number;
}

/** Projects found by name, client, client phone or notes, filtered, newest first. */
export async function searchProjects(
  query: string,
  filter: ProjectFilter = {},
  limit = Number.POSITIVE_INFINITY,
): Promise<ProjectRow[]> {
  const keys = Object.entries(filter).filter(([, v]) => v !== undefined) as [keyof ProjectFilter, number][];
  return (await searchTable('projects', query, byNewest))
    .filter((row) => keys.every(([key, value]) => row[key] === value))
    .slice(0, limit);
}

/** The newest `count` projects: one short read of the `timestamp` index (the projects list's first screen). */
export function firstProjects(count: number): Promise<ProjectRow[]> {
  return db.projects.orderBy('timestamp').reverse().limit(count).toArray();
}

/** What the projects list and board show first, read before the page renders. */
export interface ProjectsFirstScreen {
  /** the newest projects, in list order */
  rows: ProjectRow[];
  total: number;
  /** work status id → how many projects have it (the board's column counts) */
  byStatus: ReadonlyMap<number, number>;
  /** client id → address, for those of `rows` (a project without its own address works at its client's) */
  addresses: ReadonlyMap<number, string>;
}

/** Index reads only, besides the `count` rows and their clients: milliseconds however many projects. */
export async function projectsFirstScreen(count: number): Promise<ProjectsFirstScreen> {
  const [rows, total, statuses] = await Promise.all([
    firstProjects(count),
    db.projects.count(),
    db.projects.orderBy('status_worked').uniqueKeys(),
  ]);
  const counts = await Promise.all(statuses.map((s) => db.projects.where('status_worked').equals(s).count()));
  const clientIds = [...new Set(rows.map((p) => p.clientid).filter((id) => id > 0))];
  const clients = await db.clients.bulkGet(clientIds);
  return {
    rows,
    total,
    byStatus: new Map(statuses.map((s, i) => [Number(s), counts[i]!])),
    addresses: new Map(clients.flatMap((c) => (c ? [[c.id, c.adresa.trim()] as const] : []))),
  };
}

export interface DraftFilter {
  projectid?: number;
  clientid?: number;
}

/** Drafts found by name or project, in list order: by `sort`, then newest (docs/spec.md §3). */
export async function searchDrafts(query: string, filter: DraftFilter = {}): Promise<DraftRow[]> {
  let rows: DraftRow[];
  if (!query.trim() && filter.projectid !== undefined) {
    rows = await db.drafts.where('projectid').equals(filter.projectid).toArray();
  } else if (!query.trim() && filter.clientid !== undefined) {
    rows = await db.drafts.where('form.clientid').equals(filter.clientid).toArray();
  } else rows = await searchTable('drafts', query, compareDrafts);
  return rows
    .filter((d) => filter.projectid === undefined || d.projectid === filter.projectid)
    .filter(
      (d) =>
        filter.clientid === undefined ||
        (d.form as { clientid?: unknown } | undefined)?.clientid === filter.clientid,
    )
    .sort(compareDrafts);
}

export interface EventFilter {
  /** `YYYY-MM-DD`, inclusive */
  from?: string;
  to?: string;
  client?: number;
  project?: number;
  /** a user among the event's assignees */
  assignee?: number;
  kind?: readonly EventKind[];
  status?: readonly EventStatus[];
}

/** Events by day and start (whole-day events first) and id, filtered as `GET events/` filters them. */
export async function listEvents(filter: EventFilter = {}): Promise<EventRow[]> {
  const collection =
    filter.from || filter.to
      ? db.events.where('date').between(filter.from ?? '0000-00-00', filter.to ?? '9999-99-99', true, true)
      : db.events.toCollection();
  const rows = await collection.toArray();
  return rows
    .filter((e) => filter.client === undefined || e.client === filter.client)
    .filter((e) => filter.project === undefined || e.project === filter.project)
    .filter((e) => filter.assignee === undefined || (e.assignees ?? []).includes(filter.assignee))
    .filter((e) => !filter.kind || filter.kind.includes(e.kind))
    .filter((e) => !filter.status || filter.status.includes(e.status ?? 'planned'))
    .sort((a, b) => compareIso(a.date, b.date) || compareIso(a.time, b.time) || a.id - b.id);
}

/** Client estimates (`smety`) or installer estimates (`smetymontazh`) of a project, client or draft. */
export async function listSmety(
  table: 'smety' | 'smetymontazh',
  filter: { clientid?: number; projectid?: number; draftid?: number } = {},
): Promise<SmetaRow[]> {
  const [key, value] = (Object.entries(filter).find(([, v]) => v !== undefined) ?? []) as [string?, number?];
  const rows = key ? await db[table].where(key).equals(value!).toArray() : await db[table].toArray();
  return rows.filter(
    (s) =>
      (filter.clientid === undefined || s.clientid === filter.clientid) &&
      (filter.projectid === undefined || s.projectid === filter.projectid) &&
      (filter.draftid === undefined || s.draftid === filter.draftid),
  );
}

/** One record, or undefined when the offline copy has none under that id. */
export function getRecord<T extends SyncedTable>(table: T, id: number): Promise<RowOf[T] | undefined> {
  return db.table<RowOf[T], number>(table).get(id);
}

/** docs/spec.md §9: the records with these ids, in the order given, sliced 0–14 by default. */
export async function getByIds<T extends SyncedTable>(
  table: T,
  ids: readonly number[],
  start = 0,
  end = GET_BY_IDS_END,
): Promise<RowOf[T][]> {
  // missing ids are skipped before slicing, as the domain helper does
  const rows = await db.table<RowOf[T], number>(table).bulkGet([...ids]);
  return rows.filter((row): row is RowOf[T] => row !== undefined).slice(start, end);
}

export function countRecords(table: SyncedTable): Promise<number> {
  return db.table(table).count();
}

/** Local changes not yet acknowledged by the server. */
export function countOutbox(): Promise<number> {
  return db.stack.count();
}
