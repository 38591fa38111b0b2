import {
  installerAccountAnswer,
  installerBalancesAnswer,
  okBody,
  payoutAnswer,
  payoutCreateBody,
  payoutIdParam,
  payoutListAnswer,
  payoutListQuery,
  projectTotalsAnswer,
  projectTotalsBody,
} from '@glad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../lib/company-row-routes.js';
import { companyOf } from '../../plugins/auth.js';
import {
  createPayout,
  installerAccount,
  installerBalances,
  payoutList,
  removePayout,
  writeTotals,
} from './service.js';

const tags = ['vyplaty'];
const userParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** vyplaty/ (issue 11 §2): installers' payouts, balances and accounts; itogi/: a project's priced totals. */
export async function payoutRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);

  app.get(
    '/vyplaty/',
    { schema: { tags, querystring: payoutListQuery, response: { 200: payoutListAnswer, ...errors } } },
    async (request) => payoutList(app.db, request.auth, companyOf(request), request.query),
  );
  app.post(
    '/vyplaty/',
    { schema: { tags, body: payoutCreateBody, response: { 200: payoutAnswer, ...errors } } },
    async (request) => createPayout(app.db, request.auth, companyOf(request), request.body),
  );
  app.delete(
    '/vyplaty/:id',
    { schema: { tags, params: payoutIdParam, response: { 200: okBody, ...errors } } },
    async (request) => removePayout(app.db, request.auth, companyOf(request), request.params.id),
  );
  app.get(
    '/vyplaty/montazhniki/',
    { schema: { tags, response: { 200: installerBalancesAnswer, ...errors } } },
    async (request) => installerBalances(app.db, request.auth, companyOf(request)),
  );
  app.get(
    '/vyplaty/montazhnik/:id',
    { schema: { tags, params: userParam, response: { 200: installerAccountAnswer, ...errors } } },
    async (request) => installerAccount(app.db, request.auth, companyOf(request), request.params.id),
  );
  app.put(
    '/itogi/:id',
    {
      schema: {
        tags,
        params: payoutIdParam,
        body: projectTotalsBody,
        response: { 200: projectTotalsAnswer, ...errors },
      },
    },
    async (request) => writeTotals(app.db, request.auth, companyOf(request), request.params.id, request.body),
  );
}
