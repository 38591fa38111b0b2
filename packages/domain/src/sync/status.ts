import type { SyncFailure } from './types.js';

export type SyncPhase = 'idle' | 'pushing' | 'pulling' | 'error';

/** What the UI shows about sync. A new object on every change. */
export interface SyncStatus {
  phase: SyncPhase;
  /** a sync is running: a second one is not started beside it (the loading flags of docs/spec.md §4) */
  isSyncing: boolean;
  /** outbox entries the server took, and server rows received, in the current or last sync */
  pushed: number;
  pulled: number;
  /** why the last sync failed (Russian), null after a good one */
  lastError: string | null;
  lastSyncedAt: number | null;
  /** when the automatic retry fires (clock ms), null when none is planned */
  retryAt: number | null;
  /** changes the server refused, with its message; kept until dismissed */
  failures: SyncFailure[];
  /** refused changes no longer kept (the list holds the newest): said so, not dropped silently */
  droppedFailures: number;
}

/** The status before any sync: what an engine starts with, and what a screen shows before there is one. */
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
