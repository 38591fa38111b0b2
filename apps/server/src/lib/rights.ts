import { REPORTS_GROUP } from '@glad/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { forbidden } from './errors.js';

/*
 * What a user may do beyond reading: the owner (vladelec) and a platform admin everything, everyone else
 * what the rights groups the owner gave allow (contracts' rightsGroups, decision 0023).
 */

/** Who acts, as far as rights go (an AuthContext is one). */
export interface Access {
  vladelec: boolean;
  admin: boolean;
  rights: readonly string[];
}

/** Nothing beyond reading: a user that is not found, or removed. */
export const NO_ACCESS: Access = { vladelec: false, admin: false, rights: [] };

export const hasRight = (access: Access, group: string) =>
  access.vladelec || access.admin || access.rights.includes(group);

/** Refuses (403 with the Russian `message`) a user without the group. */
export function requireRight(access: Access, group: string, message: string) {
  if (!hasRight(access, group)) throw forbidden(message);
}

/** The rights of a user as stored now (for writes that did not come with the request's). */
export async function loadAccess(tx: Tx, userId: number): Promise<Access> {
  const [row] = await tx
    .select({ vladelec: users.vladelec, admin: users.admin, rights: users.rights })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row ?? NO_ACCESS;
}

/** Cost prices (and profit): the owner, an admin or rights group «Отчёты» see and change them (0023). */
export const canSeeCosts = (access: Access) => hasRight(access, REPORTS_GROUP);
export const COSTS_RIGHT = 'Себестоимость может видеть и менять владелец или сотрудник с правом «Отчёты»';
