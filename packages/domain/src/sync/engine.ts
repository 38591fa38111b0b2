import { acknowledgePush, applyServerChanges, indexPending } from './apply.js';
import { type BackoffOptions, realScheduler, retryDelay, type SyncScheduler } from './backoff.js';
import {
  idsLeft,
  pendingKeys,
  platformUuid,
  syncErrorMessage,
  takeId,
  toMutation,
} from './engine-helpers.js';
import { SyncUserError, writeLocalChange } from './local-change.js';
import { SyncBatchRefused, sendBatch } from './push-batch.js';
import { NOT_SYNCED, type SyncStatus } from './status.js';
import type { Fields, LocalRecord, SyncPullPage, SyncStore, SyncTransport } from './types.js';
import { syncTableNames } from './types.js';

export interface SyncReport {
  ok: boolean;
  pushed: number;
  pulled: number;
  error?: string;
}

export interface SyncEngineOptions {
  store: SyncStore;
  transport: SyncTransport;
  clock?: () => number;
  /** UUID v4 for each mutation; crypto.randomUUID by default */
  newMutationId?: () => string;
  /** runs a whole sync under a lock shared by the tabs (Web Locks in the browser) */
  withLock?: <T>(fn: () => Promise<T>) => Promise<T>;
  scheduler?: SyncScheduler;
  backoff?: BackoffOptions;
  /** retry a failed sync by itself (default true) */
  autoRetry?: boolean;
  pushBatchSize?: number;
  pullLimit?: number;
  idBlockSize?: number;
}

export interface SyncEngine {
  /** Creates (no id: one is taken from the reserved block) or edits a record; answers it as stored. */
  put(table: string, id: number | null | undefined, fields: Fields): Promise<LocalRecord>;
  remove(table: string, id: number): Promise<void>;
  /** Pushes the outbox, then pulls; a call during a sync joins it and runs one more pass after it. */
  sync(): Promise<SyncReport>;
  /** Makes sure at least half a block of ids is reserved (needs the network). */
  reserveIds(): Promise<void>;
  readonly status: SyncStatus;
  subscribe(listener: (status: SyncStatus) => void): () => void;
  /** Called with the tables whose local rows changed (local edits and applied pulls). */
  onTablesChanged(listener: (tables: string[]) => void): () => void;
  dismissFailure(mutationId: string): Promise<void>;
  /** Stops the retry timer and the listeners (the tab is closing or the user signed out). */
  dispose(): void;
}

const NO_IDS = Symbol('no ids');

export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const { store, transport } = options;
  const now = options.clock ?? (() => Date.now());
  const newMutationId = options.newMutationId ?? platformUuid;
  const withLock = options.withLock ?? ((fn) => fn());
  const scheduler = options.scheduler ?? realScheduler;
  const autoRetry = options.autoRetry ?? true;
  const pushBatchSize = options.pushBatchSize ?? 200;
  const pullLimit = options.pullLimit ?? 2000;
  const idBlockSize = options.idBlockSize ?? 1000;

  // replaced, never changed in place: each change is a new object
  let status: SyncStatus = NOT_SYNCED;
  const listeners = new Set<(status: SyncStatus) => void>();
  const tableListeners = new Set<(tables: string[]) => void>();
  let running: Promise<SyncReport> | null = null;
  let rerun = false;
  let refilling: Promise<void> | null = null;
  let retryTimer: unknown = null;
  let attempts = 0;
  let online = false;
  let disposed = false;

  function setStatus(patch: Partial<SyncStatus>) {
    status = { ...status, ...patch };
    for (const listener of listeners) listener(status);
  }
  function tablesChanged(tables: Iterable<string>) {
    const list = [...new Set(tables)];
    if (list.length) for (const listener of tableListeners) listener(list);
  }
  /** Every transport call goes through here, so "online" means "the last call got an answer". */
  async function call<T>(request: () => Promise<T>): Promise<T> {
    try {
      const answer = await request();
      online = true;
      return answer;
    } catch (error) {
      // a batch refused for what it carried was still answered by the server
      online = error instanceof SyncBatchRefused;
      throw error;
    }
  }

  function reserveIds(): Promise<void> {
    refilling ??= (async () => {
      const meta = await store.transaction((tx) => tx.getMeta());
      if (idsLeft(meta) >= idBlockSize / 2) return;
      const block = await call(() => transport.reserveIds(idBlockSize));
      if (!Number.isSafeInteger(block.from) || !(block.from > 0 && block.from <= block.to)) {
        throw new Error('Сервер выдал неверный диапазон номеров');
      }
      await store.transaction(async (tx) => {
        const current = await tx.getMeta();
        await tx.setMeta({ ...current, idBlocks: [...current.idBlocks, { next: block.from, to: block.to }] });
      });
    })().finally(() => {
      refilling = null;
    });
    return refilling;
  }

  async function put(table: string, id: number | null | undefined, fields: Fields): Promise<LocalRecord> {
    const create = id == null;
    const attempt = () =>
      store.transaction(async (tx) => {
        const recordId = create ? await takeId(tx) : id;
        if (recordId === undefined) return NO_IDS;
        const change = { op: 'put', table, id: recordId, fields, create } as const;
        return writeLocalChange(tx, change, newMutationId(), now());
      });
    let result = await attempt();
    if (result === NO_IDS) {
      try {
        await reserveIds();
      } catch {
        throw new SyncUserError('Нет свободных номеров для новых записей: подключитесь к сети и повторите');
      }
      result = await attempt();
      if (result === NO_IDS) throw new SyncUserError('Нет свободных номеров для новых записей');
    }
    if (create && online) reserveIds().catch(() => undefined);
    tablesChanged([table]);
    return result as LocalRecord;
  }

  async function remove(table: string, id: number): Promise<void> {
    await store.transaction((tx) =>
      writeLocalChange(tx, { op: 'delete', table, id }, newMutationId(), now()),
    );
    tablesChanged([table]);
  }

  async function pushAll(): Promise<void> {
    for (;;) {
      // reading and marking in one transaction: a local edit either merges before the mark or sees it
      const batch = await store.transaction(async (tx) => {
        const taken = (await tx.listOutbox()).slice(0, pushBatchSize);
        for (const entry of taken) if (!entry.sent) await tx.putOutbox({ ...entry, sent: true });
        return taken;
      });
      if (batch.length === 0) return;
      const acknowledged = await sendBatch(batch, {
        push: async (entries) => (await call(() => transport.push(entries.map(toMutation)))).results,
        acknowledge: async (results) => {
          const answer = await store.transaction((tx) => acknowledgePush(tx, results, now()));
          if (answer.failures.length) tablesChanged(answer.failures.map((f) => f.table));
          setStatus({ pushed: status.pushed + answer.acknowledged });
          return answer.acknowledged;
        },
      });
      if (acknowledged === 0) throw new Error('Сервер не подтвердил отправленные изменения');
    }
  }

  /**
   * Pulls page after page until the server has no more. While a page is written the next one is already
   * asked for (from the cursor that page ends at), so the server's work and the device's overlap; it is
   * used only if the stored cursor is still that one when its turn comes, else dropped and asked again.
   */
  async function pullAll(): Promise<void> {
    let restarted = false;
    let ahead: { from: number; page: Promise<SyncPullPage> } | null = null;
    const ask = (from: number) => {
      const page = call(() => transport.pull(from, pullLimit));
      // awaited on its turn; a page dropped unread must not report its failure as unhandled
      page.catch(() => undefined);
      return { from, page };
    };
    for (;;) {
      const meta = await store.transaction((tx) => tx.getMeta());
      const from = meta.refetch ? 0 : meta.cursor;
      const asked = ahead?.from === from ? ahead : ask(from);
      ahead = null;
      const page = await asked.page;
      if (page.resync) {
        // a pull from 0 is complete by definition: asking again would loop
        if (restarted) throw new Error('Сервер снова требует полной синхронизации');
        // the server no longer has the tombstones since our cursor: start over, keeping what is pending
        restarted = true;
        await store.transaction(async (tx) => {
          await tx.clearRecords(pendingKeys(await tx.listOutbox()));
          await tx.setMeta({ ...(await tx.getMeta()), cursor: 0, refetch: false });
        });
        tablesChanged(syncTableNames);
        continue;
      }
      if (page.hasMore && page.cursor > from) ahead = ask(page.cursor);
      const touched = await store.transaction(async (tx) => {
        const current = await tx.getMeta();
        // another tab moved the cursor meanwhile (it should not, with the lock): read again from there
        if ((current.refetch ? 0 : current.cursor) !== from) return null;
        const changed = await applyServerChanges(tx, page.changes, indexPending(await tx.listOutbox()));
        await tx.setMeta({ ...current, cursor: page.cursor, refetch: false });
        return changed;
      }, page.changes);
      if (touched) {
        tablesChanged(touched);
        setStatus({ pulled: status.pulled + page.changes.length });
      }
      if (!page.hasMore) return;
      if (touched && page.cursor <= from && page.changes.length === 0) {
        throw new Error('Сервер не продвинул курсор синхронизации');
      }
    }
  }

  async function runOnce(): Promise<void> {
    setStatus({ phase: 'pushing' });
    await pushAll();
    // ids are only needed for new records: failing to get them must not keep the server's changes away
    await reserveIds().catch(() => undefined);
    setStatus({ phase: 'pulling' });
    await pullAll();
    const meta = await store.transaction((tx) => tx.getMeta());
    setStatus({ failures: meta.failures, droppedFailures: meta.droppedFailures ?? 0 });
  }

  function scheduleRetry() {
    if (!autoRetry || disposed) return;
    attempts += 1;
    const ms = retryDelay(attempts, options.backoff);
    retryTimer = scheduler.set(() => {
      retryTimer = null;
      void sync();
    }, ms);
    setStatus({ retryAt: now() + ms });
  }

  function sync(): Promise<SyncReport> {
    if (running) {
      rerun = true;
      return running;
    }
    if (retryTimer !== null) {
      scheduler.clear(retryTimer);
      retryTimer = null;
    }
    setStatus({ isSyncing: true, pushed: 0, pulled: 0, retryAt: null });
    running = (async (): Promise<SyncReport> => {
      try {
        do {
          rerun = false;
          await withLock(runOnce);
        } while (rerun && !disposed);
        attempts = 0;
        setStatus({ phase: 'idle', isSyncing: false, lastError: null, lastSyncedAt: now() });
        return { ok: true, pushed: status.pushed, pulled: status.pulled };
      } catch (error) {
        const message = syncErrorMessage(error);
        setStatus({ phase: 'error', isSyncing: false, lastError: message });
        scheduleRetry();
        return { ok: false, pushed: status.pushed, pulled: status.pulled, error: message };
      } finally {
        running = null;
      }
    })();
    return running;
  }

  async function dismissFailure(mutationId: string): Promise<void> {
    const meta = await store.transaction(async (tx) => {
      const current = await tx.getMeta();
      const failures = current.failures.filter((f) => f.mutationId !== mutationId);
      // with the last one read, the note about older ones has been read too
      const next = { ...current, failures, droppedFailures: failures.length ? current.droppedFailures : 0 };
      await tx.setMeta(next);
      return next;
    });
    setStatus({ failures: meta.failures, droppedFailures: meta.droppedFailures ?? 0 });
  }

  return {
    put,
    remove,
    sync,
    reserveIds,
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
    dismissFailure,
    dispose() {
      disposed = true;
      if (retryTimer !== null) scheduler.clear(retryTimer);
      retryTimer = null;
      listeners.clear();
      tableListeners.clear();
    },
  };
}
