import {
  errorBody,
  idBlockBody,
  idBlockResponse,
  lostClearedAnswer,
  lostParams,
  pullQuery,
  pullResponse,
  pushBody,
  pushResponse,
} from '@glad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { withWrite } from '../../lib/records/context.js';
import { who } from '../../lib/records/rest.js';
import { tableDefs } from '../../lib/records/tables.js';
import { clearLost } from '../../lib/records/write.js';
import { companyOf } from '../../plugins/auth.js';
import { PURGE_INTERVAL_MS, purgeTombstones } from './purge.js';
import { pull, push, reserveDeviceIds } from './service.js';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** The sync protocol (contracts/sync.ts): id blocks, pull by cursor, push of mutations. */
export async function syncRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  let timer: NodeJS.Timeout | undefined;
  const purge = () =>
    purgeTombstones(app.db).catch((err: unknown) => app.log.error({ err }, 'purge of tombstones failed'));
  app.addHook('onReady', async () => {
    await purge();
    timer = setInterval(purge, PURGE_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));

  app.register(async (scoped) => {
    const api = scoped.withTypeProvider<ZodTypeProvider>();
    api.addHook('onRequest', api.requireAuth);

    api.post(
      '/sync/ids/',
      {
        schema: {
          tags: ['sync'],
          body: idBlockBody.nullish(),
          response: { 200: idBlockResponse, ...errors },
        },
      },
      async (request) => {
        const block = await reserveDeviceIds(app.db, who(request), request.body?.count ?? 1000);
        return { res: true as const, ...block };
      },
    );

    api.get(
      '/sync/pull/',
      {
        schema: { tags: ['sync'], querystring: pullQuery, response: { 200: pullResponse, ...errors } },
        // The hot path of every sync: its answer is built here from typed rows, so re-checking thousands of
        // records against the schema on the way out (a third of the call's time) buys nothing.
        serializerCompiler: () => (data) => JSON.stringify(data),
      },
      async (request) => pull(app.db, companyOf(request), request.query.cursor, request.query.limit),
    );

    api.post(
      '/sync/push/',
      {
        schema: {
          tags: ['sync'],
          body: pushBody,
          response: { 200: pushResponse, 503: errorBody, ...errors },
        },
        // A bad text in one mutation rejects that mutation alone (lib/records/write.ts checks each one).
        config: { bodyCheckedPerItem: true },
      },
      async (request) => ({
        res: true as const,
        results: await push(app.db, who(request), request.body.mutations, request.log),
      }),
    );

    api.delete(
      '/sync/lost/:table/:id/',
      { schema: { tags: ['sync'], params: lostParams, response: { 200: lostClearedAnswer, ...errors } } },
      async (request) => {
        const { companyId, userId } = who(request);
        const { table, id } = request.params;
        const version = await withWrite(app.db, companyId, userId, (ctx) =>
          clearLost(ctx, tableDefs[table], id),
        );
        return { res: true as const, version };
      },
    );
  });
}
