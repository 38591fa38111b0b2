import type { SyncEngine, SyncStatus } from '@glad/domain';
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

/**
 * The window event on which Dexie hands a context what another one wrote (its cross-frame path): the
 * live queries of this tab re-read at once, and Dexie does not broadcast it again. Dexie's own
 * BroadcastChannel brings the same news a moment later, by a path not ordered with the worker's messages.
 */
const DEXIE_MUTATED_EVENT = 'x-storagemutated-1';

/**
 * Resolves once every read of the offline copy begun in this tab before it has finished: a read-write
 * transaction over the tables starts only after the earlier transactions over them end. The live queries
 * a write re-ran have then delivered their rows.
 */
async function afterPendingReads(): Promise<void> {
  // a live query begins its read in a task of its own when Dexie is inside a transaction's zone
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
  const statusArrived = (next: SyncStatus) => {
    const ending = !next.isSyncing;
    statusOrder = statusOrder.then(async () => {
      if (ending) await afterPendingReads();
      setStatus(next);
    });
  };

  worker.onmessage = (event: MessageEvent<RpcMessage>) => {
    const message = event.data;
    if (remote.receive(message)) return;
    if (message.kind === 'ready') ready = true;
    else if (message.kind === 'mutated')
      globalThis.dispatchEvent(new CustomEvent(DEXIE_MUTATED_EVENT, { detail: message.parts }));
    else if (message.kind === 'status') statusArrived(message.status);
    else if (message.kind === 'tables') tablesChanged(message.tables);
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
      listeners.clear();
      tableListeners.clear();
      local?.dispose();
      // an unfinished transaction of the worker is rolled back; its lock is released with it
      worker.terminate();
      remote.rejectAll(new Error(WORKER_GONE));
    },
  };
}
