import { localListWrite } from '@glad/domain';
import { api } from '../api-client';
import { db, type SyncedTable } from '../offline-db';
import { toRow } from '../offline-db/store';

/** docs/spec.md §9: full sync loops fetch 20 items per request, offset steps of 20, 3 requests in parallel. */
export const SPEC_PAGE = 20;
export const SPEC_THREADS = 3;

const paths: Record<SyncedTable, string> = {
  clients: '/api/client/',
  projects: '/api/project/',
  drafts: '/api/drafts/',
  events: '/api/events/',
  smety: '/api/smeta/',
  smetymontazh: '/api/smetamontazh/',
  oplata: '/api/oplata/',
};

interface Page {
  pagination: { total: number };
  content: (Record<string, unknown> & { id: number; version?: number })[];
}

export interface PagedLoadResult {
  requests: number;
  rows: number;
}

/**
 * The spec's full load, kept as the baseline the sync benchmark measures our cursor pull against — not
 * the app's normal path. Per table: the first page tells the total, the rest are fetched by offset
 * steps of 20 with 3 requests in flight; the received list then replaces the stored one as docs/spec.md §4 says
 * (cleared and rewritten when the counts differ, else written over in place).
 */
export async function pagedFullLoad(
  tables: readonly SyncedTable[] = ['clients', 'projects', 'drafts'],
  pageSize = SPEC_PAGE,
  threads = SPEC_THREADS,
): Promise<PagedLoadResult> {
  let requests = 0;
  let rows = 0;
  for (const table of tables) {
    const fetchPage = async (offset: number) => {
      requests += 1;
      return api<Page>(paths[table], { query: { offset, limit: pageSize } });
    };
    const first = await fetchPage(0);
    const received = [...first.content];
    const offsets: number[] = [];
    for (let offset = pageSize; offset < first.pagination.total; offset += pageSize) offsets.push(offset);
    const pages = new Map<number, Page['content']>();
    const worker = async () => {
      for (let next = offsets.shift(); next !== undefined; next = offsets.shift()) {
        pages.set(next, (await fetchPage(next)).content);
      }
    };
    await Promise.all(Array.from({ length: threads }, worker));
    for (const offset of [...pages.keys()].sort((a, b) => a - b)) received.push(...pages.get(offset)!);

    const stored = await db.table(table).count();
    const records = received.map((data) => toRow({ table, id: data.id, version: data.version ?? 0, data }));
    await db.transaction('rw', db.table(table), async () => {
      if (localListWrite(stored, records.length) === 'rewrite') await db.table(table).clear();
      await db.table(table).bulkPut(records);
    });
    rows += records.length;
  }
  return { requests, rows };
}
