import { NOT_SYNCED, type SyncEngine, type SyncStatus } from '@glad/domain';
import { RangeSet } from 'dexie';
import { db } from '../offline-db/schema';
import { syncRequests } from './transport';
import { type EngineCalls, type RpcMessage, rpcEnd } from './worker-rpc';

/** Said to a caller still waiting when the worker is stopped (sign-out). */
const WORKER_GONE = 'Синхронизация остановлена';

/**
 * The window event on which Dexie hands this tab what another context wrote: the live queries over those
 * tables re-read, their cached answers are dropped, and nothing is broadcast again. (The public
 * `Dexie.on('storagemutated').fire` keeps the cached answers, and broadcasts.)
 */
const DEXIE_MUTATED_EVENT = 'x-storagemutated-1';

/** Every index and key of these tables, in Dexie's own notation of what a write touched. */
function wholeTables(tables: Iterable<string>): Record<string, RangeSet> {
  const parts: Record<string, RangeSet> = {};
  const everything = () => new RangeSet(Number.NEGATIVE_INFINITY, [[[]]]);
  for (const name of tables) {
    const table = db.tables.find((t) => t.name === name);
    if (!table) continue;
    const base = `idb://${db.name}/${table.name}/`;
    for (const index of table.schema.indexes) if (index.name) parts[base + index.name] = everything();
    parts[base] = everything();
    parts[`${base}:dels`] = everything();
  }
  return parts;
}

/**
 * Makes this tab's live queries over `tables` re-read now, and resolves once they have: a read-write
 * transaction over the tables starts only after the transactions begun before it (those reads) end.
 * Dexie's own news of the worker's writes comes on its BroadcastChannel, a path not ordered with the
 * worker's messages, so the end of a sync cannot wait for it.
 */
async function liveReadsAgain(tables: Set<string>): Promise<void> {
  if (tables.size === 0) return;
  globalThis.dispatchEvent(new CustomEvent(DEXIE_MUTATED_EVENT, { detail: wholeTables(tables) }));
  // a live query begins its read in a task of its own when Dexie is inside a transaction's zone
  await new Promise((resolve) => setTimeout(resolve, 0));
  await db.transaction('rw', [...tables], async () => undefined).catch(() => undefined);
}

/** Rejects the calls sent to a worker that never started, so they run on the main thread instead. */
class WorkerNeverStarted extends Error {}

/**
 * The tab's side of the sync worker (decision 0061), with the engine's interface: calls go to the worker
 * by message, its status and changed tables come back and are kept here, and its requests to the server
 * are made here with the tab's session (`syncRequests`).
 *
 * A worker whose file did not load or failed before it said it was ready (an old cached file, a browser
 * refusing it) is replaced by `fallback()`, the engine on the main thread, whose code is loaded then: the
 * calls already sent to the worker run there, so no change typed meanwhile is lost or left waiting. With
 * no worker at all (`null`: no Worker in this environment) the engine is on the main thread from the start.
 */
export function createWorkerEngine(worker: Worker | null, fallback: () => Promise<SyncEngine>): SyncEngine {
  let status = NOT_SYNCED;
  let ready = false;
  let local: Promise<SyncEngine> | null = null;
  const listeners = new Set<(status: SyncStatus) => void>();
  const tableListeners = new Set<(tables: string[]) => void>();
  const remote = rpcEnd<EngineCalls>((message) => worker?.postMessage(message), syncRequests);

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
  /** the tables the worker changed since the last end of a sync */
  let changed = new Set<string>();
  const statusArrived = (next: SyncStatus) => {
    const tables = next.isSyncing ? null : changed;
    if (tables) changed = new Set();
    statusOrder = statusOrder.then(async () => {
      if (tables) await liveReadsAgain(tables);
      setStatus(next);
    });
  };

  /** The engine on the main thread, its code loaded now (it is not in the tab's files otherwise). */
  const onMainThread = () => {
    local = fallback().then((engine) => {
      engine.subscribe(setStatus);
      engine.onTablesChanged(tablesChanged);
      return engine;
    });
  };

  if (!worker) onMainThread();
  else {
    worker.onmessage = (event: MessageEvent<RpcMessage>) => {
      const message = event.data;
      if (remote.receive(message)) return;
      if (message.kind === 'ready') ready = true;
      else if (message.kind === 'status') statusArrived(message.status);
      else if (message.kind === 'tables') {
        for (const table of message.tables) changed.add(table);
        tablesChanged(message.tables);
      }
    };
    worker.onerror = (event) => {
      // after the start, an error is one call's and was answered to it; before, the worker is unusable
      if (ready || local) return;
      event.preventDefault();
      worker.terminate();
      onMainThread();
      remote.rejectAll(new WorkerNeverStarted());
    };
  }

  function invoke<K extends keyof EngineCalls>(
    method: K,
    ...args: Parameters<EngineCalls[K]>
  ): Promise<Awaited<ReturnType<EngineCalls[K]>>> {
    const run = (engine: SyncEngine) =>
      (engine[method] as (...a: typeof args) => Promise<Awaited<ReturnType<EngineCalls[K]>>>)(...args);
    if (local) return local.then(run);
    return remote.call(method, ...args).catch((error: unknown) => {
      if (error instanceof WorkerNeverStarted && local) return local.then(run);
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
      void local?.then((engine) => engine.dispose());
      // an unfinished transaction of the worker is rolled back; its lock is released with it
      worker?.terminate();
      remote.rejectAll(new Error(WORKER_GONE));
    },
  };
}
