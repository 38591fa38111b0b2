import {
  type SmetaRecord,
  type SmetaStatus,
  type SmetaStatusBody,
  smetaStatusAnswer,
  smetaStatusBody,
  smetaStatuses,
} from '@glad/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db, Tx } from '../../db/client.js';
import { smety, smetymontazh } from '../../db/schema/index.js';
import { errors } from '../../lib/company-row-routes.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { withWrite } from '../../lib/records/context.js';
import { type Who, who } from '../../lib/records/rest.js';
import { type Row, type TableDef, tableDefs, toWire } from '../../lib/records/tables.js';
import { findRow, putRecord } from '../../lib/records/write.js';

/** The live estimate a status call names: its id, or its uid (a digits-only uid falls back to the id). */
async function findEstimate(
  tx: Tx,
  def: TableDef,
  table: typeof smety | typeof smetymontazh,
  companyId: number,
  key: number | string,
): Promise<Row> {
  const live = (row: Row | undefined) => (row && !row.deleted_at ? row : undefined);
  let row: Row | undefined;
  if (typeof key === 'number') row = live(await findRow(tx, def, companyId, key));
  else {
    const [byUid] = await tx
      .select()
      .from(table)
      .where(and(eq(table.company_id, companyId), eq(table.uid, key), isNull(table.deleted_at)))
      .orderBy(desc(table.updated_at))
      .limit(1);
    row = byUid as Row | undefined;
    if (!row && /^\d{1,15}$/.test(key)) row = live(await findRow(tx, def, companyId, Number(key)));
  }
  if (!row) throw notFound(def.notFound);
  return row;
}

const isStatus = (value: unknown): value is SmetaStatus =>
  typeof value === 'string' && (smetaStatuses as readonly string[]).includes(value);

/** The fields a status call writes: approved and the status name kept in step. */
function statusFields(body: SmetaStatusBody, row: Row): { approved: 0 | 1; status: SmetaStatus } {
  if (body.status !== undefined) {
    const approved = body.status === 'approved' ? 1 : 0;
    if (body.approved !== undefined && body.approved !== approved) {
      throw badRequest('Статус и отметка «согласована» противоречат друг другу');
    }
    return { approved, status: body.status };
  }
  if (body.approved === undefined) throw badRequest('Укажите статус сметы');
  const current = row.data?.status;
  if (body.approved === 1) return { approved: 1, status: 'approved' };
  return { approved: 0, status: isStatus(current) && current !== 'approved' ? current : 'new' };
}

/** Sets the status through the records engine (a new version: devices get it by their next pull). */
async function setStatus(db: Db, { companyId, userId }: Who, body: SmetaStatusBody): Promise<SmetaRecord> {
  if (body.id === undefined || body.id === '') throw badRequest('Не указан ID сметы');
  const montazh = body.kind === 'smetamontazh';
  const def = tableDefs[montazh ? 'smetymontazh' : 'smety'];
  const table = montazh ? smetymontazh : smety;
  return withWrite(db, companyId, userId, async (ctx) => {
    const row = await findEstimate(ctx.tx, def, table, companyId, body.id!);
    const result = await putRecord(ctx, def, { id: row.id, fields: statusFields(body, row), mode: 'update' });
    return toWire(def, result.row) as SmetaRecord;
  });
}

/** POST smeta/ajax.php (docs/spec.md §7): an estimate's status. */
export function registerSmetaStatus(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/smeta/ajax.php',
    { schema: { tags: ['smety'], body: smetaStatusBody, response: { 200: smetaStatusAnswer, ...errors } } },
    async (request) => ({ res: true as const, content: await setStatus(app.db, who(request), request.body) }),
  );
}
