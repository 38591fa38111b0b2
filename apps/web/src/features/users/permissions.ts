import { STAFF_ADMIN_GROUP, type User } from '@glad/contracts';

/** Same rules as the server's: staff is managed by the owner, a platform admin or rights group '1'. */
export const canManageStaff = (user: User | null) =>
  !!user && (user.vladelec || user.admin || user.rights.includes(STAFF_ADMIN_GROUP));

/** Rights are given only by the owner (or a platform admin). */
export const canEditRights = (user: User | null) => !!user && (user.vladelec || user.admin);
