import {
  createUserBody,
  employeesResponse,
  errorBody,
  idParam,
  okBody,
  updateUserBody,
  userResponse,
} from '@glad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/errors.js';
import { companyOf } from '../../plugins/auth.js';
import { errors } from '../company-row-routes.js';
import { listCompanyUsers } from './repository.js';
import { createStaffUser, removeUser, updateUser, visibleUser } from './service.js';
import { compareEmployees, toEmployee, toUser } from './view.js';

/** Staff of the caller's company (SPEC §7 users/). */
export async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);

  app.get(
    '/users/:id',
    { schema: { tags: ['users'], params: idParam, response: { 200: userResponse, ...errors } } },
    async (request) => ({
      res: true as const,
      user: toUser(await visibleUser(app.db, request.auth, request.params.id)),
    }),
  );

  app.get(
    '/users/',
    { schema: { tags: ['users'], response: { 200: employeesResponse, ...errors } } },
    async (request) => {
      const rows = await listCompanyUsers(app.db, companyOf(request));
      const now = Date.now();
      return rows.sort(compareEmployees).map((row) => toEmployee(row, now));
    },
  );

  app.post(
    '/users/',
    { schema: { tags: ['users'], body: createUserBody, response: { 200: userResponse, ...errors } } },
    async (request) => {
      const row = await createStaffUser(app.db, request.auth, companyOf(request), request.body);
      return { res: true as const, user: toUser(row) };
    },
  );

  app.put(
    '/users/:id',
    {
      schema: {
        tags: ['users'],
        params: idParam,
        body: updateUserBody,
        response: { 200: userResponse, ...errors },
      },
    },
    async (request) => {
      const row = await updateUser(app.db, request.auth, request.params.id, request.body);
      return { res: true as const, user: toUser(row) };
    },
  );

  app.delete(
    '/users/',
    { schema: { tags: ['users'], response: { 400: errorBody, 401: errorBody } } },
    async () => {
      throw badRequest('не указан id пользователя');
    },
  );

  app.delete(
    '/users/:id',
    { schema: { tags: ['users'], params: idParam, response: { 200: okBody, ...errors } } },
    async (request) => {
      await removeUser(app.db, request.auth, companyOf(request), request.params.id);
      return { res: true as const };
    },
  );
}
