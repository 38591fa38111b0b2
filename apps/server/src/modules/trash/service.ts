import type { SyncTable, TrashItem } from '@glad/contracts';
import type { Db } from '../../db/client.js';
import { withWrite } from '../../lib/records/context.js';
import type { Who } from '../../lib/records/rest.js';
import { tableDefs } from '../../lib/records/tables.js';
import { eraseRecord, restoreRecord } from '../../lib/records/write.js';
import { rowsByIds, trashPage } from './repository.js';

/** The trash: deleted records of every kind, newest deletion first, with their names. */
export async function listTrash(
  db: Db,
  companyId: number,
  opts: { offset: number; limit: number; type?: SyncTable },
) {
  const { total, page } = await trashPage(db, companyId, opts);
  const names = new Map<string, string>();
  for (const type of new Set(page.map((r) => r.t))) {
    const def = tableDefs[type];
    const ids = page.filter((r) => r.t === type).map((r) => Number(r.id));
    for (const row of await rowsByIds(db, def, companyId, ids))
      names.set(`${type}:${row.id}`, def.trashName(row));
  }
  const content: TrashItem[] = page.map((r) => ({
    type: r.t,
    id: Number(r.id),
    name: names.get(`${r.t}:${Number(r.id)}`) ?? '',
    deleted_at: new Date(Number(r.ms)).toISOString(),
  }));
  return { res: true as const, pagination: { total }, content };
}

export function restoreFromTrash(db: Db, who: Who, type: SyncTable, id: number) {
  return withWrite(
    db,
    who.companyId,
    who.userId,
    async (ctx) => {
      const result = await restoreRecord(ctx, tableDefs[type], id);
      return { res: true as const, type, id, version: result.version };
    },
    who.access,
  );
}

/** Deleting for good: the owner, or whoever holds the rights group of that kind of record (0023). */
export function eraseFromTrash(db: Db, who: Who, type: SyncTable, id: number) {
  return withWrite(db, who.companyId, who.userId, (ctx) => eraseRecord(ctx, tableDefs[type], id), who.access);
}
