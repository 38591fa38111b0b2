import { z } from 'zod';
import { type CompanySettingKey, companySettingsSchema } from './company-settings.js';
import { companyTariffSchema } from './tariffs.js';

const digits = (lengths: number[], message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || (/^\d+$/.test(v) && lengths.includes(v.length)), message);

/** Company requisites printed on estimates; every field may be left empty. */
export const requisitesSchema = z.object({
  legalName: z.string().trim().max(300, 'Не длиннее 300 символов').optional(),
  legalAddress: z.string().trim().max(500, 'Не длиннее 500 символов').optional(),
  inn: digits([10, 12], 'ИНН — 10 или 12 цифр').optional(),
  kpp: digits([9], 'КПП — 9 цифр').optional(),
  ogrn: digits([13, 15], 'ОГРН — 13 цифр, ОГРНИП — 15').optional(),
  bank: z.string().trim().max(300, 'Не длиннее 300 символов').optional(),
  bik: digits([9], 'БИК — 9 цифр').optional(),
  rs: digits([20], 'Расчётный счёт — 20 цифр').optional(),
  ks: digits([20], 'Корреспондентский счёт — 20 цифр').optional(),
});
export type Requisites = z.infer<typeof requisitesSchema>;

export const requisiteLabels: Record<keyof Requisites, string> = {
  legalName: 'Юридическое название',
  legalAddress: 'Юридический адрес',
  inn: 'ИНН',
  kpp: 'КПП',
  ogrn: 'ОГРН / ОГРНИП',
  bank: 'Банк',
  bik: 'БИК',
  rs: 'Расчётный счёт',
  ks: 'Корреспондентский счёт',
};

/** The company as docs/spec.md §3 lists it; counts are of live (not deleted) records. */
export const companySchema = z.object({
  id: z.number().int(),
  email: z.string(),
  /** With HTML quote entities decoded. */
  name: z.string(),
  city: z.string(),
  adres: z.string(),
  phone: z.string(),
  /** The owner's user id. */
  vladelec: z.number().int().nullable(),
  /** Number of users (staff, the owner included). */
  manager: z.number().int(),
  /** Number of calculators. */
  calc: z.number().int(),
  /** Number of drafts. */
  ras4: z.number().int(),
  /** The company was deleted by its owner. */
  delete: z.boolean(),
  clients: z.number().int(),
  projects: z.number().int(),
  /** Free text about managers printed on estimates (e.g. «Ваш менеджер: …»). */
  managerdetail: z.string(),
  /** `/api/files/{id}/` or null. */
  logo: z.string().nullable(),
  tarif: companyTariffSchema,
  settings: companySettingsSchema,
  /** Number of installers (users in the installer rights group). */
  master: z.number().int(),
  requisites: requisitesSchema,
});
export type Company = z.infer<typeof companySchema>;

export const companyResponse = z.object({ res: z.literal(true), company: companySchema });

/** Deleting the company needs its name typed again or the owner's password. */
export const deleteCompanyBody = z.object({
  confirm: z.string().max(300).optional(),
  password: z.string().max(200).optional(),
});
export type DeleteCompanyBody = z.infer<typeof deleteCompanyBody>;

/** PUT company/{id}: one setting, as `{ key, value }` or `{ SMETA_X: value }`. */
export const companySettingBody = z.record(z.string(), z.unknown());

export const companySettingResponse = z.object({ res: z.literal(true), settings: companySettingsSchema });

const settingKeys = Object.keys(companySettingsSchema.shape) as CompanySettingKey[];

/** Reads the one setting of a PUT company/{id} body; a Russian message when it is not exactly one valid one. */
export function parseSettingUpdate(
  body: Record<string, unknown>,
): { ok: true; key: CompanySettingKey; value: unknown } | { ok: false; message: string } {
  const keys = Object.keys(body);
  let key: string;
  let value: unknown;
  if (keys.length === 2 && 'key' in body && 'value' in body) {
    if (typeof body.key !== 'string') return { ok: false, message: 'Не указана настройка' };
    key = body.key;
    value = body.value;
  } else if (keys.length === 1) {
    key = keys[0]!;
    value = body[key];
  } else {
    return { ok: false, message: 'Передайте ровно одну настройку' };
  }
  if (!settingKeys.includes(key as CompanySettingKey)) {
    return { ok: false, message: `Неизвестная настройка: ${key.slice(0, 60)}` };
  }
  if (value === undefined || value === null) return { ok: false, message: 'Не указано значение настройки' };
  const field = companySettingsSchema.shape[key as CompanySettingKey];
  const parsed = field.safeParse(value);
  if (!parsed.success) {
    return {
      ok: false,
      message: `Неверное значение ${key}: ${parsed.error.issues[0]?.message ?? ''}`.trim(),
    };
  }
  return { ok: true, key: key as CompanySettingKey, value: parsed.data };
}
