import { z } from 'zod';
import { estimateSnapshotSchema } from './documents.js';
import { plainText } from './record-basics.js';

/**
 * Client links (issue 13 §2, decision 0032): `links/` makes, lists and revokes them; the client opens
 * `/e/{token}` without an account, reads the estimate or the document, accepts it or asks for changes.
 */

export const LINK_DAYS_DEFAULT = 14;
export const LINK_DAYS_MAX = 90;
export const smetaTables = ['smeta', 'smetamontazh'] as const;
const bigId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** POST links/: a link to a project's estimate (`smeta` + its snapshot) or to an issued `document`. */
export const linkCreateBody = z
  .object({
    project: bigId.optional(),
    smeta: z.object({ kind: z.enum(smetaTables, 'Вид сметы: smeta или smetamontazh'), id: bigId }).optional(),
    estimate: estimateSnapshotSchema.nullable().default(null),
    document: z.number().int().positive().max(2_147_483_647).optional(),
    days: z
      .number()
      .int('Срок — целое число дней')
      .min(1, 'Срок ссылки — хотя бы день')
      .max(LINK_DAYS_MAX, `Срок ссылки — не больше ${LINK_DAYS_MAX} дней`)
      .default(LINK_DAYS_DEFAULT),
  })
  .refine((b) => (b.smeta ? 1 : 0) + (b.document ? 1 : 0) === 1, 'Укажите смету или документ')
  .refine((b) => !b.smeta || (b.estimate && b.project), 'Смета без объекта или без содержимого');
export type LinkCreateBody = z.infer<typeof linkCreateBody>;
/** What the app sends (estimate and days may be left out). */
export type LinkCreateInput = z.input<typeof linkCreateBody>;

export const linkListQuery = z.object({
  project: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  document: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type LinkListQuery = z.infer<typeof linkListQuery>;

export const linkStates = ['active', 'accepted', 'expired', 'revoked'] as const;
export type LinkState = (typeof linkStates)[number];

export const clientLink = z.object({
  id: z.number().int(),
  url: z.string(),
  state: z.enum(linkStates),
  projectId: z.number().int(),
  smetaKind: z.enum(smetaTables).nullable(),
  smetaId: z.number().int().nullable(),
  documentId: z.number().int().nullable(),
  title: z.string(),
  total: z.number().int().nullable(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  firstViewedAt: z.string().nullable(),
  lastViewedAt: z.string().nullable(),
  views: z.number().int(),
  acceptedAt: z.string().nullable(),
  acceptedName: z.string().nullable(),
  comment: z.string().nullable(),
  commentedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ClientLink = z.infer<typeof clientLink>;
export const clientLinkAnswer = z.object({ res: z.literal(true), content: clientLink });
export const clientLinkListAnswer = z.object({ res: z.literal(true), content: z.array(clientLink) });

/** The client's forms on `/e/{token}` (sent as an HTML form, no script). */
export const linkAcceptForm = z.object({
  name: plainText(200).min(2, 'Укажите имя и фамилию'),
  agree: z.literal('on', 'Отметьте, что согласны со сметой'),
});
export const linkChangesForm = z.object({
  comment: plainText(2000).min(3, 'Напишите, что изменить'),
});
