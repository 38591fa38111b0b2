import { EXPENSES_GROUP, type User } from '@glad/contracts';

/** docs/spec.md §6, the server's rule too: the owner, or a user whose rights include group '11'. */
export const canSeeExpenses = (user: User) => user.vladelec || user.rights.includes(EXPENSES_GROUP);
