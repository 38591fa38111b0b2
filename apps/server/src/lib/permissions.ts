import { STAFF_ADMIN_GROUP } from '@glad/contracts';
import type { AuthContext } from '../plugins/auth.js';

/** The company profile and its deletion: the owner, or a platform admin of that company. */
export const canManageCompany = (auth: AuthContext) => auth.vladelec || auth.admin;

/** Staff (add, edit, remove, installer mark): the owner, an admin, or rights group '1'. */
export const canManageStaff = (auth: AuthContext) =>
  canManageCompany(auth) || auth.rights.includes(STAFF_ADMIN_GROUP);
