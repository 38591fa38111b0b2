import type {
  Fields,
  OutboxEntry,
  SyncChangeIn,
  SyncFailure,
  SyncMutationResult,
  SyncStoreTx,
} from './types.js';

/** What the outbox still holds for one record: the fields it will write, or that it deletes it. */
export interface PendingEdits {
  deleted: boolean;
  fields: Fields;
}

export const recordKey = (table: string, id: number) => `${table}\u0000${id}`;

/** How many failures are kept for the user to read; older ones drop off. */
export const FAILURES_KEPT = 50;

export function indexPending(outbox: readonly OutboxEntry[]): Map<string, PendingEdits> {
  const index = new Map<string, PendingEdits>();
  for (const entry of outbox) {
    const key = recordKey(entry.table, entry.id);
    const pending = index.get(key) ?? { deleted: false, fields: {} };
    if (entry.op === 'delete') pending.deleted = true;
    else Object.assign(pending.fields, entry.fields);
    index.set(key, pending);
  }
  return index;
}

/**
 * Applies server rows to the offline copy. Rules:
 * - a change older than what this device holds for the row (record or tombstone) is stale and skipped, so
 *   a deleted record never comes back from an old change; only a newer version (a restore from the trash)
 *   brings it back. Equal versions are applied again: that is the same server state, and it completes a
 *   record whose version was known only from our own write.
 * - a field with a pending local edit keeps the local value: what the user typed stays on screen until the
 *   server acknowledged it; after that the server's value is the truth;
 * - a record with a pending local delete stays deleted; a tombstone deletes the record even with edits
 *   pending (those edits stay in the outbox and the server refuses them: the user sees them as failures).
 * Answers the tables that changed.
 */
export async function applyServerChanges(
  tx: SyncStoreTx,
  changes: readonly SyncChangeIn[],
  pending: ReadonlyMap<string, PendingEdits>,
): Promise<Set<string>> {
  const touched = new Set<string>();
  for (const change of changes) {
    const current = await tx.getRecord(change.table, change.id);
    const tombstone = await tx.getTombstone(change.table, change.id);
    if (current && change.version < current.version) continue;
    if (tombstone !== undefined && change.version < tombstone) continue;
    const edits = pending.get(recordKey(change.table, change.id));

    if (change.deleted || change.data === null) {
      if (current) await tx.deleteRecord(change.table, change.id);
      await tx.putTombstone(change.table, change.id, change.version);
      touched.add(change.table);
      continue;
    }
    if (edits?.deleted) continue;
    // a change is the whole row: without `lost` the row keeps no overwritten values
    await tx.putRecord({
      table: change.table,
      id: change.id,
      version: change.version,
      data: { ...change.data, ...edits?.fields, id: change.id },
      ...(change.lost?.length ? { lost: change.lost } : {}),
    });
    if (tombstone !== undefined) await tx.deleteTombstone(change.table, change.id);
    touched.add(change.table);
  }
  return touched;
}

/**
 * Takes the server's answers to a push. Applied and duplicate entries leave the outbox (the server has
 * them); a rejected one leaves it too, is kept as a failure with the server's Russian message, and its
 * record is put back as the server holds it: from the answer's `current` row when the server sent one
 * (applied like a pulled change, so edits still pending stay on top; null: the server holds no such
 * record, so a copy made here goes), else by reading everything again — the next pull starts from 0 and
 * the server's row (at a version at least the one held here, so it is applied) replaces what the refused
 * change wrote. Entries without an answer stay and are sent again with the same mutation id. Answers how
 * many entries were taken.
 */
export async function acknowledgePush(
  tx: SyncStoreTx,
  results: readonly SyncMutationResult[],
  now: number,
): Promise<{ acknowledged: number; failures: SyncFailure[] }> {
  const outbox = await tx.listOutbox();
  const byMutation = new Map(outbox.map((entry) => [entry.mutationId, entry]));
  const done = new Set<number>();
  const failures: SyncFailure[] = [];
  const rejected: { entry: OutboxEntry; current: SyncChangeIn | null | undefined }[] = [];

  for (const result of results) {
    const entry = byMutation.get(result.mutationId);
    if (!entry || done.has(entry.seq)) continue;
    done.add(entry.seq);
    await tx.deleteOutbox(entry.seq);
    if (result.status === 'rejected') {
      rejected.push({ entry, current: result.current });
      failures.push({
        mutationId: entry.mutationId,
        table: entry.table,
        id: entry.id,
        op: entry.op,
        fields: entry.fields,
        message: result.message || 'Сервер не принял изменение',
        at: now,
      });
    } else if (entry.op === 'delete' && result.version !== undefined) {
      const known = await tx.getTombstone(entry.table, entry.id);
      if (!(await tx.getRecord(entry.table, entry.id)) && (known === undefined || known < result.version)) {
        await tx.putTombstone(entry.table, entry.id, result.version);
      }
    }
  }

  if (rejected.length > 0) {
    const stillPending = indexPending(outbox.filter((entry) => !done.has(entry.seq)));
    let refetch = false;
    for (const { entry, current } of rejected) {
      if (current !== undefined) {
        await putBack(tx, entry, current, stillPending);
        continue;
      }
      refetch = true;
      // with edits still pending, the server's row replaces the other fields at the refetch
      if (stillPending.has(recordKey(entry.table, entry.id))) continue;
      if (entry.op === 'delete') {
        // gone here until the refetch brings it back; rows older than the one the user saw stay ignored
        const known = await tx.getTombstone(entry.table, entry.id);
        if (known === undefined || known < entry.baseVersion) {
          await tx.putTombstone(entry.table, entry.id, entry.baseVersion);
        }
        continue;
      }
      const record = await tx.getRecord(entry.table, entry.id);
      // never received from the server: if the server has it, the refetch brings it
      if (record?.version === 0) await tx.deleteRecord(entry.table, entry.id);
    }
    const meta = await tx.getMeta();
    const all = [...meta.failures, ...failures];
    const dropped = Math.max(0, all.length - FAILURES_KEPT);
    await tx.setMeta({
      ...meta,
      refetch: meta.refetch || refetch,
      failures: all.slice(dropped),
      droppedFailures: (meta.droppedFailures ?? 0) + dropped,
    });
  }
  return { acknowledged: done.size, failures };
}

/**
 * A refused change's record as the server answered it: its row applied like a pulled change (pending
 * edits stay on top); none on the server, and the copy here goes unless the user is still editing it.
 */
async function putBack(
  tx: SyncStoreTx,
  entry: OutboxEntry,
  current: SyncChangeIn | null,
  stillPending: ReadonlyMap<string, PendingEdits>,
): Promise<void> {
  if (current) {
    await applyServerChanges(tx, [current], stillPending);
    return;
  }
  if (stillPending.has(recordKey(entry.table, entry.id))) return;
  await tx.deleteRecord(entry.table, entry.id);
}
