import {
  adminInstallerPatch,
  adminInstallersQuery,
  adminInstallersResponse,
  errorBody,
  idParam,
  okBody,
} from '@glad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { moscowToday } from '../../lib/plan.js';
import { listInstallers, removeInstaller, setInstallerHidden } from './installers.js';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const tags = ['admin'];

/** admin/potolochniki/: installers across companies; an admin hides one or takes his mark away. */
export async function adminInstallerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireRoles('admin'));

  app.get(
    '/admin/potolochniki/',
    {
      schema: {
        tags,
        querystring: adminInstallersQuery,
        response: { 200: adminInstallersResponse, ...errors },
      },
    },
    async (request) => listInstallers(app.db, { ...request.query, today: moscowToday(new Date()) }),
  );

  app.patch(
    '/admin/potolochniki/:id',
    { schema: { tags, params: idParam, body: adminInstallerPatch, response: { 200: okBody, ...errors } } },
    async (request) => {
      await setInstallerHidden(app.db, request.auth.userId, request.params.id, request.body.hidden);
      return { res: true as const };
    },
  );

  app.delete(
    '/admin/potolochniki/:id',
    { schema: { tags, params: idParam, response: { 200: okBody, ...errors } } },
    async (request) => {
      await removeInstaller(app.db, request.auth.userId, request.params.id);
      return { res: true as const };
    },
  );
}
