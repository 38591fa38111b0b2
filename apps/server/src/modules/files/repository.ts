import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { companies, files, users } from '../../db/schema/index.js';

export type FileRow = typeof files.$inferSelect;

export async function insertFile(tx: Tx, values: Omit<typeof files.$inferInsert, 'id'>): Promise<FileRow> {
  const [row] = await tx.insert(files).values(values).returning();
  return row!;
}

/** Deletes a file row of the company; the row it was, so its stored content can go too. */
export async function deleteFileRow(tx: Tx, companyId: number, fileId: number): Promise<FileRow | undefined> {
  const [row] = await tx
    .delete(files)
    .where(and(eq(files.id, fileId), eq(files.companyId, companyId)))
    .returning();
  return row;
}

export async function findFile(tx: Tx, companyId: number, id: number): Promise<FileRow | undefined> {
  const [row] = await tx
    .select()
    .from(files)
    .where(and(eq(files.companyId, companyId), eq(files.id, id)));
  return row;
}

/** The company's logo file id (null: none), or undefined when there is no such company. */
export async function companyLogo(tx: Tx, companyId: number): Promise<number | null | undefined> {
  const [company] = await tx
    .select({ logo: companies.logoFileId })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company?.logo;
}

export async function setLogo(tx: Tx, companyId: number, fileId: number | null) {
  await tx.update(companies).set({ logoFileId: fileId }).where(eq(companies.id, companyId));
}

export async function setPhoto(tx: Tx, userId: number, fileId: number) {
  await tx.update(users).set({ photoFileId: fileId }).where(eq(users.id, userId));
}

/** Who shows this file: whether it is the company's logo, and the users whose photo it is. */
export async function fileUses(tx: Tx, companyId: number, fileId: number) {
  const [company] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.logoFileId, fileId)));
  const people = await tx
    .select({ id: users.id, vladelec: users.vladelec })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.photoFileId, fileId)));
  return { logo: company !== undefined, people };
}

/** Deletes a file and takes it off the logo and the photos that show it. */
export async function deleteFileEverywhere(tx: Tx, companyId: number, fileId: number) {
  await tx
    .update(companies)
    .set({ logoFileId: null })
    .where(and(eq(companies.id, companyId), eq(companies.logoFileId, fileId)));
  await tx
    .update(users)
    .set({ photoFileId: null })
    .where(and(eq(users.companyId, companyId), eq(users.photoFileId, fileId)));
  await tx.delete(files).where(and(eq(files.companyId, companyId), eq(files.id, fileId)));
}
