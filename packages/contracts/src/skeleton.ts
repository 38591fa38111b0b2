import { z } from 'zod';
import { flag01, refId, smallRef } from './record-basics.js';
import { recordId } from './sync.js';

/**
 * Light lists for start-up (docs/spec.md §7 skeleton/…): enough to draw the lists and to compare counts with the
 * offline copy (docs/spec.md §4), never the drawing or estimate contents. Full records come from draft/array/ and
 * skeleton/projects/array/, or from the sync pull.
 */
const light = { id: recordId, timestamp: z.number().int() };

export const clientLight = z.object({ ...light, name: z.string(), phone: z.string() });
export const projectLight = z.object({
  ...light,
  name: z.string(),
  clientid: refId,
  client: z.string(),
  date: z.string(),
  draft_count: z.number().int(),
  status_worked: smallRef,
  status_payment: smallRef,
  project_manager: smallRef,
});
export const draftLight = z.object({
  ...light,
  name: z.string(),
  projectid: refId,
  project: z.string(),
  sort: z.number().int(),
  smeta_exclude: flag01,
});
export const smetaLight = z.object({
  ...light,
  uid: z.string(),
  client: z.string(),
  clientid: refId,
  projectid: refId,
  draftid: refId,
  approved: flag01,
});
/** An installer (user in the installer rights group) for the estimates screen. */
export const montazhnikLight = z.object({ id: z.number().int(), name: z.string() });
export const skeletonCompany = z.object({
  id: z.number().int(),
  name: z.string(),
  clients: z.number().int(),
  projects: z.number().int(),
  ras4: z.number().int(),
});

export const skeletonListAnswer = <T extends z.ZodType>(item: T) =>
  z.object({ res: z.literal(true), content: z.array(item) });
export const skeletonAllAnswer = z.object({
  res: z.literal(true),
  clients: z.array(clientLight),
  projects: z.array(projectLight),
  drafts: z.array(draftLight),
  company: skeletonCompany,
});
/** skeleton/smets/: client estimates, installer estimates, their clients and the company's installers. */
export const skeletonSmetsAnswer = z.object({
  res: z.literal(true),
  smets: z.array(smetaLight),
  smetsmontazh: z.array(smetaLight),
  clients: z.array(clientLight),
  montazhnik: z.array(montazhnikLight),
});
