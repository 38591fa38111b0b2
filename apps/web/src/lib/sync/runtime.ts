import syncWorkerUrl from 'virtual:sync-worker-url';
import { NOT_SYNCED, type SyncEngine, type SyncReport, type SyncStatus } from '@glad/domain';
import { getAccessToken } from '../tokens';
import { beginLoading, endLoading, type LoadEntity, loadEntities, markDraftsListUpdated } from './flags';
import { startLive } from './live';
import { createWorkerEngine } from './worker-engine';

export { SYNC_LOCK } from './lock';
/** A local change is pushed this long after the last one (typing in a form makes many). */
export const CHANGE_DEBOUNCE_MS = 800;
/** A visible tab pulls what others changed this often. */
export const PERIODIC_MS = 60_000;

/**
 * The engine in the tab's sync worker (decision 0061); on the main thread where there are no workers
 * (tests in jsdom).
 */
function createEngine(): SyncEngine {
  // the engine's and the store's code on the main thread only when it runs there: the worker has its own
  const onMainThread = () => import('./main-thread-engine').then((m) => m.createMainThreadEngine());
  let worker: Worker | null = null;
  try {
    if (typeof Worker !== 'undefined')
      // built with the app's own chunks, so it shares their files with the tab (build/sync-worker.ts)
      worker = new Worker(syncWorkerUrl, { type: 'module', name: 'sync' });
  } catch {
    worker = null;
  }
  return createWorkerEngine(worker, onMainThread);
}

let engine: SyncEngine | null = null;
let started = false;
let debounceTimer: ReturnType<typeof setTimeout> | undefined;
let periodicTimer: ReturnType<typeof setInterval> | undefined;
const statusListeners = new Set<() => void>();
let unsubscribeEngine: (() => void)[] = [];
let stopLive: () => void = () => undefined;

function emitStatus() {
  for (const listener of statusListeners) listener();
}

/** The engine of this tab, made on first use (writes work before the first sync). */
export function getEngine(): SyncEngine {
  if (!engine) {
    engine = createEngine();
    unsubscribeEngine = [
      engine.subscribe(emitStatus),
      engine.onTablesChanged((tables) => {
        if (tables.includes('drafts')) markDraftsListUpdated();
      }),
    ];
  }
  return engine;
}

/** The engine's status; before any engine exists (signed out), that nothing has synced. */
export function getEngineStatus(): SyncStatus {
  return engine ? engine.status : NOT_SYNCED;
}

export function subscribeStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

export function isSyncStarted(): boolean {
  return started;
}

/**
 * Pulls (and pushes) now. `entities` names what the caller waits for (docs/spec.md §4 loading flags): when all of
 * them are loading already, no second sync is started beside the running one.
 */
export async function requestSync(
  entities: LoadEntity | readonly LoadEntity[] = loadEntities,
): Promise<SyncReport> {
  const wanted = typeof entities === 'string' ? [entities] : entities;
  const fresh = beginLoading(wanted);
  const current = getEngine();
  refreshListsIfOnline();
  if (fresh.length === 0 && current.status.isSyncing) {
    return { ok: true, pushed: 0, pulled: 0 };
  }
  try {
    return await current.sync();
  } finally {
    endLoading(fresh);
  }
}

/** After a local change: push soon, once the user pauses. */
export function scheduleSync(delay = CHANGE_DEBOUNCE_MS) {
  if (!started) return;
  clearTimeout(debounceTimer);
  debounceTimer = setTimeout(() => void getEngine().sync(), delay);
}

/**
 * Each sync round also refreshes the pricing lists older than their maximum age (lib/pricing-cache), like
 * the pull, without a request when the browser reports no network. Their code (with the lists' schemas)
 * comes with the first refresh, not with every page that syncs: a list page's first paint waited for it.
 */
function refreshListsIfOnline(maxAgeMs?: number) {
  // none once the session has ended (sign-out clears the tokens), also when the lists' code comes after
  // that: their requests would only be refused
  const signedIn = () => getAccessToken() !== null;
  if (!navigator.onLine || !signedIn()) return;
  import('../pricing-cache').then(
    (lists) => (signedIn() ? lists.refreshLists(maxAgeMs) : undefined),
    // the file did not come (the network went): the next round asks again
    () => undefined,
  );
}

function onOnline() {
  // what was read while offline came from the device: read every list again
  refreshListsIfOnline(0);
  void requestSync();
}

function onVisible() {
  if (document.visibilityState === 'visible') void requestSync();
}

/**
 * Starts syncing for the signed-in user: a first sync now (the start-up load of docs/spec.md §2, §9), then on
 * 'online', on return to the tab, periodically, after each local change and when the server announces a
 * change made elsewhere (lib/sync/live). Safe to call again.
 */
export function startSyncLoop(): Promise<SyncReport> {
  if (!started) {
    started = true;
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisible);
    periodicTimer = setInterval(() => {
      if (document.visibilityState === 'visible' && navigator.onLine) void requestSync();
    }, PERIODIC_MS);
    // another device changed something: pull now (a sync running already runs once more after it)
    stopLive = startLive(() => void getEngine().sync());
    emitStatus();
  }
  return requestSync();
}

/** Stops every trigger and the engine's retry timer (sign-out). Local data stays until cleared. */
export function stopSyncLoop() {
  if (started) {
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisible);
    clearInterval(periodicTimer);
    clearTimeout(debounceTimer);
    stopLive();
  }
  started = false;
  for (const off of unsubscribeEngine) off();
  unsubscribeEngine = [];
  engine?.dispose();
  engine = null;
  emitStatus();
}
