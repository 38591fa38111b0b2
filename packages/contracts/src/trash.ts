import { z } from 'zod';
import { pageQuery } from './common.js';
import { listOffset, pageAnswer } from './records.js';
import { recordId, syncTable } from './sync.js';

/** Deleted records stay in the trash this long, then only their tombstone is kept (briefly) for sync. */
export const TRASH_DAYS = 30;

export const trashItem = z.object({
  type: syncTable,
  id: recordId,
  name: z.string(),
  /** ISO date and time of the deletion */
  deleted_at: z.string(),
});
export type TrashItem = z.infer<typeof trashItem>;

/** Newest deletions first; `type` narrows to one kind of record. */
export const trashQuery = pageQuery.extend({ offset: listOffset, type: syncTable.optional() });
export const trashPage = pageAnswer(trashItem);

export const trashParams = z.object({
  type: syncTable,
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
/** After a restore: the record's new version (the next pull brings it back to every device). */
export const trashRestoreAnswer = z.object({
  res: z.literal(true),
  type: syncTable,
  id: recordId,
  version: z.number().int(),
});
