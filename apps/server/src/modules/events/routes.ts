import { eventCreateBody, eventFields, eventListQuery, eventRecord } from '@glad/contracts';
import { asc, eq, gte, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { events } from '../../db/schema/index.js';
import { registerRecordRoutes } from '../records/rest-routes.js';
import { tableDefs } from '../records/tables.js';

/** events/ (SPEC §7): by day and time; `from`/`to` (inclusive days), `client`, `project`, `assignee`. */
export async function eventRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.requireAuth);
  registerRecordRoutes(app, {
    path: '/events',
    tag: 'events',
    def: tableDefs.events,
    record: eventRecord,
    fields: eventFields,
    createBody: eventCreateBody,
    query: eventListQuery,
    filters: (query) => [
      query.from ? gte(events.date, query.from) : undefined,
      query.to ? lte(events.date, query.to) : undefined,
      query.client ? eq(events.client, query.client) : undefined,
      query.project ? eq(events.project, query.project) : undefined,
      query.assignee ? eq(events.assignee, query.assignee) : undefined,
    ],
    order: [asc(events.date), asc(events.time), asc(events.id)],
    syncPost: false,
  });
}
