import { recordKey } from './apply.js';
import type { OutboxEntry, RecordKey, SyncMeta, SyncMutation, SyncStoreTx } from './types.js';

/** crypto.randomUUID of the platform; typed here because the domain package sees no DOM or Node types. */
export function platformUuid(): string {
  const crypto = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (!crypto?.randomUUID) throw new Error('crypto.randomUUID is not available');
  return crypto.randomUUID();
}

/** A transport error as the user reads it: the server's Russian message, or the network's absence. */
export function syncErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /[А-Яа-яЁё]/.test(message) ? message : 'Нет связи с сервером';
}

export const idsLeft = (meta: SyncMeta) =>
  meta.idBlocks.reduce((sum, b) => sum + Math.max(0, b.to - b.next + 1), 0);

export const toMutation = (entry: OutboxEntry): SyncMutation => ({
  mutationId: entry.mutationId,
  table: entry.table,
  op: entry.op,
  id: entry.id,
  baseVersion: entry.baseVersion,
  fields: entry.fields,
});

/** Hands out the next reserved id, inside the transaction that stores the new record. */
export async function takeId(tx: SyncStoreTx): Promise<number | undefined> {
  const meta = await tx.getMeta();
  const blocks = meta.idBlocks.filter((b) => b.next <= b.to);
  const block = blocks[0];
  if (!block) return undefined;
  const id = block.next;
  const rest =
    block.next < block.to ? [{ next: block.next + 1, to: block.to }, ...blocks.slice(1)] : blocks.slice(1);
  await tx.setMeta({ ...meta, idBlocks: rest });
  return id;
}

export function pendingKeys(outbox: readonly OutboxEntry[]): RecordKey[] {
  const keys = new Map<string, RecordKey>();
  for (const entry of outbox)
    keys.set(recordKey(entry.table, entry.id), { table: entry.table, id: entry.id });
  return [...keys.values()];
}
