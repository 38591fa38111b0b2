import { z } from 'zod';
import { draftRecord, plainText, projectRecord, refId } from './records.js';
import { recordId } from './sync.js';

/**
 * binddraft/{id} (docs/spec.md §7): where a draft (чертёж) belongs and moving it to another project (объект).
 * GET answers the draft's project and the projects it can move to; PUT `{ projectid }` moves it. The move is
 * an ordinary record write, so every device receives it in its next pull.
 */

/** GET: the projects offered, found by `q` in the project's or its client's name, newest first. */
export const bindDraftQuery = z.object({
  q: plainText(200).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export type BindDraftQuery = z.infer<typeof bindDraftQuery>;

/** A project as the move dialog lists it. */
export const bindProject = z.object({
  id: recordId,
  name: z.string(),
  clientid: refId,
  /** the client's name */
  client: z.string(),
  date: z.string(),
  draft_count: z.number().int(),
});
export type BindProject = z.infer<typeof bindProject>;

export const bindDraftAnswer = z.object({
  res: z.literal(true),
  draft: z.object({
    id: recordId,
    name: z.string(),
    /** 0 when the draft belongs to no project */
    projectid: refId,
    project: z.string(),
    clientid: refId,
    client: z.string(),
  }),
  /** the draft's live project; null when it has none (or it is in the trash) */
  current: bindProject.nullable(),
  /** live projects other than the current one (one page of them) */
  projects: z.array(bindProject),
  /** how many projects match `q`, the current one left out */
  total: z.number().int(),
});
export type BindDraftAnswer = z.infer<typeof bindDraftAnswer>;

export const bindDraftBody = z.object({
  projectid: recordId.describe('the live project to move the draft to'),
});
export type BindDraftBody = z.infer<typeof bindDraftBody>;

/** PUT: the moved draft and its new project (its draft count already includes it). */
export const bindDraftMoved = z.object({
  res: z.literal(true),
  draft: draftRecord,
  project: projectRecord,
});
export type BindDraftMoved = z.infer<typeof bindDraftMoved>;
