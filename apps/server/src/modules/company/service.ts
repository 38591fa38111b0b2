import {
  type Company,
  type CompanySettings,
  type DeleteCompanyBody,
  ESTIMATES_GROUP,
  fileUrl,
  parseSettingUpdate,
  type Requisites,
  requisitesSchema,
  type UpdateCompanyBody,
} from '@glad/contracts';
import type { Db } from '../../db/client.js';
import type { companies } from '../../db/schema/index.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/password.js';
import { canManageCompany } from '../../lib/permissions.js';
import type { AuthContext } from '../../plugins/auth.js';
import { toTariff } from '../tariffs/service.js';
import { companyCounts } from './counts.js';
import {
  companyWithTariff,
  markCompanyDeleted,
  ownerId,
  passwordHashOf,
  patchSettings,
  updateCompanyRow,
} from './repository.js';

export { createCompanyWithOwner, type NewCompany } from './create-company.js';
export { purgeCompany } from './purge.js';

import { mergeSettings } from '../../lib/company-settings.js';

const QUOTE_ENTITIES: Record<string, string> = {
  '&quot;': '"',
  '&#34;': '"',
  '&#034;': '"',
  '&#39;': "'",
  '&#039;': "'",
  '&apos;': "'",
  '&laquo;': '«',
  '&raquo;': '»',
  '&#171;': '«',
  '&#187;': '»',
  '&ldquo;': '“',
  '&rdquo;': '”',
  '&bdquo;': '„',
};

/** Names imported from the old system may hold quotes as HTML entities (ООО &quot;Потолки&quot;). */
export function decodeQuoteEntities(s: string): string {
  return s.replace(
    /&(?:quot|apos|laquo|raquo|ldquo|rdquo|bdquo|#0?34|#0?39|#171|#187);/g,
    (m) => QUOTE_ENTITIES[m] ?? m,
  );
}

function readRequisites(stored: Record<string, string>): Requisites {
  const keys = Object.keys(requisitesSchema.shape) as (keyof Requisites)[];
  const out: Requisites = {};
  for (const key of keys) if (typeof stored[key] === 'string') out[key] = stored[key];
  return out;
}

async function liveCompany(db: Db, companyId: number) {
  const row = await companyWithTariff(db, companyId);
  if (!row) throw notFound('Компания не найдена');
  return row;
}

/** The company as docs/spec.md §3 lists it. */
export async function loadCompany(db: Db, companyId: number): Promise<Company> {
  const { company, tariff } = await liveCompany(db, companyId);
  const owner = await ownerId(db, companyId);
  const counts = await companyCounts(db, companyId);
  return {
    id: company.id,
    email: company.email,
    name: decodeQuoteEntities(company.name),
    city: company.city,
    adres: company.adres,
    phone: company.phone,
    vladelec: owner,
    ...counts,
    delete: company.deletedAt !== null,
    managerdetail: company.managerdetail,
    logo: company.logoFileId === null ? null : fileUrl(company.logoFileId),
    tarif: { ...toTariff(tariff), ...(company.tariffEnd ? { paidUntil: company.tariffEnd } : {}) },
    settings: mergeSettings(company.settings),
    requisites: readRequisites(company.requisites),
  };
}

function requireCompanyAdmin(auth: AuthContext) {
  if (!canManageCompany(auth)) throw forbidden('Изменять данные компании может только владелец');
}

export async function updateCompany(db: Db, auth: AuthContext, companyId: number, body: UpdateCompanyBody) {
  requireCompanyAdmin(auth);
  const { company } = await liveCompany(db, companyId);
  if (company.deletedAt) throw forbidden('Компания удалена');
  const changes: Partial<typeof companies.$inferInsert> = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.email !== undefined) changes.email = body.email;
  if (body.city !== undefined) changes.city = body.city;
  if (body.adres !== undefined) changes.adres = body.adres;
  if (body.phone !== undefined) changes.phone = body.phone;
  if (body.managerdetail !== undefined) changes.managerdetail = body.managerdetail;
  if (body.requisites !== undefined) {
    const merged = { ...readRequisites(company.requisites), ...body.requisites };
    changes.requisites = Object.fromEntries(
      Object.entries(merged).filter(([, v]) => v !== undefined),
    ) as Record<string, string>;
  }
  await updateCompanyRow(db, companyId, changes);
  return loadCompany(db, companyId);
}

/** Marks the company deleted and ends every session of its people; the owner confirms by name or password. */
export async function deleteCompany(db: Db, auth: AuthContext, companyId: number, body: DeleteCompanyBody) {
  if (!auth.vladelec) throw forbidden('Удалить компанию может только владелец');
  const { company } = await liveCompany(db, companyId);
  if (company.deletedAt) throw badRequest('Компания уже удалена');
  const confirm = body.confirm?.trim();
  const password = body.password;
  if (!confirm && !password) {
    throw badRequest('Для удаления введите название компании или пароль владельца');
  }
  const nameMatches =
    !!confirm &&
    confirm.toLocaleLowerCase('ru-RU') ===
      decodeQuoteEntities(company.name).trim().toLocaleLowerCase('ru-RU');
  let passwordMatches = false;
  if (!nameMatches && password) {
    const hash = await passwordHashOf(db, auth.userId);
    passwordMatches = hash !== undefined && (await verifyPassword(hash, password));
  }
  if (!nameMatches && !passwordMatches) throw badRequest('Название компании или пароль не совпадают');
  await db.transaction((tx) => markCompanyDeleted(tx, companyId));
}

/** PUT company/{id}: one SMETA_* setting; the owner, an admin or rights group '3' (estimates). */
export async function updateSetting(
  db: Db,
  auth: AuthContext,
  companyId: number,
  id: number,
  body: Record<string, unknown>,
): Promise<CompanySettings> {
  if (id !== companyId) throw notFound('Компания не найдена');
  if (!canManageCompany(auth) && !auth.rights.includes(ESTIMATES_GROUP)) {
    throw forbidden('Настройки смет может менять владелец или сотрудник с правом «Сметы»');
  }
  const parsed = parseSettingUpdate(body);
  if (!parsed.ok) throw badRequest(parsed.message);
  const settings = await patchSettings(db, companyId, { [parsed.key]: parsed.value });
  if (!settings) throw forbidden('Компания удалена');
  return mergeSettings(settings);
}
