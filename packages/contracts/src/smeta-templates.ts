import { z } from 'zod';
import { type CompanySettingKey, companySettingsSchema } from './company-settings.js';
import { flag01, plainText } from './record-basics.js';
import { smetaRecord } from './records.js';
import { recordId } from './sync.js';

/**
 * Estimate templates (smeta_template/): a named set of SMETA_* values that override the company's settings
 * for the estimates made with it, and its texts. Also the estimate status call (POST smeta/ajax.php).
 */

const settingKeys = Object.keys(companySettingsSchema.shape) as CompanySettingKey[];

/** Every SMETA_* setting, optional and without its default: only what the template overrides. */
export const smetaTemplateSettings = z.object(
  Object.fromEntries(
    settingKeys.map((key) => [key, companySettingsSchema.shape[key].unwrap().optional()]),
  ) as {
    [K in CompanySettingKey]: z.ZodOptional<ReturnType<(typeof companySettingsSchema.shape)[K]['unwrap']>>;
  },
);
export type SmetaTemplateSettings = z.infer<typeof smetaTemplateSettings>;

const fields = {
  name: plainText(200).min(1, 'Укажите название шаблона'),
  settings: smetaTemplateSettings.refine(
    (settings) => !JSON.stringify(settings).includes('\\u0000'),
    'Недопустимый символ в тексте',
  ),
  /** Instead of «Смета» in the heading; '' keeps it. */
  title: plainText(200),
  /** Printed above the rows. */
  intro: plainText(5000),
  /** Printed after the totals (before SMETA_CUSTOM). */
  footer: plainText(5000),
};

export const smetaTemplateCreateBody = z.object({
  name: fields.name,
  settings: fields.settings.default({}),
  title: fields.title.default(''),
  intro: fields.intro.default(''),
  footer: fields.footer.default(''),
});
export type SmetaTemplateCreateBody = z.infer<typeof smetaTemplateCreateBody>;
/** PUT: the fields that change; `settings` replaces the template's overrides as a whole. */
export const smetaTemplateUpdateBody = z.object(fields).partial();
export type SmetaTemplateUpdateBody = z.infer<typeof smetaTemplateUpdateBody>;
export const smetaTemplateUpdateWithId = smetaTemplateUpdateBody.extend({ id: z.unknown().optional() });

export const smetaTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  settings: smetaTemplateSettings,
  title: z.string(),
  intro: z.string(),
  footer: z.string(),
  timestamp: z.number().int(),
});
export type SmetaTemplate = z.infer<typeof smetaTemplateSchema>;

/** Most estimate templates a company keeps. */
export const MAX_SMETA_TEMPLATES = 100;

export const smetaTemplateListQuery = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_SMETA_TEMPLATES).default(MAX_SMETA_TEMPLATES),
  /** found in the name, any case */
  q: plainText(200).optional(),
});
export const smetaTemplateListAnswer = z.object({
  res: z.literal(true),
  pagination: z.object({ total: z.number().int() }),
  content: z.array(smetaTemplateSchema),
});
export const smetaTemplateAnswer = z.object({ res: z.literal(true), content: smetaTemplateSchema });

/* ---------- estimate status: POST smeta/ajax.php ---------- */

export const smetaStatuses = ['new', 'sent', 'approved', 'rejected'] as const;
export type SmetaStatus = (typeof smetaStatuses)[number];
export const smetaStatusLabels: Record<SmetaStatus, string> = {
  new: 'Новая',
  sent: 'Отправлена клиенту',
  approved: 'Согласована',
  rejected: 'Отклонена',
};

/**
 * Sets an estimate's status (docs/spec.md §7 «/smeta/ajax.php»). `id`: the record id or its uid. `approved` 0/1
 * and/or `status` (a name of smetaStatuses, stored in the record's `status` field): 'approved' ⇔
 * approved 1. `approved` alone moves the status to 'approved', or off it back to 'new'. `kind` picks the
 * client estimate (default) or the installer's. Written through the records engine: devices get it by sync.
 */
export const smetaStatusBody = z.object({
  id: z.union([recordId, plainText(100)]).optional(),
  approved: flag01.optional(),
  status: z.enum(smetaStatuses, 'Статус: new, sent, approved или rejected').optional(),
  kind: z.enum(['smeta', 'smetamontazh'], 'Вид сметы: smeta или smetamontazh').default('smeta'),
});
export type SmetaStatusBody = z.infer<typeof smetaStatusBody>;
export const smetaStatusAnswer = z.object({ res: z.literal(true), content: smetaRecord });
