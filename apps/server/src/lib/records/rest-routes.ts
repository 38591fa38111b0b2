import {
  deleteAnswer,
  pageAnswer,
  recordAnswer,
  recordId,
  recordIdParam,
  restSyncAnswer,
  restSyncBody,
} from '@glad/contracts';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyOf } from '../../plugins/auth.js';
import { errors, registerCompanyRowRoutes } from '../company-row-routes.js';
import { badRequest } from '../errors.js';
import { createRecord, getWire, listWire, removeRecord, syncRecords, updateRecord, who } from './rest.js';
import type { TableDef } from './tables.js';

export interface RecordRestOptions<Q extends z.ZodType> {
  /** e.g. '/client' (routes are '/client/' and '/client/:id') */
  path: string;
  tag: string;
  def: TableDef;
  record: z.ZodType;
  /** writable fields (PUT bodies) */
  fields: z.ZodObject;
  /** POST create body (fields plus an optional device id) */
  createBody: z.ZodType;
  query: Q;
  filters: (query: z.output<Q>, companyId: number) => (SQL | undefined)[];
  order: (SQL | PgColumn)[];
  /** whether POST takes the `{ sync: true, base }` form (docs/spec.md §7: client/, project/, drafts/) */
  syncPost: boolean;
}

/** The docs/spec.md §7 calls a synced record has: paged GET, GET one, POST (create or sync), PUT, DELETE. */
export function registerRecordRoutes<Q extends z.ZodType>(fastify: FastifyInstance, o: RecordRestOptions<Q>) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const one = recordAnswer(o.record);
  const tags = [o.tag];
  const create = (request: FastifyRequest, body: Record<string, unknown>) =>
    createRecord(app.db, o.def, who(request), body);

  registerCompanyRowRoutes(app, {
    path: o.path,
    tags,
    idParam: recordIdParam,
    list: {
      query: o.query,
      answer: pageAnswer(o.record),
      run: async ({ db, companyId }, query) => {
        const { offset, limit } = query as { offset: number; limit: number };
        const filters = o.filters(query, companyId);
        return {
          res: true as const,
          ...(await listWire(db, o.def, companyId, { offset, limit, filters, order: o.order })),
        };
      },
    },
    one,
    get: ({ db, companyId }, id) => getWire(db, o.def, companyId, id),
    create: o.syncPost
      ? undefined
      : { body: o.createBody, run: ({ request }, body) => create(request, body as Record<string, unknown>) },
    update: {
      body: o.fields,
      bodyWithId: o.fields.extend({ id: recordId.optional() }),
      idOf: (id) => {
        if (id === undefined) throw badRequest('Не указан ID');
        return id as number;
      },
      run: ({ db, request }, id, fields) =>
        updateRecord(db, o.def, who(request), id, fields as Record<string, unknown>),
    },
    remove: {
      answer: deleteAnswer,
      byBody: false,
      run: ({ db, request }, id) => removeRecord(db, o.def, who(request), id),
    },
  });

  if (o.syncPost) {
    app.post(
      `${o.path}/`,
      {
        schema: {
          tags,
          body: z.union([restSyncBody, o.createBody]),
          response: { 200: z.union([restSyncAnswer(o.record), one]), ...errors },
        },
      },
      async (request) => {
        const body = request.body as Record<string, unknown>;
        if (body.sync !== true) return { res: true as const, content: await create(request, body) };
        const sync = restSyncBody.safeParse(body);
        if (!sync.success) throw badRequest('Неверный список base: нужны ID или пары { id, timestamp }');
        return syncRecords(app.db, o.def, companyOf(request), sync.data);
      },
    );
  }
}
