import { smetaCreateBody, smetaFields, smetaListQuery, smetaRecord } from '@glad/contracts';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { smety, smetymontazh } from '../../db/schema/index.js';
import { registerRecordRoutes } from '../../lib/records/rest-routes.js';
import { tableDefs } from '../../lib/records/tables.js';
import { registerSmetaStatus } from './status.js';

/**
 * smeta/ and smetamontazh/ (docs/spec.md §7): the estimate records (uid, client, clientid, projectid, draftid,
 * approved); their contents come with the estimates issue and are stored as given meanwhile.
 * Filters: `client`, `project`, `draft`.
 */
export async function smetaRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.requireAuth);
  for (const [path, table, def] of [
    ['/smeta', smety, tableDefs.smety],
    ['/smetamontazh', smetymontazh, tableDefs.smetymontazh],
  ] as const) {
    registerRecordRoutes(app, {
      path,
      tag: 'smety',
      def,
      record: smetaRecord,
      fields: smetaFields,
      createBody: smetaCreateBody,
      query: smetaListQuery,
      filters: (query) => [
        query.client ? eq(table.clientid, query.client) : undefined,
        query.project ? eq(table.projectid, query.project) : undefined,
        query.draft ? eq(table.draftid, query.draft) : undefined,
      ],
      order: [desc(table.created_at), desc(table.id)],
      syncPost: false,
    });
  }
  registerSmetaStatus(app);
}
