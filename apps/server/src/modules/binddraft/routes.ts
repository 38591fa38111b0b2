import {
  bindDraftAnswer,
  bindDraftBody,
  bindDraftMoved,
  bindDraftQuery,
  recordIdParam,
} from '@glad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errors } from '../../lib/company-row-routes.js';
import { who } from '../../lib/records/rest.js';
import { companyOf } from '../../plugins/auth.js';
import { bindDraft, bindInfo } from './service.js';

const tags = ['drafts'];

/** binddraft/{id} (docs/spec.md §7): GET the draft's project and the projects it can move to; PUT moves it. */
export async function bindDraftRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);

  app.get(
    '/binddraft/:id',
    {
      schema: {
        tags,
        params: recordIdParam,
        querystring: bindDraftQuery,
        response: { 200: bindDraftAnswer, ...errors },
      },
    },
    async (request) => bindInfo(app.db, companyOf(request), request.params.id, request.query),
  );

  app.put(
    '/binddraft/:id',
    {
      schema: {
        tags,
        params: recordIdParam,
        body: bindDraftBody,
        response: { 200: bindDraftMoved, ...errors },
      },
    },
    async (request) => bindDraft(app.db, who(request), request.params.id, request.body.projectid),
  );
}
