import { RECORDS_GROUP, type StatusGroup, type statusSaveBody } from '@glad/contracts';
import { pluralRu } from '@glad/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { type Access, requireRight } from '../../lib/rights.js';
import {
  clearFromTrashedProjects,
  countInGroup,
  deleteStatusRow,
  findStatus,
  insertStatus,
  listStatuses,
  nextSort,
  projectsUsing,
  toStatus,
  updateStatus,
} from './repository.js';

export { seedStatuses } from './repository.js';

const MAX_PER_GROUP = 50;
const DEFAULT_COLOR = '#868e96';

export async function statusesOf(db: Db, companyId: number) {
  const rows = (await listStatuses(db, companyId)).map(toStatus);
  return {
    res: true as const,
    work: rows.filter((s) => s.group === 'work'),
    payment: rows.filter((s) => s.group === 'payment'),
  };
}

export async function statusById(db: Db, companyId: number, id: number) {
  const row = await findStatus(db, companyId, id);
  if (!row) throw notFound('Статус не найден');
  return toStatus(row);
}

/** Statuses are the whole company's workflow: the owner's, or rights group «Клиенты и объекты» (0023). */
const STATUSES_RIGHT = 'Статусы может менять владелец или сотрудник с правом «Клиенты и объекты»';

/** Creates a status, or changes one when the body has an id (its group stays). */
export function saveStatus(db: Db, access: Access, companyId: number, body: z.output<typeof statusSaveBody>) {
  requireRight(access, RECORDS_GROUP, STATUSES_RIGHT);
  return db.transaction(async (tx) => {
    if (body.id !== undefined) {
      const row = await findStatus(tx, companyId, body.id);
      if (!row) throw notFound('Статус не найден');
      if (body.group && body.group !== row.group) throw badRequest('Группу статуса изменить нельзя');
      const updated = await updateStatus(tx, companyId, row.id, {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.color !== undefined ? { color: body.color.toLowerCase() } : {}),
        ...(body.sort !== undefined ? { sort: body.sort } : {}),
      });
      return toStatus(updated);
    }
    if (!body.group) throw badRequest('Укажите группу статуса');
    if (!body.name) throw badRequest('Укажите название статуса');
    if ((await countInGroup(tx, companyId, body.group)) >= MAX_PER_GROUP) {
      throw badRequest(`В группе не может быть больше ${MAX_PER_GROUP} статусов`);
    }
    const created = await insertStatus(tx, companyId, {
      group: body.group,
      name: body.name,
      color: (body.color ?? DEFAULT_COLOR).toLowerCase(),
      sort: body.sort ?? (await nextSort(tx, companyId, body.group)),
    });
    return toStatus(created);
  });
}

/** The payment group of company `id`: only the caller's own company; any other id is 404. */
export async function paymentStatuses(db: Db, companyId: number, id: number) {
  if (id !== companyId) throw notFound('Компания не найдена');
  return (await listStatuses(db, companyId, 'payment' satisfies StatusGroup)).map(toStatus);
}

const objects = ['объекту', 'объектам', 'объектам'] as const;

/**
 * Deletes a status that no live project shows; one in use is refused, so no project silently loses its
 * status (the user picks another one for them first).
 */
export function deleteStatus(db: Db, access: Access, companyId: number, id: number) {
  requireRight(access, RECORDS_GROUP, STATUSES_RIGHT);
  return db.transaction(async (tx) => {
    const row = await findStatus(tx, companyId, id);
    if (!row) throw notFound('Статус не найден');
    const used = await projectsUsing(tx, companyId, row.group, id);
    if (used > 0) {
      throw conflict(
        `Статус «${row.name}» назначен ${used} ${pluralRu(used, objects)}. Сначала выберите им другой статус`,
      );
    }
    await clearFromTrashedProjects(tx, companyId, row.group, id);
    await deleteStatusRow(tx, companyId, id);
  });
}
