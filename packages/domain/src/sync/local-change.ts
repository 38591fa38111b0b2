import type { Fields, LocalRecord, OutboxEntry, SyncStoreTx } from './types.js';

export type LocalChange =
  | { op: 'put'; table: string; id: number; fields: Fields; create: boolean }
  | { op: 'delete'; table: string; id: number };

/** Raised for a local change the engine refuses; the message is Russian and meant for the user. */
export class SyncUserError extends Error {
  override name = 'SyncUserError';
}

/**
 * The fields a put really sends: `undefined` does not survive JSON, so it is not a change, and the id is
 * the record's key, not a field.
 */
export function definedFields(fields: Fields): Fields {
  const out: Fields = {};
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined && key !== 'id') out[key] = value;
  return out;
}

/**
 * Writes one local change — the record and its outbox entry — inside the caller's transaction, so that on
 * any storage either both are stored or neither is.
 *
 * Compaction: a put right after an unsent put of the same record is merged into that entry (the first
 * entry's `baseVersion` is kept: it is what the user saw before the first of the edits). The merged entry
 * gets a NEW mutation id. Why: a mutation id must always stand for one and the same content, because the
 * server answers a repeated id with 'duplicate' without looking at the fields. An entry that may have
 * reached the server (`sent`) is therefore never touched — merging into it under its old id would let the
 * retry be dropped as a duplicate and the new fields be lost. An unsent one was never seen by the server,
 * so renaming it costs nothing and keeps the rule simple to check. Only consecutive entries merge, so the
 * order of changes across records (a project after its client) is kept.
 */
export async function writeLocalChange(
  tx: SyncStoreTx,
  change: LocalChange,
  mutationId: string,
  now: number,
): Promise<LocalRecord | undefined> {
  const current = await tx.getRecord(change.table, change.id);
  const tombstone = await tx.getTombstone(change.table, change.id);
  if (change.op === 'put' && !change.create && (!current || tombstone !== undefined)) {
    throw new SyncUserError('Запись не найдена: возможно, её удалили');
  }
  if (change.op === 'put' && change.create && (current || tombstone !== undefined)) {
    throw new SyncUserError('Этот номер записи уже занят');
  }
  if (change.op === 'delete' && !current) {
    throw new SyncUserError('Запись не найдена: возможно, её уже удалили');
  }
  const baseVersion = Math.max(0, current?.version ?? 0);

  if (change.op === 'delete') {
    await tx.deleteRecord(change.table, change.id);
    await tx.addOutbox({
      mutationId,
      table: change.table,
      op: 'delete',
      id: change.id,
      baseVersion,
      fields: {},
      sent: false,
      createdAt: now,
    });
    return undefined;
  }

  const fields = definedFields(change.fields);
  const record: LocalRecord = {
    table: change.table,
    id: change.id,
    version: current?.version ?? 0,
    data: { ...(current?.data ?? {}), ...fields, id: change.id },
    ...(current?.lost ? { lost: current.lost } : {}),
  };
  await tx.putRecord(record);

  const last = await tx.lastOutbox();
  if (last && mergeable(last, change.table, change.id)) {
    await tx.putOutbox({ ...last, mutationId, fields: { ...last.fields, ...fields }, createdAt: now });
  } else {
    await tx.addOutbox({
      mutationId,
      table: change.table,
      op: 'put',
      id: change.id,
      baseVersion,
      fields,
      sent: false,
      createdAt: now,
    });
  }
  return record;
}

function mergeable(entry: OutboxEntry, table: string, id: number): boolean {
  return !entry.sent && entry.op === 'put' && entry.table === table && entry.id === id;
}
