import { errorBody, okBody, trashPage, trashParams, trashQuery, trashRestoreAnswer } from '@glad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { who } from '../../lib/records/rest.js';
import { companyOf } from '../../plugins/auth.js';
import { eraseFromTrash, listTrash, restoreFromTrash } from './service.js';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const tags = ['trash'];

/** trash/ (docs/spec.md §7): what was deleted; restore; delete for good. Emptied after 30 days by the purge. */
export async function trashRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);

  app.get(
    '/trash/',
    { schema: { tags, querystring: trashQuery, response: { 200: trashPage, ...errors } } },
    async (request) => listTrash(app.db, companyOf(request), request.query),
  );

  app.put(
    '/trash/:type/:id/',
    { schema: { tags, params: trashParams, response: { 200: trashRestoreAnswer, ...errors } } },
    async (request) => restoreFromTrash(app.db, who(request), request.params.type, request.params.id),
  );

  app.delete(
    '/trash/:type/:id/',
    { schema: { tags, params: trashParams, response: { 200: okBody, ...errors } } },
    async (request) => {
      await eraseFromTrash(app.db, who(request), request.params.type, request.params.id);
      return { res: true as const };
    },
  );
}
