import {
  ESTIMATES_GROUP,
  MAX_SMETA_TEMPLATES,
  type SmetaTemplate,
  type SmetaTemplateCreateBody,
  type SmetaTemplateUpdateBody,
  smetaTemplateSettings,
} from '@glad/contracts';
import { and, asc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { smetaTemplates } from '../../db/schema/index.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { containing } from '../../lib/like.js';
import { canManageCompany } from '../../lib/permissions.js';
import { nextUpdatedAt } from '../../lib/updated-at.js';
import { stampOf } from '../../lib/wire.js';
import type { AuthContext } from '../../plugins/auth.js';

export const SMETA_TEMPLATE_NOT_FOUND = 'Шаблон сметы не найден';

type Row = typeof smetaTemplates.$inferSelect;

/** Estimate templates change with the estimate settings: the owner, an admin or rights group '3'. */
function assertEditor(auth: AuthContext) {
  if (!canManageCompany(auth) && !auth.rights.includes(ESTIMATES_GROUP)) {
    throw forbidden('Шаблоны смет может менять владелец или сотрудник с правом «Сметы»');
  }
}

function toWire(row: Row): SmetaTemplate {
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

async function findTemplate(tx: Tx, companyId: number, id: number): Promise<Row> {
  const [row] = await tx
    .select()
    .from(smetaTemplates)
    .where(and(eq(smetaTemplates.companyId, companyId), eq(smetaTemplates.id, id)));
  if (!row) throw notFound(SMETA_TEMPLATE_NOT_FOUND);
  return row;
}

export async function getSmetaTemplate(db: Db, companyId: number, id: number) {
  return toWire(await findTemplate(db, companyId, id));
}

export async function listSmetaTemplates(
  db: Db,
  companyId: number,
  query: { offset: number; limit: number; q?: string | undefined },
) {
  const conditions: SQL[] = [eq(smetaTemplates.companyId, companyId)];
  if (query.q) conditions.push(ilike(smetaTemplates.name, containing(query.q)));
  const where = and(...conditions);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(smetaTemplates).where(where);
  const rows = await db
    .select()
    .from(smetaTemplates)
    .where(where)
    .orderBy(asc(smetaTemplates.id))
    .limit(query.limit)
    .offset(query.offset);
  return { res: true as const, pagination: { total: count?.n ?? 0 }, content: rows.map(toWire) };
}

export async function createSmetaTemplate(
  db: Db,
  auth: AuthContext,
  companyId: number,
  body: SmetaTemplateCreateBody,
) {
  assertEditor(auth);
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('smeta_templates'), ${companyId})`);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(smetaTemplates)
      .where(eq(smetaTemplates.companyId, companyId));
    if ((count?.n ?? 0) >= MAX_SMETA_TEMPLATES) {
      throw conflict(`Шаблонов смет может быть не больше ${MAX_SMETA_TEMPLATES}`);
    }
    const [made] = await tx
      .insert(smetaTemplates)
      .values({ companyId, ...body })
      .returning();
    return made!;
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
  await findTemplate(db, companyId, id);
  const [row] = await db
    .update(smetaTemplates)
    .set({ ...body, updatedAt: nextUpdatedAt(smetaTemplates.updatedAt) })
    .where(and(eq(smetaTemplates.companyId, companyId), eq(smetaTemplates.id, id)))
    .returning();
  if (!row) throw notFound(SMETA_TEMPLATE_NOT_FOUND);
  return toWire(row);
}

export async function deleteSmetaTemplate(db: Db, auth: AuthContext, companyId: number, id: number) {
  assertEditor(auth);
  const deleted = await db
    .delete(smetaTemplates)
    .where(and(eq(smetaTemplates.companyId, companyId), eq(smetaTemplates.id, id)))
    .returning({ id: smetaTemplates.id });
  if (deleted.length === 0) throw notFound(SMETA_TEMPLATE_NOT_FOUND);
  return { res: true as const, id };
}
