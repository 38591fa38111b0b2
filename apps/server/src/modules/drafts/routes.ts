import {
  bulkDeleteAnswer,
  type DraftRecord,
  draftCreateBody,
  draftExcludeBody,
  draftFields,
  draftRecord,
  draftsBulkDeleteBody,
  flag01,
  idsQuery,
  listAnswer,
  okBody,
  recordAnswer,
  recordIdParam,
  recordListQuery,
  sortDraftsBody,
} from '@glad/contracts';
import { asc, desc, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { drafts, projects } from '../../db/schema/index.js';
import { errors } from '../../lib/company-row-routes.js';
import { who, wireByIds } from '../../lib/records/rest.js';
import { registerRecordRoutes } from '../../lib/records/rest-routes.js';
import { tableDefs } from '../../lib/records/tables.js';
import { companyOf } from '../../plugins/auth.js';
import { deleteDrafts, excludeId, setExcluded, sortDrafts } from './service.js';

const def = tableDefs.drafts;
const one = recordAnswer(draftRecord);

/** A client's drafts: those of the client's projects, and those whose form names the client. */
function ofClient(companyId: number, clientId: number) {
  const clientProjects = sql`(select ${projects.id} from ${projects}
    where ${projects.company_id} = ${companyId} and ${projects.clientid} = ${clientId})`;
  return or(
    inArray(drafts.projectid, clientProjects),
    sql`${drafts.form}->>'clientid' = ${String(clientId)}`,
  );
}

/** drafts/ (docs/spec.md §7): in their order (sort, then newest), plus bulk delete, exclude, array and sort. */
export async function draftRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);

  app.delete(
    '/drafts/',
    {
      schema: {
        tags: ['drafts'],
        body: draftsBulkDeleteBody,
        response: { 200: bulkDeleteAnswer, ...errors },
      },
    },
    async (request) => ({
      res: true as const,
      deleted: await deleteDrafts(app.db, who(request), request.body.data),
    }),
  );

  app.put(
    '/drafts/exclude/',
    { schema: { tags: ['drafts'], body: draftExcludeBody.nullish(), response: { 200: one, ...errors } } },
    async (request) => {
      const id = excludeId(request.body?.id);
      return {
        res: true as const,
        content: (await setExcluded(app.db, who(request), id, request.body?.smeta_exclude)) as DraftRecord,
      };
    },
  );
  app.put(
    '/drafts/:id/exclude',
    {
      schema: {
        tags: ['drafts'],
        params: recordIdParam,
        body: z.object({ smeta_exclude: flag01.optional() }).nullish(),
        response: { 200: one, ...errors },
      },
    },
    async (request) => ({
      res: true as const,
      content: (await setExcluded(
        app.db,
        who(request),
        request.params.id,
        request.body?.smeta_exclude,
      )) as DraftRecord,
    }),
  );

  registerRecordRoutes(app, {
    path: '/drafts',
    tag: 'drafts',
    def,
    record: draftRecord,
    fields: draftFields,
    createBody: draftCreateBody,
    query: recordListQuery,
    filters: (query, companyId) => [query.client ? ofClient(companyId, query.client) : undefined],
    order: [asc(drafts.sort), desc(drafts.updated_at), desc(drafts.id)],
    syncPost: true,
  });

  app.get(
    '/draft/array/',
    {
      schema: {
        tags: ['drafts'],
        querystring: idsQuery,
        response: { 200: listAnswer(draftRecord), ...errors },
      },
    },
    async (request) => ({
      res: true as const,
      content: (await wireByIds(app.db, def, companyOf(request), request.query.ids)) as DraftRecord[],
    }),
  );

  app.post(
    '/sort/drafts',
    { schema: { tags: ['drafts'], body: sortDraftsBody, response: { 200: okBody, ...errors } } },
    async (request) => {
      await sortDrafts(app.db, who(request), request.body.ids);
      return { res: true as const };
    },
  );
}
