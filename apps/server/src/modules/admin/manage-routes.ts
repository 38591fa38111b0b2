import {
  adminAttachBody,
  adminBlockBody,
  adminCompaniesQuery,
  adminCompaniesResponse,
  adminDevResponse,
  adminExtendBody,
  adminExtendResponse,
  adminPlansResponse,
  adminStatsResponse,
  errorBody,
  idParam,
  okBody,
} from '@glad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { moscowToday } from '../../lib/plan.js';
import { listCompanies, listPlans, platformStats } from './companies-repository.js';
import { devInfo } from './dev-info.js';
import { attachUser, deleteLoneUser, extendPlan, setBlock } from './service.js';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** admin/: the companies table and what an admin does to companies and users; dev/ state. Admins only. */
export async function adminManageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireRoles('admin'));
  const tags = ['admin'];

  app.get('/admin/stats/', { schema: { tags, response: { 200: adminStatsResponse, ...errors } } }, async () =>
    platformStats(app.db, moscowToday(new Date())),
  );

  app.get(
    '/admin/tariffs/',
    { schema: { tags, response: { 200: adminPlansResponse, ...errors } } },
    async () => listPlans(app.db),
  );

  app.get(
    '/admin/companies/',
    {
      schema: {
        tags,
        querystring: adminCompaniesQuery,
        response: { 200: adminCompaniesResponse, ...errors },
      },
    },
    async (request) => listCompanies(app.db, request.query),
  );

  app.post(
    '/admin/companies/:id/extend/',
    {
      schema: {
        tags,
        params: idParam,
        body: adminExtendBody,
        response: { 200: adminExtendResponse, ...errors },
      },
    },
    async (request) => extendPlan(app.db, request.auth.userId, request.params.id, request.body),
  );

  app.put(
    '/admin/companies/:id/block/',
    { schema: { tags, params: idParam, body: adminBlockBody, response: { 200: okBody, ...errors } } },
    async (request) => {
      await setBlock(app.db, request.auth.userId, request.params.id, request.body.reason);
      return { res: true as const };
    },
  );

  app.delete(
    '/admin/companies/:id/block/',
    { schema: { tags, params: idParam, response: { 200: okBody, ...errors } } },
    async (request) => {
      await setBlock(app.db, request.auth.userId, request.params.id, null);
      return { res: true as const };
    },
  );

  app.post(
    '/admin/nocompany/:id/attach/',
    { schema: { tags, params: idParam, body: adminAttachBody, response: { 200: okBody, ...errors } } },
    async (request) => {
      await attachUser(app.db, request.auth.userId, request.params.id, request.body.companyId);
      return { res: true as const };
    },
  );

  app.delete(
    '/admin/nocompany/:id',
    { schema: { tags, params: idParam, response: { 200: okBody, ...errors } } },
    async (request) => {
      await deleteLoneUser(app.db, request.auth.userId, request.params.id);
      return { res: true as const };
    },
  );

  app.get('/admin/dev/', { schema: { tags, response: { 200: adminDevResponse, ...errors } } }, async () =>
    devInfo(app),
  );
}
