import { ESTIMATES_GROUP, type User } from '@glad/contracts';

/** Same rules as the server's: the profile and deletion are the owner's (or a platform admin's). */
export const canEditCompany = (user: User | null) => !!user && (user.vladelec || user.admin);

/** Estimate settings: also users of the estimates rights group. */
export const canEditEstimateSettings = (user: User | null) =>
  canEditCompany(user) || (!!user && user.rights.includes(ESTIMATES_GROUP));
