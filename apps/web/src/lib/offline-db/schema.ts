import { Dexie, type EntityTable } from 'dexie';
import { DB_NAME, DB_VERSION } from './names';
import type {
  ClientRow,
  ConfigRow,
  DraftRow,
  EventRow,
  MetaRow,
  PaymentRow,
  ProjectRow,
  SmetaRow,
  StackRow,
  TombstoneRow,
} from './types';

export { DB_NAME, DB_VERSION };

/**
 * The indexes of docs/spec.md §3, plus `*_words` (multi-entry: every word a record is searched by, so a word-start
 * search is an index range, not a scan of 10,000 rows), `_name` (a client's name folded: the list order,
 * so the first screen of the list is one short index read) and the tables the sync engine keeps.
 */
export const schema = {
  clients: 'id, timestamp, name, _name, *_words',
  projects:
    'id, name, client, clientid, date, draft_count, editor, status_payment, project_manager, status_worked, timestamp, *_words',
  drafts:
    'id, name, date, editor, projectid, project, timestamp, smeta_exclude, sort, form.clientid, *_words',
  configs: 'id, timestamp, default',
  events: 'id, timestamp, date, time, client, project',
  smety: 'id, uid, client, clientid, projectid, draftid, approved',
  smetymontazh: 'id, uid, client, clientid, projectid, draftid, approved',
  // client payments (issue 11), added to schema version 6 (Dexie 4 upgrades a changed schema in place)
  oplata: 'id, project, date',
  // the outbox; `type` is the record's table
  stack: '++id, type',
  tombstones: '[table+id]',
  meta: 'key',
} as const;

export class GladDb extends Dexie {
  clients!: EntityTable<ClientRow, 'id'>;
  projects!: EntityTable<ProjectRow, 'id'>;
  drafts!: EntityTable<DraftRow, 'id'>;
  configs!: EntityTable<ConfigRow, 'id'>;
  events!: EntityTable<EventRow, 'id'>;
  smety!: EntityTable<SmetaRow, 'id'>;
  smetymontazh!: EntityTable<SmetaRow, 'id'>;
  oplata!: EntityTable<PaymentRow, 'id'>;
  stack!: EntityTable<StackRow, 'id'>;
  tombstones!: Dexie.Table<TombstoneRow, [string, number]>;
  meta!: EntityTable<MetaRow, 'key'>;

  constructor(name = DB_NAME) {
    super(name);
    this.version(DB_VERSION).stores(schema);
  }
}

/**
 * The one database of this tab, opened as soon as this code loads (with the signed-in shell), so the
 * first screen's read does not wait for the opening after the screen has rendered. A failure to open
 * is reported again by the first read.
 */
export const db = new GladDb();
db.open().catch(() => undefined);
