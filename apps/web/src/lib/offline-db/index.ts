/**
 * The offline copy (docs/spec.md §3, docs/design.md §3 «Sync»): IndexedDB database `glad`, schema version 6. Screens read
 * from here — live hooks re-render on every change, from this tab or another — and write through
 * `lib/sync` (`putRecord`, `removeRecord`), which stores the record and its outbox entry together.
 */

export { searchClientsFirst } from './clients-first';
export { eventWarningsHere } from './event-warnings';
export { FIRST_SCREEN, type FirstRows } from './first-read';
export {
  useClients,
  useClientsList,
  useDrafts,
  useEvents,
  useLiveQuery,
  useLiveRecords,
  useOutboxCount,
  useProjects,
  useProjectsList,
  useRecord,
  useRecordCount,
  useRecordCounts,
  useSmety,
} from './hooks';
export {
  byClientName,
  byNewest,
  clientsWithPhone,
  countOutbox,
  countRecords,
  type DraftFilter,
  type EventFilter,
  firstClients,
  firstProjects,
  getByIds,
  getRecord,
  listEvents,
  listSmety,
  type ProjectFilter,
  type ProjectsFirstScreen,
  projectsFirstScreen,
  searchClients,
  searchDrafts,
  searchProjects,
} from './queries';
export { DB_NAME, DB_VERSION, db, GladDb, schema } from './schema';
export { candidatePrefixes, indexWords } from './search-index';
export type {
  ClientRow,
  ConfigRow,
  DraftRow,
  EventRow,
  FieldsOf,
  PaymentRow,
  ProjectRow,
  RowMeta,
  RowOf,
  SmetaRow,
  StackRow,
  SyncedTable,
} from './types';
export { syncedTables } from './types';
