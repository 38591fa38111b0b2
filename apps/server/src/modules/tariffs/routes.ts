import { errorBody, tariffsResponse } from '@glad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companyOf } from '../../plugins/auth.js';
import { offeredTariffs } from './service.js';

/** tarifs/: every plan, and which one the caller's company is on. */
export async function tariffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/tarifs/',
    {
      onRequest: app.requireAuth,
      schema: { tags: ['tariffs'], response: { 200: tariffsResponse, 401: errorBody, 403: errorBody } },
    },
    async (request) => offeredTariffs(app.db, companyOf(request)),
  );
}
