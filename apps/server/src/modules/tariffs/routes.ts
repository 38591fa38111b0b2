import { errorBody, tariffsResponse } from '@glad/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companies, tariffs } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { moscowToday } from '../../lib/plan.js';
import { companyOf } from '../../plugins/auth.js';
import { toTariff } from './service.js';

/** tarifs/: every plan, and which one the caller's company is on. */
export async function tariffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/tarifs/',
    {
      onRequest: app.requireAuth,
      schema: { tags: ['tariffs'], response: { 200: tariffsResponse, 401: errorBody, 403: errorBody } },
    },
    async (request) => {
      const [company] = await app.db
        .select({ tariffId: companies.tariffId })
        .from(companies)
        .where(eq(companies.id, companyOf(request)));
      if (!company) throw notFound('Компания не найдена');
      const rows = await app.db.select().from(tariffs).orderBy(asc(tariffs.sort), asc(tariffs.id));
      // A special plan is offered until its end date; the company's own plan is always listed.
      const today = moscowToday(new Date());
      const offered = rows.filter((r) => !r.end || r.end >= today || r.id === company.tariffId);
      return {
        current: company.tariffId,
        content: offered.map((row) => ({ ...toTariff(row), current: row.id === company.tariffId })),
      };
    },
  );
}
