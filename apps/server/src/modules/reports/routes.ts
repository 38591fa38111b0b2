import { reportAnswer, reportQuery } from '@glad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errors } from '../../lib/company-row-routes.js';
import { companyOf } from '../../plugins/auth.js';
import { buildReport } from './service.js';

/** reports/ (docs/spec.md §7): the company's sales, costs, funnel, staff and debts for a period. */
export async function reportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  app.get(
    '/reports/',
    { schema: { tags: ['reports'], querystring: reportQuery, response: { 200: reportAnswer, ...errors } } },
    async (request) => buildReport(app.db, request.auth, companyOf(request), request.query),
  );
}
