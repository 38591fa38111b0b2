import {
  deleteAnswer,
  pageAnswer,
  paymentCreateBody,
  paymentFields,
  paymentListQuery,
  paymentRecord,
  recordAnswer,
  recordIdParam,
} from '@glad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errors } from '../../lib/company-row-routes.js';
import { who } from '../../lib/records/rest.js';
import { companyOf } from '../../plugins/auth.js';
import { createPayment, getPayment, listPayments, removePayment, updatePayment } from './service.js';

const tags = ['oplata'];

/** oplata/ (issue 11 §1): the list (by project), one payment, POST, PUT and DELETE (to the trash). */
export async function paymentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);

  app.get(
    '/oplata/',
    {
      schema: {
        tags,
        querystring: paymentListQuery,
        response: { 200: pageAnswer(paymentRecord), ...errors },
      },
    },
    async (request) => listPayments(app.db, companyOf(request), request.query),
  );
  app.get(
    '/oplata/:id',
    { schema: { tags, params: recordIdParam, response: { 200: recordAnswer(paymentRecord), ...errors } } },
    async (request) => getPayment(app.db, companyOf(request), request.params.id),
  );
  app.post(
    '/oplata/',
    { schema: { tags, body: paymentCreateBody, response: { 200: recordAnswer(paymentRecord), ...errors } } },
    async (request) => createPayment(app.db, who(request), request.body),
  );
  app.put(
    '/oplata/:id',
    {
      schema: {
        tags,
        params: recordIdParam,
        body: paymentFields,
        response: { 200: recordAnswer(paymentRecord), ...errors },
      },
    },
    async (request) => updatePayment(app.db, who(request), request.params.id, request.body),
  );
  app.delete(
    '/oplata/:id',
    { schema: { tags, params: recordIdParam, response: { 200: deleteAnswer, ...errors } } },
    async (request) => removePayment(app.db, who(request), request.params.id),
  );
}
