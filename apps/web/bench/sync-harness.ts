/**
 * Bundled by sync.bench.ts (esbuild) and served on the app's origin under /bench/ by request
 * interception, so the benchmark drives the real offline-db and sync modules in Chromium against the real
 * server, without any hook in the app itself.
 */
import { db, FIRST_SCREEN, searchClients, searchClientsFirst } from '../src/lib/offline-db';
import { isCached } from '../src/lib/offline-db/search-cache';
import { toRow } from '../src/lib/offline-db/store';
import { getEngine, putRecord } from '../src/lib/sync';
import { pagedFullLoad } from '../src/lib/sync/baseline';

/** Bytes of API answers received since `since` (resource timing; the server sends them uncompressed). */
function apiBytes(since: number): { bytes: number; requests: number; waitMs: number } {
  let bytes = 0;
  let requests = 0;
  // time with at least one API request in flight (server and network), overlaps counted once
  const spans: [number, number][] = [];
  for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    if (entry.startTime < since || !entry.name.includes('/api/')) continue;
    bytes += entry.encodedBodySize;
    requests += 1;
    spans.push([entry.startTime, entry.responseEnd]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  let waitMs = 0;
  let end = Number.NEGATIVE_INFINITY;
  for (const [s, e] of spans) {
    if (e <= end) continue;
    waitMs += e - Math.max(s, end);
    end = e;
  }
  return { bytes, requests, waitMs };
}

async function clearAll() {
  await db.transaction('rw', db.tables, async () => {
    for (const table of db.tables) await table.clear();
  });
  performance.clearResourceTimings();
}

async function counts() {
  return {
    clients: await db.clients.count(),
    projects: await db.projects.count(),
    drafts: await db.drafts.count(),
  };
}

async function timed<T>(fn: () => Promise<T>) {
  const start = performance.now();
  const result = await fn();
  const ms = performance.now() - start;
  return { ms, ...apiBytes(start), result, counts: await counts() };
}

const harness = {
  /** Our path: push (nothing) and the cursor pull in large pages into an empty offline copy. */
  async cursorFull() {
    await clearAll();
    return timed(() => getEngine().sync());
  },
  /** The spec's loop: 20 per request, offset steps of 20, 3 requests in parallel. */
  async pagedFull() {
    await clearAll();
    return timed(() => pagedFullLoad(['clients', 'projects', 'drafts']));
  },
  /** The floor: the same pull pages fetched and parsed, their rows bulkPut as they come, no sync rules. */
  async rawFull(limit = 2000) {
    await clearAll();
    return timed(async () => {
      let cursor = 0;
      for (;;) {
        const res = await fetch(`/api/sync/pull/?cursor=${cursor}&limit=${limit}`, {
          headers: { authorization: `Bearer ${localStorage.getItem('glad.accessToken')}` },
        });
        const page = (await res.json()) as {
          cursor: number;
          hasMore: boolean;
          changes: { table: string; id: number; data: Record<string, unknown> }[];
        };
        const byTable = new Map<string, Record<string, unknown>[]>();
        for (const c of page.changes) {
          const rows = byTable.get(c.table) ?? [];
          rows.push({ ...c.data, id: c.id });
          byTable.set(c.table, rows);
        }
        await db.transaction('rw', db.tables, async () => {
          for (const [table, rows] of byTable) await db.table(table).bulkPut(rows);
        });
        cursor = page.cursor;
        if (!page.hasMore) return;
      }
    });
  },
  /** One more sync of a copy that is up to date but for what changed since. */
  async incremental() {
    performance.clearResourceTimings();
    return timed(() => getEngine().sync());
  },
  /** A local edit of one client, pushed and pulled back. */
  async localEdit(id: number, name: string) {
    await putRecord('clients', { name }, id);
    performance.clearResourceTimings();
    return timed(() => getEngine().sync());
  },
  async firstClientId() {
    return (await db.clients.toCollection().first())?.id ?? null;
  },
  /**
   * Each query searched cold (the table just changed: candidates from the `_words` index) and warm (the
   * table in memory, as while the list screen is open): the cold time of the first screen of results (what
   * the list shows first; median of 5) and of every match (median of 3), and the median and worst warm one.
   */
  async search(queries: string[], runs = 15) {
    const out: {
      q: string;
      coldFirst: number;
      cold: number;
      median: number;
      max: number;
      found: number;
    }[] = [];
    const first = await db.clients.toCollection().first();
    const median = (list: number[]) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
    /** The median of `n` runs of `search`, each on a cold table. */
    const coldRuns = async (n: number, search: () => Promise<unknown>, warms = false) => {
      const list: number[] = [];
      for (let i = 0; i < n; i++) {
        if (first) await db.clients.put(first); // drops the table from memory, as any change does
        const start = performance.now();
        await search();
        list.push(performance.now() - start);
        // a full search loads the table into memory after it answers: not beside the next run
        if (warms) while (!isCached(db.clients)) await new Promise((r) => setTimeout(r, 5));
      }
      return median(list);
    };
    for (const q of queries) {
      const coldFirst = await coldRuns(5, () => searchClientsFirst(q, FIRST_SCREEN));
      const cold = await coldRuns(3, () => searchClients(q), true);
      let start: number;
      const times: number[] = [];
      let found = 0;
      for (let i = 0; i < runs; i++) {
        start = performance.now();
        found = (await searchClients(q)).length;
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      out.push({ q, coldFirst, cold, median: times[Math.floor(runs / 2)]!, max: times[runs - 1]!, found });
    }
    return out;
  },
  toRow,
};

// the spec loop makes thousands of requests: keep every one of them in the resource timings
performance.setResourceTimingBufferSize(100_000);
(window as unknown as { harness: typeof harness }).harness = harness;
document.title = 'harness ready';
