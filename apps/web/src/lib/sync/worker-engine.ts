import type { SyncEngine, SyncStatus } from '@glad/domain';
import { Dexie } from 'dexie';
import { db } from '../offline-db/schema';
import { syncedTables } from '../offline-db/types';
import { syncRequests } from './transport';
import { type RpcMessage, rpcEnd } from './worker-rpc';

type EngineCalls = Pick<SyncEngine, 'sync' | 'put' | 'remove' | 'reserveIds' | 'dismissFailure'>;

/** What the tab shows before any engine has said anything: no sync yet. */
export const NOT_SYNCED: SyncStatus = {
  phase: 'idle',
  isSyncing: false,
  pushed: 0,
  pulled: 0,
  lastError: null,
  lastSyncedAt: null,
  retryAt: null,
  failures: [],
  droppedFailures: 0,
};

/** Said to a caller still waiting when the worker is stopped (sign-out). */
export const WORKER_GONE = 'Синхронизация остановлена';

/** Longest wait for Dexie's news of the worker's writes before the end of a sync is told anyway. */
export const NEWS_WAIT_MS = 1000;

/**
 * Resolves once this tab's live queries have re-read what the worker wrote. Dexie brings the news of a
 * write made in another context on its BroadcastChannel, a path not ordered with the worker's messages:
 * first that news (or NEWS_WAIT_MS), then a task for the reads it started, then a read-write transaction
 * over the tables, which starts only after the earlier transactions over them (those reads) have ended.
 */
async function afterLiveReads(news: Promise<void> | null): Promise<void> {
  if (news) await Promise.race([news, new Promise((resolve) => setTimeout(resolve, NEWS_WAIT_MS))]);
  await new Promise((resolve) => setTimeout(resolve, 0));
  await db.transaction('rw', [...syncedTables], async () => undefined).catch(() => undefined);
}

/** Rejects the calls sent to a worker that never started, so they run on the main thread instead. */
class WorkerNeverStarted extends Error {}

/**
 * The tab's side of the sync worker (decision 0061), with the engine's interface: calls go to the worker
 * by message, its status and changed tables come back and are kept here, and its requests to the server
 * are made here with the tab's session (`syncRequests`).
 *
 * A worker whose file did not load or failed before it said it was ready (an old cached file, a browser
 * refusing it) is replaced by `fallback()`, the engine on the main thread: the calls already sent to it
 * run there, so no change typed meanwhile is lost or left waiting.
 */
export function createWorkerEngine(worker: Worker, fallback: () => SyncEngine): SyncEngine {
  let status = NOT_SYNCED;
  let ready = false;
  let local: SyncEngine | null = null;
  const listeners = new Set<(status: SyncStatus) => void>();
  const tableListeners = new Set<(tables: string[]) => void>();
  const remote = rpcEnd<EngineCalls>((message) => worker.postMessage(message), syncRequests);

  const setStatus = (next: SyncStatus) => {
    status = next;
    for (const listener of listeners) listener(status);
  };
  const tablesChanged = (tables: string[]) => {
    for (const listener of tableListeners) listener(tables);
  };

  /*
   * The status in the order it came; the end of a sync waits for this tab's live queries to have re-read
   * what it wrote. A screen that takes «synced, and the record is not here» to mean «the record does not
   * exist» (the calculation opened on a project, a list's «nothing yet») must never see the first without
   * the rows: on the main thread the engine's last read came after the live queries' reads.
   */
  let statusOrder = Promise.resolve();
  /**
   * Set when the worker said it changed tables, until Dexie's news of a write reaches this tab (news of
   * this tab's own write ends the wait too: rare, and the transaction after it still orders most reads)
   */
  let news: { arrived: Promise<void>; resolve: () => void } | null = null;
  const onNews = () => {
    news?.resolve();
    news = null;
  };
  Dexie.on('storagemutated', onNews);
  const statusArrived = (next: SyncStatus) => {
    const ending = !next.isSyncing;
    const awaited = news?.arrived ?? null;
    statusOrder = statusOrder.then(async () => {
      if (ending) await afterLiveReads(awaited);
      setStatus(next);
    });
  };

  worker.onmessage = (event: MessageEvent<RpcMessage>) => {
    const message = event.data;
    if (remote.receive(message)) return;
    if (message.kind === 'ready') ready = true;
    else if (message.kind === 'status') statusArrived(message.status);
    else if (message.kind === 'tables') {
      if (!news) {
        let resolve: () => void = () => undefined;
        const arrived = new Promise<void>((r) => {
          resolve = r;
        });
        news = { arrived, resolve };
      }
      tablesChanged(message.tables);
    }
  };
  worker.onerror = (event) => {
    // after the start, an error is one call's and was answered to it; before, the worker is unusable
    if (ready || local) return;
    event.preventDefault();
    worker.terminate();
    local = fallback();
    local.subscribe(setStatus);
    local.onTablesChanged(tablesChanged);
    remote.rejectAll(new WorkerNeverStarted());
  };

  function invoke<K extends keyof EngineCalls>(
    method: K,
    ...args: Parameters<EngineCalls[K]>
  ): Promise<Awaited<ReturnType<EngineCalls[K]>>> {
    const run = (engine: SyncEngine) =>
      (engine[method] as (...a: typeof args) => Promise<Awaited<ReturnType<EngineCalls[K]>>>)(...args);
    if (local) return run(local);
    return remote.call(method, ...args).catch((error: unknown) => {
      if (error instanceof WorkerNeverStarted && local) return run(local);
      throw error;
    });
  }

  return {
    put: (table, id, fields) => invoke('put', table, id, fields),
    remove: (table, id) => invoke('remove', table, id),
    // like the engine's own, a sync never throws: a worker stopped meanwhile (sign-out) is a failed sync
    // answered after the status that ended it, so a caller sees the rows it brought as the engine did
    sync: () =>
      invoke('sync')
        .then(async (report) => {
          await statusOrder;
          return report;
        })
        .catch((error: unknown) => ({
          ok: false,
          pushed: 0,
          pulled: 0,
          error: error instanceof Error ? error.message : WORKER_GONE,
        })),
    reserveIds: () => invoke('reserveIds'),
    dismissFailure: (mutationId) => invoke('dismissFailure', mutationId),
    get status() {
      return status;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onTablesChanged(listener) {
      tableListeners.add(listener);
      return () => tableListeners.delete(listener);
    },
    dispose() {
      Dexie.on('storagemutated').unsubscribe(onNews);
      onNews();
      listeners.clear();
      tableListeners.clear();
      local?.dispose();
      // an unfinished transaction of the worker is rolled back; its lock is released with it
      worker.terminate();
      remote.rejectAll(new Error(WORKER_GONE));
    },
  };
}
