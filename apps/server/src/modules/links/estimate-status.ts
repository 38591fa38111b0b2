import type { Db } from '../../db/client.js';
import { withWrite } from '../../lib/records/context.js';
import { type Row, tableDefs } from '../../lib/records/tables.js';
import { findRow, putRecord } from '../../lib/records/write.js';
import type { SmetaTable } from './repository.js';

/* An estimate record's status written by a link, through the records engine (devices get it by sync). */

/** What a link does to an estimate: the fields it writes, and whether the estimate's row lets it. */
const changes = {
  /** The client accepted: the estimate is «Согласована». */
  approved: { fields: { approved: 1, status: 'approved' }, allows: () => true },
  /** A link was sent: a new estimate becomes «Отправлена клиенту»; any other status stays. */
  sent: {
    fields: { status: 'sent' },
    allows: (row: Row) => {
      const status = row.data?.status;
      return !row.approved && (status === undefined || status === 'new');
    },
  },
} as const;

/**
 * Writes a link's change to an estimate record as the given user; a deleted estimate, or one whose status
 * the change does not apply to, is left alone.
 */
export async function setEstimateStatus(
  db: Db,
  companyId: number,
  userId: number,
  kind: SmetaTable,
  id: number,
  change: keyof typeof changes,
) {
  const def = tableDefs[kind === 'smeta' ? 'smety' : 'smetymontazh'];
  const { fields, allows } = changes[change];
  await withWrite(db, companyId, userId, async (ctx) => {
    const row = await findRow(ctx.tx, def, companyId, id);
    if (!row || row.deleted_at || !allows(row)) return;
    await putRecord(ctx, def, { id, fields, mode: 'update' });
  });
}
