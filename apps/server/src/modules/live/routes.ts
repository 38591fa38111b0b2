import { liveQuery, liveTicketAnswer } from '@glad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errors } from '../../lib/company-row-routes.js';
import { unauthorized } from '../../lib/errors.js';
import { loadSecret } from '../../lib/secrets.js';
import { companyOf } from '../../plugins/auth.js';
import { sessionHolds } from './repository.js';
import { openStream } from './stream.js';
import { createTicketService, LIVE_KEY_NAME, LIVE_TICKET_SECONDS } from './ticket.js';

const tags = ['live'];

/**
 * live/ (issue 10 §3 «Live», decision 0025): POST live/ticket/ with the bearer token answers a ticket;
 * GET live/?ticket=… is a server-sent event stream that says `change` whenever the company's records
 * change (any process, any device), so the app pulls.
 */
const LIVE_UNAVAILABLE = 'Сервер сейчас не может сообщать об изменениях, попробуйте позже';

export async function liveRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tickets = createTicketService(await loadSecret(app.db, LIVE_KEY_NAME));
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });

  app.post(
    '/live/ticket/',
    { onRequest: app.requireAuth, schema: { tags, response: { 200: liveTicketAnswer, ...errors } } },
    async (request) => ({
      res: true as const,
      ticket: await tickets.sign({
        userId: request.auth.userId,
        companyId: companyOf(request),
        sessionId: request.auth.sessionId,
      }),
      expiresIn: LIVE_TICKET_SECONDS,
    }),
  );

  app.get('/live/', { schema: { tags, querystring: liveQuery } }, async (request, reply) => {
    const claims = await tickets.verify(request.query.ticket);
    if (!claims) throw unauthorized('Пропуск недействителен или истёк');
    if (!(await sessionHolds(app.db, claims.sessionId, claims.userId, claims.companyId))) {
      throw unauthorized('Сессия завершена');
    }
    reply.hijack();
    try {
      const end = await openStream(request.raw, reply.raw, {
        subscribe: (listener) => app.changes.subscribe(claims.companyId, listener),
        stillAllowed: () => sessionHolds(app.db, claims.sessionId, claims.userId, claims.companyId),
        onEnd: () => streams.delete(end),
      });
      streams.add(end);
    } catch {
      // LISTEN could not start (logged by the changes plugin): the app retries with its own backoff
      reply.raw.writeHead(503, { 'content-type': 'application/json; charset=utf-8' });
      reply.raw.end(JSON.stringify({ res: false, message: LIVE_UNAVAILABLE }));
    }
  });
}
