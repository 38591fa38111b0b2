import {
  adminPaymentsResponse,
  errorBody,
  idParam,
  paymentStatuses,
  planPaymentSchema,
} from '@glad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endEndedPlans } from './plan-end.js';
import { allPayments, toPlanPayment } from './repository.js';
import { markInvoicePaid } from './service.js';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const tags = ['payment'];
const PLAN_END_EVERY_MS = 10 * 60_000;

const adminPaymentsQuery = z.object({
  companyId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  status: z.enum(paymentStatuses, { error: 'Статус: pending, succeeded или canceled' }).optional(),
});

/**
 * For platform admins: every company's payments (invoices waiting to be paid among them) and marking an invoice
 * paid. Also the background round that writes down ended plans (while background rounds run).
 */
export async function planPaymentAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  const round = () => {
    running ??= endEndedPlans(app.db)
      .catch((err: unknown) => app.log.error({ err }, 'окончание тарифов: ошибка круга'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    if (app.config.reminderTickMs <= 0) return;
    round();
    timer = setInterval(round, PLAN_END_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });

  app.get(
    '/payment/admin/',
    {
      onRequest: app.requireRoles('admin'),
      schema: { tags, querystring: adminPaymentsQuery, response: { 200: adminPaymentsResponse, ...errors } },
    },
    async (request) => ({
      content: (await allPayments(app.db, request.query)).map((r) => ({
        ...toPlanPayment(r.payment, r.tariffName),
        companyId: r.payment.companyId,
        companyName: r.companyName,
      })),
    }),
  );

  app.post(
    '/payment/:id/paid/',
    {
      onRequest: app.requireRoles('admin'),
      schema: { tags, params: idParam, response: { 200: planPaymentSchema, ...errors } },
    },
    async (request) => markInvoicePaid(app, request.params.id, request.auth.userId),
  );
}
