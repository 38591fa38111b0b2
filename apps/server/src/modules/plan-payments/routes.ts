import {
  errorBody,
  idParam,
  okBody,
  payBody,
  paymentNotification,
  paymentsResponse,
  payResponse,
  planPaymentSchema,
  quoteQuery,
  quoteResponse,
} from '@glad/contracts';
import { addDays } from '@glad/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors.js';
import { effectivePlan } from '../../lib/plan.js';
import { companyOf } from '../../plugins/auth.js';
import { planPaymentAdminRoutes } from './admin-routes.js';
import { paymentPdf } from './pdf-routes.js';
import { promocodeRoutes } from './promocode-routes.js';
import { companyPayments, toPlanPayment } from './repository.js';
import { confirmFromProvider, quote, startPayment } from './service.js';

const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  502: errorBody,
  503: errorBody,
};
const tags = ['payment'];

/** payment/: the company's payments for plans, paying by card, and the provider's notifications. */
export async function planPaymentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/payment/',
    { onRequest: app.requireAuth, schema: { tags, response: { 200: paymentsResponse, ...errors } } },
    async (request) => {
      const companyId = companyOf(request);
      const plan = await effectivePlan(app.db, companyId);
      const rows = await companyPayments(app.db, companyId);
      return {
        content: rows.map((r) => toPlanPayment(r.payment, r.tariffName)),
        tariffEnd: plan.end,
        nextPayment: plan.end ? addDays(plan.end, 1) : null,
        tariffName: plan.tariff.name,
      };
    },
  );

  app.get(
    '/payment/quote/',
    {
      onRequest: app.requireAuth,
      schema: { tags, querystring: quoteQuery, response: { 200: quoteResponse, ...errors } },
    },
    async (request) => ({
      ...(await quote(app.db, companyOf(request), request.query.tariffId, request.query.months)).quote,
      invoices: app.config.payee !== undefined,
    }),
  );

  app.put(
    '/payment/',
    {
      onRequest: app.requireRoles('vladelec'),
      schema: { tags, body: payBody, response: { 200: payResponse, ...errors } },
    },
    async (request) => startPayment(app, companyOf(request), request.body),
  );

  app.get(
    '/payment/:id',
    {
      onRequest: app.requireAuth,
      schema: { tags, params: idParam, response: { 200: planPaymentSchema, ...errors } },
    },
    async (request) => {
      const [row] = await companyPayments(app.db, companyOf(request), request.params.id);
      if (!row) throw notFound('Платёж не найден');
      return toPlanPayment(row.payment, row.tariffName);
    },
  );

  // The provider's notification: no session; believed only after asking the provider (service).
  app.post(
    '/payment/notification/',
    { schema: { tags, body: paymentNotification, response: { 200: okBody, ...errors } } },
    async (request) => {
      await confirmFromProvider(app, request.body.object.id);
      return { res: true as const };
    },
  );

  await app.register(paymentPdf);
  await app.register(planPaymentAdminRoutes);
  await app.register(promocodeRoutes);
}
