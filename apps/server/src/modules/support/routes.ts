import multipart from '@fastify/multipart';
import {
  errorBody,
  IMAGE_MAX_BYTES,
  idParam,
  okBody,
  pageQuery,
  supportCreatedResponse,
  supportScreenshotParams,
  supportThreadResponse,
  supportThreadsQuery,
  supportThreadsResponse,
} from '@glad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listThreads } from './repository.js';
import { askSupport, readThread, replySupport, screenshotOf } from './service.js';

const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  413: errorBody,
  415: errorBody,
};
const tags = ['support'];

/** support/: any user's questions to the platform's support and the answers (decision 0034). */
export async function supportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  app.addHook('onRequest', app.requireAuth);

  app.get(
    '/support/',
    { schema: { tags, querystring: pageQuery, response: { 200: supportThreadsResponse, ...errors } } },
    async (request) => listThreads(app.db, { ...request.query, userId: request.auth.userId }),
  );

  app.post(
    '/support/',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: supportCreatedResponse, ...errors },
      },
    },
    async (request) => ({ res: true as const, id: await askSupport(app, request) }),
  );

  app.get(
    '/support/:id',
    { schema: { tags, params: idParam, response: { 200: supportThreadResponse, ...errors } } },
    async (request) => readThread(app, request.auth, request.params.id),
  );

  app.post(
    '/support/:id',
    {
      schema: {
        tags,
        params: idParam,
        consumes: ['multipart/form-data'],
        response: { 200: okBody, ...errors },
      },
    },
    async (request) => {
      await replySupport(app, request, request.params.id);
      return { res: true as const };
    },
  );

  app.get(
    '/support/:id/screenshot/:message',
    { schema: { tags, params: supportScreenshotParams, response: { ...errors } } },
    async (request, reply) => {
      const { mime, stored } = await screenshotOf(
        app,
        request.auth,
        request.params.id,
        request.params.message,
      );
      reply
        .header('content-type', mime)
        .header('content-length', stored.size)
        .header('cache-control', 'private, max-age=86400')
        .header('content-disposition', 'inline')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      // A stream goes out as it is; the response schemas above describe the errors only.
      return reply.send(stored.stream as never);
    },
  );
}

/** admin/support/: every support thread, for the admins who answer them. */
export async function adminSupportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireRoles('admin'));
  app.get(
    '/admin/support/',
    {
      schema: {
        tags,
        querystring: supportThreadsQuery,
        response: { 200: supportThreadsResponse, ...errors },
      },
    },
    async (request) => listThreads(app.db, request.query),
  );
}
