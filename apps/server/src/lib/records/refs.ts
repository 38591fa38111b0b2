import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { statuses, users } from '../../db/schema/index.js';
import { badRequest, notFound } from '../errors.js';
import { type RefKind, type TableDef, tableDefs } from './tables.js';

const refMessages: Record<RefKind, string> = {
  clients: 'Клиент не найден',
  projects: 'Объект не найден',
  drafts: 'Чертёж не найден',
  user: 'Сотрудник не найден',
  staff: 'Сотрудник не найден в компании',
  'status:work': 'Статус работ не найден',
  'status:payment': 'Статус оплаты не найден',
};

async function refExists(tx: Tx, companyId: number, kind: RefKind, id: number): Promise<boolean> {
  if (kind === 'user' || kind === 'staff') {
    if (id > 2_147_483_647) return false;
    const [row] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), eq(users.companyId, companyId), isNull(users.deletedAt)));
    return row !== undefined;
  }
  if (kind === 'status:work' || kind === 'status:payment') {
    if (id > 2_147_483_647) return false;
    const group = kind === 'status:work' ? 'work' : 'payment';
    const [row] = await tx
      .select({ id: statuses.id })
      .from(statuses)
      .where(and(eq(statuses.id, id), eq(statuses.companyId, companyId), eq(statuses.group, group)));
    return row !== undefined;
  }
  // A record in the trash may still be pointed at (an offline device may not know yet); an erased one not.
  const table = tableDefs[kind].table;
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.company_id, companyId), eq(table.id, id), isNull(table.erased_at)));
  return row !== undefined;
}

/**
 * Refuses a changed reference to a record, user or status the company does not have: 404, as for the
 * record addressed; a person named in a list of staff (an event's assignees) is input, so 400.
 */
export async function checkRefs(tx: Tx, companyId: number, def: TableDef, changed: Record<string, unknown>) {
  for (const [field, kind] of Object.entries(def.refs)) {
    const value = changed[field];
    if (kind === undefined) continue;
    if (kind === 'staff') {
      for (const id of Array.isArray(value) ? value : []) {
        if (typeof id === 'number' && !(await refExists(tx, companyId, kind, id))) {
          throw badRequest(`${refMessages.staff}: №${id}`);
        }
      }
      continue;
    }
    if (typeof value !== 'number' || value === 0) continue;
    if (!(await refExists(tx, companyId, kind, value))) throw notFound(refMessages[kind]);
  }
}

/** The fields with references to what the company no longer has set to 0 (a copy must not fail on them). */
export async function withoutDanglingRefs(
  tx: Tx,
  companyId: number,
  def: TableDef,
  fields: Record<string, unknown>,
) {
  const out = { ...fields };
  for (const [field, kind] of Object.entries(def.refs)) {
    const value = out[field];
    if (kind === 'staff' && Array.isArray(value)) {
      const kept: unknown[] = [];
      for (const id of value)
        if (typeof id === 'number' && (await refExists(tx, companyId, kind, id))) kept.push(id);
      out[field] = kept;
      continue;
    }
    if (kind === undefined || typeof value !== 'number' || value === 0) continue;
    if (!(await refExists(tx, companyId, kind, value))) out[field] = 0;
  }
  return out;
}
