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

/**
 * A multipart form of text fields and at most one file: the fields as strings, the file (if any) read
 * whole. Russian 4xx answers as readUploadedFile's; an empty file part counts as no file.
 */
export async function readUploadedForm(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ fields: Record<string, string>; file: { data: Buffer; mimetype: string } | null }> {
  if (!request.isMultipart()) throw new HttpError(415, 'Отправьте форму как multipart/form-data');
  const fields: Record<string, string> = {};
  let file: { data: Buffer; mimetype: string } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        // A form sends its line breaks as CRLF (HTML form encoding): kept as plain \n.
        if (typeof part.value === 'string') fields[part.fieldname] = part.value.replace(/\r\n?/g, '\n');
        continue;
      }
      const data = await part.toBuffer();
      if (data.length > 0) file = { data, mimetype: part.mimetype };
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, `Файл больше ${maxBytes / 1024 / 1024} МБ`);
    if (code === 'FST_FILES_LIMIT') throw badRequest('Приложите не больше одного файла');
    if (err instanceof HttpError) throw err;
    throw badRequest('Не удалось прочитать форму');
  }
  return { fields, file };
}
