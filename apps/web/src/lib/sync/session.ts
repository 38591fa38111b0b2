import type { SyncReport } from '@glad/domain';
import { countOutbox, db } from '../offline-db';
// the file itself, not the lists' index: sync's code (every signed-in page) must not bring the lists'
// schemas (decision 0059)
import { forgetLegacyCopies } from '../pricing-cache/store';
import { decodePayload, getAccessToken } from '../tokens';
import { resetLoadingFlags } from './flags';
import { getEngine, isSyncStarted, startSyncLoop, stopSyncLoop } from './runtime';

const OWNER_KEY = 'owner';

interface Owner {
  userId: number;
  companyId: number | null;
}

function tokenOwner(): Owner | null {
  const token = getAccessToken();
  const payload = token ? decodePayload(token) : null;
  if (typeof payload?.id !== 'number') return null;
  return { userId: payload.id, companyId: typeof payload.cid === 'number' ? payload.cid : null };
}

/** Empties every table of the offline copy in one transaction (other tabs' lists empty at once). */
async function clearAll() {
  forgetLegacyCopies();
  await db.transaction('rw', db.tables, async () => {
    for (const table of db.tables) await table.clear();
  });
}

export interface StartResult {
  /** local changes of another company's user found on this device and dropped: tell the user */
  discarded: number;
  report: SyncReport;
}

/**
 * Starts syncing for the signed-in user (call after the start-up user fetch, docs/spec.md §2, §9). The offline
 * copy belongs to one company: when the device last held another company's (its user's session ended
 * without signing out), that copy is dropped first — its unsent changes could never reach the server
 * under this account — and the caller is told how many there were. A colleague of the same company
 * keeps the copy and its outbox, which the server takes from any of the company's users.
 */
export async function startSync(): Promise<StartResult> {
  const owner = tokenOwner();
  let discarded = 0;
  if (!isSyncStarted() && owner) {
    forgetLegacyCopies();
    discarded = await db.transaction('rw', db.tables, async () => {
      const stored = (await db.meta.get(OWNER_KEY))?.value as Owner | undefined;
      let dropped = 0;
      if (stored && stored.companyId !== owner.companyId) {
        dropped = await db.stack.count();
        for (const table of db.tables) await table.clear();
      }
      await db.meta.put({ key: OWNER_KEY, value: owner });
      return dropped;
    });
  }
  const report = await startSyncLoop();
  return { discarded, report };
}

export function stopSync() {
  stopSyncLoop();
  resetLoadingFlags();
}

/** How many local changes have not reached the server yet. */
export function pendingChanges(): Promise<number> {
  return countOutbox();
}

/**
 * Pushes the local changes now (bounded, so a dead network does not hold the user), then the number still
 * not on the server. Before signing out (any left are lost, so ask first), and before a server call about a
 * record made on this device a moment ago (an estimate's client link).
 */
export async function pushPendingChanges(timeoutMs = 8000): Promise<number> {
  if ((await countOutbox()) === 0) return 0;
  if (navigator.onLine) {
    const sync = getEngine().sync();
    await Promise.race([sync, new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
  }
  return countOutbox();
}

/**
 * Sign-out: stops syncing and empties the offline copy, since the next person to sign in on this device
 * may be someone else. Call only after the user agreed to lose `pushPendingChanges()`'s remaining changes.
 */
export async function clearOfflineCopy(): Promise<void> {
  stopSync();
  await clearAll();
}
