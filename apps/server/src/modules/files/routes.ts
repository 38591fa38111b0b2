import multipart from '@fastify/multipart';
import { errorBody, fileUrl, IMAGE_MAX_BYTES, idParam, okBody, uploadResponse } from '@glad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forbidden, notFound } from '../../lib/errors.js';
import { companyOf } from '../../plugins/auth.js';
import { visibleUser } from '../users/service.js';
import {
  canEditUser,
  findCompanyFile,
  readImage,
  removeFile,
  setCompanyLogo,
  setUserPhoto,
} from './service.js';

const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  413: errorBody,
  415: errorBody,
};

/** Company logo, user photos and reading/deleting the company's stored files. */
export async function fileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10, parts: 20 } });
  app.addHook('onRequest', app.requireAuth);

  app.post(
    '/company/logo/',
    {
      schema: {
        tags: ['files'],
        consumes: ['multipart/form-data'],
        response: { 200: uploadResponse, ...errors },
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      const image = await readImage(request);
      const row = await setCompanyLogo(app, request.auth, companyId, image);
      return { res: true as const, id: row.id, url: fileUrl(row.id) };
    },
  );

  app.post(
    '/users/:id/photo/',
    {
      schema: {
        tags: ['files'],
        consumes: ['multipart/form-data'],
        params: idParam,
        response: { 200: uploadResponse, ...errors },
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      const target = await visibleUser(app.db, request.auth, request.params.id);
      if (!canEditUser(request.auth, target)) throw forbidden('Менять фото может сам сотрудник или владелец');
      const image = await readImage(request);
      const row = await setUserPhoto(app, companyId, target, image);
      return { res: true as const, id: row.id, url: fileUrl(row.id) };
    },
  );

  app.get(
    '/files/:id/',
    { schema: { tags: ['files'], params: idParam, response: { ...errors } } },
    async (request, reply) => {
      const file = await findCompanyFile(app, companyOf(request), request.params.id);
      const stored = await app.storage.get(file.storageKey);
      if (!stored) throw notFound('Файл не найден');
      // A stored SVG must stay a picture even if opened directly: no scripts, no plugins, sandboxed.
      reply
        .header('content-type', file.mime)
        .header('content-length', stored.size)
        .header('cache-control', 'private, max-age=86400')
        .header('content-disposition', 'inline')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      // A stream goes out as it is; the response schemas above describe the errors only.
      return reply.send(stored.stream as never);
    },
  );

  app.delete(
    '/files/:id/',
    { schema: { tags: ['files'], params: idParam, response: { 200: okBody, ...errors } } },
    async (request) => {
      await removeFile(app, request.auth, companyOf(request), request.params.id);
      return { res: true as const };
    },
  );
}
