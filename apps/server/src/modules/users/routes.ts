import {
  createUserBody,
  employeesResponse,
  errorBody,
  idParam,
  okBody,
  updateUserBody,
  userResponse,
} from '@glad/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errors } from '../../lib/company-row-routes.js';
import { badRequest, tooMany } from '../../lib/errors.js';
import { createRateWindow, REGISTRATION_RATE } from '../../lib/rate-window.js';
import { companyOf } from '../../plugins/auth.js';
import { listCompanyUsers } from './repository.js';
import { createStaffUser, removeUser, shownUser, updateUser } from './service.js';
import { compareEmployees, toEmployee, toUser } from './view.js';

const TOO_MANY_CHECKS = 'Слишком много проверок почты: повторите через минуту';

/** Staff of the caller's company (docs/spec.md §7 users/). */
export async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);

  // A company's staff together may ask as often as one address may register; inert where rate limits are
  // off (benchmarks, browser tests).
  const emailChecks = createRateWindow(REGISTRATION_RATE.max, REGISTRATION_RATE.windowMs);
  const emailCheck = (request: FastifyRequest) => () => {
    if (!app.config.rateLimit) return;
    const { companyId, userId } = request.auth;
    if (!emailChecks.take(companyId === null ? `user:${userId}` : `company:${companyId}`)) {
      throw tooMany(TOO_MANY_CHECKS);
    }
  };

  app.get(
    '/users/:id',
    { schema: { tags: ['users'], params: idParam, response: { 200: userResponse, ...errors } } },
    async (request) => ({
      res: true as const,
      user: toUser(await shownUser(app.db, request.auth, request.caller, request.params.id)),
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
    {
      schema: {
        tags: ['users'],
        body: createUserBody,
        response: { 200: userResponse, 429: errorBody, ...errors },
      },
    },
    async (request) => {
      const row = await createStaffUser(
        app.db,
        request.auth,
        companyOf(request),
        request.body,
        emailCheck(request),
      );
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
        response: { 200: userResponse, 429: errorBody, ...errors },
      },
    },
    async (request) => {
      const row = await updateUser(
        app.db,
        request.auth,
        request.params.id,
        request.body,
        emailCheck(request),
      );
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
