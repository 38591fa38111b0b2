import {
  errorBody,
  idParam,
  promocodeApplyBody,
  promocodeApplyResponse,
  promocodeCreateBody,
  promocodeSchema,
  promocodesResponse,
  promocodeUsesResponse,
} from '@glad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companyOf } from '../../plugins/auth.js';
import {
  applyPromocode,
  applyPromocodeForCompany,
  createPromocode,
  listCompanyUses,
  listPromocodes,
} from './promocode-service.js';

const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  429: errorBody,
};
const tags = ['promocode'];

/** promocode/: the company applies a code and lists those it used; admins make codes and apply them for a company. */
export async function promocodeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/promocode/',
    { onRequest: app.requireAuth, schema: { tags, response: { 200: promocodeUsesResponse, ...errors } } },
    async (request) => ({ content: await listCompanyUses(app.db, companyOf(request)) }),
  );

  app.post(
    '/promocode/',
    {
      onRequest: app.requireRoles('vladelec'),
      schema: { tags, body: promocodeApplyBody, response: { 200: promocodeApplyResponse, ...errors } },
    },
    async (request) => applyPromocode(app.db, companyOf(request), request.body.code),
  );

  app.get(
    '/promocode/codes/',
    {
      onRequest: app.requireRoles('admin'),
      schema: { tags, response: { 200: promocodesResponse, ...errors } },
    },
    async () => listPromocodes(app.db),
  );

  app.put(
    '/promocode/codes/',
    {
      onRequest: app.requireRoles('admin'),
      schema: { tags, body: promocodeCreateBody, response: { 200: promocodeSchema, ...errors } },
    },
    async (request) => createPromocode(app.db, request.body),
  );

  app.post(
    '/promocode/company/:id/',
    {
      onRequest: app.requireRoles('admin'),
      schema: {
        tags,
        params: idParam,
        body: promocodeApplyBody,
        response: { 200: promocodeApplyResponse, ...errors },
      },
    },
    async (request) =>
      applyPromocodeForCompany(app.db, request.params.id, request.body.code, request.auth.userId),
  );
}
