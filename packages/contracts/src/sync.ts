import { syncTableNames } from '@glad/domain';
import { z } from 'zod';

/**
 * The sync protocol (docs/design.md §3 «Sync»). Every synced record has a numeric `id` that the client may allocate
 * itself from a block the server reserved for it (POST sync/ids/), so records made offline keep their id
 * forever (and `/clients/{id}` stays digits only). The server raises a per-company counter in each write
 * transaction and stamps it on the changed row as `version`; deletes leave tombstones.
 */
export const syncTable = z.enum(syncTableNames);
export type SyncTable = z.infer<typeof syncTable>;

export const recordId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A field value a user typed that lost to a later write of the same field (kept so it can be shown). */
export const lostValue = z.object({
  field: z.string(),
  value: z.unknown(),
  /** the value that won */
  winner: z.unknown(),
  userId: z.number().int(),
  at: z.string(),
});
export type LostValue = z.infer<typeof lostValue>;

/** One row as the server holds it, in pull answers. `data` is null for a tombstone. */
export const syncChange = z.object({
  table: syncTable,
  id: recordId,
  version: z.number().int(),
  deleted: z.boolean(),
  data: z.record(z.string(), z.unknown()).nullable(),
  lost: z.array(lostValue).optional(),
});
export type SyncChange = z.infer<typeof syncChange>;

export const pullQuery = z.object({
  cursor: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
  limit: z.coerce.number().int().min(1).max(10_000).default(2000),
});
export const pullResponse = z.object({
  res: z.literal(true),
  /** pass back as `cursor` to get what changed after this answer */
  cursor: z.number().int(),
  hasMore: z.boolean(),
  /** the cursor is older than the tombstones kept (30 days): drop the local copy and pull from 0 */
  resync: z.boolean(),
  changes: z.array(syncChange),
});
export type PullResponse = z.infer<typeof pullResponse>;

export const mutation = z.object({
  /** client-made UUID: the server applies each mutation at most once however often it is sent */
  mutationId: z.uuid(),
  table: syncTable,
  op: z.enum(['put', 'delete']),
  id: recordId,
  /** the version the client last saw of this record (0 when it created it) */
  baseVersion: z.number().int().min(0),
  /** only the fields that changed (put) */
  fields: z.record(z.string(), z.unknown()).default({}),
});
export type Mutation = z.infer<typeof mutation>;

export const pushBody = z.object({ mutations: z.array(mutation).max(500) });
export const mutationResult = z.object({
  mutationId: z.uuid(),
  status: z.enum(['applied', 'duplicate', 'rejected']),
  version: z.number().int().optional(),
  message: z.string().optional(),
  /**
   * With a rejection: the record as the server holds it after the push (null: this company has no such
   * record), so the device puts it back without pulling everything again.
   */
  current: syncChange.nullable().optional(),
});
export type MutationResult = z.infer<typeof mutationResult>;
export const pushResponse = z.object({ res: z.literal(true), results: z.array(mutationResult) });
export type PushResponse = z.infer<typeof pushResponse>;

/** A block of ids reserved for one device: it may use every id from `from` to `to` inclusive. */
export const idBlockBody = z.object({ count: z.number().int().min(1).max(10_000).default(1000) });
export const idBlockResponse = z.object({ res: z.literal(true), from: recordId, to: recordId });
export type IdBlock = z.infer<typeof idBlockResponse>;
