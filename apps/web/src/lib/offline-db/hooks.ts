import { replaceEqualDeep } from '@tanstack/react-query';
import { liveQuery } from 'dexie';
import { useObservable } from 'dexie-react-hooks';
import { searchClientsFirst } from './clients-first';
import { FIRST_SCREEN } from './first-read';
import {
  countOutbox,
  countRecords,
  type DraftFilter,
  type EventFilter,
  firstClients,
  firstProjects,
  getRecord,
  listEvents,
  listSmety,
  type ProjectFilter,
  searchClients,
  searchDrafts,
  searchProjects,
} from './queries';
import type { ClientRow, DraftRow, EventRow, ProjectRow, RowOf, SmetaRow, SyncedTable } from './types';

/*
 * Live reads of the offline copy. Each answers `undefined` while the first read runs (show the loading
 * state), then the rows, and re-renders whenever a transaction of any tab changes what the query read:
 * the syncing tab's pulls appear in the others without them asking the server.
 */

/**
 * A live query whose answers keep what did not change: an answer equal to the last one is the last one
 * itself (no re-render), and in a changed list the rows that did not change keep their objects. A sync
 * writes a table several times and re-reads it at its end (decision 0061); each write re-ran every live
 * query over it and re-rendered its screen with rows equal to those shown (decision 0070).
 */
function keptWhileEqual<T>(querier: () => Promise<T> | T) {
  const source = liveQuery(querier);
  let kept: T | undefined;
  let keeps = false;
  const keep = (value: T): T => {
    kept = keeps ? (replaceEqualDeep(kept, value) as T) : value;
    keeps = true;
    return kept;
  };
  return {
    hasValue: () => source.hasValue?.() ?? false,
    getValue: () => keep(source.getValue?.() as T),
    subscribe: (next: (value: T) => void, error: (reason: unknown) => void) =>
      source.subscribe({ next: (value) => next(keep(value)), error }),
  };
}

/** Dexie's `useLiveQuery`, with answers kept while equal (`keptWhileEqual`). */
export function useLiveQuery<T>(querier: () => Promise<T> | T, deps: unknown[]): T | undefined;
export function useLiveQuery<T, D>(querier: () => Promise<T> | T, deps: unknown[], fallback: D): T | D;
export function useLiveQuery<T, D>(
  querier: () => Promise<T> | T,
  deps: unknown[],
  fallback?: D,
): T | D | undefined {
  return useObservable(() => keptWhileEqual(querier), deps, fallback);
}

/** The clients list as it stands: the first screen until every match is read (`complete`). */
export interface ClientsListRead {
  rows: ClientRow[];
  complete: boolean;
}

/**
 * Clients matching `query` (empty: all), in name order. The first screen shows at once: for the whole list
 * from one short index read — `firstScreen` when the route read it before rendering — and for a search
 * from `searchClientsFirst` (a few candidate rows, even on a cold table). Every match is read after that
 * is on screen (read beside it, 10,000 rows held the first screen back) and replaces it.
 */
export function useClientsList(query: string, firstScreen?: ClientRow[]): ClientsListRead | undefined {
  const searching = query.trim() !== '';
  const first = useLiveQuery(() => firstClients(FIRST_SCREEN), [], firstScreen);
  const found = useLiveQuery(
    async () => (searching ? { query, ...(await searchClientsFirst(query, FIRST_SCREEN)) } : null),
    [query],
  );
  // an answer for an earlier query stays until the new one comes: never show it as this one's
  const foundNow = found?.query === query ? found : undefined;
  const needFull = searching ? foundNow !== undefined && !foundNow.complete : first !== undefined;
  const full = useLiveQuery(
    async () => (needFull ? { query, rows: await searchClients(query) } : undefined),
    [query, needFull],
  );
  if (full?.query === query) return { rows: full.rows, complete: true };
  if (!searching) return first && { rows: first, complete: false };
  if (foundNow) return { rows: foundNow.rows, complete: foundNow.complete };
  // the previous query's answer stays on screen until this one's comes: no loading flash per keystroke
  if (full) return { rows: full.rows, complete: true };
  return found ? { rows: found.rows, complete: found.complete } : undefined;
}

/** Clients matching `query` (empty: all), in name order: the rows of `useClientsList`. */
export function useClients(query = '', firstScreen?: ClientRow[]): ClientRow[] | undefined {
  return useClientsList(query, firstScreen)?.rows;
}

/** Projects matching `query` and `filter`, newest first. */
export function useProjects(query = '', filter: ProjectFilter = {}): ProjectRow[] | undefined {
  const { clientid, status_worked, status_payment, project_manager } = filter;
  return useLiveQuery(
    () => searchProjects(query, { clientid, status_worked, status_payment, project_manager }),
    [query, clientid, status_worked, status_payment, project_manager],
  );
}

/** The projects list as it stands: the first screen until the whole list is read (`complete`). */
export interface ProjectsListRead {
  rows: ProjectRow[];
  complete: boolean;
}

/**
 * The projects list screen's read: as `useProjects`, but the whole list unfiltered starts from `firstScreen`
 * (read by the route before it rendered, kept live by one short index read) until its 10,000 rows are read.
 */
export function useProjectsList(
  query: string,
  filter: ProjectFilter,
  firstScreen: ProjectRow[] | undefined,
): ProjectsListRead | undefined {
  const whole = !query.trim() && Object.values(filter).every((v) => v === undefined);
  const full = useProjects(query, filter);
  // kept live (a sync may write while the whole list is read), and dropped once that read answers
  const size = whole && full === undefined ? (firstScreen?.length ?? 0) : 0;
  const first = useLiveQuery(() => (size > 0 ? firstProjects(size) : null), [size], firstScreen ?? null);
  if (full) return { rows: full, complete: true };
  return whole && first ? { rows: first, complete: false } : undefined;
}

/** Drafts matching `query` and `filter`, in list order (sort, then newest). */
export function useDrafts(query = '', filter: DraftFilter = {}): DraftRow[] | undefined {
  const { projectid, clientid } = filter;
  return useLiveQuery(() => searchDrafts(query, { projectid, clientid }), [query, projectid, clientid]);
}

/** Events in a day range (inclusive), of a client, project or person, of kinds and statuses, by day and time. */
export function useEvents(filter: EventFilter = {}): EventRow[] | undefined {
  const { from, to, client, project, assignee } = filter;
  const kind = filter.kind?.join(',');
  const status = filter.status?.join(',');
  return useLiveQuery(
    () => listEvents({ from, to, client, project, assignee, kind: filter.kind, status: filter.status }),
    [from, to, client, project, assignee, kind, status],
  );
}

export function useSmety(
  table: 'smety' | 'smetymontazh',
  filter: { clientid?: number; projectid?: number; draftid?: number } = {},
): SmetaRow[] | undefined {
  const { clientid, projectid, draftid } = filter;
  return useLiveQuery(
    () => listSmety(table, { clientid, projectid, draftid }),
    [table, clientid, projectid, draftid],
  );
}

/**
 * One record: `undefined` while reading, `null` when the offline copy has no such record (deleted, or not
 * pulled yet), else the row.
 */
export function useRecord<T extends SyncedTable>(
  table: T,
  id: number | null | undefined,
): RowOf[T] | null | undefined {
  return useLiveQuery(async () => (id == null ? null : ((await getRecord(table, id)) ?? null)), [table, id]);
}

/** Any live query over the offline copy, answering `fallback` while the first read runs. */
export function useLiveRecords<T>(query: () => Promise<T> | T, deps: unknown[], fallback?: T): T | undefined {
  return useLiveQuery(query, deps, fallback);
}

/** How many records `table` holds; `known` (a count just read) is shown until the first read answers. */
export function useRecordCount(table: SyncedTable, known?: number): number | undefined {
  return useLiveQuery(() => countRecords(table), [table], known);
}

/**
 * How many records each of `tables` holds, read together: one answer (one render) when a sync writes to
 * several of them, where a count per table re-rendered its screen once for each. `undefined` while read.
 */
export function useRecordCounts<const T extends readonly SyncedTable[]>(
  tables: T,
): { [K in keyof T]: number } | undefined {
  return useLiveQuery(
    () => Promise.all(tables.map((table) => countRecords(table))) as Promise<{ [K in keyof T]: number }>,
    [tables.join()],
  );
}

/** How many local changes wait to reach the server. */
export function useOutboxCount(): number | undefined {
  return useLiveQuery(countOutbox, []);
}
