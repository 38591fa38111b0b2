import {
  okBody,
  statusAnswer,
  statusesAnswer,
  statusIdParam,
  statusListAnswer,
  statusSaveBody,
} from '@glad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errors } from '../../lib/company-row-routes.js';
import { companyOf } from '../../plugins/auth.js';
import { deleteStatus, paymentStatuses, saveStatus, statusById, statusesOf } from './service.js';

const tags = ['statuses'];

/** statuses/ (docs/spec.md §7): the company's work and payment statuses. */
export async function statusRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);

  app.get('/statuses/', { schema: { tags, response: { 200: statusesAnswer, ...errors } } }, async (request) =>
    statusesOf(app.db, companyOf(request)),
  );

  app.post(
    '/statuses/',
    { schema: { tags, body: statusSaveBody, response: { 200: statusAnswer, ...errors } } },
    async (request) => ({
      res: true as const,
      content: await saveStatus(app.db, request.auth, companyOf(request), request.body),
    }),
  );

  app.get(
    '/statuses/:id',
    { schema: { tags, params: statusIdParam, response: { 200: statusAnswer, ...errors } } },
    async (request) => ({
      res: true as const,
      content: await statusById(app.db, companyOf(request), request.params.id),
    }),
  );

  app.get(
    '/statuses/:id/payment/',
    { schema: { tags, params: statusIdParam, response: { 200: statusListAnswer, ...errors } } },
    async (request) => ({
      res: true as const,
      content: await paymentStatuses(app.db, companyOf(request), request.params.id),
    }),
  );

  app.delete(
    '/statuses/:id',
    { schema: { tags, params: statusIdParam, response: { 200: okBody, ...errors } } },
    async (request) => {
      await deleteStatus(app.db, request.auth, companyOf(request), request.params.id);
      return { res: true as const };
    },
  );
}
