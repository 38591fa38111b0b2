import { INSTALLER_GROUP } from '@glad/contracts';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import {
  clients,
  companies,
  drafts,
  projects,
  type smety,
  type smetymontazh,
  users,
} from '../../db/schema/index.js';
import { countRecords } from '../../lib/records/rest.js';
import { ms } from '../../lib/records/tables.js';

/* Light lists: only the columns the lists need (never a draft's drawing or an estimate's contents). */

const stamp = <T extends { updated_at: Date }>({ updated_at, ...rest }: T) => ({
  ...rest,
  timestamp: ms(updated_at),
});

export async function lightClients(tx: Tx, companyId: number) {
  const rows = await tx
    .select({ id: clients.id, name: clients.name, phone: clients.phone, updated_at: clients.updated_at })
    .from(clients)
    .where(and(eq(clients.company_id, companyId), isNull(clients.deleted_at)))
    .orderBy(desc(clients.created_at), desc(clients.id));
  return rows.map(stamp);
}

export async function lightProjects(tx: Tx, companyId: number) {
  const rows = await tx
    .select({
      id: projects.id,
      name: projects.name,
      clientid: projects.clientid,
      client: projects.client,
      date: projects.date,
      draft_count: projects.draft_count,
      status_worked: projects.status_worked,
      status_payment: projects.status_payment,
      project_manager: projects.project_manager,
      updated_at: projects.updated_at,
    })
    .from(projects)
    .where(and(eq(projects.company_id, companyId), isNull(projects.deleted_at)))
    .orderBy(desc(projects.date), desc(projects.created_at), desc(projects.id));
  return rows.map(stamp);
}

export async function lightDrafts(tx: Tx, companyId: number) {
  const rows = await tx
    .select({
      id: drafts.id,
      name: drafts.name,
      projectid: drafts.projectid,
      project: drafts.project,
      sort: drafts.sort,
      smeta_exclude: drafts.smeta_exclude,
      updated_at: drafts.updated_at,
    })
    .from(drafts)
    .where(and(eq(drafts.company_id, companyId), isNull(drafts.deleted_at)))
    .orderBy(asc(drafts.sort), desc(drafts.updated_at), desc(drafts.id));
  return rows.map((row) =>
    stamp({ ...row, smeta_exclude: row.smeta_exclude === 1 ? (1 as const) : (0 as const) }),
  );
}

export async function lightSmety(tx: Tx, companyId: number, table: typeof smety | typeof smetymontazh) {
  const rows = await tx
    .select({
      id: table.id,
      uid: table.uid,
      client: table.client,
      clientid: table.clientid,
      projectid: table.projectid,
      draftid: table.draftid,
      approved: table.approved,
      updated_at: table.updated_at,
    })
    .from(table)
    .where(and(eq(table.company_id, companyId), isNull(table.deleted_at)))
    .orderBy(desc(table.created_at), desc(table.id));
  return rows.map((row) => stamp({ ...row, approved: row.approved === 1 ? (1 as const) : (0 as const) }));
}

/** The company's installers (rights group «Монтажник»), by name. */
export async function installers(tx: Tx, companyId: number) {
  const rows = await tx
    .select({ id: users.id, name: users.name, family: users.family })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        isNull(users.deletedAt),
        sql`${users.rights} @> ${JSON.stringify([INSTALLER_GROUP])}::jsonb`,
      ),
    )
    .orderBy(asc(users.family), asc(users.name), asc(users.id));
  return rows.map((row) => ({ id: row.id, name: `${row.family} ${row.name}`.trim() }));
}

export async function skeletonCompany(tx: Tx, companyId: number) {
  const [row] = await tx
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  return { id: companyId, name: row?.name ?? '', ...(await countRecords(tx, companyId)) };
}
