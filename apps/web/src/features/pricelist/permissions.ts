import { PRICING_GROUP, type User } from '@glad/contracts';

/**
 * Same rule as the server's: the price list, calculator templates and calculators are changed by the owner,
 * a platform admin or a user of group '6'. Unknown user (still loading) → not yet.
 */
export const canEditPricing = (user: User | null) =>
  !!user && (user.vladelec || user.admin || user.rights.includes(PRICING_GROUP));
