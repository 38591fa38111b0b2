import type { LinkListQuery } from '@glad/contracts';
import type { EstimateSnapshot } from '@glad/domain';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import {
  clientLinks,
  companies,
  documents,
  files,
  projects,
  smety,
  smetymontazh,
  users,
} from '../../db/schema/index.js';

/* SQL of client links. Everything the manager asks names the company; the client's page finds its link by
   the token alone and then reads only that link's company. */

export type SmetaTable = 'smeta' | 'smetamontazh';
const smetaTable = (kind: SmetaTable) => (kind === 'smeta' ? smety : smetymontazh);

export async function findProject(tx: Tx, companyId: number, id: number) {
  const [row] = await tx
    .select({ id: projects.id, name: projects.name, manager: projects.project_manager })
    .from(projects)
    .where(and(eq(projects.company_id, companyId), eq(projects.id, id), isNull(projects.deleted_at)));
  return row;
}

/** A live estimate record of the company. */
export async function findSmeta(tx: Tx, companyId: number, kind: SmetaTable, id: number) {
  const t = smetaTable(kind);
  const [row] = await tx
    .select({ id: t.id, projectid: t.projectid })
    .from(t)
    .where(and(eq(t.company_id, companyId), eq(t.id, id), isNull(t.deleted_at)));
  return row;
}

export interface NewLink {
  companyId: number;
  token: string;
  projectId: number;
  smetaKind: SmetaTable;
  smetaId: number;
  documentId: number | null;
  snapshot: EstimateSnapshot | null;
  expiresAt: Date;
  createdBy: number;
}

/** What a link's line in the app shows: the link and the title and total of what it shows. */
const listColumns = {
  id: clientLinks.id,
  token: clientLinks.token,
  projectId: clientLinks.projectId,
  smetaKind: clientLinks.smetaKind,
  smetaId: clientLinks.smetaId,
  documentId: clientLinks.documentId,
  expiresAt: clientLinks.expiresAt,
  revokedAt: clientLinks.revokedAt,
  firstViewedAt: clientLinks.firstViewedAt,
  lastViewedAt: clientLinks.lastViewedAt,
  views: clientLinks.views,
  acceptedAt: clientLinks.acceptedAt,
  acceptedName: clientLinks.acceptedName,
  comment: clientLinks.comment,
  commentedAt: clientLinks.commentedAt,
  createdBy: clientLinks.createdBy,
  createdAt: clientLinks.createdAt,
  title: sql<string>`coalesce(${documents.title}, ${clientLinks.snapshot}->>'title', '')`,
  // bigint: a string from node-postgres, a number or a string from PGlite
  total: sql<
    string | number | null
  >`coalesce(${documents.total}, (${clientLinks.snapshot}->'totals'->>'total')::bigint)`,
};
export type LinkRow = Awaited<ReturnType<typeof listLinks>>[number];

export async function insertLink(tx: Tx, link: NewLink) {
  const [row] = await tx.insert(clientLinks).values(link).returning({ id: clientLinks.id });
  return row!.id;
}

export async function listLinks(tx: Tx, companyId: number, q: LinkListQuery & { id?: number }) {
  return tx
    .select(listColumns)
    .from(clientLinks)
    .leftJoin(
      documents,
      and(eq(documents.companyId, clientLinks.companyId), eq(documents.id, clientLinks.documentId)),
    )
    .where(
      and(
        eq(clientLinks.companyId, companyId),
        q.id ? eq(clientLinks.id, q.id) : undefined,
        q.project ? eq(clientLinks.projectId, q.project) : undefined,
        q.document ? eq(clientLinks.documentId, q.document) : undefined,
      ),
    )
    .orderBy(desc(clientLinks.createdAt), desc(clientLinks.id))
    .limit(200);
}

/** Revokes a link of the company (a revoked one keeps its first revocation time). */
export async function revokeLink(tx: Tx, companyId: number, id: number) {
  const [row] = await tx
    .update(clientLinks)
    .set({ revokedAt: sql`coalesce(${clientLinks.revokedAt}, now())` })
    .where(and(eq(clientLinks.companyId, companyId), eq(clientLinks.id, id)))
    .returning({ id: clientLinks.id });
  return row;
}

/** The link a token names while it may be opened: not revoked, not past its end. */
export async function liveLink(tx: Tx, token: string) {
  const [row] = await tx
    .select()
    .from(clientLinks)
    .where(
      and(eq(clientLinks.token, token), isNull(clientLinks.revokedAt), gt(clientLinks.expiresAt, sql`now()`)),
    );
  return row;
}
export type LiveLink = NonNullable<Awaited<ReturnType<typeof liveLink>>>;

/** One more view: the first one is kept, the last one moves. Returns whether it was the first. */
export async function recordView(tx: Tx, id: number) {
  const [row] = await tx
    .update(clientLinks)
    .set({
      views: sql`${clientLinks.views} + 1`,
      firstViewedAt: sql`coalesce(${clientLinks.firstViewedAt}, now())`,
      lastViewedAt: sql`now()`,
    })
    .where(eq(clientLinks.id, id))
    .returning({ views: clientLinks.views });
  return row?.views === 1;
}

/** The link `id` while the client may still answer it: not accepted, not revoked, not ended. */
const stillOpen = (id: number) =>
  and(
    eq(clientLinks.id, id),
    isNull(clientLinks.acceptedAt),
    isNull(clientLinks.revokedAt),
    gt(clientLinks.expiresAt, sql`now()`),
  );

/** Records the acceptance once: a link already accepted (or revoked or ended meanwhile) is left alone. */
export async function acceptOnce(tx: Tx, id: number, name: string) {
  const [row] = await tx
    .update(clientLinks)
    .set({ acceptedAt: sql`now()`, acceptedName: name })
    .where(stillOpen(id))
    .returning({ acceptedAt: clientLinks.acceptedAt });
  return row;
}

/** The client's request for changes (the latest one is kept) while the link is not accepted. */
export async function saveComment(tx: Tx, id: number, comment: string) {
  const [row] = await tx
    .update(clientLinks)
    .set({ comment, commentedAt: sql`now()` })
    .where(stillOpen(id))
    .returning({ id: clientLinks.id });
  return row;
}

export async function findCompany(tx: Tx, companyId: number) {
  const [row] = await tx
    .select({ name: companies.name, phone: companies.phone, logoFileId: companies.logoFileId })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}

export async function findFile(tx: Tx, companyId: number, id: number) {
  const [row] = await tx
    .select({ mime: files.mime, storageKey: files.storageKey })
    .from(files)
    .where(and(eq(files.companyId, companyId), eq(files.id, id)));
  return row;
}

/** The people of the company with their mail, among those named (the departed are left out). */
export async function findPeople(tx: Tx, companyId: number, ids: readonly number[]) {
  const rows = [];
  for (const id of new Set(ids)) {
    if (id <= 0) continue;
    const [row] = await tx
      .select({ id: users.id, email: users.email, name: users.name })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.id, id), isNull(users.deletedAt)));
    if (row) rows.push(row);
  }
  return rows;
}
