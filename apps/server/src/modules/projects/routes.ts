import {
  idsQuery,
  listAnswer,
  type ProjectRecord,
  projectCreateBody,
  projectFields,
  projectListQuery,
  projectManagerBody,
  projectRecord,
  recordAnswer,
  recordIdParam,
} from '@glad/contracts';
import { desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { projects } from '../../db/schema/index.js';
import { errors } from '../../lib/company-row-routes.js';
import { containing, phoneDigitsMatch } from '../../lib/like.js';
import { updateRecord, who, wireByIds } from '../../lib/records/rest.js';
import { registerRecordRoutes } from '../../lib/records/rest-routes.js';
import { tableDefs } from '../../lib/records/tables.js';
import { companyOf } from '../../plugins/auth.js';

const def = tableDefs.projects;

/** `q`: in the name, work address, notes or client's name whatever the case, or in the client's phone digits. */
function search(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  return or(
    ilike(projects.name, containing(q)),
    ilike(projects.adresa, containing(q)),
    ilike(projects.notes, containing(q)),
    ilike(projects.client, containing(q)),
    phoneDigitsMatch(sql`regexp_replace(${projects.client_properties}->>'phone', '\\D', '', 'g')`, q),
  );
}

/**
 * project/ (docs/spec.md §7): newest date first; `client` gives one client's projects, `q` searches. Plus the
 * manager PATCH.
 */
export async function projectRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  registerRecordRoutes(app, {
    path: '/project',
    tag: 'projects',
    def,
    record: projectRecord,
    fields: projectFields,
    createBody: projectCreateBody,
    query: projectListQuery,
    filters: (query) => [query.client ? eq(projects.clientid, query.client) : undefined, search(query.q)],
    order: [desc(projects.date), desc(projects.created_at), desc(projects.id)],
    syncPost: true,
  });

  app.patch(
    '/project/:id',
    {
      schema: {
        tags: ['projects'],
        params: recordIdParam,
        body: projectManagerBody,
        response: { 200: recordAnswer(projectRecord), ...errors },
      },
    },
    async (request) => ({
      res: true as const,
      content: (await updateRecord(
        app.db,
        def,
        who(request),
        request.params.id,
        request.body,
      )) as ProjectRecord,
    }),
  );

  /** Full projects by ids (skeleton/projects/array/?ids=1,2,3); unknown ids are left out. */
  app.get(
    '/skeleton/projects/array/',
    {
      schema: {
        tags: ['projects'],
        querystring: idsQuery,
        response: { 200: listAnswer(projectRecord), ...errors },
      },
    },
    async (request) => ({
      res: true as const,
      content: (await wireByIds(app.db, def, companyOf(request), request.query.ids)) as ProjectRecord[],
    }),
  );
}
