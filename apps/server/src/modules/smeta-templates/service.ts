import {
  ESTIMATES_GROUP,
  MAX_SMETA_TEMPLATES,
  type SmetaTemplate,
  type SmetaTemplateCreateBody,
  type SmetaTemplateUpdateBody,
  smetaTemplateSettings,
} from '@glad/contracts';
import type { Db, Tx } from '../../db/client.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { canManageCompany } from '../../lib/permissions.js';
import { stampOf } from '../../lib/wire.js';
import type { AuthContext } from '../../plugins/auth.js';
import {
  countTemplates,
  deleteTemplate,
  findTemplate,
  insertTemplate,
  lockTemplates,
  type SmetaTemplateRow,
  templatePage,
  updateTemplate,
} from './repository.js';

export const SMETA_TEMPLATE_NOT_FOUND = 'Шаблон сметы не найден';

/** Estimate templates change with the estimate settings: the owner, an admin or rights group '3'. */
function assertEditor(auth: AuthContext) {
  if (!canManageCompany(auth) && !auth.rights.includes(ESTIMATES_GROUP)) {
    throw forbidden('Шаблоны смет может менять владелец или сотрудник с правом «Сметы»');
  }
}

function toWire(row: SmetaTemplateRow): SmetaTemplate {
  // Stored overrides that no longer validate (a setting changed its rules) are left out, not answered as 500.
  const parsed = smetaTemplateSettings.safeParse(row.settings);
  return {
    id: row.id,
    name: row.name,
    settings: parsed.success ? parsed.data : {},
    title: row.title,
    intro: row.intro,
    footer: row.footer,
    timestamp: stampOf(row.updatedAt),
  };
}

async function ownTemplate(tx: Tx, companyId: number, id: number): Promise<SmetaTemplateRow> {
  const row = await findTemplate(tx, companyId, id);
  if (!row) throw notFound(SMETA_TEMPLATE_NOT_FOUND);
  return row;
}

export async function getSmetaTemplate(db: Db, companyId: number, id: number) {
  return toWire(await ownTemplate(db, companyId, id));
}

export async function listSmetaTemplates(
  db: Db,
  companyId: number,
  query: { offset: number; limit: number; q?: string | undefined },
) {
  const { rows, total } = await templatePage(db, companyId, query);
  return { res: true as const, pagination: { total }, content: rows.map(toWire) };
}

export async function createSmetaTemplate(
  db: Db,
  auth: AuthContext,
  companyId: number,
  body: SmetaTemplateCreateBody,
) {
  assertEditor(auth);
  const row = await db.transaction(async (tx) => {
    await lockTemplates(tx, companyId);
    if ((await countTemplates(tx, companyId)) >= MAX_SMETA_TEMPLATES) {
      throw conflict(`Шаблонов смет может быть не больше ${MAX_SMETA_TEMPLATES}`);
    }
    return insertTemplate(tx, companyId, body);
  });
  return toWire(row);
}

export async function updateSmetaTemplate(
  db: Db,
  auth: AuthContext,
  companyId: number,
  id: number,
  body: SmetaTemplateUpdateBody,
) {
  assertEditor(auth);
  await ownTemplate(db, companyId, id);
  const row = await updateTemplate(db, companyId, id, body);
  if (!row) throw notFound(SMETA_TEMPLATE_NOT_FOUND);
  return toWire(row);
}

export async function deleteSmetaTemplate(db: Db, auth: AuthContext, companyId: number, id: number) {
  assertEditor(auth);
  if (!(await deleteTemplate(db, companyId, id))) throw notFound(SMETA_TEMPLATE_NOT_FOUND);
  return { res: true as const, id };
}
