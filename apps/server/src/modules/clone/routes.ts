import { cloneDraftAnswer, cloneProjectAnswer, errorBody, recordIdParam } from '@glad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { who } from '../../lib/records/rest.js';
import { cloneDraft, cloneProject } from './service.js';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const tags = ['drafts'];

/** clone/draft/{id} and clone/project/{id} (docs/spec.md §7): answer `{ draft, project }`. */
export async function cloneRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);

  app.post(
    '/clone/draft/:id',
    { schema: { tags, params: recordIdParam, response: { 200: cloneDraftAnswer, ...errors } } },
    async (request) => cloneDraft(app.db, who(request), request.params.id),
  );
  app.post(
    '/clone/project/:id',
    { schema: { tags, params: recordIdParam, response: { 200: cloneProjectAnswer, ...errors } } },
    async (request) => cloneProject(app.db, who(request), request.params.id),
  );
}
