/**
 * Undo of a delete (docs/design.md §4: destructive actions go to the trash and offer «Отменить»). A small
 * addition beside the sync runtime, kept apart from it: the screens call `removeWithSnapshot` and, when
 * the user changes their mind, `undoRemove`.
 *
 * - While the delete still waits in the outbox (offline, or within the push debounce) it is simply taken
 *   back: its outbox entry is dropped and the row put back as it was, in one transaction — no server
 *   call, so it works with no network. The engine marks an entry `sent` in its own transaction before
 *   pushing, and IndexedDB serialises the two, so an entry is either taken back or pushed, never both.
 * - Once the delete may have reached the server, the record is in the trash there: the delete is pushed
 *   for certain, restored with PUT trash/{type}/{id}/, and the next pull brings it back (needs the network).
 */
import { api } from '../api-client';
import { db, type RowOf, type SyncedTable } from '../offline-db';
import { getEngine } from './runtime';
import { removeRecord } from './writes';

export interface RemovedRecord<T extends SyncedTable = SyncedTable> {
  table: T;
  id: number;
  /** the row as it was before the delete, to put back while the delete is still local */
  row: RowOf[T];
}

/** Deletes a record through the sync engine, keeping what is needed to undo it. */
export async function removeWithSnapshot<T extends SyncedTable>(
  table: T,
  id: number,
): Promise<RemovedRecord<T>> {
  const row = (await db.table(table).get(id)) as RowOf[T] | undefined;
  if (!row) throw new Error('Запись не найдена: возможно, её уже удалили');
  await removeRecord(table, id);
  return { table, id, row };
}

/** Takes the local delete back when it has not left the device; answers whether it did. */
async function takeBackLocally(removed: RemovedRecord): Promise<boolean> {
  const { table, id, row } = removed;
  return db.transaction('rw', [db.table(table), db.stack], async () => {
    const entries = await db.stack.where('type').equals(table).toArray();
    const pending = entries.filter((e) => e.recordId === id && e.op === 'delete' && !e.sent);
    if (pending.length === 0 || entries.some((e) => e.recordId === id && e.op === 'delete' && e.sent)) {
      return false;
    }
    for (const entry of pending) await db.stack.delete(entry.id!);
    await db.table(table).put(row);
    return true;
  });
}

/**
 * Brings deleted records back. Answers 'local' when every delete was taken back on the device, 'server'
 * when some went through the trash. Throws (Russian message) when the server could not be reached.
 */
export async function undoRemove(removed: readonly RemovedRecord[]): Promise<'local' | 'server'> {
  const remote: RemovedRecord[] = [];
  for (const r of removed) if (!(await takeBackLocally(r))) remote.push(r);
  if (remote.length === 0) return 'local';
  // the deletes must be on the server before the trash can give them back
  // (the engine's sync joins one already running and runs one more pass after it)
  const pushed = await getEngine().sync();
  if (!pushed.ok) throw new Error(pushed.error ?? 'Не удалось связаться с сервером');
  for (const r of remote) await api(`/api/trash/${r.table}/${r.id}/`, { method: 'PUT' });
  const pulled = await getEngine().sync();
  if (!pulled.ok)
    throw new Error(pulled.error ?? 'Восстановлено, но не удалось обновить данные на устройстве');
  return 'server';
}
