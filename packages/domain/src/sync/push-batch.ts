import type { OutboxEntry, SyncMutationResult } from './types.js';

/**
 * Thrown by a transport when the server refused a push as a whole for what it carried (the request did not
 * pass its check: HTTP 400, or 413 for a body too large), so none of its mutations was applied. The
 * message is the server's, in Russian. A failure of the network or of the server itself is not this:
 * those are retried as they are.
 */
export class SyncBatchRefused extends Error {
  override name = 'SyncBatchRefused';
}

export interface BatchSender {
  /** Sends the entries as one push; answers the server's results. */
  push(entries: readonly OutboxEntry[]): Promise<SyncMutationResult[]>;
  /** Takes the results into the outbox; answers how many entries they settled. */
  acknowledge(results: readonly SyncMutationResult[]): Promise<number>;
}

/**
 * Sends a batch so that one bad entry cannot hold back the others. When the server refuses the batch as a
 * whole, it is split in halves, sent in order, until the entry it refuses stands alone; that entry is then
 * settled as rejected with the server's message (kept as a failure with its values, like any rejection)
 * and the rest go through. A batch with one bad entry among n costs about 2·log₂(n) extra requests.
 * Answers how many entries were settled.
 */
export async function sendBatch(entries: readonly OutboxEntry[], sender: BatchSender): Promise<number> {
  let results: SyncMutationResult[];
  try {
    results = await sender.push(entries);
  } catch (error) {
    if (!(error instanceof SyncBatchRefused) || entries.length === 0) throw error;
    if (entries.length > 1) {
      const half = Math.ceil(entries.length / 2);
      const first = await sendBatch(entries.slice(0, half), sender);
      return first + (await sendBatch(entries.slice(half), sender));
    }
    const [only] = entries as [OutboxEntry];
    results = [{ mutationId: only.mutationId, status: 'rejected', message: error.message }];
  }
  return sender.acknowledge(results);
}
