import { z } from 'zod';

/*
 * Apart from links.ts (the client links with their estimate snapshots): every page's header reads the
 * notices, and needs none of the links' schemas (decision 0051).
 */

/** notices/: what the app tells the signed-in person once (a client opened, accepted, asked for changes). */
export const notice = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  url: z.string(),
  createdAt: z.string(),
});
export type Notice = z.infer<typeof notice>;
export const noticeListAnswer = z.object({ res: z.literal(true), content: z.array(notice) });
/** `POST /api/notices/read`: how many notices were marked read. */
export const noticeReadAnswer = z.object({ res: z.literal(true), read: z.number().int() });
