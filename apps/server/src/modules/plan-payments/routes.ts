import {
  errorBody,
  idParam,
  okBody,
  payBody,
  paymentNotification,
  paymentsResponse,
  payResponse,
  planPaymentSchema,
} from '@glad/contracts';
import { addDays } from '@glad/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.js';
import { companyOf } from '../../plugins/auth.js';
import { companyPayments, companyPlan, toPlanPayment } from './repository.js';
import { confirmFromProvider, quote, startCardPayment } from './service.js';

const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  502: errorBody,
  503: errorBody,
};
const tags = ['payment'];

const quoteQuery = z.object({
  tariffId: z.coerce.number().int().positive().max(2_147_483_647),
  months: z.coerce
    .number()
    .refine((n): n is 1 | 3 | 12 => n === 1 || n === 3 || n === 12, 'Срок оплаты: 1, 3 или 12 месяцев'),
});
const quoteResponse = z.object({
  price: z.number().int(),
  credit: z.number().int(),
  amount: z.number().int(),
  unusedDays: z.number().int(),
  start: z.string(),
  end: z.string(),
});

/** payment/: the company's payments for plans, paying by card, and the provider's notifications. */
export async function planPaymentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/payment/',
    { onRequest: app.requireAuth, schema: { tags, response: { 200: paymentsResponse, ...errors } } },
    async (request) => {
      const companyId = companyOf(request);
      const company = await companyPlan(app.db, companyId);
      if (!company) throw notFound('Компания не найдена');
      const rows = await companyPayments(app.db, companyId);
      const end = company.plan.isFree ? null : company.tariffEnd;
      return {
        content: rows.map((r) => toPlanPayment(r.payment, r.tariffName)),
        tariffEnd: end,
        nextPayment: end ? addDays(end, 1) : null,
      };
    },
  );

  app.get(
    '/payment/quote/',
    {
      onRequest: app.requireAuth,
      schema: { tags, querystring: quoteQuery, response: { 200: quoteResponse, ...errors } },
    },
    async (request) =>
      (await quote(app.db, companyOf(request), request.query.tariffId, request.query.months)).quote,
  );

  app.put(
    '/payment/',
    {
      onRequest: app.requireRoles('vladelec'),
      schema: { tags, body: payBody, response: { 200: payResponse, ...errors } },
    },
    async (request) => startCardPayment(app, companyOf(request), request.body),
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
}
