import type { DocumentListQuery } from '@glad/contracts';
import type { DocBlock, DocumentKind, EstimateSnapshot, TemplateDoc } from '@glad/domain';
import { and, asc, count, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import {
  clients,
  companies,
  docCounters,
  docTemplates,
  documents,
  events,
  projects,
  users,
} from '../../db/schema/index.js';

/* SQL of company documents: every query names the company first. */

export async function listTemplates(tx: Tx, companyId: number) {
  return tx
    .select()
    .from(docTemplates)
    .where(eq(docTemplates.companyId, companyId))
    .orderBy(asc(docTemplates.id));
}

/** Adds the starting templates; a seed a concurrent call already added is skipped. */
export async function insertSeeds(
  tx: Tx,
  companyId: number,
  seeds: readonly { kind: DocumentKind; name: string; body: TemplateDoc }[],
) {
  await tx
    .insert(docTemplates)
    .values(seeds.map((s) => ({ companyId, kind: s.kind, name: s.name, body: s.body, seed: s.kind })))
    .onConflictDoNothing();
}

export async function findTemplate(tx: Tx, companyId: number, id: number) {
  const [row] = await tx
    .select()
    .from(docTemplates)
    .where(and(eq(docTemplates.companyId, companyId), eq(docTemplates.id, id)));
  return row;
}

export async function insertTemplate(
  tx: Tx,
  companyId: number,
  t: { kind: DocumentKind; name: string; body: TemplateDoc },
) {
  const [row] = await tx
    .insert(docTemplates)
    .values({ companyId, ...t })
    .returning();
  return row!;
}

export async function updateTemplate(
  tx: Tx,
  companyId: number,
  id: number,
  t: { kind: DocumentKind; name: string; body: TemplateDoc },
) {
  const [row] = await tx
    .update(docTemplates)
    .set({ ...t, updatedAt: new Date() })
    .where(and(eq(docTemplates.companyId, companyId), eq(docTemplates.id, id)))
    .returning();
  return row;
}

/** Deletes a template of the company; documents issued from it keep their frozen text. */
export async function deleteTemplate(tx: Tx, companyId: number, id: number) {
  const [row] = await tx
    .delete(docTemplates)
    .where(and(eq(docTemplates.companyId, companyId), eq(docTemplates.id, id)))
    .returning({ id: docTemplates.id });
  return row;
}

export async function findCompany(tx: Tx, companyId: number) {
  const [row] = await tx.select().from(companies).where(eq(companies.id, companyId));
  return row;
}

export async function findProject(tx: Tx, companyId: number, id: number) {
  const [row] = await tx
    .select()
    .from(projects)
    .where(and(eq(projects.company_id, companyId), eq(projects.id, id), isNull(projects.deleted_at)));
  return row;
}

export async function findClient(tx: Tx, companyId: number, id: number) {
  if (id <= 0) return undefined;
  const [row] = await tx
    .select()
    .from(clients)
    .where(and(eq(clients.company_id, companyId), eq(clients.id, id), isNull(clients.deleted_at)));
  return row;
}

export async function findUser(tx: Tx, companyId: number, id: number) {
  if (id <= 0) return undefined;
  const [row] = await tx
    .select({ name: users.name, family: users.family, email: users.email, phone: users.phone })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, id), isNull(users.deletedAt)));
  return row;
}

/** The project's next planned installation (its day and people), if any. */
export async function plannedInstallation(tx: Tx, companyId: number, projectId: number) {
  const [row] = await tx
    .select({ date: events.date, assignees: events.assignees })
    .from(events)
    .where(
      and(
        eq(events.company_id, companyId),
        eq(events.project, projectId),
        eq(events.kind, 'montazh'),
        eq(events.status, 'planned'),
        isNull(events.deleted_at),
      ),
    )
    .orderBy(asc(events.date))
    .limit(1);
  return row;
}

/**
 * The next number of a kind in a year: the counter row is created or raised in the caller's transaction,
 * so concurrent issuers wait on its lock and a rolled-back issue gives its number back.
 */
export async function nextSerial(
  tx: Tx,
  companyId: number,
  kind: DocumentKind,
  year: number,
): Promise<number> {
  const [row] = await tx
    .insert(docCounters)
    .values({ companyId, kind, year, last: 1 })
    .onConflictDoUpdate({
      target: [docCounters.companyId, docCounters.kind, docCounters.year],
      set: { last: sql`${docCounters.last} + 1` },
    })
    .returning({ last: docCounters.last });
  return row!.last;
}

export interface NewDocument {
  companyId: number;
  kind: DocumentKind;
  year: number;
  serial: number;
  number: string;
  title: string;
  templateId: number;
  projectId: number;
  projectName: string;
  clientId: number;
  clientName: string;
  blocks: DocBlock[];
  estimate: EstimateSnapshot | null;
  total: number;
  createdBy: number;
}

export async function insertDocument(tx: Tx, doc: NewDocument) {
  const [row] = await tx.insert(documents).values(doc).returning();
  return row!;
}

export async function findDocument(tx: Tx, companyId: number, id: number) {
  const [row] = await tx
    .select()
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.id, id)));
  return row;
}

/** A page of the company's documents, newest first, with the filters of /documents/. */
export async function listDocuments(tx: Tx, companyId: number, q: DocumentListQuery) {
  const where = and(
    eq(documents.companyId, companyId),
    q.kind ? eq(documents.kind, q.kind) : undefined,
    q.project ? eq(documents.projectId, q.project) : undefined,
    q.client ? eq(documents.clientId, q.client) : undefined,
    // Days are Moscow's: the app's companies work in Russia and a document's date is printed in it.
    q.from ? gte(documents.createdAt, new Date(`${q.from}T00:00:00+03:00`)) : undefined,
    q.to
      ? lt(documents.createdAt, new Date(new Date(`${q.to}T00:00:00+03:00`).getTime() + 86_400_000))
      : undefined,
  );
  const [total] = await tx.select({ n: count() }).from(documents).where(where);
  const rows = await tx
    .select({
      id: documents.id,
      kind: documents.kind,
      number: documents.number,
      title: documents.title,
      projectId: documents.projectId,
      projectName: documents.projectName,
      clientId: documents.clientId,
      clientName: documents.clientName,
      total: documents.total,
      createdAt: documents.createdAt,
    })
    .from(documents)
    .where(where)
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .offset(q.offset)
    .limit(q.limit);
  return { total: total?.n ?? 0, rows };
}
