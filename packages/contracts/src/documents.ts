import { z } from 'zod';
import { pageQuery, paginated } from './common.js';
import { isoDay, plainText } from './record-basics.js';
import { unstorableChar } from './text.js';

/**
 * Company documents (issue 13): templates (`doc_templates/`), issued documents (`documents/`) and the links a
 * client opens (`links/`, public page `/e/{token}`). The template body is the editor's JSON, a small subset.
 */

export const documentKinds = ['dogovor', 'akt', 'talon', 'schet'] as const;
export const documentKind = z.enum(documentKinds, 'Неизвестный вид документа');

/** Text inside a template or a snapshot: not trimmed (spaces between emphasised pieces matter). */
const rawText = (max: number) =>
  z
    .string()
    .max(max, `Не длиннее ${max} символов`)
    .refine((v) => unstorableChar(v) === null, 'Недопустимый символ в тексте');

const align = z.enum(['left', 'center', 'right', 'justify']).nullish();
const inline = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('text'),
    text: rawText(5000),
    marks: z
      .array(z.object({ type: z.enum(['bold', 'italic', 'underline'], 'Недопустимое оформление текста') }))
      .max(3)
      .optional(),
  }),
  z.object({ type: z.literal('hardBreak') }),
]);
const paragraph = z.object({
  type: z.literal('paragraph'),
  attrs: z.object({ textAlign: align }).optional(),
  content: z.array(inline).max(300).optional(),
});
const block = z.discriminatedUnion('type', [
  paragraph,
  z.object({
    type: z.literal('heading'),
    attrs: z.object({ level: z.union([z.literal(1), z.literal(2), z.literal(3)]), textAlign: align }),
    content: z.array(inline).max(300).optional(),
  }),
  z.object({
    type: z.enum(['bulletList', 'orderedList']),
    content: z
      .array(z.object({ type: z.literal('listItem'), content: z.array(paragraph).min(1).max(20) }))
      .max(200),
  }),
]);
export const templateBody = z.object(
  { type: z.literal('doc'), content: z.array(block, 'Текст шаблона не разобран').max(1000) },
  'Текст шаблона не разобран',
);

export const docTemplate = z.object({
  id: z.number().int(),
  kind: documentKind,
  name: z.string(),
  body: templateBody,
  updatedAt: z.string(),
});
export type DocTemplate = z.infer<typeof docTemplate>;
export const docTemplateListAnswer = z.object({ res: z.literal(true), content: z.array(docTemplate) });
export const docTemplateAnswer = z.object({ res: z.literal(true), content: docTemplate });
export const docTemplateBody = z.object({
  kind: documentKind,
  name: plainText(200).min(1, 'Укажите название шаблона'),
  body: templateBody,
});
export type DocTemplateBody = z.infer<typeof docTemplateBody>;

const kopecks = z.number().int().min(-1e13).max(1e13);
/** The estimate as the manager's device built it (domain `estimateSnapshot`); frozen where it is used. */
export const estimateSnapshotSchema = z.object({
  title: plainText(200),
  date: isoDay.nullable(),
  rooms: z
    .array(
      z.object({
        name: plainText(200),
        area: z.number().min(0).max(100_000),
        perimeter: z.number().min(0).max(100_000),
        sketchSvg: z.string().max(200_000).nullable(),
      }),
    )
    .max(200),
  rows: z
    .array(
      z.object({
        block: plainText(200),
        name: plainText(500),
        quantity: z.number().min(-1e9).max(1e9).nullable(),
        unit: plainText(20).nullable(),
        price: kopecks.nullable(),
        amount: kopecks.nullable(),
      }),
    )
    .max(2000),
  totals: z.object({
    subtotal: kopecks,
    markup: kopecks,
    discount: kopecks,
    minimumOrder: kopecks,
    rounding: kopecks,
    total: kopecks,
  }),
  unmeasured: z.array(z.object({ name: plainText(200), note: plainText(500) })).max(200),
});

const projectRef = z.number().int().positive('Не указан объект').max(Number.MAX_SAFE_INTEGER);

/** GET documents/context?project=: what the server knows for a project's document (the preview's data). */
export const documentContextQuery = z.object({
  project: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const documentIssueBody = z.object({
  template: z.number().int().positive('Не указан шаблон').max(2_147_483_647),
  project: projectRef,
  estimate: estimateSnapshotSchema.nullable(),
  prepayment: kopecks.min(0, 'Предоплата не может быть меньше нуля').default(0),
});
export type DocumentIssueBody = z.infer<typeof documentIssueBody>;

export const issuedDocument = z.object({
  id: z.number().int(),
  kind: documentKind,
  number: z.string(),
  title: z.string(),
  projectId: z.number().int(),
  projectName: z.string(),
  clientId: z.number().int(),
  clientName: z.string(),
  total: z.number().int(),
  issuedAt: z.string(),
});
export type IssuedDocument = z.infer<typeof issuedDocument>;
export const issuedDocumentAnswer = z.object({ res: z.literal(true), content: issuedDocument });

export const documentListQuery = pageQuery.extend({
  kind: documentKind.optional(),
  project: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  client: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
});
export type DocumentListQuery = z.infer<typeof documentListQuery>;
export const documentListAnswer = paginated(issuedDocument).extend({ res: z.literal(true) });

const person = z.object({ name: z.string(), phone: z.string() }).nullable();
/** What the server knows for a project's document; the device adds the estimate, the number and the day. */
export const documentContextAnswer = z.object({
  res: z.literal(true),
  content: z.object({
    company: z.object({
      name: z.string(),
      city: z.string(),
      address: z.string(),
      phone: z.string(),
      email: z.string(),
      requisites: z.array(z.string()),
    }),
    client: z.object({ name: z.string(), phone: z.string(), address: z.string() }),
    project: z.object({ name: z.string(), address: z.string() }),
    manager: person,
    installer: person,
    installDate: z.string().nullable(),
    /** The day a document issued now would carry (`YYYY-MM-DD`, Moscow). */
    today: z.string(),
  }),
});
export type DocumentContextData = z.infer<typeof documentContextAnswer>['content'];
