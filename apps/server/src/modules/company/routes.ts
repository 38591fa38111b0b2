import {
  companyResponse,
  companySettingBody,
  companySettingResponse,
  deleteCompanyBody,
  errorBody,
  idParam,
  okBody,
  updateCompanyBody,
} from '@glad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companyOf } from '../../plugins/auth.js';
import { deleteCompany, loadCompany, updateCompany, updateSetting } from './service.js';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** company/: the caller's company, its profile, deletion and SMETA_* settings. */
export async function companyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);

  app.get(
    '/company/',
    { schema: { tags: ['company'], response: { 200: companyResponse, ...errors } } },
    async (request) => ({ res: true as const, company: await loadCompany(app.db, companyOf(request)) }),
  );

  app.put(
    '/company/',
    { schema: { tags: ['company'], body: updateCompanyBody, response: { 200: companyResponse, ...errors } } },
    async (request) => {
      const company = await updateCompany(app.db, request.auth, companyOf(request), request.body);
      return { res: true as const, company };
    },
  );

  app.delete(
    '/company/',
    {
      schema: { tags: ['company'], body: deleteCompanyBody.nullish(), response: { 200: okBody, ...errors } },
    },
    async (request) => {
      await deleteCompany(app.db, request.auth, companyOf(request), request.body ?? {});
      return { res: true as const };
    },
  );

  app.put(
    '/company/:id',
    {
      schema: {
        tags: ['company'],
        params: idParam,
        body: companySettingBody,
        response: { 200: companySettingResponse, ...errors },
      },
    },
    async (request) => {
      const settings = await updateSetting(
        app.db,
        request.auth,
        companyOf(request),
        request.params.id,
        request.body,
      );
      return { res: true as const, settings };
    },
  );
}
