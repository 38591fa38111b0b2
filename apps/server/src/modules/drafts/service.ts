import type { Db } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import { withWrite } from '../../lib/records/context.js';
import { getLive, type Who } from '../../lib/records/rest.js';
import { tableDefs, toWire } from '../../lib/records/tables.js';
import { deleteRecord, putRecord } from '../../lib/records/write.js';

const def = tableDefs.drafts;

/** The id of an exclude call: missing, empty or 0 is «Не указан ID» (docs/spec.md §5). */
export function excludeId(raw: unknown): number {
  if (raw === undefined || raw === null || raw === '' || raw === 0 || raw === '0')
    throw badRequest('Не указан ID');
  const id = typeof raw === 'string' && /^\d{1,16}$/.test(raw) ? Number(raw) : raw;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) throw badRequest('Неверный ID');
  return id;
}

/** Sets smeta_exclude, or toggles it when no value is given. */
export function setExcluded(db: Db, who: Who, id: number, value: 0 | 1 | undefined) {
  return withWrite(db, who.companyId, who.userId, async (ctx) => {
    const row = await getLive(ctx.tx, def, who.companyId, id);
    const next = value ?? (row.smeta_exclude === 1 ? 0 : 1);
    const result = await putRecord(ctx, def, { id, fields: { smeta_exclude: next }, mode: 'update' });
    return toWire(def, result.row);
  });
}

/** Bulk delete: every id must be a live draft of the company, or nothing is deleted. */
export function deleteDrafts(db: Db, who: Who, ids: number[]) {
  return withWrite(db, who.companyId, who.userId, async (ctx) => {
    const unique = [...new Set(ids)];
    for (const id of unique) await getLive(ctx.tx, def, who.companyId, id);
    for (const id of unique) await deleteRecord(ctx, def, id);
    return unique;
  });
}

/** sort/drafts: the drafts in the given order get sort 1, 2, 3 …; others keep theirs. */
export function sortDrafts(db: Db, who: Who, ids: number[]) {
  if (new Set(ids).size !== ids.length) throw badRequest('ID в списке повторяются');
  return withWrite(db, who.companyId, who.userId, async (ctx) => {
    for (const id of ids) await getLive(ctx.tx, def, who.companyId, id);
    for (const [index, id] of ids.entries()) {
      await putRecord(ctx, def, { id, fields: { sort: index + 1 }, mode: 'update' });
    }
  });
}
