import { z } from 'zod';

/** Largest picture accepted for a logo or a photo. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Picture types accepted; the server checks the file's content, not only its declared type. */
export const imageMimes = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
export type ImageMime = (typeof imageMimes)[number];

/** Where a stored file is read (with the bearer token: the web fetches it into a blob URL). */
export const fileUrl = (id: number) => `/api/files/${id}/`;

export const uploadResponse = z.object({
  res: z.literal(true),
  id: z.number().int(),
  /** fileUrl(id) */
  url: z.string(),
});
export type UploadResponse = z.infer<typeof uploadResponse>;
