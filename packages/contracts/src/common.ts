import { z } from 'zod';

/** The one error body of every failed call. */
export const errorBody = z.object({ res: z.literal(false), message: z.string() });
export type ErrorBody = z.infer<typeof errorBody>;

export const okBody = z.object({ res: z.literal(true) });

/** A numeric id in a path (`/users/12`). */
export const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** offset / limit paging of docs/spec.md §7. */
export const pageQuery = z.object({
  offset: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(20),
});

export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({ pagination: z.object({ total: z.number().int() }), content: z.array(item) });
