import {
  adminChartQuery,
  adminChartResponse,
  adminEventsQuery,
  adminEventsResponse,
  errorBody,
  noCompanyResponse,
  pageQuery,
} from '@glad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { moscowToday } from '../../lib/plan.js';
import { companiesCreatedSince, listEvents, usersWithoutCompany } from './repository.js';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody };
const DAY_MS = 24 * 60 * 60 * 1000;

/** admin/: platform figures for platform admins only. */
export async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireRoles('admin'));

  app.get(
    '/admin/chart/',
    {
      schema: {
        tags: ['admin'],
        querystring: adminChartQuery,
        response: { 200: adminChartResponse, ...errors },
      },
    },
    async (request) => {
      const { days } = request.query;
      const now = new Date();
      // Every Moscow day of the period, oldest first, today last.
      const keys = Array.from({ length: days }, (_, i) =>
        moscowToday(new Date(now.getTime() - (days - 1 - i) * DAY_MS)),
      );
      const counts = new Map(keys.map((k) => [k, 0]));
      const rows = await companiesCreatedSince(app.db, new Date(now.getTime() - (days + 1) * DAY_MS));
      let total = 0;
      for (const { createdAt } of rows) {
        const key = moscowToday(createdAt);
        const n = counts.get(key);
        if (n === undefined) continue;
        counts.set(key, n + 1);
        total += 1;
      }
      return { days: keys.map((date) => ({ date, count: counts.get(date)! })), total };
    },
  );

  app.get(
    '/admin/events/',
    {
      schema: {
        tags: ['admin'],
        querystring: adminEventsQuery,
        response: { 200: adminEventsResponse, ...errors },
      },
    },
    async (request) => listEvents(app.db, request.query),
  );

  app.get(
    '/admin/nocompany/',
    { schema: { tags: ['admin'], querystring: pageQuery, response: { 200: noCompanyResponse, ...errors } } },
    async (request) => {
      const { total, rows } = await usersWithoutCompany(app.db, request.query);
      return {
        pagination: { total },
        content: rows.map((u) => ({
          id: u.id,
          email: u.email,
          name: u.name,
          family: u.family,
          admin: u.admin,
          createdAt: u.createdAt.toISOString(),
          lastLogin: u.lastLogin ? u.lastLogin.toISOString() : null,
        })),
      };
    },
  );
}
