import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from './errors.js';

/**
 * The one file of a multipart request, read whole: Russian 4xx answers for a request that is not
 * multipart, no file, a file over `maxBytes` (the route's multipart limit) or an empty one.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ data: Buffer; mimetype: string }> {
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new HttpError(415, 'Отправьте файл как multipart/form-data');
    throw badRequest('Не удалось прочитать файл');
  }
  if (!part) throw badRequest('Выберите файл');
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, `Файл больше ${maxBytes / 1024 / 1024} МБ`);
    }
    throw badRequest('Не удалось прочитать файл');
  }
  if (data.length === 0) throw badRequest('Файл пуст');
  return { data, mimetype: part.mimetype };
}
