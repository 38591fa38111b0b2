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
import { isUniqueViolation } from '../../lib/db-errors.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { companyOf } from '../../plugins/auth.js';
import { companyUses, insertPromocode, listPromocodes } from './promocode-repository.js';
import { applyPromocode, normalizeCode, toPromocodeUse } from './promocode-service.js';
import { companyPlan, tariffById } from './repository.js';

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
    async (request) => ({ content: (await companyUses(app.db, companyOf(request))).map(toPromocodeUse) }),
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
    async () => ({ content: await listPromocodes(app.db) }),
  );

  app.put(
    '/promocode/codes/',
    {
      onRequest: app.requireRoles('admin'),
      schema: { tags, body: promocodeCreateBody, response: { 200: promocodeSchema, ...errors } },
    },
    async (request) => {
      const { tariffId, ...body } = request.body;
      if (tariffId !== undefined) {
        const tariff = await tariffById(app.db, tariffId);
        if (!tariff || tariff.isFree)
          throw badRequest('Промокод даёт дни платного тарифа: такого тарифа нет');
      }
      try {
        return await insertPromocode(app.db, {
          ...body,
          code: normalizeCode(body.code),
          tariffId: body.kind === 'days' ? (tariffId ?? null) : null,
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict('Такой промокод уже есть');
        throw err;
      }
    },
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
    async (request) => {
      if (!(await companyPlan(app.db, request.params.id))) throw notFound('Компания не найдена');
      return applyPromocode(app.db, request.params.id, request.body.code, request.auth.userId);
    },
  );
}
