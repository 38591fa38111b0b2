import { REPORTS_GROUP, type User } from '@glad/contracts';

/**
 * Same rule as the server's (apps/server/src/lib/rights.ts, decision 0023): cost prices and profit are
 * seen by the owner, a platform admin and rights group «Отчёты». Unknown user (still loading) → not yet.
 */
export const canSeeCosts = (user: User | null | undefined) =>
  !!user && (user.vladelec || user.admin || user.rights.includes(REPORTS_GROUP));
