import type { Db } from '../../db/client.js';
import { withWrite } from '../records/context.js';
import { tableDefs } from '../records/tables.js';
import { findRow, putRecord } from '../records/write.js';
import type { SmetaTable } from './repository.js';

/* An estimate record's status written by a link, through the records engine (devices get it by sync). */

const defOf = (kind: SmetaTable) => tableDefs[kind === 'smeta' ? 'smety' : 'smetymontazh'];

/** The client accepted: the estimate is «Согласована» (a deleted estimate is left alone). */
export async function approveEstimate(
  db: Db,
  companyId: number,
  userId: number,
  kind: SmetaTable,
  id: number,
) {
  const def = defOf(kind);
  await withWrite(db, companyId, userId, async (ctx) => {
    const row = await findRow(ctx.tx, def, companyId, id);
    if (!row || row.deleted_at) return;
    await putRecord(ctx, def, { id, fields: { approved: 1, status: 'approved' }, mode: 'update' });
  });
}

/** A link was sent: a new estimate becomes «Отправлена клиенту»; any other status stays. */
export async function markEstimateSent(
  db: Db,
  companyId: number,
  userId: number,
  kind: SmetaTable,
  id: number,
) {
  const def = defOf(kind);
  await withWrite(db, companyId, userId, async (ctx) => {
    const row = await findRow(ctx.tx, def, companyId, id);
    if (!row || row.deleted_at || row.approved) return;
    const status = row.data?.status;
    if (status !== undefined && status !== 'new') return;
    await putRecord(ctx, def, { id, fields: { status: 'sent' }, mode: 'update' });
  });
}
