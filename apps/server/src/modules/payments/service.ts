import type { PaymentListQuery, PaymentRecord } from '@glad/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { payments } from '../../db/schema/index.js';
import {
  createRecord,
  getWire,
  listWire,
  removeRecord,
  updateRecord,
  type Who,
} from '../../lib/records/rest.js';
import { tableDefs } from '../../lib/records/tables.js';

/*
 * oplata/ (issue 11 §1): a client's payments for a project. Every write goes through the synced-record
 * engine (lib/records/write.ts): rights (owner or «Расходы»), the project reference, the trash and the
 * company version that devices pull.
 */

const def = tableDefs.oplata;

/** GET oplata/: live payments, newest day first; `project` narrows to one project. */
export async function listPayments(db: Db, companyId: number, query: PaymentListQuery) {
  const page = await listWire(db, def, companyId, {
    offset: query.offset,
    limit: query.limit,
    filters: [query.project ? eq(payments.project, query.project) : undefined],
    order: [desc(payments.date), desc(payments.id)],
  });
  return { res: true as const, pagination: page.pagination, content: page.content as PaymentRecord[] };
}

export async function getPayment(db: Db, companyId: number, id: number) {
  return { res: true as const, content: (await getWire(db, def, companyId, id)) as PaymentRecord };
}

export async function createPayment(db: Db, who: Who, body: Record<string, unknown>) {
  return { res: true as const, content: (await createRecord(db, def, who, body)) as PaymentRecord };
}

export async function updatePayment(db: Db, who: Who, id: number, fields: Record<string, unknown>) {
  return { res: true as const, content: (await updateRecord(db, def, who, id, fields)) as PaymentRecord };
}

export function removePayment(db: Db, who: Who, id: number) {
  return removeRecord(db, def, who, id);
}
